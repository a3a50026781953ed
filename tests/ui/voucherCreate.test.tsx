import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER, fakeDataProvider, renderPortal } from './harness/portalHarness';

const SLOW = { timeout: 8000 };

describe('WiFi-code create', () => {
  it('creates a batch and shows the generated codes', async () => {
    const dataProvider = fakeDataProvider();
    dataProvider.create.mockImplementation(async () => ({
      data: {
        id: 'batch:AAA',
        batch: true,
        amount: 3,
        codes: ['AAAA1111', 'BBBB2222', 'CCCC3333'],
        license: { allowed: 100, left: 37 },
      },
    }));
    renderPortal({ path: '/wifi-code/create?organization=K100001', dataProvider });
    expect(await screen.findByText('Noch 40 von 100 WLAN-Codes verfügbar', {}, SLOW)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Mehrere Codes'));
    const amount = await screen.findByLabelText(/Anzahl/);
    await user.clear(amount);
    await user.type(amount, '3');
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erstellte WLAN-Codes' }, SLOW);
    expect(within(dialog).getByRole('textbox')).toHaveValue('AAAA1111\nBBBB2222\nCCCC3333');
    expect(dataProvider.create).toHaveBeenCalledTimes(1);
    expect(dataProvider.create.mock.calls[0]![1]).toMatchObject({
      data: { amount: 3, active: true, deviceVoucher: false, simultaneousUse: 0 },
    });
    expect((dataProvider.create.mock.calls[0]![1] as { data: object }).data).not.toHaveProperty('mode');
  });

  it('validates an own code with the domain rule before sending', async () => {
    const { dataProvider } = renderPortal({ path: '/wifi-code/create?organization=K100001' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code', {}, SLOW), 'ab!');
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    expect(await screen.findByText(/Bitte geben Sie einen gültigen WLAN-Code ein/)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('explains an exhausted licence and disables creating', async () => {
    const dataProvider = fakeDataProvider();
    const exhausted = { ...CUSTOMER, voucherLicense: { allowed: 100, left: 0, customerId: 'K100001' } };
    dataProvider.getList.mockImplementation(async (resource: string) =>
      resource === 'customer' ? { data: [exhausted], total: 1 } : { data: [], total: 0 },
    );
    renderPortal({ path: '/wifi-code/create?organization=K100001', dataProvider });
    expect(await screen.findByText(/Kontingent an WLAN-Codes ist ausgeschöpft/, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Erstellen' })).toBeDisabled());
  });
});
