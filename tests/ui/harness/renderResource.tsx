/**
 * The one harness of the resource view tests: renders one resource alone (react-admin's
 * AdminContext with the real i18n provider and the portal's notification, the resource context,
 * a memory router) over a fake data provider answering from plain records and a fake auth provider
 * answering with an ACL map. Every module and its messages are registered by ./resources (the ui
 * project's setup file), so a view finds its real messages and mappings.
 *
 *   const { dataProvider } = await renderResource('device-account', {
 *     view: DeviceAccountShow, route: '/device-account/:id', path: `/device-account/${id}`,
 *     records: { 'device-account': DEVICE_ACCOUNTS },
 *   });
 *
 * With `view`, that view alone is on `route`; any other address shows the location marker
 * (`data-testid="location"`: where a redirect went). Without `view`, every screen of the resource's
 * module is on its path of the route table (src/shell/routes.ts) and the marker is always there.
 */
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
  useLocation,
  type AuthProvider,
  type DataProvider,
  type Store,
  type UserIdentity,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { AclMap } from '../../../src/domain';
import { activeCustomer, type CustomerDetails } from '../../../src/providers/activeCustomer';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import PortalNotification from '../../../src/shell/layout/PortalNotification';
import { resourceModule, subjectOfResource } from '../../../src/shell/registry';
import { ROUTES, resourceOf, resourceView } from '../../../src/shell/routes';

/** A record as the data provider answers it. */
export type Row = { id: string; [key: string]: unknown };

/** The records of each resource (react-admin's resource name: 'device-account', 'start-pages/bundles'). */
export type Records = Readonly<Record<string, readonly Row[]>>;

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
  meta?: unknown;
}

/** The customer every resource test works for unless it says otherwise. */
export const CUSTOMER_ID = 'K100001';

const IDENTITY: UserIdentity = { id: 'u1', fullName: 'Anna Admin', timezone: 'Europe/Berlin' };

/** A value of a row by a dotted path ('location.name'). */
const valueAt = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], row);

/** Lower case, letters and digits only: 'Lobby' finds 'Lobby-WLAN', '00-1a-2b' finds '00:1a:2b:…'. */
const searchable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The row's own texts (also those in a list such as keywords or MACs) contain the search term. */
function matchesSearch(row: Row, q: string): boolean {
  const term = searchable(q);
  return Object.values(row)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .some((value) => typeof value === 'string' && searchable(value).includes(term));
}

/**
 * A row passes a filter as a server would answer it: `q` searches its texts, `ids` and `<field>Ids`
 * keep the listed ids (`voucherIds` → `voucherId`), any other key compares a field of the same name.
 * A filter on a field the row does not have is ignored (the fake knows no joins).
 */
function matchesFilter(row: Row, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (value === undefined || value === '') return true;
    if (key === 'q') return typeof value !== 'string' || matchesSearch(row, value);
    const field = key === 'ids' ? 'id' : key.endsWith('Ids') && Array.isArray(value) ? key.slice(0, -1) : key;
    if (!(field in row)) return true;
    if (Array.isArray(value) && field !== key) return value.includes(row[field]);
    return typeof value === 'object' || row[field] === value;
  });
}

/** The page of a list call: filtered, sorted (by a dotted field, nulls first, 'Zimmer 4' before 'Zimmer 13') and paged. */
function listOf(rows: readonly Row[], { filter = {}, sort, pagination }: ListParams) {
  let list = rows.filter((row) => matchesFilter(row, filter));
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    list = [...list].sort((x, y) => {
      const a = valueAt(x, sort.field) as string | number | null | undefined;
      const b = valueAt(y, sort.field) as string | number | null | undefined;
      if (a === b) return 0;
      if (a === null || a === undefined) return -direction;
      if (b === null || b === undefined) return direction;
      const order =
        typeof a === 'string' && typeof b === 'string' ? a.localeCompare(b, 'de', { numeric: true }) : a < b ? -1 : 1;
      return order * direction;
    });
  }
  const data = pagination
    ? list.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage)
    : list;
  return { data, total: list.length };
}

/**
 * A data provider over `records`, every method a vi.fn: lists filter, sort and page; getOne of an
 * unknown id fails with 'not found'; create, update and delete answer the record as changed. With
 * `keepChanges` they also change the records answered afterwards (the test's arrays stay as they
 * are), and `records` is that live state, for a test that changes it behind the views' back (as a
 * mutation of another API would). `overrides` replace methods (a function that is no vi.fn yet
 * becomes one).
 */
