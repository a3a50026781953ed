import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { memoryStore, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { PortalAdmin } from '../../../src/App';
import { activeCustomer } from '../../../src/providers/activeCustomer';
import { createI18nProvider } from '../../../src/providers/i18nProvider';

export const CUSTOMER = {
  _id: 'c1',
  id: 'c1',
  customerId: 'K100001',
  company: 'Alpenhotel Zugspitze',
  active: true,
  address: { street: 'Bergweg 1', zip: '82475', city: 'Garmisch' },
  voucherLicense: { allowed: 100, left: 40, customerId: 'K100001' },
};

export function voucher(n: number, extra: Record<string, unknown> = {}) {
  const code = `CODE${String(n).padStart(4, '0')}`;
  return {
    id: code,
    _id: `v${n}`,
    code,
    voucherCode: code,
    customerId: 'K100001',
    description: `Zimmer ${n}`,
    active: true,
    valid: true,
    used: n,
    simultaneousUse: n % 2 ? 0 : 2,
    deviceVoucher: false,
    expires: null,
    onlineAccounts: 0,
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T09:00:00.000Z',
    ...extra,
  };
}

/** A data provider over fixed vouchers and the one customer; every method is a vi.fn. */
export function fakeDataProvider(vouchers = [voucher(1), voucher(2), voucher(3)]) {
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

export function fakeAuthProvider(overrides: Partial<AuthProvider> = {}): AuthProvider {
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => '/auth/login'),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => ({ id: 'u1', fullName: 'Anna Admin', initials: 'AA' })),
    getPermissions: vi.fn(async () => ({ K100001: ['Voucher:*'] })),
    canAccess: vi.fn(async () => true),
    ...overrides,
  };
}

export function renderPortal({
  path,
  dataProvider = fakeDataProvider(),
  authProvider = fakeAuthProvider(),
  customer = true,
}: {
  path: string;
  dataProvider?: ReturnType<typeof fakeDataProvider>;
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
