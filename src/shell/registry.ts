/**
 * The resource modules the portal runs with: what the shell (router, menu, breadcrumbs, page
 * headers, customer switch) and the providers need to know of a resource, without importing it.
 * The composition root (App.tsx) registers the list of src/resources/index.ts once; a UI test
 * registers the one module it renders.
 *
 * A descriptor is small and static: everything heavy (screens, GraphQL mapping, messages) is a
 * loader, so registering every module costs the login page a few hundred bytes.
 */
import type { ComponentType } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import type { RaRecord, SortPayload } from 'react-admin';
import type { Subject } from '../domain/acl';
import type { ResourceSpec } from '../providers/resources';
import type { PageProps } from './routes';

export type SvgIconComponent = typeof SvgIcon;

/** A list's default order and page size (ResourceModule.list). */
export interface ListDefaults {
  sort: SortPayload;
  perPage: number;
}

/** Loads one screen (React.lazy in RoutePage). */
export type ScreenLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * The screens of a resource keyed by view (`list`, `create`, `show`, `edit`) or by their path below
 * the resource (`import`, `templates`, `templates/create`, `templates/:key/edit`, `location/:id`).
 */
export type ResourceScreens = Readonly<Record<string, ScreenLoader>>;

/** The GraphQL mappings of a module, keyed by react-admin resource name (usually just its own). */
export type ResourceApi = Readonly<Record<string, ResourceSpec>>;

/** German and English messages of a module (`resources.<name>.*` and any other keys it owns). */
export interface ResourceMessages {
  de: Record<string, unknown>;
  en: Record<string, unknown>;
}

export interface ResourceModule {
  /** The route segment, also the react-admin resource name (/wifi-code → 'wifi-code'). */
  name: string;
  /** Permission subject of the ACL (seed 000 §3) the resource's screens are checked against. */
  subject: Subject;
  /**
   * Subjects of data resources below the area that differ from the area's own
   * (`{ 'enrollments/logs': 'EnrollmentKeyLogs' }`), for react-admin's access checks.
   */
  subjects?: Readonly<Record<string, Subject>>;
  /** The one icon of the area: menu, page headers, breadcrumbs. */
  icon: SvgIconComponent;
  /** How a record is named in titles and references (react-admin's recordRepresentation). */
  recordRepresentation?: string | ((record: RaRecord) => string);
  /** The screens that exist; a route without one shows the pending-area page. */
  screens: ResourceScreens;
  /** The GraphQL mapping, loaded with the data provider (absent: the resource has no data yet). */
  api?: () => Promise<{ default: ResourceApi }>;
  /** The messages, loaded with the default layout. */
  messages: () => Promise<{ default: ResourceMessages }>;
  /**
   * The list's default order and page size, as its screen's <List sort perPage> has them (and no
   * default or permanent filter): a click on the menu starts the list's request with them, or with
   * what the user last chose, while the screen renders (layout/startList.ts, D337). Absent: the list
   * asks when it has rendered.
   */
  list?: ListDefaults;
  /**
   * A card of the home page (e.g. the WiFi-code shortcuts), loaded with the home page; it decides
   * itself whether it shows (customer, permissions) and renders null otherwise.
   */
  homeWidget?: () => Promise<{ default: ComponentType }>;
}

let modules: readonly ResourceModule[] = [];
let byName = new Map<string, ResourceModule>();

/** Registers the portal's modules (replacing any registered before). */
export function registerResourceModules(list: readonly ResourceModule[]): void {
  modules = list;
  byName = new Map(list.map((m) => [m.name, m]));
}

export const resourceModules = (): readonly ResourceModule[] => modules;

/**
 * The module of a resource name; a data resource below an area ('start-pages/terms-of-use') belongs
 * to the area's module.
 */
export const resourceModule = (name: string | undefined): ResourceModule | undefined =>
  name === undefined ? undefined : (byName.get(name) ?? byName.get(name.split('/')[0]));

/** Permission subject of a resource (undefined for resources without one, e.g. customers). */
export const subjectOfResource = (name: string): Subject | undefined => {
  const module = resourceModule(name);
  return module?.subjects?.[name] ?? module?.subject;
};

/** The i18n key of a resource area's name (menu, breadcrumbs, page titles). */
export const resourceTitleKey = (name: string): string => `resources.${name}.page.list`;

/** Loads the GraphQL mappings of every registered module (with the data provider). */
export async function loadResourceApis(): Promise<Record<string, ResourceSpec>> {
  const apis = await Promise.all(modules.map((m) => m.api?.().then((a) => a.default) ?? Promise.resolve({})));
  return Object.assign({}, ...apis) as Record<string, ResourceSpec>;
}

/** Loads the messages of every registered module (with the default layout). */
export async function loadResourceMessages(): Promise<ResourceMessages[]> {
  return Promise.all(modules.map((m) => m.messages().then((x) => x.default)));
}
