// The bounded pool of password hashing for callers nobody signed in (server/platform/passwords.ts,
// issue 33): at most UNAUTHENTICATED_HASHING.concurrent run at once and .queued wait; the next is
// refused with HashingBusy at once; the sign-in's verifyPassword never waits for the pool.
import { describe, expect, it } from 'vitest';
import {
  HashingBusy,
  UNAUTHENTICATED_HASHING,
  hashPassword,
  hashPasswordUnauthenticated,
  verifyPassword,
} from '../../server/platform/passwords';

describe('hashPasswordUnauthenticated', () => {
  it('refuses what exceeds the running and waiting hashes, and serves the rest', async () => {
    const { concurrent, queued } = UNAUTHENTICATED_HASHING;
    const accepted = Array.from({ length: concurrent + queued }, (_, k) => hashPasswordUnauthenticated(`pw-${k}`));
    await expect(hashPasswordUnauthenticated('one too many')).rejects.toBeInstanceOf(HashingBusy);
    const hashes = await Promise.all(accepted);
    expect(await verifyPassword('pw-0', hashes[0]!)).toBe(true);
    expect(await verifyPassword(`pw-${hashes.length - 1}`, hashes.at(-1)!)).toBe(true);
    // Free again once they are done.
    expect(await verifyPassword('later', await hashPasswordUnauthenticated('later'))).toBe(true);
  }, 30_000);

  it('lets a sign-in verify while the pool is full', async () => {
    const stored = await hashPassword('right');
    const { concurrent, queued } = UNAUTHENTICATED_HASHING;
    const flood = Array.from({ length: concurrent + queued }, (_, k) => hashPasswordUnauthenticated(`f-${k}`));
    let floodDone = 0;
    for (const f of flood) void f.then(() => floodDone++);
    expect(await verifyPassword('right', stored)).toBe(true);
    // The verification finished while most of the queued hashes still waited for their turn.
    expect(floodDone).toBeLessThan(flood.length);
    await Promise.all(flood);
  }, 30_000);
});
