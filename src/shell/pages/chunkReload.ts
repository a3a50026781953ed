import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '../../domain/constants';

/**
 * Chunk-load failures (seed 000 §8): when a screen's code cannot be loaded — typically because a
 * new version was deployed and the old hashed files are gone — the page is reloaded in full, at
 * most once per CHUNK_RELOAD_MIN_INTERVAL_MS. The time of the last reload is kept in
 * sessionStorage, so a reload that does not help (the server is really down) ends on the error
 * page instead of looping. Without sessionStorage there is no reload at all, for the same reason.
 */

export const CHUNK_RELOAD_STORAGE_KEY = 'hp.chunkReloadAt';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (?:CSS )?chunk [\w-]+ failed/i;

/** true for the errors browsers and bundlers raise when a dynamic import (a route chunk) fails. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && CHUNK_ERROR.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR.test(message));
}

function lastReloadAt(): number | null {
  try {
    return Number(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 0) || 0;
  } catch {
    return null;
  }
}

export const chunkReload = {
  /** A reload was started by this page (the page is about to go away). */
  pending: false,
  /** The actual reload; replaced in tests. */
  reloadPage(): void {
    window.location.reload();
  },
  /** May the page reload now (no reload in the last CHUNK_RELOAD_MIN_INTERVAL_MS)? */
  allowed(now: number = Date.now()): boolean {
    if (chunkReload.pending) return true;
    const last = lastReloadAt();
    return last !== null && now - last >= CHUNK_RELOAD_MIN_INTERVAL_MS;
  },
  /** Reload the page when allowed; true when a reload was started (or already is). */
  reload(now: number = Date.now()): boolean {
    if (chunkReload.pending) return true;
    if (!chunkReload.allowed(now)) return false;
    try {
      sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    } catch {
      return false;
    }
    chunkReload.pending = true;
    chunkReload.reloadPage();
    return true;
  },
};
