// The WiFi-code list's export button (issue 39, docs/exports.md): the server's export with the list's
// filter, sort and language, the column labels as headers, disabled with progress while downloading,
// a notification when done or failed; and the request the data provider sends for it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VoucherList from '../../../../src/resources/wifi-code/VoucherList';
import wifiCodeApi from '../../../../src/resources/wifi-code/api';

const wifiCodeSpec = wifiCodeApi['wifi-code'];
import { exportList } from '../../../../src/providers/exportList';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { CUSTOMER } from '../../harness/portalHarness';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { voucher } from './data';

const created: Blob[] = [];
beforeEach(() => {
  created.length = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    }),
    revokeObjectURL: vi.fn(),
  });
  // jsdom does not navigate: the download link's click is only recorded.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function renderList(exportImpl: (...args: unknown[]) => Promise<unknown>, locale: 'de' | 'en' = 'de', search = '') {
  const dataProvider = fakeDataProvider({
    'wifi-code': [voucher(1), voucher(2, { active: false }), voucher(3)],
    customer: [CUSTOMER],
  });
  const exporter = vi.fn(exportImpl);
  Object.assign(dataProvider, { exportList: exporter });
  return renderResource('wifi-code', {
    view: VoucherList,
    route: '/wifi-code',
    path: `/wifi-code?organization=K100001${search}`,
    dataProvider,
    customer: CUSTOMER,
    locale,
  }).then((utils) => ({ ...utils, exporter }));
}

describe('WiFi-code list: export', () => {
  it('exports the filtered, sorted list as CSV in German, headed by the column labels', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { exporter } = await renderList(
      (_resource, params) =>
        new Promise((resolve) => {
          (params as { onProgress: (n: number) => void }).onProgress(2_500_000);
          finish = resolve;
        }),
      'de',
      `&filter=${encodeURIComponent(JSON.stringify({ active: true }))}&sort=code&order=ASC`,
    );
    await screen.findByText('CODE0001', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (Excel, Semikolon)' }));
    expect(exporter).toHaveBeenCalledTimes(1);
    const [resource, params] = exporter.mock.calls[0]! as [string, Record<string, unknown>];
    expect(resource).toBe('wifi-code');
    expect(params).toMatchObject({
      format: 'csv',
      locale: 'de',
      filter: { active: true },
      sort: { field: 'code', order: 'ASC' },
    });
    expect((params.columns as { key: string; label: string }[]).slice(0, 3)).toEqual([
      { key: 'code', label: 'Code' },
      { key: 'description', label: 'Beschreibung' },
      { key: 'active', label: 'Aktiv' },
    ]);
    // While the file downloads: disabled, with the bytes received.
    const busy = await screen.findByRole('button', { name: /Export läuft … 2,5 MB/ });
    expect(busy).toBeDisabled();
    finish({ data: { blob: new Blob(['x'], { type: 'text/csv' }), fileName: 'wifi-codes-2026-11-29.csv' } });
    expect(await screen.findByText('Export fertig: wifi-codes-2026-11-29.csv', {}, SLOW)).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportieren' })).toBeEnabled());
  });

  it('offers XLSX, in English with English labels', async () => {
    const { exporter } = await renderList(
      async () => ({ data: { blob: new Blob(['x']), fileName: 'wifi-codes.xlsx' } }),
      'en',
    );
    await screen.findByText('CODE0001', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel workbook (XLSX)' }));
    const params = exporter.mock.calls[0]![1] as Record<string, unknown>;
    expect(params).toMatchObject({ format: 'xlsx', locale: 'en' });
    expect((params.columns as { label: string }[])[1]!.label).toBe('Description');
    expect(await screen.findByText('Export finished: wifi-codes.xlsx', {}, SLOW)).toBeInTheDocument();
  });

  it('says so when the export fails, and can be started again', async () => {
    // react-admin logs a data provider's failure in development.
    expectConsoleErrors(([error]) => error instanceof Error && error.message === 'HTTP 500');
    await renderList(async () => {
      throw new Error('HTTP 500');
    });
    await screen.findByText('CODE0001', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (Excel, Semikolon)' }));
    expect(
      await screen.findByText('Der Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.', {}, SLOW),
    ).toBeInTheDocument();
    expect(created).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportieren' })).toBeEnabled());
  });
});

describe('exportList: the request to the server', () => {
  it("sends the list query's arguments, the active customer, sort, format and language", async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response('\ufeffCode\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="wifi-codes-2026-11-29.csv"',
          },
        }),
    );
    const progress = vi.fn();
    const { data } = await exportList(
      wifiCodeSpec,
      'K100001',
      { getAccessToken: async () => 'a.b.c' },
      {
        filter: { q: ' zimmer ', active: false, unknown: 1 },
        sort: { field: 'code', order: 'ASC' },
        format: 'csv',
        locale: 'de',
        timeZone: 'Europe/Berlin',
        columns: [{ key: 'code', label: 'Code' }],
        onProgress: progress,
      },
      fetchImpl as unknown as typeof fetch,
    );
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/export/vouchers');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer a.b.c');
    expect(JSON.parse(init.body as string)).toEqual({
      format: 'csv',
      locale: 'de',
      timeZone: 'Europe/Berlin',
      columns: [{ key: 'code', label: 'Code' }],
      args: { customerIds: ['K100001'], search: 'zimmer', active: false },
      sort: [{ key: 'code', order: 'ASC' }],
    });
    expect(data.fileName).toBe('wifi-codes-2026-11-29.csv');
    expect(await data.blob.text()).toContain('Code');
    expect(progress).toHaveBeenCalled();
  });

  it("turns the server's refusal into the portal's error with its code", async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { code: 'FORBIDDEN', field: 'customerIds', message: 'Access denied' } }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(
      exportList(
        wifiCodeSpec,
        'K100001',
        { getAccessToken: async () => 'a.b.c' },
        { format: 'csv', locale: 'de' },
        fetchImpl as unknown as typeof fetch,
      ),
    ).rejects.toMatchObject({ status: 403 });
  });
});
