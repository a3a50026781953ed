// Password hashing with Node's scrypt (no native add-ons). Format: scrypt$N$r$p$salt$hash (base64).
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Slots, SlotsBusy } from './slots';

const scrypt = (pw: string, salt: Buffer, len: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(pw, salt, len, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 64;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEYLEN, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, saltB64, keyB64] = stored.split('$');
  if (kind !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password.normalize('NFC'), Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to verify against when the user does not exist, so that timing does not reveal accounts. */
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');

/**
 * Hashing for callers nobody signed in (taking an invite, resetting a password): scrypt runs in
 * libuv's thread pool (4 threads by default), which the sign-in's `verifyPassword` needs too. So that
 * a flood of such requests cannot queue ahead of real sign-ins, at most `concurrent` of these hashes
 * run at once and at most `queued` wait; beyond that `HashingBusy` is thrown, which the caller answers
 * with RATE_LIMITED. Per process: the thread pool is.
 */
export const UNAUTHENTICATED_HASHING = { concurrent: 1, queued: 8 } as const;

/** Too many unauthenticated password hashes at once: try again in a second. */
export class HashingBusy extends SlotsBusy {
  constructor() {
    super('Too many password operations at once, try again later');
  }
}

const unauthenticatedHashing = new Slots(
  UNAUTHENTICATED_HASHING.concurrent,
  UNAUTHENTICATED_HASHING.queued,
  () => new HashingBusy(),
);

/** `hashPassword` in the bounded pool of unauthenticated work (above). */
export const hashPasswordUnauthenticated = (password: string): Promise<string> =>
  unauthenticatedHashing.run(() => hashPassword(password));
