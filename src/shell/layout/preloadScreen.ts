import { findRoute } from '../routes';
import { screenOf } from '../pages/screens';

/**
 * Starts loading the screen of the address the portal opens at (a bookmark, a reload) together with
 * the layout, instead of after the layout has rendered and the session checks have answered. Runs
 * once, when the layout's chunk arrives (App.tsx); it is not part of the login page.
 */
export function preloadScreen(pathname: string): void {
  const route = findRoute(pathname);
  if (route && !route.public && !route.blank) screenOf(route)().catch(() => undefined);
}
