// The second step of the login (issue 38) on the login page as the browser loads it: after a right
// password the server asks for a code; the code field has the focus, asks for digits and a one-time
// code, Enter submits; a wrong or used code is named at the field (German and English); "use a
// recovery code" switches the field; an expired challenge leads back to the password; the enrolment
// a policy asks for shows the key, takes the first code and shows the recovery codes once, or, chosen
// instead, registers a passkey (D320: named, cancelled, refused, no WebAuthn, expired).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import type { HeldAddress } from '../../src/shell/heldAddress';
import { showStandaloneLogin } from '../../src/shell/login/standalone';
import { jwt, nowS } from './harness/jwt';
import { SLOW } from './harness/slow';
import secondFactorMessages from '../../src/shell/login/secondFactorMessages';

/** Stands in for the portal: where it opens (behind the login's success: at the held address, D337). */
function Portal({ address }: { address?: HeldAddress }) {
  return <p>Portal at {(address?.window ?? window).location.pathname}</p>;
}

let root: Root | undefined;
let container: HTMLElement | undefined;

function show(path: string) {
  window.history.replaceState(null, '', path);
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => showStandaloneLogin(root!, async () => ({ default: Portal })));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const TOKENS = { accessToken: jwt({ sub: 'local|u1', exp: nowS() + 600 }), refreshToken: 'r1' };

/** The server: answers by path; records the bodies sent. */
function server(answers: Record<string, (body: Record<string, unknown>) => Response>) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    sent.push({ path, body });
    const answer = answers[path];
    return answer ? answer(body) : json(404, { error: { code: 'NOT_FOUND', message: path } });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

async function password(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await screen.findByLabelText(/E-Mail-Adresse|E-mail address/, {}, SLOW),
    'operator@hotspot-portal.test',
  );
  await user.type(screen.getByLabelText(/^Passwort|^Password/, { selector: 'input' }), 'Hotspot#2026{Enter}');
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.unstubAllGlobals();
  document.cookie = 'hp.session=; Max-Age=0; Path=/';
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/');
});

