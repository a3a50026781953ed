// The profile's "sessions and devices" (issue 38): the own open sessions with device, sign-in and last
// use; loading, empty and error states; "sign out everywhere" only after a confirmation, then the
// portal signs out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import profileMessages from '../../src/i18n/portal/profile';
import { setProfileApi, type ProfileApi } from '../../src/shell/pages/profile/profileApi';
import { deviceName, setSessionsApi, type SessionsApi } from '../../src/shell/pages/profile/SessionsCard';
import { allowAllAuth, renderPages } from './harness/pagesHarness';
import { SLOW } from './harness/slow';

const S = profileMessages.de.portal.profile.sessions;
const SE = profileMessages.en.portal.profile.sessions;

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SESSIONS = [
  {
    _id: 'f1',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastUsedAt: '2026-11-29T10:00:00.000Z',
    expiresAt: '2026-12-06T10:00:00.000Z',
    userAgent: FIREFOX,
  },
  {
    _id: 'f2',
    createdAt: '2026-11-21T08:00:00.000Z',
    lastUsedAt: '2026-11-21T09:00:00.000Z',
    expiresAt: '2026-11-28T09:00:00.000Z',
    userAgent: null,
  },
];

function profileApi() {
  setProfileApi({
    profile: vi.fn(async () => ({ _id: 'u1', email: 'admin@alpenhotel.test', firstName: 'Anna', lastName: 'Berger' })),
    hotspotConfig: vi.fn(() => new Promise(() => {})),
    outbox: vi.fn(async () => []),
    outboxMessage: vi.fn(),
  } as unknown as ProfileApi);
}

function sessionsApi(overrides: Partial<SessionsApi> = {}) {
  const api = { list: vi.fn(async () => SESSIONS), signOutEverywhere: vi.fn(async () => undefined), ...overrides };
  setSessionsApi(api);
  return api;
}

afterEach(() => {
  setProfileApi(null);
  setSessionsApi(null);
});

describe('sessions and devices', () => {
  it('names the device of a User-Agent', () => {
    expect(deviceName(FIREFOX)).toBe('Firefox · Windows');
    expect(deviceName(null)).toBeNull();
  });

  it('lists the own sessions with device, sign-in and last use', async () => {
    profileApi();
    sessionsApi();
    renderPages({ path: '/profile' });
    const card = await screen.findByRole('region', { name: S.title }, SLOW);
    expect(await within(card).findByText('Firefox · Windows', {}, SLOW)).toBeVisible();
    expect(within(card).getByText(S.unknownDevice)).toBeVisible();
    expect(within(card).getAllByText(new RegExp(S.fields.lastUsedAt))).toHaveLength(2);
  });

  it('signs out everywhere only after the confirmation, then logs out', async () => {
    profileApi();
    const api = sessionsApi();
    const logout = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderPages({ path: '/profile', authProvider: allowAllAuth({ logout }) });
    const card = await screen.findByRole('region', { name: S.title }, SLOW);
    await within(card).findByText('Firefox · Windows', {}, SLOW);
    await user.click(within(card).getByRole('button', { name: S.signOutEverywhere }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Alle 2 Sitzungen enden, auch diese hier. Sie müssen sich danach neu anmelden.'),
    ).toBeVisible();
    expect(api.signOutEverywhere).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: S.signOutEverywhere }));
    await waitFor(() => expect(api.signOutEverywhere).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(logout).toHaveBeenCalled(), SLOW);
  });

  it('shows the empty state and the error', async () => {
    profileApi();
    sessionsApi({ list: vi.fn(async () => []) });
    const first = renderPages({ path: '/profile' });
    const card = await screen.findByRole('region', { name: S.title }, SLOW);
    expect(await within(card).findByText(S.empty, {}, SLOW)).toBeVisible();
    first.unmount();
    sessionsApi({ list: vi.fn(async () => Promise.reject(new Error('down'))) });
    renderPages({ path: '/profile' });
    const again = await screen.findByRole('region', { name: S.title }, SLOW);
    expect(await within(again).findByText(S.loadError, {}, { timeout: 10_000 })).toBeVisible();
    expect(SE.loadError).toBe('The sessions could not be loaded.');
  });
});
