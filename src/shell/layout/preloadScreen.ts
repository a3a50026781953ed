import { useEffect } from 'react';
import { findRoute } from '../routes';
import { loadScreen, screenOf } from '../pages/screens';

/**
 * Starts loading the screen of an address of the portal: the one the portal opens at (a bookmark, a
 * reload) together with the layout, instead of after the layout has rendered and the session checks
 * have answered (App.tsx), and those of the menu while the browser is idle (usePrefetchScreens).
 * Not part of the login page.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const route = findRoute(pathname);
  if (!route || route.public || route.blank) return Promise.resolve();
  return loadScreen(screenOf(route)).catch(() => undefined);
}

/** After the page has settled: the current page's own requests go first. */
const PREFETCH_DELAY_MS = 300;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
};

/**
 * Loads the screens of `paths` one after another while the browser is idle (production builds):
 * a click on a menu entry then waits for its data alone, not for its screen's chunks first. Each
 * chunk is cached as immutable, so this happens once per deployment and browser.
 */
export function usePrefetchScreens(paths: readonly string[]): void {
  const key = paths.join('\n');
  useEffect(() => {
    if (!import.meta.env.PROD || !key) return;
    const queue = key.split('\n');
    let cancel = () => {};
    let stopped = false;
    const next = () => {
      const path = queue.shift();
      if (stopped || path === undefined) return;
      void preloadScreen(path).then(() => {
        if (!stopped) cancel = whenIdle(next);
      });
    };
    const timer = setTimeout(() => (cancel = whenIdle(next)), PREFETCH_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      cancel();
    };
  }, [key]);
}