describe('the second step of the login', () => {
  it('has its texts in German and English, with the same keys', () => {
    const { de, en } = secondFactorMessages;
    expect(Object.keys(en.login.secondFactor).sort()).toEqual(Object.keys(de.login.secondFactor).sort());
    for (const text of [...Object.values(de.login.secondFactor), ...Object.values(en.login.secondFactor)])
      expect(text.trim()).not.toBe('');
  });

  it('asks for the code after the password; a wrong one is named at the field, the right one signs in', async () => {
    const sent = server({
      '/auth/authorize': () => json(200, { data: { secondFactor: 'totp', challenge: 'c-1' } }),
      '/auth/authorize/second-factor': (body) =>
        body.code === '123456'
          ? json(200, { data: TOKENS })
          : json(400, {
              error: {
                code: 'WRONG_CODE',
                field: 'code',
                message: 'Wrong code',
              },
            }),
    });
    show('/auth/login?redirect=/wifi-code');
    const user = userEvent.setup();
    await password(user);
    expect(await screen.findByRole('heading', { name: 'Bestätigung in zwei Schritten' }, SLOW)).toBeVisible();
    expect(screen.getByText('Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.')).toBeVisible();
    const code = screen.getByLabelText(/^Code/, { selector: 'input' });
    // Focused, digits, one-time code from the system.
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    // Not signed in yet.
    expect(document.cookie).not.toContain('hp.session=');

    await user.keyboard('654321{Enter}');
    expect(await screen.findByText('Code: Der Code ist falsch')).toBeVisible();
    expect(screen.getByLabelText(/^Code/, { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText(/^Code/, { selector: 'input' })).toHaveFocus();

    await user.keyboard('123456{Enter}');
    expect(await screen.findByText('Anmeldung erfolgreich', {}, SLOW)).toBeInTheDocument();
    expect(sent.filter((s) => s.path === '/auth/authorize/second-factor').map((s) => s.body)).toEqual([
      { challenge: 'c-1', code: '654321' },
      { challenge: 'c-1', code: '123456' },
    ]);
    expect(document.cookie).toContain('hp.session=');
    expect(await screen.findByText('Portal at /wifi-code', {}, SLOW)).toBeInTheDocument();
  });

  it('switches to a recovery code and tells a used code in English', async () => {
    const sent = server({
      '/auth/authorize': () => json(200, { data: { secondFactor: 'totp', challenge: 'c-2' } }),
      '/auth/authorize/second-factor': (body) =>
        body.recoveryCode
          ? json(200, { data: TOKENS })
          : json(400, {
              error: {
                code: 'CODE_USED',
                field: 'code',
                message: 'Code already used',
              },
            }),
    });
    document.cookie = 'i18n_redirected=en; Path=/';
    show('/auth/login');
    const user = userEvent.setup();
    await password(user);
    expect(await screen.findByRole('heading', { name: 'Two-step verification' }, SLOW)).toBeVisible();
    await user.keyboard('111111{Enter}');
    expect(
      await screen.findByText('Code: This code has been used already. Please wait for the next code.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText(/^Recovery code/, { selector: 'input' });
    expect(field).toHaveFocus();
    expect(screen.getByText('Enter one of your recovery codes. Each code works only once.')).toBeVisible();
    await user.keyboard('ABCDE-FGHJK{Enter}');
    expect(await screen.findByText('Login successful', {}, SLOW)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      path: '/auth/authorize/second-factor',
      body: { challenge: 'c-2', recoveryCode: 'ABCDE-FGHJK' },
    });
  });

  it('goes back to the password when the challenge expired, and shows the lock of the throttle', async () => {
    let expired = true;
    server({
      '/auth/authorize': () => json(200, { data: { secondFactor: 'totp', challenge: 'c-3' } }),
      '/auth/authorize/second-factor': () =>
        expired
          ? json(401, {
              error: {
                code: 'UNAUTHENTICATED',
                field: 'challenge',
                message: 'expired',
                i18n: 'login.secondFactor.expired',
              },
            })
          : json(429, { error: { code: 'RATE_LIMITED', message: 'Too many failed logins', retryAfter: 600 } }),
    });
    show('/auth/login');
    const user = userEvent.setup();
    await password(user);
    await screen.findByRole('heading', { name: 'Bestätigung in zwei Schritten' }, SLOW);
    await user.keyboard('123456{Enter}');
    expect(await screen.findByText(/Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an./)).toBeVisible();
    expect(screen.getByLabelText(/^Passwort/, { selector: 'input' })).toHaveFocus();

    expired = false;
    await user.keyboard('Hotspot#2026{Enter}');
    await screen.findByRole('heading', { name: 'Bestätigung in zwei Schritten' }, SLOW);
    await user.keyboard('123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Zugriff verweigert – /);
    expect(document.cookie).not.toContain('hp.session=');
  });

  it('leads through the enrolment a policy asks for and shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBBB`);
    const sent = server({
      '/auth/authorize': () => json(200, { data: { secondFactor: 'enrol', challenge: 'c-4' } }),
      '/auth/second-factor/enrol': () =>
        json(200, {
          data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
        }),
      '/auth/second-factor/enrol/confirm': () => json(200, { data: { ...TOKENS, recoveryCodes: codes } }),
    });
    show('/auth/login');
    const user = userEvent.setup();
    await password(user);
    expect(await screen.findByRole('heading', { name: 'Zweiten Faktor einrichten' }, SLOW)).toBeVisible();
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const code = screen.getByLabelText(/^Code/, { selector: 'input' });
    await waitFor(() => expect(code).toBeEnabled());
    await user.type(code, '123456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Ihre Wiederherstellungscodes' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Ihre Wiederherstellungscodes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(sent.at(-1)).toEqual({
      path: '/auth/second-factor/enrol/confirm',
      body: { challenge: 'c-4', code: '123456' },
    });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Portal at /', {}, SLOW)).toBeInTheDocument();
  });
});

// ---- passkeys (D291–D293) ----------------------------------------------------------------------

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

/**
 * The browser's WebAuthn API, which jsdom lacks: a PublicKeyCredential class and
 * navigator.credentials[`method`] answering with `credential` for the expected challenge (or refusing
 * as a cancelled prompt).
 */
function stubWebAuthn(method: 'get' | 'create', cancel: boolean, credential: Record<string, unknown>) {
  class PublicKeyCredential {}
  vi.stubGlobal('PublicKeyCredential', PublicKeyCredential);
  const call = vi.fn(async (options: { publicKey: { challenge: ArrayBuffer } }) => {
    if (cancel) throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    expect(new Uint8Array(options.publicKey.challenge)).toEqual(new Uint8Array(bytes('wa-challenge')));
    return {
      type: 'public-key',
      authenticatorAttachment: 'cross-platform',
      getClientExtensionResults: () => ({}),
      ...credential,
    };
  });
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { [method]: call } });
  return call;
}

/** navigator.credentials.get answering with a fixed assertion. */
const webAuthn = (answer: 'assert' | 'cancel') =>
  stubWebAuthn('get', answer === 'cancel', {
    id: 'Y3JlZC0x',
    rawId: bytes('cred-1'),
    response: {
      authenticatorData: bytes('ad'),
      clientDataJSON: bytes('cd'),
      signature: bytes('sig'),
      userHandle: null,
    },
  });

const OPTIONS = {
  challenge: 'd2EtY2hhbGxlbmdl',
  allowCredentials: [{ id: 'Y3JlZC0x', type: 'public-key' }],
  rpId: 'localhost',
};

describe('the passkey in the second step', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'credentials', { configurable: true, value: undefined });
  });

  it('offers the passkey first when the account has one, and signs in with the assertion', async () => {
    const get = webAuthn('assert');
    const sent = server({
      '/auth/authorize': () =>
        json(200, { data: { secondFactor: 'totp', challenge: 'c-p', methods: ['passkey', 'totp'] } }),
      '/auth/authorize/passkey/options': () => json(200, { data: OPTIONS }),
      '/auth/authorize/passkey': () => json(200, { data: TOKENS }),
    });
    show('/auth/login?redirect=/wifi-code');
    const user = userEvent.setup();
    await password(user);
    const L = secondFactorMessages.de.login.secondFactor;
    expect(await screen.findByText(L.passkeyPrompt, {}, SLOW)).toBeVisible();
    const button = screen.getByRole('button', { name: L.usePasskey });
    expect(button).toHaveFocus();
    // The other ways: the app's code and a recovery code.
    expect(screen.getByRole('button', { name: L.useAppCode })).toBeVisible();
    expect(screen.getByRole('button', { name: L.useRecoveryCode })).toBeVisible();
    await user.click(button);
    expect(await screen.findByText('Portal at /wifi-code', {}, SLOW)).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
    const verify = sent.find((s) => s.path === '/auth/authorize/passkey')!;
    expect(verify.body.challenge).toBe('c-p');
    expect(verify.body.response).toMatchObject({
      id: 'Y3JlZC0x',
      rawId: 'Y3JlZC0x',
      type: 'public-key',
      response: { clientDataJSON: 'Y2Q', authenticatorData: 'YWQ', signature: 'c2ln' },
    });
  });

  it('tells a cancelled prompt and a refused passkey, then lets the app code sign in (English)', async () => {
    webAuthn('cancel');
    document.cookie = 'i18n_redirected=en; Path=/';
    server({
      '/auth/authorize': () =>
        json(200, { data: { secondFactor: 'totp', challenge: 'c-q', methods: ['passkey', 'totp'] } }),
      '/auth/authorize/passkey/options': () => json(200, { data: OPTIONS }),
      '/auth/authorize/second-factor': () => json(200, { data: TOKENS }),
    });
    show('/auth/login');
    const user = userEvent.setup();
    await password(user);
    const L = secondFactorMessages.en.login.secondFactor;
    await user.click(await screen.findByRole('button', { name: L.usePasskey }, SLOW));
    expect(await screen.findByRole('alert')).toHaveTextContent(L.passkeyCancelled);
    await user.click(screen.getByRole('button', { name: L.useAppCode }));
    expect(screen.getByRole('button', { name: L.usePasskeyInstead })).toBeVisible();
    await user.type(screen.getByLabelText(/^Code/, { selector: 'input' }), '123456{Enter}');
    expect(await screen.findByText(/Portal at/, {}, SLOW)).toBeInTheDocument();
  });

  it('goes back to the password when the sign-in expired before the passkey was asked', async () => {
    webAuthn('assert');
    server({
      '/auth/authorize': () =>
        json(200, { data: { secondFactor: 'totp', challenge: 'c-x', methods: ['passkey', 'totp'] } }),
      '/auth/authorize/passkey/options': () =>
        json(401, {
          error: {
            code: 'UNAUTHENTICATED',
            field: 'challenge',
            message: 'expired',
            i18n: 'login.secondFactor.expired',
          },
        }),
    });
    show('/auth/login');
    const user = userEvent.setup();
    await password(user);
    const L = secondFactorMessages.de.login.secondFactor;
    await user.click(await screen.findByRole('button', { name: L.usePasskey }, SLOW));
    expect(await screen.findByText(/Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an./)).toBeVisible();
    expect(screen.getByLabelText(/^Passwort/, { selector: 'input' })).toHaveFocus();
  });

  it('says when the browser has no passkeys, without asking the server for a challenge', async () => {
    const sent = server({
      '/auth/authorize': () => json(200, { data: { secondFactor: 'totp', challenge: 'c-r', methods: ['passkey'] } }),
    });
    show('/auth/login');
    const user = userEvent.setup();
    await password(user);
    const L = secondFactorMessages.de.login.secondFactor;
    await user.click(await screen.findByRole('button', { name: L.usePasskey }, SLOW));
    expect(await screen.findByRole('alert')).toHaveTextContent(L.passkeyUnsupported);
    expect(sent.map((s) => s.path)).toEqual(['/auth/authorize']);
    // No app code for this account: only the recovery code is offered besides.
    expect(screen.queryByRole('button', { name: L.useAppCode })).toBeNull();
    expect(screen.getByRole('button', { name: L.useRecoveryCode })).toBeVisible();
  });
});

