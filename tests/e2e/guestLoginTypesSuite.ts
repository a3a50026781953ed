// The guest page's other login types in the browser, on the demo's boards made to try them (server/
// network/hotspot-device/seed.ts "Demo …"): the device's redirect opens the page, the guest taps the
// type's button, the page hands the credentials to the device (./guestDevice.ts's stand-in for
// Coova-Chilli's UAM port), the device's RADIUS Access-Request (real radclient, the config's secret)
// is accepted and its accounting Start counts the guest online in the portal. EASY_LOGIN: a returning
// guest's one tap (WelcomeBack) while online, and the template's day of cooldown after the session
// stopped. DEVICE_ACCOUNT_LOGIN: a wrong password refused, then the terms asked once. EXTERNAL_LOGIN
// and APP_LOGIN (docs/external-login.md) with the portal's stand-ins for the partner page and the app:
// the signed request checked as an integrator would, „Zulassen“ / the app's token back to a hand-over
// with the successUrl, „Ablehnen“ to the errorUrl, each callback used once; and an app token sent to
// RADIUS directly. Screenshots of the easy form, WelcomeBack, a refusal, the external and app cards
// and the stand-ins' pages at 390 px and 1366 px, light and dark. The code login:
// ./guestLogin.e2e.test.ts. Run on PGlite by ./guestLoginTypes.e2e.test.ts and on the PostgreSQL
// server by ./guestLoginTypes.postgres.e2e.test.ts (issue 34: "on both databases").
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '../setup/failOnConsole';
import { startE2E, type E2E, type E2EDatabase, shot } from './browser';
import { normalizeCode } from '../../src/domain/voucherCode';
import {
  HOTEL,
  SHOTS,
  accessRequest,
  accountingRequest,
  appToken,
  browserErrors,
  contractSignature,
  demoDevice,
  guestRedirect,
  hotelQuery,
  logonOf,
  serveDemoImages,
  shootWidthsAndSchemes,
  startUamStandIn,
  type DemoDevice,
  type UamStandIn,
} from './guestDevice';
import { GUEST_MESSAGES, formatWait } from '../../server/access/guest/messages';
import { applyDynamicExpires } from '../../src/domain/dynamicExpires';

