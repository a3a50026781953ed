// The credentials of the guest page's own accounts (EASY_LOGIN and the other logins that need no code
// or device account): the page makes a hotspot account for the client and hands the device the
// username `G-<account id>` and a password derived from the account with the installation's key
// (HMAC-SHA256). Nothing secret is stored, the RADIUS server derives the same password to check PAP
// and CHAP, and the account is bound to the client it was made for (decision.ts: DEVICE_BOUND), so a
// credential seen on one phone is worthless on another.
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../platform/db/client';
import { derivedSecret } from './tickets';
import { chapMatches } from './rules';
import type { Credentials } from './decision';

const PREFIX = 'G-';
const ID = /^G-([0-9a-f]{24})$/;
const KEY = 'guest-account-key';

/** The username of a guest-page account. */
export const guestUsername = (accountId: string) => `${PREFIX}${accountId}`;

/** The account id a username names, when it is a guest-page account's; else null. */
export function guestAccountIdOf(username: string | null | undefined): string | null {
  const m = ID.exec((username ?? '').trim());
  return m ? m[1]! : null;
}

/** The password of a guest-page account: 24 url-safe characters, the same on every instance. */
export async function guestPassword(db: Db, customerId: string, accountId: string): Promise<string> {
  return (await derivedSecret(db, KEY, customerId, accountId)).slice(0, 24);
}

/** Whether RADIUS credentials prove the account's password (PAP or CHAP). */
export async function guestPasswordMatches(
  db: Db,
  customerId: string,
  accountId: string,
  credentials: Credentials,
): Promise<boolean> {
  const expected = await guestPassword(db, customerId, accountId);
  if (credentials.kind === 'pap') {
    const given = Buffer.from(credentials.password, 'utf8');
    const want = Buffer.from(expected, 'utf8');
    return given.length === want.length && timingSafeEqual(given, want);
  }
  if (credentials.kind === 'chap')
    return chapMatches(credentials.id, expected, credentials.challenge, credentials.response);
  return false;
}
