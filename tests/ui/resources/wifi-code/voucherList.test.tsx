import { describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { portalDataProvider, renderPortal } from '../../harness/portalHarness';
import { SLOW } from '../../harness/slow';
import { voucher } from './data';

/** The first render loads the lazy route chunk. */

describe('WiFi-code list', () => {
  it('shows the codes of the active customer', async () => {
    const { dataProvider } = renderPortal({ path: '/wifi-code?organization=K100001' });
    expect(await screen.findByText('CODE0001', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('CODE0003')).toBeInTheDocument();
    expect(screen.getByText('Zimmer 2')).toBeInTheDocument();
    // German column headers (the column chooser names them too)
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Beschreibung')).toBeInTheDocument();
    expect(table.getByText('Gleichzeitige Geräte')).toBeInTheDocument();
    const call = dataProvider.getList.mock.calls.find(([resource]) => resource === 'wifi-code')!;
    expect(call[1]).toMatchObject({
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
    });
  });

  it('asks for a customer instead of showing data when none is chosen', async () => {
    const dataProvider = portalDataProvider();
    dataProvider.getList.mockImplementation(async (resource: string) =>
      resource === 'customer' ? { data: [], total: 0 } : { data: [voucher(1)], total: 1 },
    );
    renderPortal({ path: '/wifi-code', dataProvider, customer: false });
    expect(await screen.findByRole('button', { name: 'Kunden auswählen' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('CODE0001')).not.toBeInTheDocument();
    expect(dataProvider.getList.mock.calls.some(([resource]) => resource === 'wifi-code')).toBe(false);
  });

  it('shows the empty state with a create button when there are no codes', async () => {
    renderPortal({ path: '/wifi-code?organization=K100001', dataProvider: portalDataProvider([]) });
    expect(await screen.findByText('Noch keine WLAN-Codes', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /WLAN-Code erstellen/ }).length).toBeGreaterThan(0);
  });
});

describe('WiFi-code list: totals', () => {
  it('shows the exact total of a list', async () => {
    const dataProvider = portalDataProvider();
    dataProvider.getList.mockImplementation(async (resource: string) =>
      resource === 'customer'
        ? { data: [], total: 0 }
        : { data: Array.from({ length: 25 }, (_, i) => voucher(i + 1)), total: 12345 },
    );
    renderPortal({ path: '/wifi-code?organization=K100001', dataProvider });
    // The pagination renders again as the list settles: wait for the text, not for one element.
    await waitFor(() => expect(screen.getByText('1-25 von 12.345')).toBeInTheDocument(), SLOW);
  });

  it('says "more than" when the server did not count every match of a broad search', async () => {
    const dataProvider = portalDataProvider();
    dataProvider.getList.mockImplementation(async (resource: string) =>
      resource === 'customer'
        ? { data: [], total: 0 }
        : { data: Array.from({ length: 25 }, (_, i) => voucher(i + 1)), total: 10000, meta: { totalExact: false } },
    );
    renderPortal({ path: '/wifi-code?organization=K100001', dataProvider });
    await waitFor(() => expect(screen.getByText('1–25 von mehr als 10.000')).toBeInTheDocument(), SLOW);
    expect(screen.queryByText('1-25 von 10.000')).not.toBeInTheDocument();
  });
});

describe('WiFi-code bulk actions', () => {
  async function selectAll() {
    const user = userEvent.setup();
    await screen.findByText('CODE0001', {}, SLOW);
    const selectAllBox = screen.getAllByRole('checkbox')[0]!;
    await user.click(selectAllBox);
    await screen.findByText('3 Elemente ausgewählt');
    return user;
  }

  /** The undoable notification: its text, and its undo button, which has the focus. */
  async function undoWindow(text: string) {
    const notification = await screen.findByTestId('notification');
    expect(within(notification).getByText(text)).toBeInTheDocument();
    const undo = within(notification).getByRole('button', { name: 'Rückgängig' });
    await waitFor(() => expect(undo).toHaveFocus());
    return notification;
  }

  it('deactivates undoably: "3 Codes werden deaktiviert", Undo with Enter sends nothing', async () => {
    const { dataProvider } = renderPortal({ path: '/wifi-code?organization=K100001' });
    const user = await selectAll();
    await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    const notification = await undoWindow('3 Codes werden deaktiviert');
    // react-admin shows the outcome at once; the server has not been asked
    expect(dataProvider.updateMany).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(notification).not.toBeInTheDocument());
    expect(dataProvider.updateMany).not.toHaveBeenCalled();
    // the rows are active again and the focus is back on the list
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Code CODE0001 auswählen' })).toHaveFocus(), SLOW);
    expect(dataProvider.updateMany).not.toHaveBeenCalled();
    expect(dataProvider.deleteMany).not.toHaveBeenCalled();
  }, 45_000);

  it('deactivates with ONE request once the notification closes (Escape), for the customer it was made for', async () => {
    const { dataProvider } = renderPortal({ path: '/wifi-code?organization=K100001' });
    const user = await selectAll();
    await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    const notification = await undoWindow('3 Codes werden deaktiviert');
    expect(dataProvider.updateMany).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dataProvider.updateMany).toHaveBeenCalledTimes(1));
    expect(dataProvider.updateMany.mock.calls[0]![1]).toMatchObject({
      ids: ['CODE0001', 'CODE0002', 'CODE0003'],
      data: { active: false },
      meta: { customerId: 'K100001' },
    });
    await waitFor(() => expect(notification).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('3 Elemente ausgewählt')).not.toBeInTheDocument());
  });

  it('deletes undoably: Undo sends nothing; otherwise ONE deleteMany request', async () => {
    const { dataProvider } = renderPortal({ path: '/wifi-code?organization=K100001' });
    const user = await selectAll();
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    let notification = await undoWindow('3 Codes werden gelöscht');
    // the rows are gone from the list at once
    await waitFor(() => expect(screen.queryByText('CODE0001')).not.toBeInTheDocument());
    await user.click(within(notification).getByRole('button', { name: 'Rückgängig' }));
    await waitFor(() => expect(notification).not.toBeInTheDocument());
    expect(await screen.findByText('CODE0001')).toBeInTheDocument();
    expect(dataProvider.deleteMany).not.toHaveBeenCalled();

    await selectAll();
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    notification = await undoWindow('3 Codes werden gelöscht');
    expect(dataProvider.deleteMany).not.toHaveBeenCalled();
    await user.click(within(notification).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(dataProvider.deleteMany).toHaveBeenCalledTimes(1));
    expect(dataProvider.deleteMany.mock.calls[0]![1]).toMatchObject({ ids: ['CODE0001', 'CODE0002', 'CODE0003'] });
    expect(dataProvider.delete).not.toHaveBeenCalled();
  });

  it('counts only the codes that were still active as deactivated', async () => {
    const dataProvider = portalDataProvider([
      voucher(1),
      { ...voucher(2), active: false },
      { ...voucher(3), active: false },
    ]);
    const { dataProvider: dp } = renderPortal({ path: '/wifi-code?organization=K100001', dataProvider });
    const user = await selectAll();
    await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    // the notification names what will change: the one code still active
    await undoWindow('1 Code wird deaktiviert');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dp.updateMany).toHaveBeenCalledTimes(1));
    expect(dp.updateMany.mock.calls[0]![1]).toMatchObject({ ids: ['CODE0001'], data: { active: false } });
    await waitFor(() => expect(screen.queryByText('3 Elemente ausgewählt')).not.toBeInTheDocument());
  });

  it('offers no deactivation when every selected code is already deactivated', async () => {
    const dataProvider = portalDataProvider([1, 2, 3].map((n) => ({ ...voucher(n), active: false })));
    const { dataProvider: dp } = renderPortal({ path: '/wifi-code?organization=K100001', dataProvider });
    await selectAll();
    expect(screen.getByRole('button', { name: 'Deaktivieren' })).toBeDisabled();
    expect(dp.updateMany).not.toHaveBeenCalled();
  });

  it('shows an expired code as expired, not as valid', async () => {
    const expired = { ...voucher(1), valid: true, expires: '2020-01-01T00:00:00.000Z' };
    const dataProvider = portalDataProvider([expired as unknown as ReturnType<typeof voucher>]);
    renderPortal({ path: '/wifi-code?organization=K100001', dataProvider });
    expect(await screen.findByText('Abgelaufen', {}, SLOW)).toBeInTheDocument();
  });

  it('says that an unknown code does not exist instead of showing the list', async () => {
    // react-admin logs the refused read in development
    expectConsoleErrors(([error]) => error instanceof Error && /not found|NOT_FOUND/i.test(error.message));
    const dataProvider = portalDataProvider();
    dataProvider.getOne.mockImplementation(async () => {
      throw new Error('NOT_FOUND');
    });
    renderPortal({ path: '/wifi-code/NOPE123?organization=K100001', dataProvider });
    expect(await screen.findByText('WLAN-Code nicht gefunden', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Den WLAN-Code „NOPE123“ gibt es bei diesem Kunden nicht (mehr).')).toBeInTheDocument();
    expect(screen.queryByText('CODE0001')).not.toBeInTheDocument();
  });
});
