// The audit log page (/audit, issue 12): operators only, newest first from auditLog(…), filters by
// date range, customer, operation, e-mail and outcome, paging; everyone else is sent to no-access.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import auditMessages from '../../src/i18n/portal/audit';
import exportMessages from '../../src/i18n/portal/exports';
import { de as catalogue } from '../../src/i18n/de';
import { auditArgs } from '../../src/shell/pages/audit/AuditLogPage';
import { fetchAuditLog, type AuditEntry, type AuditPage } from '../../src/shell/pages/audit/auditApi';
import { downloadExport } from '../../src/providers/exportList';
import { setProfileApi, type ProfileApi } from '../../src/shell/pages/profile/profileApi';
import { allowAllAuth, renderPages } from './harness/pagesHarness';
import { SLOW } from './harness/slow';

vi.mock('../../src/shell/pages/audit/auditApi', () => ({ fetchAuditLog: vi.fn() }));
vi.mock('../../src/providers/exportList', () => ({ downloadExport: vi.fn() }));
const fetchMock = vi.mocked(fetchAuditLog);
const downloadMock = vi.mocked(downloadExport);
afterEach(() => {
  fetchMock.mockReset();
  downloadMock.mockReset();
  setProfileApi(null);
});

const t = auditMessages.de.portal.audit;

const entry = (n: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `e${n}`,
  at: new Date(Date.UTC(2026, 10, 24, 10, 0, 60 - n)).toISOString(),
  userId: 'u1',
  email: 'admin@alpenhotel.test',
  customerId: 'K100001',
  operation: 'Mutation.deactivateManyVouchers',
  objectIds: ['AAAA-BBBB', 'CCCC-DDDD', 'EEEE-FFFF', 'GGGG-HHHH', '…+9996 more'],
  outcome: 'ok',
  ip: '127.0.0.1',
  userAgent: 'Firefox',
  ...extra,
});
const answer = (data: AuditEntry[], totalCount = data.length): AuditPage => ({
  count: data.length,
  data,
  totalCount,
  hasNextPage: totalCount > data.length,
});
const lastArgs = () => fetchMock.mock.calls.at(-1)![0];