export function fakeDataProvider(
  records: Records = {},
  overrides: DataOverrides = {},
  { keepChanges = false }: { keepChanges?: boolean } = {},
) {
  const state: Record<string, Row[]> = Object.fromEntries(
    Object.entries(records).map(([name, rows]) => [name, [...rows]]),
  );
  const rows = (resource: string) => (state[resource] ??= []);
  const change = (resource: string, update: (list: Row[]) => Row[]) => {
    if (keepChanges) state[resource] = update(rows(resource));
  };
  let created = 0;
  const provider = {
    records: state,
    getList: vi.fn(async (resource: string, params: ListParams = {}) => listOf(rows(resource), params)),
    getOne: vi.fn(async (resource: string, { id }: { id: string; meta?: unknown }) => {
      const row = rows(resource).find((r) => r.id === id);
      if (!row) throw new Error('not found');
      return { data: row };
    }),
    getMany: vi.fn(async (resource: string, { ids }: { ids: string[]; meta?: unknown }) => ({
      data: rows(resource).filter((r) => ids.includes(r.id)),
    })),
    getManyReference: vi.fn(async (resource: string, params: ListParams & { target: string; id: string }) =>
      listOf(
        rows(resource).filter((r) => {
          const value = valueAt(r, params.target);
          return Array.isArray(value) ? value.includes(params.id) : value === params.id;
        }),
        params,
      ),
    ),
    create: vi.fn(async (resource: string, { data }: { data: Record<string, unknown>; meta?: unknown }) => {
      const id = `new${++created}`;
      const row: Row = { ...data, id, _id: id };
      change(resource, (list) => [...list, row]);
      return { data: row };
    }),
    update: vi.fn(
      async (
        resource: string,
        { id, data }: { id: string; data: Record<string, unknown>; previousData?: Record<string, unknown> },
      ) => {
        const row: Row = { ...rows(resource).find((r) => r.id === id), ...data, id };
        change(resource, (list) => list.map((r) => (r.id === id ? row : r)));
        return { data: row };
      },
    ),
    updateMany: vi.fn(async (resource: string, { ids, data }: { ids: string[]; data: Record<string, unknown> }) => {
      change(resource, (list) => list.map((r) => (ids.includes(r.id) ? { ...r, ...data } : r)));
      return { data: ids };
    }),
    delete: vi.fn(async (resource: string, { id, previousData }: { id: string; previousData?: unknown }) => {
      const row = rows(resource).find((r) => r.id === id);
      change(resource, (list) => list.filter((r) => r.id !== id));
      return { data: row ?? previousData };
    }),
    deleteMany: vi.fn(async (resource: string, { ids }: { ids: string[] }) => {
      change(resource, (list) => list.filter((r) => !ids.includes(r.id)));
      return { data: ids };
    }),
  };
  for (const [method, fn] of Object.entries(overrides)) {
    if (typeof fn === 'function')
      Object.assign(provider, { [method]: vi.isMockFunction(fn) ? fn : vi.fn(fn as never) });
  }
  return provider;
}

export type FakeDataProvider = ReturnType<typeof fakeDataProvider>;

type DataMethod =
  'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany';

/** Replacements of data-provider methods (a whole fake provider is one too). */
export type DataOverrides = Partial<Record<DataMethod, (resource: string, params: never) => Promise<unknown>>>;

/** What canAccess answers: every action, only reading (list and show), or per resource and action. */
export type Access = 'all' | 'read' | ((params: { resource: string; action: string }) => boolean);

/**
 * An auth provider of a logged-in user with the ACL map `permissions` (getPermissions); canAccess
 * answers by `access`. Every method is a vi.fn; `overrides` replace methods.
 */
export function fakeAuthProvider(
  permissions: AclMap,
  {
    access = 'all',
    identity = IDENTITY,
    ...overrides
  }: { access?: Access; identity?: UserIdentity } & Partial<AuthProvider> = {},
): AuthProvider {
  const allowed = ({ resource, action }: { resource: string; action: string }) =>
    access === 'all' ? true : access === 'read' ? action === 'list' || action === 'show' : access({ resource, action });
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => identity),
    getPermissions: vi.fn(async () => permissions),
    canAccess: vi.fn(async (params: { resource: string; action: string }) => allowed(params)),
    ...overrides,
  };
}

