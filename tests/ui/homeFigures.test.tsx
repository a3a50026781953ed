// The home page offers only what the user may open, and shows the active customer's figures to those
// who may see them (issue 40): skeletons while loading, "Noch keine Daten", a failure text, numbers in
// the language's format, each figure linking to its screen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { de } from '../../src/i18n/de';
import { fetchLastLogin } from '../../src/shell/pages/home/lastLoginApi';
import {
  fetchDailyLogins,
  fetchDeviceStatus,
  fetchOnlineCount,
  fetchVoucherFigures,
  type DayLogins,
} from '../../src/shell/pages/home/homeFiguresApi';
import { loginTrend, visibleFigures } from '../../src/shell/pages/home/HomeFigures';
import { ALL_PLUGINS, allowAllAuth, detailedCustomer, fakeShellApi, renderPages } from './harness/pagesHarness';
import { SLOW } from './harness/slow';

vi.mock('../../src/shell/pages/home/lastLoginApi', () => ({ fetchLastLogin: vi.fn(async () => null) }));
vi.mock('../../src/shell/pages/home/homeFiguresApi', () => ({
  fetchOnlineCount: vi.fn(),
  fetchDailyLogins: vi.fn(),
  fetchVoucherFigures: vi.fn(),
  fetchDeviceStatus: vi.fn(),
}));
const online = vi.mocked(fetchOnlineCount);
const logins = vi.mocked(fetchDailyLogins);
const codes = vi.mocked(fetchVoucherFigures);
const devices = vi.mocked(fetchDeviceStatus);

const K = 'K100001';
const days = (values: number[]): DayLogins[] =>
  values.map((logins, i) => ({ t: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(), logins }));
const withAcl = (acl: Record<string, string[]>) => allowAllAuth({ getPermissions: vi.fn(async () => acl) });
const figure = (name: string) => screen.findByRole('region', { name }, SLOW);

beforeEach(() => {
  vi.mocked(fetchLastLogin).mockResolvedValue(null);
  online.mockResolvedValue(5000);
  // 7 days before: 100 logins; this week: 125 (+25 %), today 40
  logins.mockResolvedValue(days([10, 20, 10, 20, 10, 20, 10, 15, 15, 15, 15, 10, 15, 40]));
  codes.mockResolvedValue({ created: 1234, firstUsed: 56 });
  devices.mockResolvedValue({ total: 40, offline: 3 });
});
afterEach(() => vi.clearAllMocks());

