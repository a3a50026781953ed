// The operator tools in the real portal: /i18n-export (operators only; JSON and CSV downloads of the
// merged catalogue) and /test (server version, database for operators, round-trip time, the
// permission map the shell loaded).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toolsMessages from '../../src/i18n/portal/tools';
import { de as catalogue } from '../../src/i18n/de';
import { setToolsApi, type Diagnostics, type ToolsApi } from '../../src/shell/pages/tools/toolsApi';
import { PINGS, describeBrowser, summarise } from '../../src/shell/pages/tools/DiagnosticsPage';
import { allowAllAuth, renderPages } from './harness/pagesHarness';
import { SLOW } from './harness/slow';

const t = toolsMessages.de.portal.tools;

const adminAuth = () =>
  allowAllAuth({ getPermissions: vi.fn(async () => ({ K100001: ['Voucher:*', 'DeviceAccount:read'] })) });

describe('/i18n-export', () => {
  let downloads: { name: string; blob: Blob }[];
  beforeEach(() => {
    downloads = [];
    let last: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      last = blob;
      return 'blob:catalogue';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: last! });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers operators the whole catalogue per language as JSON and CSV', async () => {
    const user = userEvent.setup();
    renderPages({ path: '/i18n-export' });
    const csvDe = await screen.findByRole('button', { name: 'Katalog Deutsch als CSV herunterladen' }, SLOW);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Deutsch' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'English' })).toBeInTheDocument();

    await user.click(csvDe);
    await user.click(screen.getByRole('button', { name: 'Katalog English als JSON herunterladen' }));
    expect(downloads.map((d) => d.name)).toEqual(['hotspot-portal-messages-de.csv', 'hotspot-portal-messages-en.json']);

    const csv = await downloads[0].blob.text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(`${t.export.csvKey},${t.export.csvText}`);
    expect(lines).toContain('login.submit,Anmelden');
    expect(lines).toContain('resources.wifi-code.page.list,WLAN-Codes');
    expect(lines).toContain('portal.tools.export.csvKey,Schlüssel');
    // A text starting with "-" or "=" would be a formula in a spreadsheet: it carries an apostrophe.
    for (const line of lines.slice(1).filter(Boolean)) expect(line, line).not.toMatch(/^[^,]+,"?[=+\-@]/);

    const json = JSON.parse(await downloads[1].blob.text()) as Record<string, Record<string, unknown>>;
    expect((json.login as Record<string, string>).submit).toBe('Log in');
    expect(((json.resources['device-account'] as Record<string, unknown>).page as Record<string, string>).list).toBe(
      'Device accounts',
    );
  });

  it('sends everyone else to the no-access page', async () => {
    const { location } = renderPages({ path: '/i18n-export', authProvider: adminAuth() });
    await waitFor(() => expect(location.pathname).toBe('/requirements/no-access'), SLOW);
    expect(new URLSearchParams(location.search).get('path')).toBe('/i18n-export');
    expect(await screen.findByText(catalogue.requirements.noAccess.text, {}, SLOW)).toBeInTheDocument();
  });
});

describe('/test', () => {
  const diagnostics = (extra: Partial<Diagnostics> = {}): Diagnostics => ({
    version: '0.1.0',
    serverTime: new Date().toISOString(),
    operator: true,
    permissions: { '*': ['*:*'] },
    database: { kind: 'postgres', version: 'PostgreSQL 15.8 on x86_64-pc-linux-gnu' },
    ...extra,
  });
  const fakeTools = (d: Diagnostics, ping = vi.fn(async () => 12.5)): ToolsApi => ({
    sendFeedback: vi.fn(),
    diagnostics: vi.fn(async () => d),
    ping,
  });
  afterEach(() => setToolsApi(null));

  it('shows an operator the version, the database, the round-trip time and the permission map', async () => {
    const samples = [30, 10, 20, 10, 30];
    const ping = vi.fn(async () => samples.shift() ?? 10);
    setToolsApi(fakeTools(diagnostics(), ping));
    const user = userEvent.setup();
    renderPages({ path: '/test' });
    const server = await screen.findByRole('region', { name: t.diagnostics.server }, SLOW);
    expect(await within(server).findByText('0.1.0')).toBeInTheDocument();
    const database = screen.getByRole('region', { name: t.diagnostics.database });
    expect(within(database).getByText(t.diagnostics.kinds.postgres)).toBeInTheDocument();
    expect(within(database).getByText('PostgreSQL 15.8 on x86_64-pc-linux-gnu')).toBeInTheDocument();

    const rtt = screen.getByRole('region', { name: t.diagnostics.roundTrip });
    expect(await within(rtt).findByText('20 ms')).toBeInTheDocument(); // average of 30, 10, 20, 10, 30
    expect(within(rtt).getByText('10 ms')).toBeInTheDocument();
    expect(within(rtt).getByText('30 ms')).toBeInTheDocument();
    expect(ping).toHaveBeenCalledTimes(PINGS);
    await user.click(within(rtt).getByRole('button', { name: t.diagnostics.measureAgain }));
    await waitFor(() => expect(ping).toHaveBeenCalledTimes(2 * PINGS));

    const permissions = screen.getByRole('region', { name: t.diagnostics.permissions });
    expect(within(permissions).getByRole('rowheader', { name: t.diagnostics.allCustomers })).toBeInTheDocument();
    expect(within(permissions).getByText('*:*')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: catalogue.shell.breadcrumbs.i18nExport })).toHaveAttribute(
      'href',
      '/i18n-export',
    );
  });

  it('shows others their permissions without database details, and a failed measurement', async () => {
    setToolsApi(
      fakeTools(
        diagnostics({ operator: false, database: null, permissions: { K100001: ['Voucher:*'] } }),
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      ),
    );
    renderPages({ path: '/test', authProvider: adminAuth() });
    expect(await screen.findByText(t.diagnostics.databaseOperatorsOnly, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(t.diagnostics.measureFailed)).toBeInTheDocument();
    const permissions = screen.getByRole('region', { name: t.diagnostics.permissions });
    expect(within(permissions).getByRole('rowheader', { name: 'K100001' })).toBeInTheDocument();
    expect(within(permissions).getByText('DeviceAccount:read')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: catalogue.shell.breadcrumbs.i18nExport })).not.toBeInTheDocument();
  });

  it('names browser, system and device of a user agent and summarises round trips', () => {
    expect(
      describeBrowser(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 120.0.0.0', os: 'Windows 10', platform: 'desktop' });
    expect(
      describeBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({ browser: 'Safari 17.1', platform: 'mobile' });
    expect(summarise([])).toBeNull();
    expect(summarise([4, 2, 6])).toEqual({ min: 2, average: 4, max: 6 });
  });
});
