// Returning guests' login reads kept in memory (issue 36, decision D340). A code login that was
// accepted, and whose code, client account and first login were already settled before it (its
// count changed nothing the read holds but the code's `used`), keeps its read here with the row
// versions (xmin) of what it read and what the count wrote. The next login of that code by that
// client through this process decides from it without reading, and hotspot_login_count writes only
// if every one of those rows (the code, the account, the login and account templates, the customer's
// plugins) is still that version; otherwise, and after any refusal decided from a kept read, the login
// is decided again from a new read. So a kept read can make a login cost one statement instead of
// two, never let through what a new read would refuse: a change by any instance, tool or cascade
// makes a new row version.
import type { Db } from '../../platform/db/client';

/** Kept reads per database handle at most (the oldest kept goes first). */
export const LOGIN_READS_KEPT = 20_000;

export interface ReadCacheStats {
  hits: number;
  misses: number;
  /** Kept reads found out of date at the write, or whose decision was a refusal (decided anew). */
  stale: number;
  size: number;
}

class ReadCache<T> {
  private readonly entries = new Map<string, T>();
  hits = 0;
  misses = 0;
  stale = 0;

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) this.misses++;
    else this.hits++;
    return hit;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= LOGIN_READS_KEPT) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  /** A kept read that was used and must not be again: its login is decided anew. */
  drop(key: string): void {
    this.stale++;
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<Db, ReadCache<unknown>>();

/** The kept reads of a database handle. */
export function loginReads<T>(db: Db): ReadCache<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ReadCache<unknown>()));
  return cache as ReadCache<T>;
}

/** Hits, misses and size of a handle's kept reads (tests, diagnostics). */
export function loginReadStats(db: Db): ReadCacheStats {
  const cache = loginReads(db);
  return { hits: cache.hits, misses: cache.misses, stale: cache.stale, size: cache.size };
}

/** The key of a code login's read: the customer, the code, the client and the device's default template. */
export const readKey = (customerId: string, code: string, clientHash: string, defaultTemplate: string | null) =>
  `${customerId}\u0000${code}\u0000${clientHash}\u0000${defaultTemplate ?? ''}`;
