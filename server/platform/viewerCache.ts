// The callers' cache (issue 13): the user and grants behind recent access tokens, kept in memory so
// that a request does not read them from the database again. docs/scaling.md.
//
// Correctness rests on the database telling every instance what changed: migration 0023 notifies a
// user's id on `hotspot_viewers` when anything a caller is made of changes (user row, grants), on
// commit, from whichever instance, tool or cascade. Each instance LISTENs (Database.listen) and drops
// that caller. Entries are only served while the instance listens: when its listening connection is
// lost, the cache empties and every request reads the database until it listens again. An entry also
// expires after `ttlMs`, as a bound should a notification ever be missed unnoticed.
//
// An entry is keyed by user and checked against the token's version: a token of a newer version (a
// password changed at another instance a moment ago) reads the database instead of being refused.
import type { Viewer } from './context';

export const VIEWER_CHANNEL = 'hotspot_viewers';

export class ViewerCache {
  private readonly entries = new Map<string, { viewer: Viewer; until: number }>();
  private live = false;
  /** Raised by every drop: a load that began before one must not store what it read. */
  private epoch = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** The invalidation feed is connected (true) or lost (false); either way every entry goes. */
  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  /** A notification: one user's id, or '*' for every user. */
  onNotification(payload: string): void {
    if (payload === '*') this.clear();
    else this.forget(payload);
  }

  forget(userId: string): void {
    this.epoch++;
    this.entries.delete(userId);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The caller behind a verified token of `tokenVersion`: from the cache when it holds that user at
   * that version, otherwise from `load` (stored unless something was dropped meanwhile).
   */
  async get(userId: string, tokenVersion: number, load: () => Promise<Viewer | null>): Promise<Viewer | null> {
    const hit = this.entries.get(userId);
    if (hit && hit.viewer.tokenVersion === tokenVersion && hit.until > Date.now()) return hit.viewer;
    const epoch = this.epoch;
    const viewer = await load();
    if (viewer && this.live && epoch === this.epoch) {
      // Oldest first: a Map keeps insertion order, so the first key is the least recently loaded.
      this.entries.delete(userId);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(userId, { viewer, until: Date.now() + this.ttlMs });
    }
    return viewer;
  }
}
