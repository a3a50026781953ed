// The profile pages (seed 001 §2 "Profile", §3 MyProfileResponse, §5, §8): the profile with the hotspot
// configuration information, its edit form, and the two-step password change ending in the login
// screen's changedPassword message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { de } from '../../src/i18n/de';
import profileMessages from '../../src/i18n/portal/profile';
import { toHttpError } from '../../src/providers/errors';
import { setProfileApi, type HotspotConfig, type ProfileApi } from '../../src/shell/pages/profile/profileApi';
import { allowAllAuth, detailedCustomer, pagesDataProvider, renderPages } from './harness/pagesHarness';
import { activeCustomer } from '../../src/providers/activeCustomer';
import { SLOW, SLOW_TEST_MS } from './harness/slow';

const P = profileMessages.de.portal.profile;
const F = de.forms.fields;

const PROFILE = {
  _id: 'u1',
  email: 'admin@alpenhotel.test',
  firstName: 'Anna',
  lastName: 'Berger',
  lang: 'de',
  phone: '0891234567',
  timezone: 'Europe/Berlin',
  address: 'Bergweg 1\n82475 Garmisch',
  description: null,
};

const CONFIG: HotspotConfig = {
  customerId: 'K100001',
  loginPageUrl: 'https://portal.example.test/guest',
  loginPageUrlPattern: 'https://portal.example.test/guest/{deviceId}',
  devices: [{ id: 'd1', name: 'AP Lobby', loginPageUrl: 'https://portal.example.test/guest/d1' }],
  moreDevices: false,
  radius: {
    servers: ['radius1.portal.example.test', 'radius2.portal.example.test', 'radius3.portal.example.test'],
    authPort: 1812,
    acctPort: 1813,
    enabled: true,
    secret: 'S3cr3t-radius-key',
  },
};

const MAIL = {
  id: 'm1',
  from: 'Hotspot Portal <no-reply@hotspot-portal.test>',
  to: ['gast@example.test'],
  subject: 'Passwort zurücksetzen – Hotspot Portal',
  receivedAt: '2026-11-23T10:00:00.000Z',
  text: 'Hallo,\nhttp://localhost/auth/reset-password?token=abc',
};

const rejectWith = (status: number, error: Record<string, unknown>) =>
  Promise.reject(toHttpError({ status, body: { error } }));

function fakeApi(overrides: Partial<ProfileApi> = {}) {
  const api = {
    profile: vi.fn(async () => ({ ...PROFILE })),
    updateProfile: vi.fn(async (values: Record<string, unknown>) => ({ ...PROFILE, ...values })),
    checkPassword: vi.fn(async () => undefined),
    changePassword: vi.fn(async () => undefined),
    hotspotConfig: vi.fn(async () => CONFIG),
    forgotPassword: vi.fn(async () => undefined),
    checkResetToken: vi.fn(async () => ({ email: PROFILE.email })),
    resetPassword: vi.fn(async () => undefined),
    outbox: vi.fn(async (to: string) => (to && to !== MAIL.to[0] ? [] : [{ ...MAIL, text: undefined }])),
    outboxMessage: vi.fn(async () => MAIL),
    ...overrides,
  };
  setProfileApi(api);
  return api;
}

afterEach(() => setProfileApi(null));

