/**
 * THE area list: the title and the one icon of every area of the portal, for the menu, the page
 * headers, the pending-area page and the breadcrumbs. A resource area takes both from its module
 * (registry.ts); the shell's own areas are listed here.
 */
import BarChartIcon from '@mui/icons-material/BarChart';
import HomeIcon from '@mui/icons-material/Home';
import LockIcon from '@mui/icons-material/Lock';
import LoginIcon from '@mui/icons-material/Login';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { resourceModule, resourceTitleKey, type SvgIconComponent } from './registry';
import { routeArea, type RouteDef, type ShellArea } from './routes';

export const SHELL_AREAS: Readonly<Record<ShellArea, { title: string; icon: SvgIconComponent }>> = {
  home: { title: 'shell.menu.home', icon: HomeIcon },
  analytics: { title: 'shell.menu.analytics', icon: BarChartIcon },
  info: { title: 'shell.menu.docs', icon: MenuBookIcon },
  profile: { title: 'shell.breadcrumbs.profile', icon: PersonIcon },
  requirements: { title: 'shell.breadcrumbs.requirements', icon: LockIcon },
  auth: { title: 'login.title', icon: LoginIcon },
};

const isShellArea = (area: string): area is ShellArea => area in SHELL_AREAS;

/** i18n key of an area's name. */
export function areaTitle(area: string): string {
  return isShellArea(area) ? SHELL_AREAS[area].title : resourceTitleKey(area);
}

/** The icon of an area (a neutral one for a resource whose module is not registered). */
export function areaIcon(area: string): SvgIconComponent {
  return isShellArea(area) ? SHELL_AREAS[area].icon : (resourceModule(area)?.icon ?? HelpOutlineIcon);
}

/** i18n key of a route's title: its own, else its area's name. */
export function routeTitle(route: RouteDef): string {
  return route.title ?? areaTitle(routeArea(route));
}
