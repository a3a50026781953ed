// CIDAAS_LOGIN in the browser (issue 35, docs/oidc-login.md), on the demo board „Demo CIDAAS-Login“
// whose configuration offers the hotel's „cidaas-Login“ template, against the OpenID provider
// stand-in the server itself runs (oidc-provider at /stand-in/oidc, the hotel's cidaas plugin's
// issuer): the guest taps „Weiter zum Anmeldedienst“, logs in at the provider's login form, comes
// back through the portal's redirect URI, the page hands a page account to the device (./guestDevice.ts's
// stand-in for Coova-Chilli's UAM port), whose Access-Request (real radclient) is accepted and whose
// accounting Start counts the guest online. The failure path: „Abbrechen“ at the provider
// (error=access_denied) brings the guest back to the card with the Error slot's message, nothing
// handed over. Then the server's whole log is searched for the client secret, the codes and states
// of the run, the guest's password and e-mail, and any JWT (ID or access token).
import { beforeAll, describe, expect, it } from 'vitest';
import '../setup/failOnConsole';
import {
  accessRequest,
  accountingRequest,
  demoDevice,
  guestRedirect,
  logonOf,
  shootWidthsAndSchemes,
  guestBrowser,
  onlineOn,
} from './guestDevice';
import { GUEST_MESSAGES } from '../../server/access/guest/messages';
import { OIDC_DEMO_USER } from '../../server/access/oidc';
import { DEMO_CIDAAS } from '../../server/tenancy/customer/seed';
import { shot } from './browser';

const m = GUEST_MESSAGES.de;
/** The demo template sends the guest here once online (login-template seed). */
const SUCCESS_URL = 'https://www.alpenhotel.example.com/willkommen';
/** The stand-in provider's texts (server/access/oidc/standIn.ts, German: the browser asks for de-DE). */
const PROVIDER = { title: 'Identitätsanbieter (Platzhalter)', email: 'E-Mail-Adresse', password: 'Passwort' };

// Every request logged (method, path, status) and every level: the log the secrets check reads.
const g = guestBrowser({ LOG_REQUESTS: 'true', LOG_LEVEL: 'debug' });
/** The provider's answers the browser brought to the portal (code, state): never to be logged. */
const seen = new Set<string>();

beforeAll(() => {
  g.e.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/guest/oidc/callback') return;
    for (const key of ['code', 'state']) if (url.searchParams.get(key)) seen.add(url.searchParams.get(key)!);
  });
});

/** The board's page for a client: the CIDAAS card, its terms accepted; the button to tap. */
async function card(deviceId: string, client: string) {
  const { e, uam } = g;
  const { page, url } = e;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url + guestRedirect(deviceId, uam, client));
  const tap = page.getByRole('button', { name: m.oidcSubmit, exact: true });
  const form = page.locator('form', { has: tap });
  await form.getByRole('heading', { name: m.oidcTitle }).waitFor();
  await form.getByText(m.oidcText, { exact: true }).waitFor();
  // The configuration's one login: no code form.
  expect(await page.getByRole('button', { name: m.submit, exact: true }).count()).toBe(0);
  const terms = form.getByLabel(m.termsAccept);
  if (await terms.count()) await terms.check();
  return { tap, form };
}

describe('CIDAAS_LOGIN on the demo board „Demo CIDAAS-Login“ (the provider is the stand-in)', () => {
  it('card → provider login form → back → hand-over to successUrl → RADIUS accept → online', async () => {
    const { e, uam } = g;
    const { page } = e;
    const client = 'AA-BB-CC-5A-0D-01';
    const device = await demoDevice(e, 'Demo CIDAAS-Login');
    const handed = uam.handovers.length;
    const { tap } = await card(device._id, client);
    await shootWidthsAndSchemes(page, 'guest-oidc');

    await tap.click();
    await page.getByRole('heading', { name: PROVIDER.title }).waitFor();
    const at = new URL(page.url());
    expect(at.origin).toBe(e.url);
    expect(at.pathname).toMatch(/^\/stand-in\/oidc\/interaction\/[\w-]+$/);
    await page.getByText(`Anmeldung für: ${DEMO_CIDAAS.clientId}`).waitFor();
    await shootWidthsAndSchemes(page, 'stand-in-oidc');
    expect(uam.handovers).toHaveLength(handed);

    await page.getByLabel(PROVIDER.email).fill(OIDC_DEMO_USER.email);
    await page.getByLabel(PROVIDER.password).fill(OIDC_DEMO_USER.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

    // Back at the portal's redirect URI: the hand-over of a page account, successUrl as the way on.
    const { username, password, userurl } = logonOf(await uam.next());
    expect(username).toMatch(/^G-[0-9a-f]{24}$/);
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(userurl).toBe(SUCCESS_URL);
    await page.getByText('logon received').waitFor();
    expect(seen.size).toBeGreaterThanOrEqual(2);

    // The device's Access-Request and accounting Start: the guest is online on the board.
    const accept = await accessRequest(e, {
      deviceId: device._id,
      deviceMac: device.mac[0]!,
      username,
      password,
      clientMac: client,
    });
    expect(accept.code, accept.output).toBe('Access-Accept');
    const before = await onlineOn(e, device._id);
    const start = await accountingRequest(e, {
      deviceId: device._id,
      status: 'Start',
      sessionId: 'e2e-oidc-1',
      username,
      clientMac: client,
    });
    expect(start.code, start.output).toBe('Accounting-Response');
    expect(await onlineOn(e, device._id)).toBe(before + 1);
  });

  it('„Abbrechen“ at the provider → back to the card with the Error slot’s message; nothing handed over', async () => {
    const { e, uam, errors } = g;
    const { page } = e;
    // A new browser session: the provider forgets the guest of the test before.
    await e.context.clearCookies();
    const client = 'AA-BB-CC-5A-0D-02';
    const device = await demoDevice(e, 'Demo CIDAAS-Login');
    const handed = uam.handovers.length;
    const { tap } = await card(device._id, client);
    await tap.click();
    await page.getByRole('heading', { name: PROVIDER.title }).waitFor();
    errors.allow(
      /^console\.error Failed to load resource: the server responded with a status of 403 .*\/guest\/oidc\/callback/,
    );
    await page.getByRole('button', { name: 'Abbrechen', exact: true }).click();

    const alert = page.getByRole('alert');
    await alert.getByText(m.oidcDenied, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/guest/oidc/callback');
    // The card again, for the same client (the device's parameters kept), to try once more.
    await page.getByRole('button', { name: m.oidcSubmit, exact: true }).waitFor();
    expect(await page.locator('input[name="q"]').first().inputValue()).toContain(`mac=${client}`);
    await shot(page, { path: '.tmp/screenshots/guest-oidc-denied-390-light.png', fullPage: true });
    expect(uam.handovers).toHaveLength(handed);
  });

  it('logs no client secret, code, state, token, password or e-mail (the server log of the run)', () => {
    const log = g.e.log();
    // The flow's requests are in it (their paths, not their queries).
    expect(log).toContain('GET /guest/oidc/callback');
    expect(log).toContain('POST /stand-in/oidc/token');
    expect(seen.size).toBeGreaterThanOrEqual(3);
    for (const secret of [DEMO_CIDAAS.clientSecret, OIDC_DEMO_USER.password, OIDC_DEMO_USER.email, ...seen])
      expect(log.includes(secret), `a secret in the server log`).toBe(false);
    expect(log).not.toMatch(/eyJ[\w-]{10,}\.[\w-]{10,}\./);
  });
});
