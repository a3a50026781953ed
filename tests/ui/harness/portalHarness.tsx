import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { memoryStore, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { PortalAdmin } from '../../../src/App';
import { activeCustomer } from '../../../src/providers/activeCustomer';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { voucher } from '../resources/wifi-code/data';
import { fakeAuthProvider } from './renderResource';

export const CUSTOMER = {
  _id: 'c1',
  id: 'c1',
  customerId: 'K100001',
  company: 'Alpenhotel Zugspitze',
  active: true,
  address: { street: 'Bergweg 1', zip: '82475', city: 'Garmisch' },
  voucherLicense: { allowed: 100, left: 40, customerId: 'K100001' },
};

/**
 * The whole portal's data: the one customer for `customer`, the given vouchers for every other
 * resource (the shell's pages read whatever list they need); every method is a vi.fn.
 */
export function portalDataProvider(vouchers = [voucher(1), voucher(2), voucher(3)]) {
  return {
    getList: vi.fn(async (resource: string, _params?: unknown) =>
      resource === 'customer' ? { data: [CUSTOMER], total: 1 } : { data: vouchers, total: vouchers.length },
    ),
    getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: vouchers.find((v) => v.id === id)! })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(async (_resource: string, { ids }: { ids: string[]; data?: unknown }) => ({ data: ids })),
    delete: vi.fn(),
    deleteMany: vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids })),
  };
}

/** The hotel's voucher admin (Voucher:* at K100001, the harness's fake auth provider); `overrides` replace methods. */
export function portalAuthProvider(overrides: Partial<AuthProvider> = {}): AuthProvider {
  return fakeAuthProvider(
    { K100001: ['Voucher:*'] },
    {
      identity: { id: 'u1', fullName: 'Anna Admin', initials: 'AA' },
      logout: vi.fn(async () => '/auth/login'),
      ...overrides,
    },
  );
}

export function renderPortal({
  path,
  dataProvider = portalDataProvider(),
  authProvider = portalAuthProvider(),
  customer = true,
}: {
  path: string;
  dataProvider?: ReturnType<typeof portalDataProvider>;
  authProvider?: AuthProvider;
  customer?: boolean;
}) {
  activeCustomer.clear();
  if (customer) activeCustomer.set(CUSTOMER.customerId, CUSTOMER);
  const utils = render(
    <TestMemoryRouter initialEntries={[path]}>
      <PortalAdmin
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={authProvider}
        i18nProvider={createI18nProvider('de')}
        store={memoryStore()}
      />
    </TestMemoryRouter>,
  );
  return { ...utils, dataProvider, authProvider };
}