describe('/audit', () => {
  it('shows operators the entries with who, customer, operation, objects, outcome and origin', async () => {
    fetchMock.mockResolvedValue(
      answer(
        [
          entry(1),
          entry(2, {
            operation: 'signInFailed',
            email: 'nobody@unknown.test',
            userId: null,
            customerId: null,
            objectIds: [],
            outcome: 'RATE_LIMITED',
          }),
        ],
        120,
      ),
    );
    renderPages({ path: '/audit' });
    const table = await screen.findByRole('table', { name: t.title }, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getByText(t.columns.objects)).toBeInTheDocument();
    expect(within(rows[1]).getByText(t.operations.deactivateManyVouchers)).toBeInTheDocument();
    expect(within(rows[1]).getByText('AAAA-BBBB, CCCC-DDDD, EEEE-FFFF')).toBeInTheDocument();
    expect(within(rows[1]).getByText('+2 weitere')).toBeInTheDocument();
    expect(within(rows[1]).getByText(t.outcomes.ok)).toBeInTheDocument();
    expect(within(rows[2]).getByText(t.operations.signInFailed)).toBeInTheDocument();
    expect(within(rows[2]).getByText(t.outcomes.RATE_LIMITED)).toBeInTheDocument();
    expect(screen.getByText('1–50 von 120')).toBeInTheDocument();
    expect(lastArgs()).toMatchObject({ skip: 0, take: 50 });
  });

  it('names every operation in words (action and entity), formats the total, keeps the technical name as a hint', async () => {
    fetchMock.mockResolvedValue(
      answer(
        [
          entry(1, { operation: 'Mutation.createVoucher' }),
          entry(2, { operation: 'Mutation.updateHotspotDevice' }),
          entry(3, { operation: 'Mutation.deleteLocationGroup' }),
          entry(4, { operation: 'Mutation.someFutureThing' }),
        ],
        12345,
      ),
    );
    renderPages({ path: '/audit' });
    const table = await screen.findByRole('table', { name: t.title }, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('WLAN-Code angelegt')).toBeInTheDocument();
    expect(within(rows[1]).getByTitle('Technischer Name: createVoucher')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Hotspot-Gerät geändert')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Region gelöscht')).toBeInTheDocument();
    expect(within(rows[4]).getByText('someFutureThing')).toBeInTheDocument();
    // One date style (medium date, short time) and German thousands separators.
    expect(within(rows[1]).getByText(/^\d{2}\.\d{2}\.2026, \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('1–50 von 12.345')).toBeInTheDocument();
  });

  it('filters by e-mail, outcome, customer and date range, and pages', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer([entry(1)], 120));
    renderPages({ path: '/audit' });
    await screen.findByRole('table', { name: t.title }, SLOW);

    await user.type(screen.getByLabelText(t.filters.email), 'alpen');
    await waitFor(() => expect(lastArgs()).toMatchObject({ email: 'alpen', skip: 0 }), SLOW);

    await user.click(screen.getByLabelText(t.filters.outcome));
    await user.click(await screen.findByRole('option', { name: t.outcomes.FORBIDDEN }));
    await waitFor(() => expect(lastArgs()).toMatchObject({ outcome: 'FORBIDDEN' }), SLOW);

    await user.type(screen.getByLabelText(t.filters.customer), 'k10');
    expect(await screen.findByText(t.filters.customerInvalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText(t.filters.customer), '0001');
    await waitFor(() => expect(lastArgs()).toMatchObject({ customerIds: ['K100001'] }), SLOW);

    await user.type(screen.getByLabelText(t.filters.from), '2026-11-01');
    await user.type(screen.getByLabelText(t.filters.to), '2026-11-30');
    await waitFor(
      () =>
        expect(lastArgs()).toMatchObject({
          from: new Date(2026, 10, 1).toISOString(),
          to: new Date(2026, 11, 1).toISOString(),
        }),
      SLOW,
    );

    await user.click(screen.getByRole('button', { name: t.nextPage }));
    await waitFor(() => expect(lastArgs()).toMatchObject({ skip: 50, take: 50, email: 'alpen' }), SLOW);

    await user.click(screen.getByRole('button', { name: t.filters.reset }));
    await waitFor(
      () =>
        expect(lastArgs()).toEqual(
          auditArgs({ from: '', to: '', customer: '', operation: '', email: '', outcome: '' }, 0, 50),
        ),
      SLOW,
    );
  });

  it("exports the filtered log through the server's export, with the table's headers", async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer([entry(1)], 120));
    downloadMock.mockResolvedValue({ data: { blob: new Blob(['x']), fileName: 'audit-log-2026-11-29.csv' } });
    renderPages({ path: '/audit' });
    await screen.findByRole('table', { name: t.title }, SLOW);
    await user.type(screen.getByLabelText(t.filters.email), 'alpen');
    await waitFor(() => expect(lastArgs()).toMatchObject({ email: 'alpen' }), SLOW);

    await user.click(screen.getByRole('button', { name: exportMessages.de.portal.exports.action }));
    await user.click(await screen.findByRole('menuitem', { name: exportMessages.de.portal.exports.csv }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), SLOW);
    const [name, query, , params] = downloadMock.mock.calls[0]!;
    expect(name).toBe('auditLog');
    expect(query.args).toMatchObject({ email: 'alpen' });
    expect(query.args).not.toHaveProperty('skip');
    expect(query.args).not.toHaveProperty('take');
    expect(params).toMatchObject({ format: 'csv', locale: 'de' });
    expect(params.columns).toContainEqual({ key: 'at', label: t.columns.at });
    expect(params.columns).toContainEqual({ key: 'email', label: t.columns.user });
    click.mockRestore();
  });

  it('says so when there are no entries', async () => {
    fetchMock.mockResolvedValueOnce(answer([]));
    renderPages({ path: '/audit' });
    expect(await screen.findByText(t.empty, {}, SLOW)).toBeInTheDocument();
  });

  it('shows an error with a retry when loading fails', async () => {
    fetchMock.mockRejectedValue(new Error('offline'));
    renderPages({ path: '/audit' });
    expect(await screen.findByText(t.loadError, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.retry })).toBeInTheDocument();
  });

  it('sends everyone but operators to the no-access page without asking the server', async () => {
    const authProvider = allowAllAuth({ getPermissions: vi.fn(async () => ({ K100001: ['Voucher:*'] })) });
    const { location } = renderPages({ path: '/audit', authProvider });
    await waitFor(() => expect(location.pathname).toBe('/requirements/no-access'), SLOW);
    expect(await screen.findByText(catalogue.requirements.noAccess.text, {}, SLOW)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('auditArgs', () => {
  it('sends only complete customer numbers and whole local days', () => {
    const none = { from: '', to: '', customer: '', operation: '', email: '', outcome: '' };
    expect(auditArgs({ ...none, customer: 'k1000' }, 0, 25).customerIds).toBeUndefined();
    expect(auditArgs({ ...none, customer: ' k100002 ' }, 2, 25)).toMatchObject({ customerIds: ['K100002'], skip: 50 });
    expect(auditArgs({ ...none, to: '2026-02-28' }, 0, 25).to).toBe(new Date(2026, 2, 1).toISOString());
  });
});

describe('the way to the audit log', () => {
  const profileApi = () =>
    setProfileApi({
      profile: vi.fn(async () => ({ _id: 'u1', email: 'operator@hotspot-portal.test', lang: 'de' })),
      hotspotConfig: vi.fn(async () => ({
        customerId: 'K100001',
        loginPageUrl: 'https://portal.example.test/guest',
        loginPageUrlPattern: 'https://portal.example.test/guest/{deviceId}',
        devices: [],
        moreDevices: false,
        radius: { servers: [], authPort: 1812, acctPort: 1813, enabled: false, secret: 's' },
      })),
      outbox: vi.fn(async () => []),
    } as unknown as ProfileApi);

  it('is a button on the profile page for operators only', async () => {
    const user = userEvent.setup();
    profileApi();
    fetchMock.mockResolvedValue(answer([]));
    const { location } = renderPages({ path: '/profile' });
    await user.click(await screen.findByRole('link', { name: t.open }, SLOW));
    await waitFor(() => expect(location.pathname).toBe('/audit'));
    expect(await screen.findByText(t.empty, {}, SLOW)).toBeInTheDocument();
  });

  it('is not shown to others', async () => {
    profileApi();
    const authProvider = allowAllAuth({ getPermissions: vi.fn(async () => ({ K100001: ['Voucher:*'] })) });
    renderPages({ path: '/profile', authProvider });
    expect((await screen.findAllByText('operator@hotspot-portal.test', {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: t.open })).not.toBeInTheDocument();
  });
});
