// Object ids from the pooled random bytes (server/platform/ids.ts): 24 hex characters, none repeated
// across refills of the pool, and randomHex hands out each byte once.
import { describe, expect, it } from 'vitest';
import { newObjectId, randomHex } from '../../server/platform/ids';

describe('object ids', () => {
  it('are 24 hex characters, distinct across several refills of the pool', () => {
    const ids = Array.from({ length: 3000 }, () => newObjectId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('take fresh bytes for every length, also one that does not fit what is left of the pool', () => {
    const parts = [randomHex(4000), randomHex(200), randomHex(4096), randomHex(1)];
    expect(parts.map((p) => p.length)).toEqual([8000, 400, 8192, 2]);
    // Not the pool's old bytes again: a 16-byte window of one part does not occur in another.
    expect(parts[1]).not.toContain(parts[0]!.slice(0, 32));
    expect(parts[2]).not.toContain(parts[1]!.slice(0, 32));
  });
});
