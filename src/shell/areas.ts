/**
 * THE area list: the title of every area of the portal, for the menu, the page headers, the
 * pending-area page and the breadcrumbs (the icons are in areaIcons.ts, which only the menu and the
 * pending-area page load: not the login page). A resource area takes both from its module
 * (registry.ts); the shell's own areas are listed here.
 */
import { resourceTitleKey } from './registry';
import { routeArea, type RouteDef, type ShellArea } from './routes';

export const SHELL_AREAS: Readonly<Record<ShellArea, { title: string }>> = {
  home: { title: 'shell.menu.home' },
  analytics: { title: 'shell.menu.analytics' },
  info: { title: 'shell.menu.docs' },
  profile: { title: 'shell.breadcrumbs.profile' },
  requirements: { title: 'shell.breadcrumbs.requirements' },
  auth: { title: 'login.title' },
};

export const isShellArea = (area: string): area is ShellArea => area in SHELL_AREAS;

/** i18n key of an area's name. */
export function areaTitle(area: string): string {
  return isShellArea(area) ? SHELL_AREAS[area].title : resourceTitleKey(area);
}

/** i18n key of a route's title: its own, else its area's name. */
export function routeTitle(route: RouteDef): string {
  return route.title ?? areaTitle(routeArea(route));
}
