// Circuit breakers for the partners the guest page waits on (an SMSC, an OpenID provider, a room
// management system, a loyalty club): after `failures` failures in a row of one partner (its key: a
// host, an issuer), its calls are refused at once for `openMs`, so a guest sees the Error slot in
// milliseconds instead of waiting for time-outs; then one call tries again (half-open), and a success
// closes the circuit. Per process: every instance learns on its own (a partner down is down for all).
export interface CircuitOptions {
  /** Failures in a row that open a partner's circuit (default 3). */
  failures?: number;
  /** How long an open circuit refuses (default 30 s). */
  openMs?: number;
  /** Told once per opening (the caller logs it, without secrets). */
  onOpen?: (key: string, failures: number, openMs: number) => void;
  now?: () => number;
}

/** Partners tracked at most (keys beyond are forgotten: a circuit is a guard, not a record). */
const MAX_KEYS = 1000;

export class Circuits {
  readonly failuresToOpen: number;
  readonly openMs: number;
  private readonly now: () => number;
  private readonly state = new Map<string, { failures: number; openUntil: number }>();

  constructor(private readonly o: CircuitOptions = {}) {
    this.failuresToOpen = o.failures ?? 3;
    this.openMs = o.openMs ?? 30_000;
    this.now = o.now ?? Date.now;
  }

  /** Whether calls to `key` are refused now (open, and not yet time for the one trial call). */
  isOpen(key: string): boolean {
    const s = this.state.get(key);
    if (!s || s.openUntil <= this.now()) return false;
    return true;
  }

  /** A call to `key` succeeded: its circuit closes. */
  success(key: string): void {
    this.state.delete(key);
  }

  /** A call to `key` failed (unreachable, timed out, answered 5xx): counted; opens at the limit. */
  failure(key: string): void {
    const s = this.state.get(key) ?? { failures: 0, openUntil: 0 };
    s.failures += 1;
    if (s.failures >= this.failuresToOpen) {
      s.openUntil = this.now() + this.openMs;
      this.o.onOpen?.(key, s.failures, this.openMs);
    }
    if (!this.state.has(key) && this.state.size >= MAX_KEYS) this.state.clear();
    this.state.set(key, s);
  }

  /** Forgets every partner (tests). */
  reset(): void {
    this.state.clear();
  }
}