describe('the profile routes', () => {
  it.each([
    ['/profile', de.shell.breadcrumbs.profile],
    ['/profile/edit', de.shell.breadcrumbs.profile],
    ['/profile/change-password', de.shell.breadcrumbs.changePassword],
  ])('%s has its screen and title', async (path, title) => {
    fakeApi();
    renderPages({ path });
    expect(await screen.findByRole('heading', { level: 1, name: title }, SLOW)).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${title} – ${de.shell.appName}`));
    expect(screen.queryByText(de.pages.pending.text)).not.toBeInTheDocument();
  });
});

describe('/profile', () => {
  it('shows the profile, the actions and the hotspot configuration with the secret masked', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderPages({ path: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: de.shell.breadcrumbs.profile }, SLOW)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Berger' })).toBeVisible();
    const data = screen.getByText(F.phone.label).closest('dl')!;
    expect(within(data).getByText('0891234567')).toBeVisible();
    expect(within(data).getByText('Deutsch')).toBeVisible();
    expect(within(data).getByText('Europe/Berlin')).toBeVisible();
    expect(within(data).getByText(/Bergweg 1/)).toBeVisible();
    expect(within(data).getByText(P.notSet)).toBeVisible(); // description
    expect(screen.getByRole('link', { name: P.actions.edit })).toHaveAttribute('href', '/profile/edit');
    expect(screen.getByRole('link', { name: P.actions.changePassword })).toHaveAttribute(
      'href',
      '/profile/change-password',
    );

    const card = await screen.findByRole('region', { name: P.hotspot.title });
    expect(await within(card).findByText(CONFIG.loginPageUrlPattern)).toBeVisible();
    expect(within(card).getByText('https://portal.example.test/guest/d1')).toBeVisible();
    expect(within(card).getByText('1812')).toBeVisible();
    expect(within(card).getByText('1813')).toBeVisible();
    for (const server of CONFIG.radius.servers) expect(within(card).getByText(server)).toBeVisible(); // seed 000 §9: three
    expect(within(card).queryByText(CONFIG.radius.secret)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: P.hotspot.copySecret })).toBeVisible();
    await user.click(within(card).getByRole('button', { name: P.hotspot.showSecret }));
    expect(within(card).getByText(CONFIG.radius.secret)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: P.hotspot.hideSecret }));
    expect(within(card).queryByText(CONFIG.radius.secret)).not.toBeInTheDocument();
    expect(api.hotspotConfig).toHaveBeenCalledWith('K100001');
  });

  it(
    'masks the secret again for the next customer: the profile stays mounted through a switch',
    { timeout: SLOW_TEST_MS },
    async () => {
      const user = userEvent.setup();
      const api = fakeApi();
      // Two customers the user sees (neither is unselected as unknown, so no query is reset).
      const hotel = detailedCustomer();
      const cafe = detailedCustomer({ _id: 'c2', id: 'c2', customerId: 'K100002', company: 'Stadtcafé Müller' });
      const dataProvider = pagesDataProvider(hotel);
      const lists = dataProvider.getList.getMockImplementation()!;
      dataProvider.getList.mockImplementation(async (resource, params) =>
        resource === 'customer' ? { data: [hotel, cafe], total: 2 } : lists(resource, params),
      );
      renderPages({ path: '/profile', customer: hotel, dataProvider });
      const card = () => screen.getByRole('region', { name: P.hotspot.title });
      const show = () => within(card()).findByRole('button', { name: P.hotspot.showSecret }, SLOW);
      await screen.findByRole('region', { name: P.hotspot.title }, SLOW);
      await show();
      // Both configurations read once: a switch shows the other's at once, without loading.
      act(() => activeCustomer.set(cafe.customerId, cafe));
      await waitFor(() => expect(api.hotspotConfig).toHaveBeenCalledWith('K100002'));
      await show();
      act(() => activeCustomer.set(hotel.customerId, hotel));
      await user.click(await show());
      expect(within(card()).getByText(CONFIG.radius.secret)).toBeVisible();
      act(() => activeCustomer.set(cafe.customerId, cafe));
      expect(within(card()).getByText(/Stadtcafé Müller/)).toBeVisible();
      expect(within(card()).getByText(CONFIG.loginPageUrlPattern)).toBeVisible();
      expect(within(card()).queryByText(CONFIG.radius.secret)).not.toBeInTheDocument();
      expect(within(card()).getByRole('button', { name: P.hotspot.showSecret })).toBeVisible();
    },
  );

  it('shows operators the local outbox: filtered by recipient, a message as plain text', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderPages({ path: '/profile' });
    const card = await screen.findByRole('region', { name: P.outbox.title }, SLOW);
    await user.click(await within(card).findByText(MAIL.subject));
    const dialog = await screen.findByRole('dialog', { name: MAIL.subject });
    expect(await within(dialog).findByText(/token=abc/)).toBeVisible();
    expect(within(dialog).getByText('gast@example.test')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: P.outbox.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.type(within(card).getByRole('searchbox', { name: P.outbox.to }), 'Nobody@Example.test');
    expect(await within(card).findByText(P.outbox.empty)).toBeVisible();
    expect(api.outbox).toHaveBeenLastCalledWith('nobody@example.test', 20);
    expect(api.outboxMessage).toHaveBeenCalledWith('m1');
  });

  it('shows no hotspot configuration to who may not administer the hotspots, and asks nothing for it', async () => {
    const api = fakeApi();
    renderPages({
      path: '/profile',
      authProvider: allowAllAuth({
        getPermissions: vi.fn(async () => ({ K100001: ['Voucher:*', 'HotspotDevice:read'] })),
      }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Berger' }, SLOW)).toBeVisible();
    expect(screen.queryByRole('region', { name: P.hotspot.title })).not.toBeInTheDocument();
    expect(api.hotspotConfig).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: P.outbox.title })).not.toBeInTheDocument();
    expect(api.outbox).not.toHaveBeenCalled();
  });

  it('says when the profile cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    const profile = vi.fn<ProfileApi['profile']>(() => rejectWith(500, { code: 'INTERNAL' }));
    fakeApi({ profile });
    renderPages({ path: '/profile' });
    expect(await screen.findByText(de.messages.profile.fetchError, {}, SLOW)).toBeVisible();
    profile.mockResolvedValueOnce({ ...PROFILE });
    await user.click(screen.getByRole('button', { name: P.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Berger' })).toBeVisible();
  });
});

describe('/profile/edit', () => {
  it('validates naming the field, saves the fields and switches the portal to the chosen language', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { location } = renderPages({ path: '/profile/edit' });
    const firstName = await screen.findByRole('textbox', { name: new RegExp(F.firstName.label) }, SLOW);
    expect(screen.getByRole('textbox', { name: new RegExp(F.email.label) })).toBeDisabled();
    await user.clear(firstName);
    const phone = screen.getByRole('textbox', { name: new RegExp(F.phone.label) });
    await user.clear(phone);
    await user.type(phone, '+49 89');
    await user.click(screen.getByRole('button', { name: de.ra.action.save }));
    expect(await screen.findByText(`${F.firstName.label}: ${de.forms.validationMessages.required}`)).toBeVisible();
    expect(screen.getByText(`${F.phone.label}: ${de.forms.validationMessages.phoneNumber}`)).toBeVisible();
    expect(api.updateProfile).not.toHaveBeenCalled();

    await user.type(firstName, 'Annette');
    await user.clear(phone);
    await user.type(phone, '089555');
    await user.click(screen.getByRole('combobox', { name: new RegExp(F.lang.label) }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: de.ra.action.save }));
    await waitFor(() => expect(location.pathname).toBe('/profile'), SLOW);
    expect(api.updateProfile).toHaveBeenCalledWith({
      firstName: 'Annette',
      lastName: 'Berger',
      phone: '089555',
      address: 'Bergweg 1\n82475 Garmisch',
      description: null,
      lang: 'en',
      timezone: 'Europe/Berlin',
    });
    // the portal now speaks English
    expect(
      await screen.findByRole('link', { name: profileMessages.en.portal.profile.actions.edit }, SLOW),
    ).toBeVisible();
  });

  it("shows the server's refusal on its field", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      updateProfile: vi.fn(() => rejectWith(400, { code: 'BAD_USER_INPUT', field: 'timezone' })),
    });
    const { location } = renderPages({ path: '/profile/edit' });
    await screen.findByRole('textbox', { name: new RegExp(F.firstName.label) }, SLOW);
    await user.click(screen.getByRole('button', { name: de.ra.action.save }));
    expect(await screen.findByText(new RegExp(de.messages.badRequest))).toBeVisible();
    expect(api.updateProfile).toHaveBeenCalledTimes(1);
    expect(location.pathname).toBe('/profile/edit');
  });
});

describe('/profile/change-password', () => {
  function session() {
    let loggedIn = true;
    return allowAllAuth({
      checkAuth: vi.fn(async () =>
        loggedIn ? undefined : Promise.reject({ message: false, redirectTo: '/auth/login' }),
      ),
      logout: vi.fn(async () => {
        loggedIn = false;
        return '/auth/login';
      }),
    });
  }

  it('checks the current password first, then sets the new one under the policy and logs out', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      checkPassword: vi
        .fn()
        .mockImplementationOnce(() =>
          rejectWith(400, { code: 'WRONG_PASSWORD', field: 'currentPassword', i18n: 'messages.profile.wrongPassword' }),
        )
        .mockResolvedValue(undefined),
    });
    const authProvider = session();
    const { location } = renderPages({ path: '/profile/change-password', authProvider });
    const current = await screen.findByLabelText(new RegExp(F.currentPassword.label), { selector: 'input' }, SLOW);
    await user.click(screen.getByRole('button', { name: P.password.continue }));
    expect(
      await screen.findByText(`${F.currentPassword.label}: ${de.forms.validationMessages.required}`),
    ).toBeVisible();
    expect(api.checkPassword).not.toHaveBeenCalled();

    await user.type(current, 'Wrong#Pass1{Enter}');
    expect(await screen.findByText(de.messages.profile.wrongPassword)).toBeVisible();
    expect(current).toHaveFocus();
    await user.clear(current);
    await user.type(current, 'Hotspot#2026{Enter}');
    const password = await screen.findByLabelText(new RegExp(`^${F.newPassword.label}`), { selector: 'input' });
    expect(api.checkPassword).toHaveBeenLastCalledWith('Hotspot#2026');

    const policy = document.getElementById('password-policy')!;
    const met = () => [...policy.querySelectorAll('[data-met="true"]')].length;
    expect(met()).toBe(0);
    await user.type(password, 'abc');
    expect(met()).toBe(1); // lower case
    await user.type(password, 'D#1xyzw');
    expect(met()).toBe(5);
    await user.type(screen.getByLabelText(new RegExp(F.passwordConfirm.label), { selector: 'input' }), 'abcD#1xyz');
    await user.click(screen.getByRole('button', { name: P.password.submit }));
    expect(
      await screen.findByText(`${F.passwordConfirm.label}: ${de.forms.validationMessages.passwordConfirm}`),
    ).toBeVisible();
    expect(api.changePassword).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(new RegExp(F.passwordConfirm.label), { selector: 'input' }), 'w');
    await user.click(screen.getByRole('button', { name: P.password.submit }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    expect(api.changePassword).toHaveBeenCalledWith({
      currentPassword: 'Hotspot#2026',
      password: 'abcD#1xyzw',
      passwordConfirm: 'abcD#1xyzw',
    });
    expect(await screen.findByText(de.login.states.changedPassword, {}, SLOW)).toBeVisible();
    expect(location.pathname).toBe('/auth/login');
  });

  it('says when too many wrong passwords were tried', async () => {
    const user = userEvent.setup();
    fakeApi({ checkPassword: vi.fn(() => rejectWith(429, { code: 'RATE_LIMITED', retryAfter: 900 })) });
    renderPages({ path: '/profile/change-password', authProvider: session() });
    await user.type(
      await screen.findByLabelText(new RegExp(F.currentPassword.label), { selector: 'input' }, SLOW),
      'x{Enter}',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(de.errors.RATE_LIMITED);
  });
});
