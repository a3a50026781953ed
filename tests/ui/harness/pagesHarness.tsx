import { lead } from '../resources/partner/data';
import { invite } from '../resources/user/data';
import { DEVICE_ACCOUNTS, deviceAccount } from '../resources/device-account/data';
import { ACCOUNT_TEMPLATES, accountTemplate } from '../resources/hotspot-account-template/data';
import { LOGIN_TEMPLATES, TERMS, loginTemplate } from '../resources/hotspot-login-template/data';
import { bundle, imprint, template, termsOfUse } from '../resources/start-pages/data';
import { KEYS as ENROLLMENT_KEYS, LOGS as ENROLLMENT_LOGS } from '../resources/enrollments/data';
import { DEVICES, device } from '../resources/hotspot-device/data';
import { deviceConfig } from '../resources/hotspot-device-config/data';
import { WEBHOOK_ENDPOINTS, webhookEndpoint } from '../resources/webhooks/data';
import { location as locationRecord, region as regionRecord } from '../resources/locations/data';
import { render, type RenderOptions } from '@testing-library/react';
import { vi } from 'vitest';
import { memoryStore, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import type { NavigateFunction } from 'react-router-dom';
import { PortalAdmin } from '../../../src/App';
import { PLUGIN_KEYS } from '../../../src/domain';
import { activeCustomer, type CustomerDetails } from '../../../src/providers/activeCustomer';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { setShellApi, type ShellApi } from '../../../src/shell/layout/shellApi';
import { CUSTOMER, portalAuthProvider, portalDataProvider } from './portalHarness';

/**
 * The real portal (App's PortalAdmin: router from the route table, layout, guards) over fake
 * providers, for the route, page and error tests. Every plugin is active and the ACL grants all,
 * so the guards let every page through unless a test says otherwise.
 */

export const ALL_PLUGINS = Object.fromEntries(PLUGIN_KEYS.map((key) => [key, { active: true }]));

export function detailedCustomer(extra: Partial<CustomerDetails> = {}): CustomerDetails & { id: string } {
  return { ...CUSTOMER, plugins: ALL_PLUGINS, licenseUtilization: null, ...extra };
}

/** The shell's own calls (app config, partner, invites, licence), answered without a network. */
export function fakeShellApi(overrides: Partial<ShellApi> = {}): ShellApi {
  return {
    appConfig: vi.fn(async () => ({
      contentUrl: '/content',
      supportUrl: null,
      imprintUrl: null,
      supportMailDomains: [],
    })),
    whitelabelPartner: vi.fn(async () => null),
    myInviteCount: vi.fn(async () => 0),
    licenseUtilization: vi.fn(async () => null),
    customerPlugins: vi.fn(async () => ALL_PLUGINS),
    ...overrides,
  };
}

/** Permissive session: all permissions everywhere. */
export function allowAllAuth(overrides: Partial<AuthProvider> = {}): AuthProvider {
  return portalAuthProvider({ getPermissions: vi.fn(async () => ({ '*': ['*:*'] })), ...overrides });
}

/** No session (the logged-out pages; the login page shows its form only then). */
export function loggedOutAuth(): AuthProvider {
  return allowAllAuth({ checkAuth: vi.fn(async () => Promise.reject({ message: false, redirectTo: '/auth/login' })) });
}

type ListAnswer = { data: { id: string }[]; total: number };

/** Data: each resource its own records (the detailed customer for `customer`), vouchers for the rest. */
export function pagesDataProvider(customer = detailedCustomer()) {
  const base = portalDataProvider();
  const vouchers = base.getList.getMockImplementation()!;
  return {
    ...base,
    getList: vi.fn(async (resource: string, params?: unknown): Promise<ListAnswer> => {
      const lists: Record<string, { id: string }[]> = {
        customer: [customer],
        'device-account': DEVICE_ACCOUNTS,
        'hotspot-account-template': ACCOUNT_TEMPLATES,
        'hotspot-login-template': LOGIN_TEMPLATES,
        'hotspot-device': DEVICES,
        'hotspot-device-config': [deviceConfig(1)],
        'start-pages/terms-of-use': TERMS,
        enrollments: ENROLLMENT_KEYS,
        'enrollments/logs': ENROLLMENT_LOGS,
        user: [invite(1)], // the invites of the users page
        webhooks: WEBHOOK_ENDPOINTS,
        'webhook-deliveries': [],
      };
      const list = resource.startsWith('partner/') ? [lead(1)] : lists[resource];
      return list ? { data: list, total: list.length } : vouchers(resource, params);
    }),
    getOne: vi.fn(async (resource: string, params: { id: string }) => {
      const ids = { id: params.id, _id: params.id };
      if (resource === 'device-account') return { data: deviceAccount(1, ids) };
      if (resource === 'hotspot-account-template') return { data: accountTemplate(1, ids) };
      if (resource === 'hotspot-login-template') return { data: loginTemplate(1, ids) };
      if (resource === 'locations/location') return { data: locationRecord(1, ids) };
      if (resource === 'locations/group') return { data: regionRecord(1, ids) };
      if (resource === 'hotspot-device-config') return { data: deviceConfig(1, ids) };
      if (resource === 'hotspot-device')
        return { data: device(1, { ...ids, hotspotDeviceConfig: null, locationId: null, location: null }) };
      const startPage = { terms: termsOfUse, imprints: imprint, templates: template, bundles: bundle }[
        resource.replace('start-pages/', '').replace('terms-of-use', 'terms')
      ];
      if (resource.startsWith('start-pages/') && startPage) return { data: startPage(1, ids) };
      if (resource.startsWith('partner/')) return { data: lead(1, ids) };
      if (resource === 'user') return { data: invite(1, ids) };
      if (resource === 'webhooks') return { data: webhookEndpoint(1, ids) };
      return base.getOne(resource, params);
    }),
  };
}

export function renderPages({
  path,
  customer = detailedCustomer(),
  withCustomer = true,
  authProvider = allowAllAuth(),
  dataProvider = pagesDataProvider(customer),
  shellApi = fakeShellApi(),
  onCaughtError,
}: {
  path: string;
  customer?: CustomerDetails & { id: string };
  withCustomer?: boolean;
  authProvider?: AuthProvider;
  dataProvider?: ReturnType<typeof pagesDataProvider>;
  shellApi?: ShellApi;
  onCaughtError?: RenderOptions['onCaughtError'];
}) {
  setShellApi(shellApi);
  activeCustomer.clear();
  if (withCustomer) activeCustomer.set(customer.customerId, customer);
  const current = { navigate: null as NavigateFunction | null, pathname: '', search: '' };
  const utils = render(
    <TestMemoryRouter
      initialEntries={[path]}
      navigateCallback={(navigate) => {
        current.navigate = navigate;
      }}
      locationCallback={(location) => {
        current.pathname = location.pathname;
        current.search = location.search;
      }}
    >
      <PortalAdmin
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={authProvider}
        i18nProvider={createI18nProvider('de')}
        store={memoryStore()}
      />
    </TestMemoryRouter>,
    // A test that provokes a render error also gets React's report of recovering from it.
    onCaughtError ? { onCaughtError, onRecoverableError: onCaughtError } : {},
  );
  return { ...utils, dataProvider, authProvider, shellApi, location: current };
}