/** The guest login types' browser tests, with the portal's server on `db`. */
export function guestLoginTypes(db: E2EDatabase): void {
  const m = GUEST_MESSAGES.de;
  /** The demo device account a newcomer types (server/access/device-account/seed.ts). */
  const DEVICE_ACCOUNT = { username: 'haustechnik', password: 'Technik#2026' };

  let e: E2E;
  let uam: UamStandIn;
  let errors: ReturnType<typeof browserErrors>;

  beforeAll(async () => {
    e = await startE2E({}, db);
    uam = await startUamStandIn();
    await serveDemoImages(e.page);
  }, 180_000);

  afterAll(async () => {
    await uam?.close();
    await e?.close();
  });

  beforeEach(() => {
    errors = browserErrors(e.page);
    // The demo's Welcome template keeps a deliberately unsafe `<img src="x" onerror=…>` (start-page
    // seed): the sanitiser drops the handler, and the page's policy blocks the image.
    errors.allow(
      /^console\.error Loading the image '[^']*\/guest\/([0-9a-f]{24}\/)?x' violates the following Content Security Policy/,
    );
  });

  afterEach(() => {
    errors.stop();
    expect(errors.list, 'the browser console').toEqual([]);
  });

  /** The stand-ins' texts (server/access/guest/standIns.ts, German: the browser asks for de-DE). */
  const STAND_IN = {
    partnerTitle: 'Partner-Anmeldung (Platzhalter)',
    allow: 'Zulassen',
    deny: 'Ablehnen',
    failedTitle: 'Anmeldung abgelehnt',
    appTitle: 'App (Platzhalter)',
    appText:
      'Diese Seite steht für die App „Alpenhotel-App“ (APP_LOGIN): Sie hat für dieses Gerät einen Einmal-Token geholt.',
    connect: 'WLAN verbinden',
  };
  /** The demo's partner and app send the guest here once online (login-template seed). */
  const SUCCESS_URL = 'https://www.alpenhotel.example.com/willkommen';
  /** The demo's appLogin plugin (customer seed). */
  const APP_ID = 'de.alpenhotel.app';

  /** The console error of a form answered with this status (a refusal, or the form again). */
  const refusedWith = (status: number) =>
    new RegExp(
      `^console\\.error Failed to load resource: the server responded with a status of ${status} .*/login\\)$`,
    );

  const q = <T>(query: string, variables: Record<string, unknown> = {}) => hotelQuery(e)<T>(query, variables);

  interface Account {
    _id: string;
    username: string;
    valid: boolean;
    logins: number;
    online: number;
    hotspotDeviceId: string | null;
    loginTemplate: string | null;
    deviceAccountId: string | null;
  }
  const ACCOUNT_FIELDS = '_id username valid logins online hotspotDeviceId loginTemplate deviceAccountId';

  /** The hotspot accounts the portal lists for a filter (e.g. a device or a device account). */
  const accounts = async (filter: string) =>
    (
      await q<{ hotspotAccounts: { data: Account[] } }>(
        `query { hotspotAccounts(${filter}) { data { ${ACCOUNT_FIELDS} } } }`,
      )
    ).hotspotAccounts.data;

  /** The portal's count of guests online on the device. */
  const onlineOn = async (device: DemoDevice) =>
    (
      await q<{ getOnlineCountForHotspotDeviceId: { count: number } }>(
        `query O($id: ID!) { getOnlineCountForHotspotDeviceId(_id: $id) { count } }`,
        { id: device._id },
      )
    ).getOnlineCountForHotspotDeviceId.count;

  /** A login template of the hotel by its exact name, with its cooldown formula and signing secret. */
  const loginTemplate = async (name: string) =>
    (
      await q<{
        hotspotLoginTemplates: {
          data: {
            _id: string;
            name: string;
            cooldown: { dynamicExpires: string | null } | null;
            signingSecret: string | null;
          }[];
        };
      }>(
        `query T($s: String) { hotspotLoginTemplates(customerIds: ["${HOTEL}"], search: $s) {
          data { _id name cooldown { dynamicExpires } signingSecret } } }`,
        { s: name },
      )
    ).hotspotLoginTemplates.data.find((t) => t.name === name)!;

  /** The page account `G-<id>` the guest page made and handed over. */
  const pageAccount = async (username: string) => (await accounts(`ids: ["${username.slice(2)}"]`))[0];

  /**
   * The device's side after the page handed a page account over: its Access-Request (RADIUS) is
   * accepted and its accounting Start counts the guest online on the device; the portal then shows the
   * account with one login of the template, online. The request and session, for later ones.
   */
  async function loginAtDevice(
    device: DemoDevice,
    client: string,
    account: { username: string; password: string },
    o: { sessionId: string; template: string },
  ) {
    const login = { deviceId: device._id, deviceMac: device.mac[0]!, ...account, clientMac: client };
    const accept = await accessRequest(e, login);
    expect(accept.code, accept.output).toBe('Access-Accept');
    const onlineBefore = await onlineOn(device);
    const session = { deviceId: device._id, sessionId: o.sessionId, username: account.username, clientMac: client };
    const start = await accountingRequest(e, { ...session, status: 'Start' });
    expect(start.code, start.output).toBe('Accounting-Response');
    expect(await onlineOn(device)).toBe(onlineBefore + 1);
    expect(await pageAccount(account.username)).toMatchObject({
      username: account.username,
      valid: true,
      logins: 1,
      online: 1,
      hotspotDeviceId: device._id,
      loginTemplate: o.template,
    });
    return { login, session, onlineBefore };
  }

  describe('the demo boards to try the guest page (README)', () => {
    it('offer each its login type first', async () => {
      const { page, url } = e;
      const boards = [
        ['Demo WLAN-Code', m.submit],
        ['Demo Easy Login', m.easySubmit],
        ['Demo Gerätekonto', m.accountSubmit],
        ['Demo Externer Login', m.externalSubmit],
        ['Demo App-Login', m.appSubmit],
      ] as const;
      for (const [i, [name, button]] of boards.entries()) {
        const device = await demoDevice(e, name);
        await page.goto(url + guestRedirect(device._id, uam, `AA-BB-CC-56-00-0${i}`));
        const first = page.locator('form').first();
        await first.getByRole('button', { name: button, exact: true }).waitFor();
      }
    });
  });

  describe('VOUCHER_LOGIN on the demo board „Demo WLAN-Code“', () => {
    it('a wrong code refused; the code → terms → hand-over → RADIUS accept → online, used once', async () => {
      const { page, url } = e;
      const client = 'AA-BB-CC-56-00-11';
      const device = await demoDevice(e, 'Demo WLAN-Code');
      const { code } = (
        await q<{ createVoucher: { code: string } }>(
          `mutation C($data: CreateVoucherInput!) { createVoucher(data: $data) { code } }`,
          { data: { customerId: HOTEL, description: 'E2E code on the demo board' } },
        )
      ).createVoucher;
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(url + guestRedirect(device._id, uam, client));
      const field = page.getByLabel(m.codeLabel);
      const form = page.locator('form', { has: field });
      const handed = uam.handovers.length;

      // A code that does not exist: the reason, the form again, nothing handed over.
      errors.allow(refusedWith(403));
      await field.fill('NOPE2345');
      await form.getByLabel(m.termsAccept).check();
      await form.getByRole('button', { name: m.submit, exact: true }).click();
      await page.getByRole('alert').getByText(m.refusals.UNKNOWN).waitFor();
      expect(uam.handovers).toHaveLength(handed);

      await field.fill(code);
      await form.getByLabel(m.termsAccept).check();
      await form.getByRole('button', { name: m.submit, exact: true }).click();
      const logon = logonOf(await uam.next());
      expect([logon.username, logon.password]).toEqual([normalizeCode(code), normalizeCode(code)]);
      await page.getByText('logon received').waitFor();

      const accept = await accessRequest(e, {
        deviceId: device._id,
        deviceMac: device.mac[0]!,
        username: logon.username,
        password: logon.password,
        clientMac: client,
      });
      expect(accept.code, accept.output).toBe('Access-Accept');
      const onlineBefore = await onlineOn(device);
      const start = await accountingRequest(e, {
        deviceId: device._id,
        sessionId: 'e2e-code-1',
        username: logon.username,
        clientMac: client,
        status: 'Start',
      });
      expect(start.code, start.output).toBe('Accounting-Response');
      expect(await onlineOn(device)).toBe(onlineBefore + 1);
      // The code's page counts the login.
      const used = await q<{ vouchers: { data: { used: number }[] } }>(
        `query V($s: String) { vouchers(customerIds: ["${HOTEL}"], search: $s) { data { used } } }`,
        { s: code },
      );
      expect(used.vouchers.data[0]!.used).toBe(1);
    });
  });

  describe('EASY_LOGIN on the demo board „Demo Easy Login“', () => {
    it('one tap → hand-over → RADIUS accept → online; WelcomeBack while online; the cooldown once it stopped', async () => {
      const { page, url } = e;
      const client = 'AA-BB-CC-56-01-01';
      const device = await demoDevice(e, 'Demo Easy Login');
      const { _id: template, cooldown } = await loginTemplate('Tagesgast Easy Login');
      // The demo's Easy Login pauses a client for a day after its session stopped (login-template seed).
      expect(cooldown?.dynamicExpires).toBe('1d');
      const before = (await accounts(`hotspotDeviceIds: ["${device._id}"]`)).length;
      const handed = uam.handovers.length;
      const redirect = url + guestRedirect(device._id, uam, client);

      // The configuration offers Easy Login first (here alone): its form with the template's terms.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(redirect);
      const tap = page.getByRole('button', { name: m.easySubmit, exact: true });
      const form = page.locator('form', { has: tap });
      await form.getByRole('heading', { name: m.easyTitle }).waitFor();
      expect(await page.getByRole('button', { name: m.submit, exact: true }).count()).toBe(0);
      await shootWidthsAndSchemes(page, 'guest-easy');

      // Without the terms the browser does not send the form (required checkbox).
      await tap.click();
      expect(
        await form.getByLabel(m.termsAccept).evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
      ).toBe(true);
      expect(uam.handovers).toHaveLength(handed);
      await form.getByLabel(m.termsAccept).check();
      await tap.click();

      // The page hands the account it made for this client to the device by itself.
      const { username, password, userurl } = logonOf(await uam.next());
      expect(username).toMatch(/^G-[0-9a-f]{24}$/);
      expect(password).toMatch(/^[\w-]{24}$/);
      expect(userurl).toBe('http://example.com/');
      await page.getByText('logon received').waitFor();
      // Made, bound to the client, not yet counted: the login happens at RADIUS.
      expect(await pageAccount(username)).toMatchObject({ valid: true, logins: 0, online: 0, loginTemplate: template });

      // The device asks RADIUS, as Coova does after the UAM logon; then its accounting starts: the
      // portal shows the guest online on the device, the account with one login.
      const startedAt = Date.now();
      const { login, session, onlineBefore } = await loginAtDevice(
        device,
        client,
        { username, password },
        { sessionId: 'e2e-easy-1', template },
      );
      expect(await accounts(`hotspotDeviceIds: ["${device._id}"]`)).toHaveLength(before + 1);

      // Back on the page while online: WelcomeBack, one tap, the same account handed over again.
      await page.goto(redirect);
      const reconnect = page.getByRole('button', { name: m.reconnect, exact: true });
      await page.getByRole('heading', { name: m.welcomeBackTitle }).waitFor();
      await page.getByRole('link', { name: m.otherLogin }).waitFor();
      expect(await page.getByRole('button', { name: m.easySubmit, exact: true }).count()).toBe(0);
      await shootWidthsAndSchemes(page, 'guest-welcome-back');
      await reconnect.click();
      const again = await uam.next();
      expect([again.searchParams.get('username'), again.searchParams.get('password')]).toEqual([username, password]);
      await page.getByText('logon received').waitFor();
      expect(await accounts(`hotspotDeviceIds: ["${device._id}"]`)).toHaveLength(before + 1);

      // The session stops; within the template's cooldown a second tap is refused with the time left.
      const stoppedAt = Date.now();
      const stop = await accountingRequest(e, {
        ...session,
        status: 'Stop',
        sessionTime: Math.round((stoppedAt - startedAt) / 1000),
      });
      expect(stop.code, stop.output).toBe('Accounting-Response');
      expect(await onlineOn(device)).toBe(onlineBefore);
      await page.goto(redirect);
      await form.getByLabel(m.termsAccept).check();
      errors.allow(refusedWith(403));
      await tap.click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      const text = await alert.innerText();
      const refusedAt = Date.now();
      // The server took the Stop and the tap between stoppedAt and refusedAt: the time left lies within
      // these bounds (on the device's time zone, as the server reckons), whatever the clock says.
      const until = (at: number) =>
        applyDynamicExpires(cooldown!.dynamicExpires!, new Date(at), device.timezone ?? undefined).getTime();
      const waits: string[] = [];
      const [least, most] = [until(stoppedAt) - refusedAt, until(refusedAt) - stoppedAt].map((ms) =>
        Math.ceil(ms / 60_000),
      );
      for (let minutes = least!; minutes <= most!; minutes++)
        waits.push(m.cooldownLeft.replace('{time}', formatWait(minutes * 60, m)));
      expect(waits).toContain(text);
      expect(uam.handovers).toHaveLength(handed + 2);
      // A refusal writes nothing: no new account, and RADIUS holds the old one back too.
      expect(await accounts(`hotspotDeviceIds: ["${device._id}"]`)).toHaveLength(before + 1);
      expect((await accessRequest(e, login)).code).toBe('Access-Reject');
      await shootWidthsAndSchemes(page, 'guest-easy-cooldown');
    });
  });

  describe('DEVICE_ACCOUNT_LOGIN on the demo board „Demo Gerätekonto“', () => {
    it('a wrong password refused; username and password → terms once → hand-over → RADIUS accept → online', async () => {
      const { page, url } = e;
      const client = 'AA-BB-CC-56-02-01';
      const device = await demoDevice(e, 'Demo Gerätekonto');
      const owner = (
        await q<{ deviceAccounts: { data: { _id: string; criteria: { username: string | null } }[] } }>(
          `query { deviceAccounts(customerIds: ["${HOTEL}"], search: "${DEVICE_ACCOUNT.username}") {
            data { _id criteria { username } } } }`,
        )
      ).deviceAccounts.data.find((a) => a.criteria.username === DEVICE_ACCOUNT.username)!;
      const ofOwner = () => accounts(`deviceAccountIds: ["${owner._id}"]`);
      const known = new Set((await ofOwner()).map((a) => a._id));
      const handed = uam.handovers.length;

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(url + guestRedirect(device._id, uam, client));
      const submit = page.getByRole('button', { name: m.accountSubmit, exact: true });
      const form = page.locator('form', { has: submit });
      await form.getByRole('heading', { name: m.accountTitle }).waitFor();
      // The terms are asked only once the account is known.
      expect(await form.getByLabel(m.termsAccept).count()).toBe(0);

      // A wrong password: the account wording of the refusal, nothing handed over.
      await form.getByLabel(m.usernameLabel).fill(DEVICE_ACCOUNT.username);
      await form.getByLabel(m.passwordLabel).fill('Falsch#2026');
      errors.allow(refusedWith(403));
      await submit.click();
      await page.getByRole('alert').getByText(m.accountRefusals.UNKNOWN!, { exact: true }).waitFor();
      await shot(page, { path: `${SHOTS}/guest-account-refused-390.png`, fullPage: true });

      // The right one: the account's terms of use, once; then the hand-over.
      await form.getByLabel(m.usernameLabel).fill(DEVICE_ACCOUNT.username);
      await form.getByLabel(m.passwordLabel).fill(DEVICE_ACCOUNT.password);
      errors.allow(refusedWith(400));
      await submit.click();
      await page.getByRole('alert').getByText(m.termsOnce, { exact: true }).waitFor();
      // The username stays filled in, the password is typed again.
      expect(await form.getByLabel(m.usernameLabel).inputValue()).toBe(DEVICE_ACCOUNT.username);
      await form.getByLabel(m.termsAccept).check();
      await form.getByLabel(m.passwordLabel).fill(DEVICE_ACCOUNT.password);
      expect(uam.handovers).toHaveLength(handed);
      await submit.click();
      const handover = await uam.next();
      expect(handover.pathname).toBe('/logon');
      expect(handover.searchParams.get('username')).toBe(DEVICE_ACCOUNT.username);
      expect(handover.searchParams.get('password')).toBe(DEVICE_ACCOUNT.password);
      await page.getByText('logon received').waitFor();

      // The device's Access-Request and accounting Start.
      const accept = await accessRequest(e, {
        deviceId: device._id,
        deviceMac: device.mac[0]!,
        username: DEVICE_ACCOUNT.username,
        password: DEVICE_ACCOUNT.password,
        clientMac: client,
      });
      expect(accept.code, accept.output).toBe('Access-Accept');
      const onlineBefore = await onlineOn(device);
      const start = await accountingRequest(e, {
        deviceId: device._id,
        status: 'Start',
        sessionId: 'e2e-account-1',
        username: DEVICE_ACCOUNT.username,
        clientMac: client,
      });
      expect(start.code, start.output).toBe('Accounting-Response');

      // The portal: the guest online on the device, one new account of the device account with one login.
      expect(await onlineOn(device)).toBe(onlineBefore + 1);
      const made = (await ofOwner()).filter((a) => !known.has(a._id));
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({
        username: DEVICE_ACCOUNT.username,
        valid: true,
        logins: 1,
        online: 1,
        hotspotDeviceId: device._id,
        deviceAccountId: owner._id,
      });
    });
  });

  /**
   * The board's guest page for a client on a phone: the card of its redirect login (heading, text, the
   * template's terms; `shots`: screenshots of it as it opens) and its button, which the browser does not
   * send before the terms are accepted.
   */
  async function redirectCard(
    device: DemoDevice,
    client: string,
    card: { title: string; text: string; submit: string },
    shots?: string,
  ) {
    const { page, url } = e;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url + guestRedirect(device._id, uam, client));
    const tap = page.getByRole('button', { name: card.submit, exact: true });
    const form = page.locator('form', { has: tap });
    await form.getByRole('heading', { name: card.title }).waitFor();
    await form.getByText(card.text, { exact: true }).waitFor();
    // The configuration's one login: no code form.
    expect(await page.getByRole('button', { name: m.submit, exact: true }).count()).toBe(0);
    if (shots) await shootWidthsAndSchemes(page, shots);
    await tap.click();
    expect(await form.getByLabel(m.termsAccept).evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(
      true,
    );
    return { tap, form, terms: form.getByLabel(m.termsAccept) };
  }

  /**
   * The portal's signed request at the partner's or app's splash URL (docs/external-login.md step 1),
   * checked as an integrator would with the template's secret; `from`/`to`: the wall-clock bounds
   * (ms) of the tap, between which the portal issued the nonce for five minutes.
   */
  function expectSignedRequest(
    at: URL,
    o: { device: DemoDevice; client: string; template: string; secret: string; back: string; from: number; to: number },
  ) {
    const p = at.searchParams;
    expect(Object.fromEntries(p)).toMatchObject({
      hp_device: o.device._id,
      hp_client_mac: o.client.toLowerCase().replace(/-/g, ':'),
      hp_template: o.template,
      hp_return: `${e.url}/guest/${o.device._id}/${o.back}`,
    });
    expect(p.get('hp_lang')).toMatch(/^de\b/);
    expect(p.get('hp_nonce')).toMatch(/^[\w-]{43}$/);
    const expires = Number(p.get('hp_expires'));
    expect(expires).toBeGreaterThanOrEqual(Math.floor(o.from / 1000) + 300);
    expect(expires).toBeLessThanOrEqual(Math.floor(o.to / 1000) + 300);
    expect(p.get('hp_sig')).toBe(contractSignature(o.secret, p.entries()));
  }

  /** The console error of the portal's "not completed" page (HTTP 400) at a callback used already. */
  const callbackUsed = (back: string) =>
    new RegExp(
      `^console\\.error Failed to load resource: the server responded with a status of 400 .*/guest/[0-9a-f]{24}/${back}\\?`,
    );

  describe('EXTERNAL_LOGIN on the demo board „Demo Externer Login“ (the partner page is the stand-in)', () => {
    const card = { title: m.externalTitle, text: m.externalText, submit: m.externalSubmit };

    it('terms → „Weiter zur Anmeldung“ → partner „Zulassen“ → hand-over to successUrl → RADIUS accept → online', async () => {
      const { page } = e;
      const client = 'AA-BB-CC-56-03-01';
      const device = await demoDevice(e, 'Demo Externer Login');
      const { _id: template, signingSecret } = await loginTemplate('Externer Login');
      const before = (await accounts(`hotspotDeviceIds: ["${device._id}"]`)).length;
      const handed = uam.handovers.length;

      // The card, with the template's terms, as the configuration's one login.
      const { tap, terms } = await redirectCard(device, client, card, 'guest-external');
      await terms.check();

      // Away to the partner with the signed request; the partner (stand-in) checked it and offers both.
      const from = Date.now();
      await tap.click();
      await page.getByRole('heading', { name: STAND_IN.partnerTitle }).waitFor();
      const to = Date.now();
      const partner = new URL(page.url());
      expect(`${partner.origin}${partner.pathname}`).toBe(`${e.url}/stand-in/external-login`);
      expectSignedRequest(partner, { device, client, template, secret: signingSecret!, back: 'external', from, to });
      const allow = page.getByRole('link', { name: STAND_IN.allow, exact: true });
      await page.getByRole('link', { name: STAND_IN.deny, exact: true }).waitFor();
      await shootWidthsAndSchemes(page, 'stand-in-partner');
      expect(uam.handovers).toHaveLength(handed);

      // „Zulassen“: the signed callback; the portal's hand-over page gives the device a page account of
      // the template and the partner's successUrl as where to go once online.
      const callback = (await allow.getAttribute('href'))!;
      expect(callback.startsWith(`${e.url}/guest/${device._id}/external?`)).toBe(true);
      await allow.click();
      const { username, password, userurl } = logonOf(await uam.next());
      expect(username).toMatch(/^G-[0-9a-f]{24}$/);
      expect(password).toMatch(/^[\w-]{24}$/);
      expect(userurl).toBe(SUCCESS_URL);
      await page.getByText('logon received').waitFor();
      expect(await pageAccount(username)).toMatchObject({ valid: true, logins: 0, online: 0, loginTemplate: template });

      await loginAtDevice(device, client, { username, password }, { sessionId: 'e2e-external-1', template });
      expect(await accounts(`hotspotDeviceIds: ["${device._id}"]`)).toHaveLength(before + 1);

      // The callback is answered once: again, the portal's own "not completed", nothing handed over.
      errors.allow(callbackUsed('external'));
      const replay = await page.goto(callback);
      expect(replay?.status()).toBe(400);
      await page.getByText(m.redirectFailed, { exact: true }).waitFor();
      expect(uam.handovers).toHaveLength(handed + 1);
    });

    it('partner „Ablehnen“ → the errorUrl with hp_reason=denied; nothing handed over or made, the nonce used', async () => {
      const { page } = e;
      const client = 'AA-BB-CC-56-03-02';
      const device = await demoDevice(e, 'Demo Externer Login');
      const before = (await accounts(`hotspotDeviceIds: ["${device._id}"]`)).length;
      const handed = uam.handovers.length;

      const { tap, terms } = await redirectCard(device, client, card);
      await terms.check();
      await tap.click();
      await page.getByRole('heading', { name: STAND_IN.partnerTitle }).waitFor();
      const allowed = (await page.getByRole('link', { name: STAND_IN.allow, exact: true }).getAttribute('href'))!;
      await page.getByRole('link', { name: STAND_IN.deny, exact: true }).click();

      // The portal sends the guest to the template's errorUrl (the stand-in's), which shows the reason.
      await page.getByRole('heading', { name: STAND_IN.failedTitle }).waitFor();
      const failed = new URL(page.url());
      expect(`${failed.origin}${failed.pathname}${failed.search}`).toBe(
        `${e.url}/stand-in/external-login/failed?hp_reason=denied`,
      );
      await page.getByText('Grund: denied').waitFor();
      await shot(page, { path: `${SHOTS}/stand-in-failed-390-light.png`, fullPage: true });
      expect(uam.handovers).toHaveLength(handed);
      expect(await accounts(`hotspotDeviceIds: ["${device._id}"]`)).toHaveLength(before);

      // The verdict was given: the nonce is used, the other answer comes too late.
      errors.allow(callbackUsed('external'));
      expect((await page.goto(allowed))?.status()).toBe(400);
      await page.getByText(m.redirectFailed, { exact: true }).waitFor();
      expect(uam.handovers).toHaveLength(handed);
      expect(await accounts(`hotspotDeviceIds: ["${device._id}"]`)).toHaveLength(before);
    });
  });

  describe('APP_LOGIN on the demo board „Demo App-Login“ (the app is the stand-in)', () => {
    const card = {
      title: m.appTitle,
      text: m.appText.replace('{app}', 'Alpenhotel-App'),
      submit: m.appSubmit,
    };

    it('terms → „App öffnen“ → the app „WLAN verbinden“ (nonce + token) → hand-over → RADIUS accept → online', async () => {
      const { page } = e;
      const client = 'AA-BB-CC-56-04-01';
      const device = await demoDevice(e, 'Demo App-Login');
      const { _id: template, signingSecret } = await loginTemplate('App-Login');
      const before = (await accounts(`hotspotDeviceIds: ["${device._id}"]`)).length;
      const handed = uam.handovers.length;

      const { tap, terms } = await redirectCard(device, client, card, 'guest-app');
      await terms.check();

      // Away to the app (its universal link) with the signed request; the app got a token for the client.
      const from = Date.now();
      await tap.click();
      await page.getByRole('heading', { name: STAND_IN.appTitle }).waitFor();
      const to = Date.now();
      const app = new URL(page.url());
      expect(`${app.origin}${app.pathname}`).toBe(`${e.url}/stand-in/app`);
      expectSignedRequest(app, { device, client, template, secret: signingSecret!, back: 'app', from, to });
      await page.getByText(STAND_IN.appText, { exact: true }).waitFor();
      const connect = page.getByRole('link', { name: STAND_IN.connect, exact: true });
      const back = new URL((await connect.getAttribute('href'))!);
      expect(`${back.origin}${back.pathname}`).toBe(`${e.url}/guest/${device._id}/app`);
      expect([...back.searchParams.keys()].sort()).toEqual(['hp_nonce', 'hp_token']);
      expect(back.searchParams.get('hp_nonce')).toBe(app.searchParams.get('hp_nonce'));
      expect(back.searchParams.get('hp_token')).toMatch(/^[\w-]{43}$/);
      await shootWidthsAndSchemes(page, 'stand-in-app');
      expect(uam.handovers).toHaveLength(handed);

      // „WLAN verbinden“: the portal uses nonce and token and hands a page account of the template over.
      await connect.click();
      const { username, password, userurl } = logonOf(await uam.next());
      expect(username).toMatch(/^G-[0-9a-f]{24}$/);
      expect(userurl).toBe(SUCCESS_URL);
      await page.getByText('logon received').waitFor();
      await loginAtDevice(device, client, { username, password }, { sessionId: 'e2e-app-1', template });
      expect(await accounts(`hotspotDeviceIds: ["${device._id}"]`)).toHaveLength(before + 1);

      // Nonce and token are used: the same way back again is "not completed".
      errors.allow(callbackUsed('app'));
      expect((await page.goto(back.toString()))?.status()).toBe(400);
      await page.getByText(m.redirectFailed, { exact: true }).waitFor();
      expect(uam.handovers).toHaveLength(handed + 1);
    });

    it('without the page: the app backend’s token at RADIUS (T-<token>) logs the client in once', async () => {
      const client = 'AA-BB-CC-56-04-02';
      const device = await demoDevice(e, 'Demo App-Login');
      const { _id: template, signingSecret } = await loginTemplate('App-Login');
      const known = new Set((await accounts(`hotspotDeviceIds: ["${device._id}"]`)).map((a) => a._id));

      // The app's backend asks for a token with the template's secret (what the hotel admin reads).
      expect(signingSecret).toMatch(/^[\w-]{43}$/);
      const request = { loginTemplateId: template, appId: APP_ID, clientMac: client };
      expect((await appToken(e, 'x'.repeat(43), request)).status).toBe(401);
      const from = Date.now();
      const issued = await appToken(e, signingSecret!, request);
      const to = Date.now();
      expect(issued.status, JSON.stringify(issued.body)).toBe(201);
      const { token, expiresAt, radiusUsername } = issued.body.data!;
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(radiusUsername).toBe(`T-${token}`);
      const ttl = new Date(expiresAt).getTime();
      expect(ttl).toBeGreaterThanOrEqual(from + 300_000);
      expect(ttl).toBeLessThanOrEqual(to + 300_000);

      // The device sends it as PAP from that client: accepted, once.
      const login = {
        deviceId: device._id,
        deviceMac: device.mac[0]!,
        username: radiusUsername,
        password: token,
        clientMac: client,
      };
      const accept = await accessRequest(e, login);
      expect(accept.code, accept.output).toBe('Access-Accept');
      const again = await accessRequest(e, login);
      expect(again.code, again.output).toBe('Access-Reject');

      // The login holds as the client's page account of the template, with one login.
      const made = (await accounts(`hotspotDeviceIds: ["${device._id}"]`)).filter((a) => !known.has(a._id));
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ valid: true, logins: 1, hotspotDeviceId: device._id, loginTemplate: template });
      expect(made[0]!.username).toBe(`G-${made[0]!._id}`);
    });
  });
}
