import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHttpError } from '../../src/providers/errors';
import { portalAuthProvider, renderPortal } from './harness/portalHarness';
import { SLOW } from './harness/slow';

function loggedOutAuth(login: (params: unknown) => Promise<unknown>) {
  let loggedIn = false;
  return portalAuthProvider({
    login: vi.fn(async (params) => {
      await login(params);
      loggedIn = true;
    }),
    checkAuth: vi.fn(async () => {
      if (!loggedIn) throw { message: false, redirectTo: '/auth/login' };
    }),
  });
}

describe('login page', () => {
  it('starts stale and shows formError with field errors on empty input, without calling the server', async () => {
    const authProvider = loggedOutAuth(async () => undefined);
    renderPortal({ path: '/auth/login', authProvider, customer: false });
    expect(await screen.findByText('Bitte geben Sie Ihre Benutzerdaten ein', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte überprüfen Sie Ihre Eingaben')).toBeInTheDocument();
    // every validation message names its field (seed 000 §5)
    expect(screen.getByText('E-Mail-Adresse: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Passwort: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('links to the forgot-password page', async () => {
    renderPortal({ path: '/auth/login', authProvider: loggedOutAuth(async () => undefined), customer: false });
    const link = await screen.findByRole('link', { name: 'Passwort vergessen?' }, SLOW);
    expect(link).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('shows formError for an invalid e-mail address', async () => {
    const authProvider = loggedOutAuth(async () => undefined);
    renderPortal({ path: '/auth/login', authProvider, customer: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/, {}, SLOW), 'not-an-address');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'secret{Enter}');
    expect(await screen.findByText('Bitte überprüfen Sie Ihre Eingaben')).toBeInTheDocument();
    expect(screen.getByText('E-Mail-Adresse: Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('shows the error state (access denied) when the server answers 401', async () => {
    const authProvider = loggedOutAuth(async () => {
      throw toHttpError({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'bad credentials' } } });
    });
    renderPortal({ path: '/auth/login', authProvider, customer: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/, {}, SLOW), 'admin@alpenhotel.test');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'wrong{Enter}');
    expect(await screen.findByText('Zugriff verweigert')).toBeInTheDocument();
    expect(authProvider.login).toHaveBeenCalledWith({ email: 'admin@alpenhotel.test', password: 'wrong' });
    expect(screen.getByLabelText(/^Passwort/, { selector: 'input' })).toHaveValue('');
  });

  it('shows success, then goes home after the redirect delay', async () => {
    const authProvider = loggedOutAuth(async () => undefined);
    renderPortal({ path: '/auth/login', authProvider, customer: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/, {}, SLOW), ' admin@alpenhotel.test ');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Hotspot#2026');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Anmeldung erfolgreich')).toBeInTheDocument();
    expect(authProvider.login).toHaveBeenCalledWith({ email: 'admin@alpenhotel.test', password: 'Hotspot#2026' });
    // the home page's chunk loads after the 500 ms delay: slow on a busy machine
    await waitFor(() => expect(screen.getByText(/Willkommen im Hotspot Portal/)).toBeInTheDocument(), SLOW);
  });

  it('shows the changedPassword message from the query', async () => {
    renderPortal({
      path: '/auth/login?message=changedPassword',
      authProvider: loggedOutAuth(async () => undefined),
      customer: false,
    });
    expect(await screen.findByText('Bitte melden Sie sich mit Ihrem neuen Passwort an', {}, SLOW)).toBeInTheDocument();
  });

  it('does not show the form to a user who is logged in: goes on to the home page', async () => {
    renderPortal({ path: '/auth/login', customer: false }); // the default auth provider has a session
    await waitFor(() => expect(screen.getByText(/Willkommen im Hotspot Portal/)).toBeInTheDocument(), SLOW);
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  it('sends a logged-in user on to the ?redirect target of this app', async () => {
    const target = encodeURIComponent('/wifi-code?organization=K100001');
    renderPortal({ path: `/auth/login?redirect=${target}` });
    expect(await screen.findByText('CODE0001', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  it('never redirects to another origin', async () => {
    renderPortal({ path: `/auth/login?redirect=${encodeURIComponent('//evil.example/x')}`, customer: false });
    await waitFor(() => expect(screen.getByText(/Willkommen im Hotspot Portal/)).toBeInTheDocument(), SLOW);
  });
});
