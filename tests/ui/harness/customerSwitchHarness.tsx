import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  Admin,
  CustomRoutes,
  memoryStore,
  TestMemoryRouter,
  useLocation,
  type AuthProvider,
  type DataProvider,
  type Store,
} from 'react-admin';
import { Link, Route } from 'react-router-dom';
import { activeCustomer, openCustomerChooser, type CustomerDetails } from '../../../src/providers/activeCustomer';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import CustomerBoundary from '../../../src/shell/CustomerBoundary';
import CustomerChooser from '../../../src/shell/CustomerChooser';
import { fakeAuthProvider } from './renderResource';

/**
 * A minimal shell for the customer-switch and guard tests: the customer boundary (details, route
 * guard) around the pages, the switch drawer, and the current address on screen. Pages are stubs
 * naming their path, so these tests do not depend on the real layout or screens.
 */

export type FakeCustomer = CustomerDetails & { id: string };

export function customer(n: number, extra: Partial<FakeCustomer> = {}): FakeCustomer {
  const nr = String(n).padStart(5, '0');
  return {
    _id: `c${n}`,
    id: `c${n}`,
    customerId: `K1${nr}`,
    company: `Firma ${nr}`,
    active: n % 7 !== 0,
    address: { street: `Hauptstraße ${n}`, zip: '10115', city: 'Berlin', country: 'Deutschland' },
    email: `kontakt${n}@kunde.test`,
    phone: `+49 30 ${100000 + n}`,
    description: null,
    plugins: null,
    licenseUtilization: null,
    ...extra,
  };
}

export const customers = (count: number) => Array.from({ length: count }, (_, i) => customer(i + 1));

interface ListParams {
  pagination: { page: number; perPage: number };
  filter?: { q?: string; customerIds?: string[] };
  meta?: { detail?: boolean };
}

/** A data provider over the given customers (search on company and customerId, pages, details). */
export function fakeCustomerProvider(all: FakeCustomer[]) {
  const getList = vi.fn(async (resource: string, params: ListParams) => {
    if (resource !== 'customer') return { data: [], total: 0 };
    let rows = all;
    const q = params.filter?.q?.toLowerCase();
    if (q) rows = rows.filter((c) => `${c.company} ${c.customerId}`.toLowerCase().includes(q));
    const ids = params.filter?.customerIds;
    if (ids) rows = rows.filter((c) => ids.includes(c.customerId));
    const { page, perPage } = params.pagination;
    const data = rows.slice((page - 1) * perPage, page * perPage);
    // list rows carry the list fields only; details (meta.detail) everything
    return {
      data: params.meta?.detail
        ? data
        : data.map(({ _id, id, customerId, company, active, address }) => ({
            _id,
            id,
            customerId,
            company,
            active,
            address,
          })),
      total: rows.length,
    };
  });
  const none = vi.fn(async () => ({ data: [] }));
  return {
    getList,
    getOne: vi.fn(),
    getMany: none,
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
  };
}

/** The harness's fake auth provider (support user) with permissions read anew on every call. */
export function fakeAuth(permissions: () => Promise<unknown> | unknown = () => ({ '*': ['*:*'] })): AuthProvider {
  return fakeAuthProvider(
    {},
    {
      identity: { id: 'u1', fullName: 'Sam Support' },
      logout: vi.fn(async () => '/auth/login'),
      getPermissions: vi.fn(async () => permissions()),
    },
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Links the layout offers (addresses a test follows like a user clicking a link). */
let links: string[] = [];

function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <div>
      <Where />
      <nav>
        {links.map((to) => (
          <Link key={to} to={to}>{`Link ${to}`}</Link>
        ))}
      </nav>
      <button type="button" onClick={openCustomerChooser}>
        Kunden wechseln
      </button>
      <CustomerBoundary>
        <main>{children}</main>
      </CustomerBoundary>
      <CustomerChooser />
    </div>
  );
}

function Page({ name }: { name: string }) {
  return <h1>{`Seite ${name}`}</h1>;
}

const PAGES = [
  '/wifi-code',
  '/wifi-code/:code',
  '/analytics',
  '/device-account',
  '/partner',
  '/profile',
  '/requirements/needs-organization',
  '/requirements/no-access',
  '/requirements/needs-plugin/:plugin',
  '/requirements/no-plugins/:plugin',
];

export function renderShell({
  path,
  all = customers(2),
  dataProvider = fakeCustomerProvider(all),
  authProvider = fakeAuth(),
  customerId = null,
  queryClient = new QueryClient(),
  store = memoryStore(),
  offer = [],
}: {
  path: string;
  all?: FakeCustomer[];
  dataProvider?: ReturnType<typeof fakeCustomerProvider>;
  authProvider?: AuthProvider;
  customerId?: string | null;
  queryClient?: QueryClient;
  store?: Store;
  /** Addresses offered as links in the layout. */
  offer?: string[];
}) {
  links = offer;
  activeCustomer.clear();
  if (customerId) activeCustomer.set(customerId);
  const utils = render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={authProvider}
        i18nProvider={createI18nProvider('de')}
        store={store}
        queryClient={queryClient}
        layout={ShellLayout}
        dashboard={() => <Page name="/" />}
        disableTelemetry
      >
        <CustomRoutes>
          {PAGES.map((p) => (
            <Route key={p} path={p} element={<Page name={p} />} />
          ))}
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return { ...utils, dataProvider, authProvider, queryClient, store };
}
