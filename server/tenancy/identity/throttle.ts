// Failed sign-ins counted in the database (table auth_throttle), per key and fixed window, so that
// several server instances behind one load balancer count together and a restart forgets nothing.
// An attempt is counted BEFORE the (slow) password check, in one statement for all its keys, so that
// parallel guesses cannot all slip under the limit; a right password takes its count back.
import { queryRows, type Db } from '../../platform/db/client';

export interface ThrottleKey {
  key: string;
  /** Failures allowed per window; the next attempt is refused. */
  limit: number;
}

export class DbThrottle {
  constructor(
    private db: Db,
    private windowMs: number,
    private now: () => number = Date.now,
  ) {}

  /**
   * Counts one attempt on every key. 0 when it may go ahead, else the seconds until the key that is
   * over its limit opens again.
   */
  async attempt(keys: readonly ThrottleKey[]): Promise<number> {
    const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : 1)); // one lock order: no deadlock
    const now = this.now();
    const rows = await queryRows<{ key: string; failures: number; window_ends_at: string | Date }>(
      this.db,
      `INSERT INTO auth_throttle AS t (key, failures, window_ends_at)
         SELECT k, 1, $2::timestamptz FROM unnest($1::text[]) AS k
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_ends_at <= $3::timestamptz THEN 1 ELSE t.failures + 1 END,
         window_ends_at = CASE WHEN t.window_ends_at <= $3::timestamptz THEN EXCLUDED.window_ends_at ELSE t.window_ends_at END
       RETURNING key, failures, window_ends_at`,
      [sorted.map((k) => k.key), new Date(now + this.windowMs).toISOString(), new Date(now).toISOString()],
    );
    let wait = 0;
    for (const r of rows) {
      const limit = sorted.find((k) => k.key === r.key)?.limit ?? 0;
      if (r.failures > limit) wait = Math.max(wait, Math.ceil((new Date(r.window_ends_at).getTime() - now) / 1000));
    }
    return wait > 0 ? Math.max(1, wait) : 0;
  }

  /** A right password: forgets `reset` keys and takes the attempt back from `release` keys. */
  async succeeded(reset: readonly string[], release: readonly string[]): Promise<void> {
    await queryRows(
      this.db,
      `WITH gone AS (DELETE FROM auth_throttle WHERE key = ANY ($1::text[]))
       UPDATE auth_throttle SET failures = greatest(failures - 1, 0) WHERE key = ANY ($2::text[])`,
      [reset, release],
    );
  }
}

/** Deletes windows that ended (the hourly housekeeping). */
export const purgeEndedThrottles = (db: Db, now = Date.now()) =>
  queryRows(db, `DELETE FROM auth_throttle WHERE window_ends_at <= $1::timestamptz`, [new Date(now).toISOString()]);

/** The window of the sign-in limits. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Wrong passwords per window: from one address for one account; for one account over all addresses
 * (a guesser spreading over many addresses; unknown accounts are counted the same way, so the
 * answer never tells whether an account exists); from one address over all accounts.
 */
export const SIGN_IN_LIMITS = { addressAccount: 10, account: 30, address: 100 } as const;

const keysOf = (ip: string, email: string) => ({
  addressAccount: `a|${ip}|${email}`,
  account: `u|${email}`,
  address: `i|${ip}`,
});

/** The sign-in throttle shared by the login and the current-password check of a password change. */
export class SignInThrottle {
  private throttle: DbThrottle;
  constructor(
    private db: Db,
    now: () => number = Date.now,
  ) {
    this.throttle = new DbThrottle(db, SIGN_IN_WINDOW_MS, now);
  }

  /** Counts an attempt; the seconds to wait when it must be refused, else 0. */
  attempt(ip: string, email: string): Promise<number> {
    const k = keysOf(ip, email.toLowerCase());
    return this.throttle.attempt([
      { key: k.addressAccount, limit: SIGN_IN_LIMITS.addressAccount },
      { key: k.account, limit: SIGN_IN_LIMITS.account },
      { key: k.address, limit: SIGN_IN_LIMITS.address },
    ]);
  }

  /**
   * The password was right: this address may try this account afresh; the account's and the
   * address's counts only lose this attempt (a guesser elsewhere keeps their count).
   */
  succeeded(ip: string, email: string): Promise<void> {
    const k = keysOf(ip, email.toLowerCase());
    return this.throttle.succeeded([k.addressAccount], [k.account, k.address]);
  }

  /** A password reset: the account starts afresh everywhere (its owner proved the mailbox). */
  async resetAccount(email: string): Promise<void> {
    await queryRows(this.db, `DELETE FROM auth_throttle WHERE key = $1 OR key LIKE $2`, [
      `u|${email.toLowerCase()}`,
      `a|%|${email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}`,
    ]);
  }
}
