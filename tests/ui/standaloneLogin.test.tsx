// The login page as the browser loads it at /auth/login: without the portal (main.tsx →
// showStandaloneLogin). The portal loads in the background and takes the page over after the login.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { useLayoutEffect, useState } from 'react';
import { LOGIN_REDIRECT_MS } from '../../src/domain/constants';
import { setDocumentTitle } from '../../src/shell/documentTitle';
import type { HeldAddress } from '../../src/shell/heldAddress';
import { showStandaloneLogin } from '../../src/shell/login/standalone';
import { jwt, nowS } from './harness/jwt';
import { SLOW } from './harness/slow';

/**
 * Stands in for the portal's chunk: shows where it was opened (at a held address: where the address
 * is held, D337), sets the document title as the portal's pages do, and moves as the portal does
 * at its start (react-router adds its state; the organization parameter).
 */
function Portal({ address }: { address?: HeldAddress }) {
  const view = address?.window ?? window;
  const [path] = useState(() => view.location.pathname);
  useLayoutEffect(() => {
    setDocumentTitle('Startseite – Hotspot Portal');
    if (address && path === '/wifi-code') view.history.replaceState({ idx: 0 }, '', '/wifi-code?organization=K100001');
  }, [address, path, view]);
  return <p>Portal at {path}</p>;
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
  vi.restoreAllMocks();
  document.cookie = 'hp.session=; Max-Age=0; Path=/';
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/');
});

describe('the login page without the portal', () => {
  it('logs in at /auth/authorize, renders the target behind the success, then shows it', async () => {
    const fetch = answer(200, {
      data: { accessToken: jwt({ sub: 'local|u1', exp: nowS() + 600 }), refreshToken: 'r1' },
    });
    vi.stubGlobal('fetch', fetch);
    show('/auth/login?redirect=/wifi-code');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/, {}, SLOW), 'admin@alpenhotel.test');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Hotspot#2026{Enter}');
    expect(await screen.findByText('Anmeldung erfolgreich')).toBeInTheDocument();
    // the target is prepared while the success shows, and rendered behind the login (D337): out of
    // sight and reach, at an address held back from the browser, its title held back too
    await waitFor(() => expect(prepare).toHaveBeenCalledWith('/wifi-code'));
    const behind = await screen.findByText('Portal at /wifi-code', {}, SLOW);
    const layer = behind.parentElement!;
    expect(layer).toHaveAttribute('inert');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toHaveStyle({ opacity: '0', pointerEvents: 'none' });
    expect(screen.getByText('Anmeldung erfolgreich')).toBeVisible();
    expect(window.location.pathname).toBe('/auth/login');
    expect(document.title).toBe('Anmeldung – Hotspot Portal');
    expect(fetch).toHaveBeenCalledWith('/auth/authorize', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      email: 'admin@alpenhotel.test',
      password: 'Hotspot#2026',
    });
    // after the success's 500 ms: the page, as rendered behind it, the address and the title its own
    await waitFor(() => expect(screen.queryByText('Anmeldung erfolgreich')).not.toBeInTheDocument(), SLOW);
    expect(screen.getByText('Portal at /wifi-code')).toBe(behind);
    expect(layer).not.toHaveAttribute('inert');
    expect(layer).not.toHaveAttribute('aria-hidden');
    expect(layer).toHaveStyle({ display: 'contents' });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/wifi-code?organization=K100001');
    expect(window.history.state).toEqual({ idx: 0 });
    expect(document.title).toBe('Startseite – Hotspot Portal');
    // the session is where the portal looks for it
    expect(document.cookie).toContain('hp.session=');
    // loaded once: in the background while the user typed, and used for the hand-over
    expect(loadPortal).toHaveBeenCalledTimes(1);
  });

  it('opens a portal of its own when the language changed while the success showed', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { data: { accessToken: jwt({ sub: 'local|u1', exp: nowS() + 600 }), refreshToken: 'r1' } }),
    );
    // the success's 500 ms end when the test says so
    const redirects: (() => void)[] = [];
    const setTimeoutOf = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) =>
      ms === LOGIN_REDIRECT_MS ? redirects.push(run) : setTimeoutOf(run, ms)) as typeof setTimeout);
    show('/auth/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/, {}, SLOW), 'admin@alpenhotel.test');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Hotspot#2026{Enter}');
    const behind = await screen.findByText('Portal at /', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByText('Login successful', {}, SLOW)).toBeInTheDocument();
    act(() => redirects.forEach((run) => run()));
    // the page behind was made in German: a new portal takes the page, in English
    await waitFor(() => expect(screen.queryByText('Login successful')).not.toBeInTheDocument(), SLOW);
    const shown = await screen.findByText('Portal at /', {}, SLOW);
    expect(shown).not.toBe(behind);
    expect(shown.parentElement).toBe(container);
    expect(window.location.pathname).toBe('/');
  });

  it("opens the portal as before when its code comes after the success's 500 ms (nothing held back)", async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { data: { accessToken: jwt({ sub: 'local|u1', exp: nowS() + 600 }), refreshToken: 'r1' } }),
    );
    let arrive = () => {};
    loadPortal.mockImplementationOnce(
      () => new Promise((resolve) => (arrive = () => resolve({ default: Portal, prepare }))),
    );
    const redirects: (() => void)[] = [];
    const setTimeoutOf = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) =>
      ms === LOGIN_REDIRECT_MS ? redirects.push(run) : setTimeoutOf(run, ms)) as typeof setTimeout);
    show('/auth/login?redirect=/wifi-code');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/, {}, SLOW), 'admin@alpenhotel.test');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Hotspot#2026{Enter}');
    expect(await screen.findByText('Anmeldung erfolgreich')).toBeInTheDocument();
    await waitFor(() => expect(redirects).toHaveLength(1));
    act(() => redirects.forEach((run) => run()));
    arrive();
    const shown = await screen.findByText('Portal at /wifi-code', {}, SLOW);
    expect(shown.parentElement).toBe(container);
    expect(window.location.pathname).toBe('/wifi-code');
    // the portal's title is its own: no page behind the login holds it back
    await waitFor(() => expect(document.title).toBe('Startseite – Hotspot Portal'));
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
