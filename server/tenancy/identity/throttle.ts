// The sign-in throttle: failed sign-ins counted in the database (auth_throttle) by the platform's
// DbThrottle (server/platform/throttle.ts), so that several server instances behind one load
// balancer count together and a restart forgets nothing. An attempt is counted BEFORE the (slow)
// password check, in one statement for all its keys; a right password takes its count back.
import { queryRows, type Db } from '../../platform/db/client';
import { DbThrottle } from '../../platform/throttle';

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

  /**
   * The password was right but a second step (a TOTP code) follows: the attempt is taken back, the
   * count of this address for this account is NOT forgotten, so wrong codes keep adding up however
   * often the password is given again; only the right code (`succeeded`) starts afresh.
   */
  passed(ip: string, email: string): Promise<void> {
    const k = keysOf(ip, email.toLowerCase());
    return this.throttle.succeeded([], [k.addressAccount, k.account, k.address]);
  }

  /** A password reset: the account starts afresh everywhere (its owner proved the mailbox). */
  async resetAccount(email: string): Promise<void> {
    await queryRows(this.db, `DELETE FROM auth_throttle WHERE key = $1 OR key LIKE $2`, [
      `u|${email.toLowerCase()}`,
      `a|%|${email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}`,
    ]);
  }
}
