import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHttpError } from '../../../../src/providers/errors';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { CUSTOMER, portalDataProvider, renderPortal } from '../../harness/portalHarness';
import { SLOW } from '../../harness/slow';

describe('WiFi-code create', () => {
  it('creates a batch and shows the generated codes', async () => {
    const dataProvider = portalDataProvider();
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
    const dataProvider = portalDataProvider();
    const exhausted = { ...CUSTOMER, voucherLicense: { allowed: 100, left: 0, customerId: 'K100001' } };
    dataProvider.getList.mockImplementation(async (resource: string) =>
      resource === 'customer' ? { data: [exhausted], total: 1 } : { data: [], total: 0 },
    );
    renderPortal({ path: '/wifi-code/create?organization=K100001', dataProvider });
    expect(await screen.findByText(/Kontingent an WLAN-Codes ist ausgeschöpft/, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Erstellen' })).toBeDisabled());
  });

  it('names the field in its messages and stops negative and decimal amounts with them, not the browser', async () => {
    const { dataProvider } = renderPortal({ path: '/wifi-code/create?organization=K100001' });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Mehrere Codes', {}, SLOW));
    const amount = await screen.findByLabelText(/Anzahl/);
    expect(amount).not.toHaveAttribute('min');
    expect(amount.closest('form')).toHaveAttribute('novalidate');
    await user.clear(amount);
    await user.type(amount, '-3');
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    expect(await screen.findByText('Anzahl: Muss mindestens 1 sein')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '2.5');
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    expect(await screen.findByText('Anzahl: Bitte geben Sie eine ganze Zahl ein')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('shows a licence overrun of the server under the amount with the number left', async () => {
    // react-admin logs the refused create in development
    expectConsoleErrors(([error]) => error instanceof Error && error.message === 'errors.LICENCE_EXCEEDED');
    const dataProvider = portalDataProvider();
    dataProvider.create.mockImplementation(async () => {
      throw toHttpError({
        graphQLErrors: [
          {
            message: 'Only 7',
            extensions: { code: 'LICENCE_EXCEEDED', field: 'amount', args: { left: 7, allowed: 100 } },
          },
        ],
      });
    });
    renderPortal({ path: '/wifi-code/create?organization=K100001', dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Mehrere Codes', {}, SLOW));
    const amount = await screen.findByLabelText(/Anzahl/);
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    const message = await screen.findAllByText(/Anzahl: .*7/, {}, SLOW);
    expect(message.length).toBeGreaterThan(0);
    expect(screen.queryByText(/%\{left\}/)).not.toBeInTheDocument();
  });

  it('refuses an expiry in the past, naming the field', async () => {
    const { dataProvider } = renderPortal({ path: '/wifi-code/create?organization=K100001' });
    const user = userEvent.setup();
    const expires = await screen.findByLabelText('Gültig bis', {}, SLOW);
    await user.type(expires, '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    expect(await screen.findByText('Gültig bis: Das Datum muss in der Zukunft liegen')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});
