// The callers' cache (server/platform/viewerCache.ts) and the checked-token memory of TokenService: what
// they serve, and what makes them read again.
import { describe, expect, it, vi } from 'vitest';
import { ViewerCache } from '../../server/platform/viewerCache';
import { TokenService } from '../../server/tenancy/identity/tokens';
import type { Viewer } from '../../server/platform/context';

const viewer = (id: string, tokenVersion = 0, name = 'A'): Viewer => ({
  id,
  email: `${id}@example.test`,
  firstName: name,
  lastName: null,
  homeCustomerId: null,
  acl: {},
  isSupport: false,
  tokenVersion,
});

function live(ttlMs?: number, max?: number) {
  const cache = new ViewerCache(ttlMs, max);
  cache.setLive(true);
  return cache;
}

describe('ViewerCache', () => {
  it('loads a caller once and serves it afterwards', async () => {
    const cache = live();
    const load = vi.fn(async () => viewer('u1'));
    await cache.get('u1', 0, load);
    await cache.get('u1', 0, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves nothing while not listening (before the feed is connected, or after it was lost)', async () => {
    const cache = new ViewerCache();
    const load = vi.fn(async () => viewer('u1'));
    await cache.get('u1', 0, load);
    await cache.get('u1', 0, load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.setLive(true);
    await cache.get('u1', 0, load);
    cache.setLive(false);
    await cache.get('u1', 0, load);
    expect(load).toHaveBeenCalledTimes(4);
    expect(cache.size).toBe(0);
  });

  it('reads again after a notification of the user, or of everyone', async () => {
    const cache = live();
    let name = 'A';
    const load = vi.fn(async () => viewer('u1', 0, name));
    await cache.get('u1', 0, load);
    name = 'B';
    cache.onNotification('u2');
    expect((await cache.get('u1', 0, load))?.firstName).toBe('A');
    cache.onNotification('u1');
    expect((await cache.get('u1', 0, load))?.firstName).toBe('B');
    name = 'C';
    cache.onNotification('*');
    expect((await cache.get('u1', 0, load))?.firstName).toBe('C');
  });

  it('does not keep what a load read before a notification that arrived during it', async () => {
    const cache = live();
    let release!: () => void;
    const slow = () =>
      new Promise<Viewer>((resolve) => {
        release = () => resolve(viewer('u1', 0, 'old'));
      });
    const pending = cache.get('u1', 0, slow);
    cache.onNotification('u1');
    release();
    expect((await pending)?.firstName).toBe('old');
    const load = vi.fn(async () => viewer('u1', 0, 'new'));
    expect((await cache.get('u1', 0, load))?.firstName).toBe('new');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again for a token of another version, and after the entry expired', async () => {
    vi.useFakeTimers();
    try {
      const cache = live(1000);
      let version = 0;
      const load = vi.fn(async () => viewer('u1', version));
      await cache.get('u1', 0, load);
      version = 1;
      expect((await cache.get('u1', 1, load))?.tokenVersion).toBe(1);
      expect(load).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1001);
      await cache.get('u1', 1, load);
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds at most its bound, the least recently loaded going first', async () => {
    const cache = live(60_000, 2);
    for (const id of ['u1', 'u2', 'u3']) await cache.get(id, 0, async () => viewer(id));
    expect(cache.size).toBe(2);
    const load = vi.fn(async () => viewer('u1'));
    await cache.get('u1', 0, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no unknown user', async () => {
    const cache = live();
    const load = vi.fn(async () => null);
    expect(await cache.get('gone', 0, load)).toBeNull();
    await cache.get('gone', 0, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('TokenService: checked tokens', () => {
  it('answers a checked token again until its expiry second, then "expired"', async () => {
    let now = 1_800_000_000_000;
    const tokens = new TokenService('a-secret-of-at-least-32-characters!', () => now);
    const token = await tokens.signAccess('u1', 'u1@example.test', 3);
    expect(await tokens.verifyAccess(token)).toEqual({ userId: 'u1', tokenVersion: 3 });
    now += 599_999;
    expect(await tokens.verifyAccess(token)).toEqual({ userId: 'u1', tokenVersion: 3 });
    now += 1;
    expect(await tokens.verifyAccess(token)).toEqual({ error: 'expired' });
    expect(await tokens.verifyAccess(token)).toEqual({ error: 'expired' });
  });

  it('does not take a changed token for a checked one', async () => {
    const tokens = new TokenService('a-secret-of-at-least-32-characters!');
    const token = await tokens.signAccess('u1', 'u1@example.test');
    await tokens.verifyAccess(token);
    expect(await tokens.verifyAccess(`${token.slice(0, -2)}xx`)).toEqual({ error: 'invalid' });
  });
});