// ---- a passkey in the enrolment a policy asks for (D320) ----------------------------------------

/** navigator.credentials.create answering with a fixed attestation (or refusing as a cancelled prompt). */
const webAuthnCreate = (answer: 'create' | 'cancel') =>
  stubWebAuthn('create', answer === 'cancel', {
    id: 'Y3JlZC0y',
    rawId: bytes('cred-2'),
    response: { attestationObject: bytes('ao'), clientDataJSON: bytes('cd'), getTransports: () => ['usb'] },
  });

const CREATION = {
  challenge: 'd2EtY2hhbGxlbmdl',
  rp: { name: 'Hotspot Portal', id: 'localhost' },
  user: { id: 'dTE', name: 'operator@hotspot-portal.test', displayName: 'Olga' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};

const ENROL_TOTP = () =>
  json(200, {
    data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
  });

describe('the passkey in the enrolment a policy asks for', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'credentials', { configurable: true, value: undefined });
  });

  it('offers the passkey beside the app; named, registered, the recovery codes shown once', async () => {
    const create = webAuthnCreate('create');
    const codes = Array.from({ length: 10 }, (_, i) => `PKEY${i}-BBBBB`);
    const sent = server({
      '/auth/authorize': () => json(200, { data: { secondFactor: 'enrol', challenge: 'c-5' } }),
      '/auth/second-factor/enrol': ENROL_TOTP,
      '/auth/second-factor/enrol/passkey/options': () => json(200, { data: CREATION }),
      '/auth/second-factor/enrol/passkey': () => json(200, { data: { ...TOKENS, recoveryCodes: codes } }),
    });
    show('/auth/login?redirect=/wifi-code');
    const user = userEvent.setup();
    await password(user);
    const L = secondFactorMessages.de.login.secondFactor;
    expect(await screen.findByRole('heading', { name: L.enrolTitle }, SLOW)).toBeVisible();
    // The choice: the app (as before) or a passkey.
    const choice = screen.getByRole('group', { name: L.chooseMethod });
    expect(within(choice).getByRole('button', { name: L.methodApp })).toHaveAttribute('aria-pressed', 'true');
    const passkey = within(choice).getByRole('button', { name: L.methodPasskey });
    expect(passkey).toHaveAttribute('aria-pressed', 'false');
    await user.click(passkey);
    expect(screen.getByRole('button', { name: L.methodPasskey })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(L.passkeyEnrolText)).toBeVisible();
    // The name field takes the focus.
    const name = screen.getByLabelText(new RegExp(`^${L.passkeyName}`), { selector: 'input' });
    expect(name).toHaveFocus();
    // A name first (Enter submits): the ceremony waits for it.
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`${L.passkeyName}: Dieses Feld ist erforderlich`)).toBeVisible();
    expect(create).not.toHaveBeenCalled();
    await user.keyboard('Laptop{Enter}');
    expect(await screen.findByRole('heading', { name: L.recoveryTitle }, SLOW)).toBeVisible();
    expect(screen.getByRole('list', { name: L.recoveryTitle }).querySelectorAll('li')).toHaveLength(10);
    expect(create).toHaveBeenCalledTimes(1);
    expect(sent.find((s) => s.path === '/auth/second-factor/enrol/passkey/options')?.body).toEqual({
      challenge: 'c-5',
    });
    const enrolled = sent.find((s) => s.path === '/auth/second-factor/enrol/passkey')!;
    expect(enrolled.body).toMatchObject({
      challenge: 'c-5',
      name: 'Laptop',
      response: {
        id: 'Y3JlZC0y',
        rawId: 'Y3JlZC0y',
        type: 'public-key',
        response: { attestationObject: 'YW8', clientDataJSON: 'Y2Q', transports: ['usb'] },
      },
    });
    expect(document.cookie).toContain('hp.session=');
    await user.click(screen.getByRole('button', { name: L.continue }));
    expect(await screen.findByText('Portal at /wifi-code', {}, SLOW)).toBeInTheDocument();
  });

  it('tells a cancelled ceremony and a refused passkey (English), and goes back to the app', async () => {
    webAuthnCreate('cancel');
    document.cookie = 'i18n_redirected=en; Path=/';
    server({
      '/auth/authorize': () => json(200, { data: { secondFactor: 'enrol', challenge: 'c-6' } }),
      '/auth/second-factor/enrol': ENROL_TOTP,
      '/auth/second-factor/enrol/passkey/options': () => json(200, { data: CREATION }),
      '/auth/second-factor/enrol/passkey': () =>
        json(400, { error: { code: 'PASSKEY_REFUSED', field: 'response', reason: 'INVALID', message: 'x' } }),
    });
    show('/auth/login');
    const user = userEvent.setup();
    await password(user);
    const L = secondFactorMessages.en.login.secondFactor;
    await user.click(await screen.findByRole('button', { name: L.methodPasskey }, SLOW));
    const name = screen.getByLabelText(new RegExp(`^${L.passkeyName}`), { selector: 'input' });
    await user.type(name, 'YubiKey{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(L.passkeyCancelled);
    await waitFor(() => expect(name).toHaveFocus());

    // The ceremony completes, the server refuses: Enter tries again from the field.
    webAuthnCreate('create');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(L.passkeyRefused));
    expect(document.cookie).not.toContain('hp.session=');

    // Back to the app: its key and code field, as before.
    await user.click(screen.getByRole('button', { name: L.methodApp }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(screen.getByLabelText(/^Code/, { selector: 'input' })).toBeVisible();
  });

  it('says when the browser has no passkeys, without asking the server; an expired sign-in leads back', async () => {
    const sent = server({
      '/auth/authorize': () => json(200, { data: { secondFactor: 'enrol', challenge: 'c-7' } }),
      '/auth/second-factor/enrol': ENROL_TOTP,
    });
    show('/auth/login');
    const user = userEvent.setup();
    await password(user);
    const L = secondFactorMessages.de.login.secondFactor;
    await user.click(await screen.findByRole('button', { name: L.methodPasskey }, SLOW));
    expect(await screen.findByRole('alert')).toHaveTextContent(L.passkeyEnrolUnsupported);
    expect(screen.queryByRole('button', { name: L.passkeyRegister })).toBeNull();
    expect(sent.map((s) => s.path)).not.toContain('/auth/second-factor/enrol/passkey/options');

    // With WebAuthn, but the sign-in expired meanwhile: back to the password with the reason.
    webAuthnCreate('create');
    server({
      '/auth/second-factor/enrol/passkey/options': () =>
        json(401, {
          error: {
            code: 'UNAUTHENTICATED',
            field: 'challenge',
            message: 'expired',
            i18n: 'login.secondFactor.expired',
          },
        }),
    });
    await user.click(screen.getByRole('button', { name: L.methodApp }));
    await user.click(screen.getByRole('button', { name: L.methodPasskey }));
    await user.type(screen.getByLabelText(new RegExp(`^${L.passkeyName}`), { selector: 'input' }), 'Laptop{Enter}');
    expect(await screen.findByText(/Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an./)).toBeVisible();
    expect(screen.getByLabelText(/^Passwort/, { selector: 'input' })).toHaveFocus();
  });
});
