// The home page's last-login card (issue 11): the newest hotspot login of the active customer from
// lastLogin(customerId), relative and as date; "nobody yet"; no request and an explanation without
// the permission; the failure text when the request fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { de } from '../../src/i18n/de';
import { relativeTime } from '../../src/shell/pages/home/LastLoginCard';
import { fetchLastLogin } from '../../src/shell/pages/home/lastLoginApi';
import { allowAllAuth, renderPages } from './harness/pagesHarness';
import { SLOW } from './harness/slow';

vi.mock('../../src/shell/pages/home/lastLoginApi', () => ({ fetchLastLogin: vi.fn() }));
const fetchMock = vi.mocked(fetchLastLogin);

afterEach(() => fetchMock.mockReset());

const card = () => screen.getByRole('region', { name: de.home.lastLogin });

describe('last-login card', () => {
  it('shows the last login of the active customer relative and with its date', async () => {
    const at = new Date(Date.now() - 5 * 60_000 - 5_000);
    fetchMock.mockResolvedValue({
      customerId: 'K100001',
      hotspotAccountId: 'a1',
      timestamp: at.toISOString(),
      eventTimestamp: at.toISOString(),
    });
    renderPages({ path: '/' });
    expect(await screen.findByText('vor 5 Minuten', {}, SLOW)).toBeInTheDocument();
    const date = new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeStyle: 'short' }).format(at);
    expect(within(card()).getByText(date)).toHaveAttribute('datetime', at.toISOString());
    expect(fetchMock).toHaveBeenCalledWith('K100001');
  });

  it('says that nobody has logged in yet', async () => {
    fetchMock.mockResolvedValue(null);
    renderPages({ path: '/' });
    expect(await screen.findByText(de.home.lastLoginNone, {}, SLOW)).toBeInTheDocument();
  });

  it('says that it cannot be loaded when the request fails', async () => {
    fetchMock.mockRejectedValue(new Error('offline'));
    renderPages({ path: '/' });
    expect(await screen.findByText(de.pages.home.lastLoginUnavailable, {}, SLOW)).toBeInTheDocument();
  });

  it('explains instead of asking without OnlineUsers or analytics read', async () => {
    const authProvider = allowAllAuth({ getPermissions: vi.fn(async () => ({ K100001: ['Voucher:read'] })) });
    renderPages({ path: '/', authProvider });
    expect(await screen.findByText(de.pages.home.lastLoginForbidden, {}, SLOW)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('relativeTime', () => {
  it('picks the largest whole unit and says "now" for a few seconds', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const ago = (s: number) => new Date(now.getTime() - s * 1000);
    expect(relativeTime(ago(3), now, 'de-DE')).toBe('jetzt');
    expect(relativeTime(ago(42), now, 'en-GB')).toBe('42 seconds ago');
    expect(relativeTime(ago(2 * 3600 + 100), now, 'de-DE')).toBe('vor 2 Stunden');
    expect(relativeTime(ago(86400 + 5), now, 'de-DE')).toBe('gestern');
    expect(relativeTime(ago(3 * 7 * 86400), now, 'en-GB')).toBe('3 weeks ago');
  });
});
