// The profile page's SMS outbox card (docs/sms.md): operators see the local SMS outbox (sender,
// masked recipient, text), filter it by number, and the loading, empty and error states; nobody else
// sees the card or asks for it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import profileMessages from '../../src/i18n/portal/profile';
import { setProfileApi, type ProfileApi } from '../../src/shell/pages/profile/profileApi';
import { setSmsOutboxApi, type SmsOutboxMessage } from '../../src/shell/pages/profile/SmsOutboxCard';
import { allowAllAuth, renderPages } from './harness/pagesHarness';
import { SLOW } from './harness/slow';

const S = profileMessages.de.portal.profile.smsOutbox;
const SE = profileMessages.en.portal.profile.smsOutbox;

const SMS: SmsOutboxMessage = {
  id: 's1',
  from: 'Alpenhotel',
  to: '+49 … 89',
  text: 'Ihr WLAN-Code: K7M3PX\nBitte innerhalb von 15 Minuten eingeben.',
  receivedAt: '2026-11-23T10:00:00.000Z',
};

function profileApi() {
  setProfileApi({
    profile: vi.fn(async () => ({
      _id: 'u1',
      email: 'operator@hotspot-portal.test',
      firstName: 'Olivia',
      lastName: 'Operator',
    })),
    hotspotConfig: vi.fn(() => new Promise(() => {})),
    outbox: vi.fn(async () => []),
    outboxMessage: vi.fn(async () => ({ id: 'x', from: null, to: [], subject: null, receivedAt: SMS.receivedAt })),
  } as unknown as ProfileApi);
}

afterEach(() => {
  setProfileApi(null);
  setSmsOutboxApi(null);
});

describe('the SMS outbox card', () => {
  it('shows operators the newest SMS and filters them by number', async () => {
    profileApi();
    const api = vi.fn(async (to: string) => (to ? [] : [SMS]));
    setSmsOutboxApi(api);
    const user = userEvent.setup();
    renderPages({ path: '/profile' });
    const card = await screen.findByRole('region', { name: S.title }, SLOW);
    expect(await within(card).findByText(/Ihr WLAN-Code: K7M3PX/)).toBeVisible();
    expect(within(card).getByText(/Von Alpenhotel an \+49 … 89/)).toBeVisible();
    expect(api).toHaveBeenCalledWith('', 20);
    await user.type(within(card).getByRole('searchbox', { name: S.to }), '+49 151 23456789');
    expect(await within(card).findByText(S.empty)).toBeVisible();
    expect(api).toHaveBeenLastCalledWith('+49 151 23456789', 20);
  });

  it('shows loading, then the error', async () => {
    profileApi();
    let reject: (e: Error) => void = () => {};
    setSmsOutboxApi(() => new Promise((_, no) => (reject = no)));
    renderPages({ path: '/profile' });
    const card = await screen.findByRole('region', { name: S.title }, SLOW);
    expect(within(card).getByRole('progressbar', { name: S.title })).toBeVisible();
    reject(new Error('down'));
    expect(await within(card).findByText(S.loadError)).toBeVisible();
    // Both languages say it.
    expect(SE.loadError).toBe('The SMS outbox could not be loaded.');
  });

  it('is not shown to who is not an operator, and nothing is asked', async () => {
    profileApi();
    const api = vi.fn(async () => [SMS]);
    setSmsOutboxApi(api);
    renderPages({
      path: '/profile',
      authProvider: allowAllAuth({ getPermissions: vi.fn(async () => ({ K100001: ['Voucher:*'] })) }),
    });
    await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0), SLOW);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('region', { name: S.title })).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});
