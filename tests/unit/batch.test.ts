import { describe, expect, it, vi } from 'vitest';
import { batchLoad } from '../../server/platform/batch';

const loader = () =>
  vi.fn(async (keys: readonly string[]) => new Map(keys.filter((k) => k !== 'missing').map((k) => [k, `v-${k}`])));

describe('batchLoad', () => {
  it('answers the calls of one tick with one load, each key once, unknown keys undefined', async () => {
    const request = {};
    const load = loader();
    const values = await Promise.all(['a', 'b', 'a', 'missing'].map((k) => batchLoad(request, 'x:K1', k, load)));
    expect(values).toEqual(['v-a', 'v-b', 'v-a', undefined]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(['a', 'b', 'missing']);
    // Later calls in the same request reuse what was loaded; new keys make one more load.
    expect(await batchLoad(request, 'x:K1', 'b', load)).toBe('v-b');
    expect(await batchLoad(request, 'x:K1', 'c', load)).toBe('v-c');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps requests and names apart', async () => {
    const load = loader();
    await Promise.all([batchLoad({}, 'x:K1', 'a', load), batchLoad({}, 'x:K1', 'a', load)]);
    expect(load).toHaveBeenCalledTimes(2);
    const request = {};
    await Promise.all([batchLoad(request, 'x:K1', 'a', load), batchLoad(request, 'x:K2', 'a', load)]);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('rejects every waiting call when the load fails, and a later call tries again', async () => {
    const request = {};
    const failing = vi.fn(async () => {
      throw new Error('db down');
    });
    await expect(
      Promise.all([batchLoad(request, 'y', 'a', failing), batchLoad(request, 'y', 'b', failing)]),
    ).rejects.toThrow('db down');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await batchLoad(request, 'y', 'a', loader())).toBe('v-a');
  });
});
