// The login page as the browser loads it at /auth/login: without the portal (main.tsx →
// showStandaloneLogin). The portal loads in the background and takes the page over after the login.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { showStandaloneLogin } from '../../src/shell/login/standalone';
import { jwt, nowS } from './harness/jwt';
import { SLOW } from './harness/slow';

/** Stands in for the portal's chunk: shows where it was opened. */
function Portal() {
  return <p>Portal at {window.location.pathname}</p>;
}

let root: Root;
let container: HTMLElement;
const prepare = vi.fn();
const loadPortal = vi.fn(async () => ({ default: Portal, prepare }));

function show(path: string) {
  window.history.replaceState(null, '', path);
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => showStandaloneLogin(root, loadPortal));
}

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

beforeEach(() => {
  loadPortal.mockClear();
  prepare.mockClear();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  document.cookie = 'hp.session=; Max-Age=0; Path=/';
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/');
});

describe('the login page without the portal', () => {
  it('logs in at /auth/authorize, then hands the page to the portal at the target', async () => {
    const fetch = answer(200, {
      data: { accessToken: jwt({ sub: 'local|u1', exp: nowS() + 600 }), refreshToken: 'r1' },
    });
    vi.stubGlobal('fetch', fetch);
    show('/auth/login?redirect=/wifi-code');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/, {}, SLOW), 'admin@alpenhotel.test');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Hotspot#2026{Enter}');
    expect(await screen.findByText('Anmeldung erfolgreich')).toBeInTheDocument();
    // the target is prepared while the success shows, before the portal takes over
    await waitFor(() => expect(prepare).toHaveBeenCalledWith('/wifi-code'));
    expect(screen.queryByText(/Portal at/)).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/auth/authorize', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      email: 'admin@alpenhotel.test',
      password: 'Hotspot#2026',
    });
    expect(await screen.findByText('Portal at /wifi-code', {}, SLOW)).toBeInTheDocument();
    // the session is where the portal looks for it
    expect(document.cookie).toContain('hp.session=');
    // loaded once: in the background while the user typed, and used for the hand-over
    expect(loadPortal).toHaveBeenCalledTimes(1);
  });

  it('shows the error state for refused credentials and stays without the portal', async () => {
    vi.stubGlobal('fetch', answer(401, { error: { code: 'UNAUTHENTICATED', message: 'bad credentials' } }));
    show('/auth/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/, {}, SLOW), 'admin@alpenhotel.test');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'wrong{Enter}');
    expect(await screen.findByText('Zugriff verweigert')).toBeInTheDocument();
    expect(screen.queryByText(/Portal at/)).not.toBeInTheDocument();
    expect(document.title).toBe('Anmeldung – Hotspot Portal');
  });

  it('sends a valid session on at once, without the form', async () => {
    vi.stubGlobal('fetch', answer(500, {}));
    document.cookie = `hp.session=${encodeURIComponent(
      JSON.stringify({ accessToken: jwt({ sub: 'local|u1', exp: nowS() + 600 }), refreshToken: 'r1' }),
    )}; Path=/`;
    show('/auth/login');
    expect(await screen.findByText('Portal at /', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText(/E-Mail-Adresse/)).not.toBeInTheDocument();
  });

  it('switches to English from its language menu and keeps the choice in the cookie', async () => {
    show('/auth/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deutsch' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Log in' }, SLOW)).toBeInTheDocument();
    expect(document.cookie).toContain('i18n_redirected=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('opens the forgot-password page in the portal', async () => {
    show('/auth/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Passwort vergessen?' }, SLOW));
    await waitFor(() => expect(screen.getByText('Portal at /auth/forgot-password')).toBeInTheDocument(), SLOW);
  });
});
