import { resourceTitleKey } from '../registry';
import { findRoute, resourceOf, ROUTES } from '../routes';

/** One crumb: the URL of the prefix, its label key (or the raw segment for ids), and whether it links. */
export interface Crumb {
  path: string;
  /** i18n key shell.breadcrumbs.<camelCase segment>; absent for ids (shown as is). */
  key?: string;
  text: string;
  link: boolean;
}

/** 'hotspot-device-config' → 'hotspotDeviceConfig', 'i18n-export' → 'i18nExport'. */
export const camelCase = (segment: string): string =>
  segment.replace(/[-_]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());

/** Which segments of a path are route parameters (ids), by the route table. */
function parameterSegments(pathname: string, segments: string[]): boolean[] {
  const route = findRoute(pathname);
  if (!route) return segments.map(() => false);
  let pattern = route.path.split('/').filter(Boolean);
  if (pattern.length !== segments.length) pattern = pattern.filter((p) => !p.endsWith('?'));
  return segments.map((_, i) => (pattern[i] ?? '').startsWith(':'));
}

const LITERALS = new Set(ROUTES.flatMap((r) => r.path.split('/').filter((s) => s && !s.startsWith(':'))));

/**
 * Breadcrumbs from the URL segments (seed 000 §2): Home, then one crumb per segment. A segment that
 * is a route parameter (an id, a code) is shown as is; a resource area under its module's name;
 * every other segment under its translated name shell.breadcrumbs.<camelCase>. All but the last crumb link, when their prefix is a route.
 */
export function breadcrumbsOf(pathname: string): Crumb[] {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  const params = parameterSegments(pathname, segments);
  const crumbs: Crumb[] = [{ path: '/', key: 'shell.breadcrumbs.home', text: 'home', link: segments.length > 0 }];
  segments.forEach((segment, i) => {
    const path = `/${pathname
      .split('/')
      .filter(Boolean)
      .slice(0, i + 1)
      .join('/')}`;
    const isLast = i === segments.length - 1;
    const isId = params[i] || !LITERALS.has(segment);
    // The {plugin} parameter of the requirement pages and the {id} of the plugin screens (a block
    // key, /customer-plugins/reos/edit) are plugin keys: shown under their names.
    const isPlugin =
      isId &&
      params[i] &&
      ((i === 2 && segments[0] === 'requirements') || (i === 1 && segments[0] === 'customer-plugins'));
    const own = findRoute(path);
    crumbs.push({
      path,
      key: isPlugin
        ? `plugins.${segment}`
        : own?.path === path && own.crumb
          ? own.crumb
          : isId
            ? undefined
            : i === 0 && resourceOf(path)
              ? resourceTitleKey(segment) // a resource area is named by its module
              : `shell.breadcrumbs.${camelCase(segment)}`,
      text: segment,
      link: !isLast && !!findRoute(path),
    });
  });
  return crumbs;
}
