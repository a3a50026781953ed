import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { memoryStore, TestMemoryRouter, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { PortalAdmin } from '../../../src/App';
import type { AclMap } from '../../../src/domain';
import { activeCustomer, type CustomerDetails } from '../../../src/providers/activeCustomer';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { normaliseAppConfig, setShellApi, type AppConfig, type ShellApi } from '../../../src/shell/layout/shellApi';
import { resetAppConfigMemo } from '../../../src/shell/layout/useShell';
import { CUSTOMER, portalAuthProvider, portalDataProvider } from './portalHarness';

/**
 * The real portal (App's PortalAdmin with the default layout) over fake providers and a fake
 * shell API, for the layout, menu, licence and theme tests.
 */

/** Every permission the operator has. */
export const OPERATOR_ACL: AclMap = { '*': ['*:*'] };

export function customerWith(extra: Partial<CustomerDetails> = {}): CustomerDetails & { id: string } {
  return { ...CUSTOMER, plugins: {}, licenseUtilization: null, ...extra };
}

export function fakeShellApi(overrides: Partial<ShellApi> = {}, config: Partial<AppConfig> = {}): ShellApi {
  return {
    appConfig: vi.fn(async () => normaliseAppConfig({ contentUrl: '/content', ...config })),
    whitelabelPartner: vi.fn(async () => null),
    myInviteCount: vi.fn(async () => 0),
    licenseUtilization: vi.fn(async () => null),
    customerPlugins: vi.fn(async () => ({})),
    ...overrides,
  };
}

export interface LayoutRenderOptions {
  path?: string;
  acl?: AclMap;
  customer?: (CustomerDetails & { id: string }) | null;
  shellApi?: ShellApi;
  store?: Store;
  identity?: Record<string, unknown>;
  authProvider?: AuthProvider;
  locale?: 'de' | 'en';
  /** Records getOne answers, by resource and id (besides the vouchers). */
  records?: Record<string, Record<string, Record<string, unknown>>>;
  /** The data provider the portal gets, made of the fake (e.g. the portal's lazy provider around it). */
  wrapDataProvider?: (fake: DataProvider) => DataProvider;
}

export function renderLayout({
  path = '/',
  acl = OPERATOR_ACL,
  customer = customerWith(),
  shellApi = fakeShellApi(),
  store = memoryStore(),
  identity = {
    id: 'u1',
    fullName: 'Anna Berger',
    firstName: 'Anna',
    lastName: 'Berger',
    initials: 'AB',
    email: 'anna@alpenhotel.test',
  },
  authProvider,
  locale = 'de',
  records = {},
  wrapDataProvider = (fake) => fake,
}: LayoutRenderOptions = {}) {
  setShellApi(shellApi);
  resetAppConfigMemo();
  activeCustomer.clear();
  if (customer) {
    activeCustomer.set(customer.customerId, customer);
    activeCustomer.setDetails(customer);
  }
  const dataProvider = portalDataProvider();
  const vouchers = dataProvider.getList.getMockImplementation()!;
  dataProvider.getList.mockImplementation((async (resource: string, params?: unknown) =>
    resource === 'customer'
      ? { data: customer ? [customer] : [], total: customer ? 1 : 0 }
      : vouchers(resource, params)) as typeof vouchers);
  const one = dataProvider.getOne.getMockImplementation()!;
  dataProvider.getOne.mockImplementation((async (resource: string, params: { id: string }) => {
    const record = records[resource]?.[params.id];
    return record ? { data: { id: params.id, ...record } } : one(resource, params);
  }) as typeof one);
  const auth =
    authProvider ??
    portalAuthProvider({
      getPermissions: vi.fn(async () => acl),
      getIdentity: vi.fn(async () => identity as never),
    });
  const utils = render(
    <TestMemoryRouter initialEntries={[path]}>
      <PortalAdmin
        dataProvider={wrapDataProvider(dataProvider as unknown as DataProvider)}
        authProvider={auth}
        i18nProvider={createI18nProvider(locale)}
        store={store}
      />
    </TestMemoryRouter>,
  );
  return { ...utils, dataProvider, authProvider: auth, shellApi, store };
}
