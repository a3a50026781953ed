// The public password pages (seed 001 §2 "Forgot password", "Reset password"): request a link with
// one answer for every address; set a new password with the link, under the policy shown, or learn
// that the link is no longer valid.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { de } from '../../src/i18n/de';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { toHttpError } from '../../src/providers/errors';
import { setProfileApi, type ProfileApi } from '../../src/shell/pages/profile/profileApi';
import { loggedOutAuth, renderPages } from './harness/pagesHarness';
import { SLOW } from './harness/slow';

const i18n = createI18nProvider('de');
const t = (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
const F = de.forms.fields;

const rejectWith = (status: number, error: Record<string, unknown>) =>
  Promise.reject(toHttpError({ status, body: { error } }));

function fakeApi(overrides: Partial<ProfileApi> = {}) {
  const fail = () => Promise.reject(new Error('not on a public page'));
  const api = {
    profile: vi.fn(fail),
    updateProfile: vi.fn(fail),
    checkPassword: vi.fn(fail),
    changePassword: vi.fn(fail),
    hotspotConfig: vi.fn(fail),
    forgotPassword: vi.fn(async () => undefined),
    checkResetToken: vi.fn(async () => ({ email: 'anna@alpenhotel.test' })),
    resetPassword: vi.fn(async () => undefined),
    outbox: vi.fn(fail),
    outboxMessage: vi.fn(fail),
    ...overrides,
  };
  setProfileApi(api);
  return api;
}

afterEach(() => setProfileApi(null));

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

describe('/auth/forgot-password', () => {
  it('validates the address naming the field, then requests the link and says so without telling more', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderPages({ path: '/auth/forgot-password', authProvider: loggedOutAuth(), withCustomer: false });
    expect(await screen.findByRole('heading', { level: 1, name: de.login.forgot.title }, SLOW)).toBeVisible();
    expect(screen.getByText(de.login.forgot.text)).toBeVisible();
    await user.click(screen.getByRole('button', { name: de.login.forgot.submit }));
    expect(await screen.findByText(`${F.email.label}: ${de.forms.validationMessages.required}`)).toBeVisible();
    await user.type(input(de.login.email), 'anna@{Enter}');
    expect(await screen.findByText(`${F.email.label}: ${de.forms.validationMessages.email}`)).toBeVisible();
    expect(api.forgotPassword).not.toHaveBeenCalled();
    await user.type(input(de.login.email), 'alpenhotel.test{Enter}');
    expect(await screen.findByText(de.login.forgot.sent)).toBeVisible();
    expect(api.forgotPassword).toHaveBeenCalledWith('anna@alpenhotel.test', 'de');
    expect(screen.getByRole('link', { name: de.login.forgot.backToLogin })).toHaveAttribute('href', '/auth/login');
  });

  it('says when too many links were requested', async () => {
    const user = userEvent.setup();
    fakeApi({ forgotPassword: vi.fn(() => rejectWith(429, { code: 'RATE_LIMITED' })) });
    renderPages({ path: '/auth/forgot-password', authProvider: loggedOutAuth(), withCustomer: false });
    await user.type(
      await screen.findByLabelText(new RegExp(`^${de.login.email}`), { selector: 'input' }, SLOW),
      'a@b.test{Enter}',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(de.errors.RATE_LIMITED);
    expect(screen.queryByText(de.login.forgot.sent)).not.toBeInTheDocument();
  });
});

describe('/auth/reset-password', () => {
  it('sets the new password for the address of the link and leads to the login with the message', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { location } = renderPages({
      path: '/auth/reset-password?token=tok123',
      authProvider: loggedOutAuth(),
      withCustomer: false,
    });
    expect(await screen.findByText(t('login.reset.text', { email: 'anna@alpenhotel.test' }), {}, SLOW)).toBeVisible();
    expect(api.checkResetToken).toHaveBeenCalledWith('tok123');
    expect(screen.getByText(de.forms.passwordPolicy.title)).toBeVisible();
    expect(screen.getByText(de.forms.passwordPolicy.special)).toBeVisible();

    await user.type(input(F.newPassword.label), 'password');
    await user.type(input(F.passwordConfirm.label), 'password');
    await user.click(screen.getByRole('button', { name: de.login.reset.submit }));
    expect(await screen.findByText(`${F.newPassword.label}: ${de.forms.validationMessages.password}`)).toBeVisible();
    expect(api.resetPassword).not.toHaveBeenCalled();

    await user.clear(input(F.newPassword.label));
    await user.type(input(F.newPassword.label), 'Neues#Passwort9');
    await user.click(screen.getByRole('button', { name: de.login.reset.submit }));
    expect(
      await screen.findByText(`${F.passwordConfirm.label}: ${de.forms.validationMessages.passwordConfirm}`),
    ).toBeVisible();
    await user.clear(input(F.passwordConfirm.label));
    await user.type(input(F.passwordConfirm.label), 'Neues#Passwort9{Enter}');
    await waitFor(() => expect(location.pathname).toBe('/auth/login'));
    expect(api.resetPassword).toHaveBeenCalledWith({
      token: 'tok123',
      password: 'Neues#Passwort9',
      passwordConfirm: 'Neues#Passwort9',
    });
    expect(location.search).toBe('?message=changedPassword');
    expect(await screen.findByText(de.login.states.changedPassword)).toBeVisible();
  });

  it.each([
    ['without a token', '/auth/reset-password'],
    ['with a used, expired or unknown token', '/auth/reset-password?token=spent'],
  ])('%s says the link is invalid and offers a new one', async (_, path) => {
    const api = fakeApi({
      checkResetToken: vi.fn(() => rejectWith(400, { code: 'BAD_USER_INPUT', field: 'token' })),
    });
    renderPages({ path, authProvider: loggedOutAuth(), withCustomer: false });
    expect(await screen.findByText(de.login.reset.invalidLink, {}, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: de.login.forgot.submit })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByLabelText(new RegExp(F.newPassword.label))).not.toBeInTheDocument();
    if (path.includes('token=')) expect(api.checkResetToken).toHaveBeenCalledWith('spent');
    else expect(api.checkResetToken).not.toHaveBeenCalled();
  });

  it('turns to the invalid-link message when the link was spent meanwhile', async () => {
    const user = userEvent.setup();
    fakeApi({ resetPassword: vi.fn(() => rejectWith(400, { code: 'BAD_USER_INPUT', field: 'token' })) });
    renderPages({ path: '/auth/reset-password?token=tok', authProvider: loggedOutAuth(), withCustomer: false });
    await screen.findByText(de.forms.passwordPolicy.title, {}, SLOW);
    await user.type(input(F.newPassword.label), 'Neues#Passwort9');
    await user.type(input(F.passwordConfirm.label), 'Neues#Passwort9{Enter}');
    expect(await screen.findByText(de.login.reset.invalidLink)).toBeVisible();
  });
});
