// Fixed-window limiter for failed logins, per key (ip and ip+email), kept in memory.
export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private limit: number,
    private windowMs: number,
    private now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const h = this.hits.get(key);
    if (!h) return false;
    if (h.resetAt <= this.now()) {
      this.hits.delete(key);
      return false;
    }
    return h.count >= this.limit;
  }

  /** Seconds until the key may try again. */
  retryAfter(key: string): number {
    const h = this.hits.get(key);
    return h ? Math.max(1, Math.ceil((h.resetAt - this.now()) / 1000)) : 0;
  }

  fail(key: string): void {
    const h = this.hits.get(key);
    if (!h || h.resetAt <= this.now()) this.hits.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    else h.count++;
    if (this.hits.size > 100_000) this.sweep();
  }

  /** Takes back one counted attempt (a login that turned out right). */
  release(key: string): void {
    const h = this.hits.get(key);
    if (h && h.count > 0) h.count--;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep() {
    const t = this.now();
    for (const [k, h] of this.hits) if (h.resetAt <= t) this.hits.delete(k);
  }
}