/** The active customer: its number, or its loaded details (plugins, company …), or none. */
export type ActiveCustomer = string | null | (Partial<CustomerDetails> & { customerId?: string });

export interface RenderResourceOptions {
  /** The address the router starts at. */
  path: string;
  /** The one view to render (default: every screen of the resource's module on its route). */
  view?: ComponentType;
  /** The route of `view` (default: the pathname of `path`). */
  route?: string;
  /** The records the fake data provider answers, per resource. */
  records?: Records;
  /** Data-provider methods replacing the fake's, or a whole fake data provider built by the test. */
  dataProvider?: DataOverrides | FakeDataProvider;
  /** Mutations change the records answered afterwards (see fakeDataProvider). */
  keepChanges?: boolean;
  /** The ACL map (default: every action on the resource's subject at the active customer). */
  permissions?: AclMap;
  /** What canAccess answers (default: 'all'). */
  access?: Access;
  /** The logged-in user (default: Anna Admin, time zone Europe/Berlin). */
  identity?: UserIdentity;
  /** An auth provider built by the test (then permissions, access and identity are its business). */
  authProvider?: AuthProvider;
  /** The active customer (default: K100001 without loaded details). */
  customer?: ActiveCustomer;
  /** The language of the i18n provider (default: German). */
  locale?: 'de' | 'en';
  /** Without the portal's notification snackbar (for a message on a field that the snackbar repeats). */
  notifications?: boolean;
  /** react-admin's store (default: a fresh memory store). */
  store?: Store;
}

/** A whole fake data provider built by the test (it keeps its own records). */
const isFake = (given: DataOverrides | FakeDataProvider | undefined): given is FakeDataProvider =>
  given !== undefined && 'records' in given;

/** Where the router is (pathname and search): where a redirect went. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function setActiveCustomer(customer: ActiveCustomer): string | null {
  activeCustomer.clear();
  if (customer === null) return null;
  const details = typeof customer === 'string' ? null : customer;
  const customerId = typeof customer === 'string' ? customer : (customer.customerId ?? CUSTOMER_ID);
  activeCustomer.set(customerId);
  if (details) activeCustomer.setDetails({ ...details, customerId } as CustomerDetails);
  return customerId;
}

/** Every screen of the resource's module on its route of the route table, loaded. */
async function moduleRoutes(resource: string) {
  const module = resourceModule(resource);
  if (!module) throw new Error(`no resource module for ${resource}`);
  const routes = ROUTES.filter((route) => !route.screen && resourceOf(route.path) === module.name);
  const loaded = await Promise.all(
    routes.map(async (route) => {
      const load = module.screens[resourceView(route)];
      return load ? { route, Screen: (await load()).default } : null;
    }),
  );
  return loaded.filter((screen) => screen !== null);
}

/** Renders `resource` alone (see the top of this file); the providers come back for assertions. */
export async function renderResource(resource: string, options: RenderResourceOptions) {
  const { path, view: View, route = path.split('?')[0]!, records = {}, locale = 'de' } = options;
  const customerId = setActiveCustomer(options.customer === undefined ? CUSTOMER_ID : options.customer);
  const given = options.dataProvider;
  const dataProvider = isFake(given) ? given : fakeDataProvider(records, given, { keepChanges: options.keepChanges });
  const authProvider =
    options.authProvider ??
    fakeAuthProvider(options.permissions ?? { [customerId ?? CUSTOMER_ID]: [`${subjectOfResource(resource)}:*`] }, {
      access: options.access,
      identity: options.identity,
    });
  const routes = View ? (
    <Routes>
      <Route path={route} element={<View />} />
      <Route path="*" element={<Where />} />
    </Routes>
  ) : (
    <>
      <Routes>
        {(await moduleRoutes(resource)).map(({ route: def, Screen }) => (
          <Route key={def.path} path={def.path} element={<Screen route={def} />} />
        ))}
      </Routes>
      <Where />
    </>
  );
  const utils = render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={authProvider}
        i18nProvider={createI18nProvider(locale)}
        store={options.store ?? memoryStore()}
      >
        <ResourceContextProvider value={resource}>{routes}</ResourceContextProvider>
        {options.notifications !== false && <PortalNotification />}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...utils, dataProvider, authProvider };
}
