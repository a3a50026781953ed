// The batches view of the WiFi codes (issue 39): each batch with its name (or its date), who made it,
// when, how many codes and how many are left; its actions ask first with the count in the UI
// language ("1.000 Codes deaktivieren?"), then deactivate or delete the whole batch, reprint its
// active codes in the print dialog, or export it with the code export's batch filter.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BatchList from '../../../../src/resources/wifi-code/batches/BatchList';
import { setBatchWrites, type BatchWrites } from '../../../../src/resources/wifi-code/batches/batchWrites';
import { CUSTOMER } from '../../harness/portalHarness';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { voucher } from './data';

const BATCHES = 'wifi-code/batches';

function batch(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `b${n}`,
    _id: `b${n}`,
    customerId: 'K100001',
    name: `Stapel ${n}`,
    createdBy: 'u1',
    createdByName: 'Anna Admin',
    createdAt: `2026-01-1${n}T09:00:00.000Z`,
    amount: 3,
    live: 3,
    active: 3,
    loginTemplateId: null,
    loginTemplateName: null,
    expires: null,
    dynamicExpires: null,
    ...extra,
  };
}

const BIG = batch(1, { name: 'Messe', amount: 1000, live: 1000, active: 1000 });
const SMALL = batch(2, { name: null, createdByName: null, loginTemplateName: 'Tagesgäste' });
/** The small batch's codes (and one of another batch). */
const CODES = [
  voucher(1, { batchId: 'b2' }),
  voucher(2, { batchId: 'b2' }),
  voucher(3, { batchId: 'b2', active: false }),
  voucher(4, { batchId: 'b1' }),
];

let calls: { action: string; customerId: string; batchId: string }[] = [];
function writes(answer: number): BatchWrites {
  return {
    deactivate: async (customerId, batchId) => {
      calls.push({ action: 'deactivate', customerId, batchId });
      return answer;
    },
    remove: async (customerId, batchId) => {
      calls.push({ action: 'remove', customerId, batchId });
      return answer;
    },
  };
}

beforeEach(() => {
  calls = [];
});
afterEach(() => {
  setBatchWrites(null);
  vi.restoreAllMocks();
});

function renderBatches(options: { locale?: 'de' | 'en'; access?: 'read'; batches?: unknown[] } = {}) {
  const dataProvider = fakeDataProvider({
    [BATCHES]: (options.batches ?? [BIG, SMALL]) as never,
    'wifi-code': CODES,
    customer: [CUSTOMER],
  });
  return renderResource('wifi-code', {
    view: BatchList,
    route: '/wifi-code/batches',
    path: '/wifi-code/batches?organization=K100001',
    dataProvider,
    customer: CUSTOMER,
    locale: options.locale ?? 'de',
    access: options.access,
  }).then((utils) => ({ ...utils, dataProvider }));
}

const openActions = async (name: string | RegExp) => {
  const label = typeof name === 'string' ? `Aktionen für ${name}` : new RegExp(`^Aktionen für ${name.source}`);
  await userEvent.click(await screen.findByRole('button', { name: label }, SLOW));
};
/** The batch without a description, named by its date (the time in the test's time zone). */
const UNNAMED = /Stapel vom 12\.01\.2026, \d\d:00/;

describe('WiFi-code batches', () => {
  it('lists each batch: its name or date, who made it, when, amount, codes left and active, template', async () => {
    await renderBatches();
    const big = (await screen.findByRole('link', { name: 'Messe' }, SLOW)).closest('tr')!;
    expect(within(big).getByText('Anna Admin')).toBeInTheDocument();
    expect(within(big).getAllByText('1.000')).toHaveLength(3);
    expect(within(big).getByText('Standard der Konfiguration')).toBeInTheDocument();
    // A batch without a description is named by its date; an unknown creator says so.
    const small = screen.getByRole('link', { name: /^Stapel vom 12\.01\.2026/ }).closest('tr')!;
    expect(within(small).getByText('Unbekannt')).toBeInTheDocument();
    expect(within(small).getByText('Tagesgäste')).toBeInTheDocument();
    // The row opens the batch's codes (the code list filtered by the batch).
    expect(screen.getByRole('link', { name: 'Messe' }).getAttribute('href')).toContain(
      encodeURIComponent(JSON.stringify({ batchId: 'b1' })),
    );
  });

  it('deactivates the whole batch after a confirmation naming the count, then reports it', async () => {
    setBatchWrites(writes(1000));
    await renderBatches();
    await openActions('Messe');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deaktivieren' }));
    const dialog = await screen.findByRole('dialog', { name: '1.000 Codes deaktivieren?' });
    expect(within(dialog).getByText(/Die 1\.000 aktiven Codes des Stapels „Messe“/)).toBeInTheDocument();
    // Cancel changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
    await openActions('Messe');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deaktivieren' }));
    const again = await screen.findByRole('dialog', { name: '1.000 Codes deaktivieren?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Deaktivieren' }));
    expect(await screen.findByText('1.000 Codes wurden deaktiviert', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([{ action: 'deactivate', customerId: 'K100001', batchId: 'b1' }]);
  });

  it('deletes the whole batch after a confirmation naming its codes left', async () => {
    setBatchWrites(writes(3));
    await renderBatches();
    await openActions(UNNAMED);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: '3 Codes löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(
      await screen.findByText(/Stapel „Stapel vom 12\.01\.2026, \d\d:00“ mit 3 Codes gelöscht/, {}, SLOW),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ action: 'remove', customerId: 'K100001', batchId: 'b2' }]);
  });

  it('reprints the batch’s active codes in the print dialog', async () => {
    await renderBatches({ batches: [BIG, { ...SMALL, active: 2 }] });
    await openActions(UNNAMED);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Erneut drucken' }));
    const confirm = await screen.findByRole('dialog', { name: '2 Codes erneut drucken?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Erneut drucken' }));
    expect(await screen.findByRole('dialog', { name: '2 WLAN-Codes drucken' }, SLOW)).toBeInTheDocument();
  });

  it('exports the batch with the code export and the batch as its filter', async () => {
    const { dataProvider } = await renderBatches();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const exporter = vi.fn(async () => ({ data: { blob: new Blob(['x']), fileName: 'wifi-codes.csv' } }));
    Object.assign(dataProvider, { exportList: exporter });
    await openActions('Messe');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Exportieren' }));
    const dialog = await screen.findByRole('dialog', { name: '1.000 Codes exportieren?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Als CSV exportieren' }));
    await waitFor(() => expect(exporter).toHaveBeenCalledTimes(1));
    expect(exporter.mock.calls[0]).toMatchObject([
      'wifi-code',
      { format: 'csv', locale: 'de', filter: { batchId: 'b1' } },
    ]);
  });

  it('offers a reader reprint and export only', async () => {
    await renderBatches({ access: 'read' });
    await openActions('Messe');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Erneut drucken', 'Exportieren']);
  });

  it('speaks English with English numbers', async () => {
    setBatchWrites(writes(1000));
    await renderBatches({ locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Messe' }, SLOW));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByRole('dialog', { name: 'Deactivate 1,000 codes?' })).toBeInTheDocument();
  });

  it('says where batches come from when there is none', async () => {
    await renderBatches({ batches: [] });
    expect(await screen.findByText('Noch keine Code-Stapel', {}, SLOW)).toBeInTheDocument();
  });
});
