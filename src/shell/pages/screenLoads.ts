import { useSyncExternalStore } from 'react';

/**
 * Screens a route is waiting for: their chunks are loading because a route is to show them (not a
 * prefetch). A navigation keeps the previous page up while the next screen loads (React's
 * transition), so without this the page loading bar would stay still until the new page's data.
 */
let waiting = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** `load`, counted as a screen a route waits for until it settles. */
export function waitForScreen<T>(load: Promise<T>): Promise<T> {
  waiting++;
  changed();
  return load.finally(() => {
    waiting--;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => waiting > 0;

/** Whether a route is waiting for its screen. */
export const useScreenLoading = (): boolean => useSyncExternalStore(subscribe, snapshot, snapshot);
