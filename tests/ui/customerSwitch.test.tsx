import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeCustomer } from '../../src/providers/activeCustomer';
import { CUSTOMER, portalAuthProvider, portalDataProvider, renderPortal } from './harness/portalHarness';
import { voucher } from './resources/wifi-code/data';
import { SLOW } from './harness/slow';

const OTHER = { ...CUSTOMER, _id: 'c2', id: 'c2', customerId: 'K100002', company: 'Stadtcafé Mitte' };

describe('customer switch', () => {
  it('is a hard boundary: selection cleared, data refetched for the new customer only', async () => {
    const dataProvider = portalDataProvider();
    dataProvider.getList.mockImplementation(async (resource: string) => {
      if (resource === 'customer') return { data: [CUSTOMER, OTHER], total: 2 };
      return activeCustomer.getId() === 'K100002'
        ? { data: [voucher(7, { customerId: 'K100002' })], total: 1 }
        : { data: [voucher(1), voucher(2)], total: 2 };
    });
    const user = userEvent.setup();
    const authProvider = portalAuthProvider({
      getPermissions: async () => ({ K100001: ['Voucher:*'], K100002: ['Voucher:*'] }),
    });
    renderPortal({ path: '/wifi-code?organization=K100001', dataProvider, authProvider });
    await screen.findByText('CODE0001', {}, SLOW);
    await user.click(screen.getAllByRole('checkbox')[0]!);
    await screen.findByText('2 Elemente ausgewählt');

    await user.click(screen.getByRole('button', { name: 'Kunden wechseln' }));
    const drawer = await screen.findByRole('dialog', { name: 'Kunden auswählen' });
    await user.click(await within(drawer).findByText('Stadtcafé Mitte'));

    expect(await screen.findByText('CODE0007')).toBeInTheDocument();
    expect(screen.queryByText('CODE0001')).not.toBeInTheDocument();
    expect(screen.queryByText('2 Elemente ausgewählt')).not.toBeInTheDocument();
    expect(activeCustomer.getId()).toBe('K100002');
    await waitFor(() => expect(screen.getAllByText('Stadtcafé Mitte').length).toBeGreaterThan(0));
  });
});