describe('home figures', () => {
  it('full access: every figure with its numbers in German format, each linking to its screen', async () => {
    const shellApi = fakeShellApi({
      licenseUtilization: vi.fn(async () => ({ customerId: K, isValid: true, license: 10000, usage: 5000 })),
    });
    renderPages({ path: '/', shellApi });
    const onlineTile = await figure(de.pages.home.figures.online);
    expect(await within(onlineTile).findByText('5.000', {}, SLOW)).toBeInTheDocument();
    expect(
      await within(onlineTile).findByText('Lizenz: 5.000 von 10.000 genutzt (50 %)', {}, SLOW),
    ).toBeInTheDocument();
    expect(within(onlineTile).getByRole('button', { name: de.pages.home.figures.licenceAction })).toBeInTheDocument();

    const loginTile = await figure(de.pages.home.figures.loginsToday);
    expect(await within(loginTile).findByText('40', {}, SLOW)).toBeInTheDocument();
    expect(within(loginTile).getByText(/Letzte 7 Tage: 125/)).toBeInTheDocument();
    expect(within(loginTile).getByText('+25 % ggü. den 7 Tagen davor')).toBeInTheDocument();
    expect(within(loginTile).getByTestId('home-sparkline')).toBeInTheDocument();
    expect(within(loginTile).getByRole('link', { name: de.home.analyticsPortalAction })).toHaveAttribute(
      'href',
      `/analytics?organization=${K}`,
    );
    expect(logins).toHaveBeenCalledWith(K, 14);

    const codeTile = await figure(de.pages.home.figures.codes);
    expect(await within(codeTile).findByText('1.234', {}, SLOW)).toBeInTheDocument();
    expect(within(codeTile).getByText('56')).toBeInTheDocument();
    expect(within(codeTile).getByRole('link', { name: de.pages.home.figures.codesAction })).toHaveAttribute(
      'href',
      `/wifi-code?organization=${K}`,
    );
    const since = codes.mock.calls[0]![1];
    expect(Math.round((Date.now() - since.getTime()) / 86_400_000)).toBe(7);

    const deviceTile = await figure(de.pages.home.figures.devicesOffline);
    expect(await within(deviceTile).findByText('3', {}, SLOW)).toBeInTheDocument();
    expect(within(deviceTile).getByText('von 40 aktiven Geräten')).toBeInTheDocument();
    expect(within(deviceTile).getByRole('link', { name: de.pages.home.figures.devicesAction })).toHaveAttribute(
      'href',
      `/hotspot-device?organization=${K}`,
    );
  });

  it('WiFi-code-only user: only the codes figure; nothing else is asked; no analytics card', async () => {
    renderPages({ path: '/', authProvider: withAcl({ [K]: ['Voucher:*'] }) });
    const codeTile = await figure(de.pages.home.figures.codes);
    expect(await within(codeTile).findByText('1.234', {}, SLOW)).toBeInTheDocument();
    for (const name of [
      de.pages.home.figures.online,
      de.pages.home.figures.loginsToday,
      de.pages.home.figures.devicesOffline,
      de.home.analyticsPortal,
    ])
      expect(screen.queryByRole('region', { name }), name).toBeNull();
    expect(screen.queryByRole('link', { name: de.home.analyticsPortalAction })).toBeNull();
    expect(online).not.toHaveBeenCalled();
    expect(logins).not.toHaveBeenCalled();
    expect(devices).not.toHaveBeenCalled();
    // the cards that need no permission stay
    expect(screen.getByRole('region', { name: de.home.faq })).toBeInTheDocument();
  });

  it('the analytics card is offered with the analytics permission of the active customer only', async () => {
    renderPages({ path: '/', authProvider: withAcl({ [K]: ['Voucher:*'], K100002: ['BasicAnalytics:read'] }) });
    await figure(de.pages.home.figures.codes);
    expect(screen.queryByRole('region', { name: de.home.analyticsPortal })).toBeNull();
  });

  it('analytics read: the analytics card and the logins figure', async () => {
    renderPages({ path: '/', authProvider: withAcl({ [K]: ['BasicAnalytics:read'] }) });
    const card = await figure(de.home.analyticsPortal);
    expect(within(card).getByRole('link', { name: de.home.analyticsPortalAction })).toHaveAttribute(
      'href',
      '/analytics',
    );
    expect(await figure(de.pages.home.figures.loginsToday)).toBeInTheDocument();
  });

  it('no logins figure without the analytics plugin (the server would refuse)', async () => {
    const customer = detailedCustomer({ plugins: { ...ALL_PLUGINS, analytics: { active: false } } });
    renderPages({ path: '/', customer });
    await figure(de.pages.home.figures.codes);
    expect(screen.queryByRole('region', { name: de.pages.home.figures.loginsToday })).toBeNull();
    expect(logins).not.toHaveBeenCalled();
  });

  it('skeletons while loading, "Noch keine Daten" when empty, a failure text when a request fails', async () => {
    let release: (v: number) => void = () => {};
    online.mockReturnValue(new Promise<number>((r) => (release = r)));
    logins.mockResolvedValue(days(Array(14).fill(0)));
    devices.mockResolvedValue({ total: 0, offline: 0 });
    codes.mockRejectedValue(new Error('offline'));
    renderPages({ path: '/' });
    const onlineTile = await figure(de.pages.home.figures.online);
    expect(within(onlineTile).getByTestId('home-figure-loading')).toBeInTheDocument();
    expect(
      await within(await figure(de.pages.home.figures.loginsToday)).findByText(de.pages.home.figures.empty, {}, SLOW),
    ).toBeInTheDocument();
    expect(
      await within(await figure(de.pages.home.figures.devicesOffline)).findByText(
        de.pages.home.figures.empty,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(
      await within(await figure(de.pages.home.figures.codes)).findByText(de.pages.home.figures.unavailable, {}, SLOW),
    ).toBeInTheDocument();
    release(7);
    expect(await within(onlineTile).findByText('7', {}, SLOW)).toBeInTheDocument();
    expect(within(onlineTile).queryByTestId('home-figure-loading')).toBeNull();
  });
});

describe('figure rules', () => {
  it('visibleFigures: the grant of each figure for the active customer only', () => {
    const plugins = { analytics: { active: true } };
    expect(visibleFigures({ '*': ['*:*'] }, K, plugins)).toEqual(['online', 'logins', 'codes', 'devices']);
    expect(visibleFigures({ '*': ['*:*'] }, null, plugins)).toEqual([]);
    expect(visibleFigures({ K100002: ['*:*'] }, K, plugins)).toEqual([]);
    expect(visibleFigures({ [K]: ['OnlineUsers:read', 'HotspotDevice:read'] }, K, plugins)).toEqual([
      'online',
      'devices',
    ]);
    expect(visibleFigures({ [K]: ['ProfessionalAnalytics:read'] }, K, {})).toEqual([]);
  });

  it('loginTrend: today, this week, the week before and the change', () => {
    expect(loginTrend(days([10, 10, 10, 10, 10, 10, 10, 5, 5, 5, 5, 5, 5, 5]))).toMatchObject({
      today: 5,
      week: 35,
      before: 70,
      change: -0.5,
    });
    expect(loginTrend(days([0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2])).change).toBeNull();
    expect(loginTrend([])).toMatchObject({ today: 0, week: 0, change: null });
  });
});
