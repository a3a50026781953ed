// The guest page's other login types in the browser, on the demo's boards made to try them (server/
// network/hotspot-device/seed.ts "Demo …"): the device's redirect opens the page, the guest taps the
// type's button, the page hands the credentials to the device (./guestDevice.ts's stand-in for
// Coova-Chilli's UAM port), the device's RADIUS Access-Request (real radclient, the config's secret)
// is accepted and its accounting Start counts the guest online in the portal. EASY_LOGIN: a returning
// guest's one tap (WelcomeBack) while online, and the template's day of cooldown after the session
// stopped. DEVICE_ACCOUNT_LOGIN: a wrong password refused, then the terms asked once. Screenshots of
// the easy form, WelcomeBack and a refusal at 390 px and 1366 px, light and dark. The code login:
// ./guestLogin.e2e.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '../setup/failOnConsole';
import { startE2E, type E2E } from './browser';
import {
  HOTEL,
  SHOTS,
  accessRequest,
  accountingRequest,
  browserErrors,
  demoDevice,
  guestRedirect,
  hotelQuery,
  serveDemoImages,
  shootWidthsAndSchemes,
  startUamStandIn,
  type DemoDevice,
  type UamStandIn,
} from './guestDevice';
import { GUEST_MESSAGES, formatWait } from '../../server/access/guest/messages';
import { applyDynamicExpires } from '../../src/domain/dynamicExpires';

const m = GUEST_MESSAGES.de;
/** The demo device account a newcomer types (server/access/device-account/seed.ts). */
const DEVICE_ACCOUNT = { username: 'haustechnik', password: 'Technik#2026' };

let e: E2E;
let uam: UamStandIn;
let errors: ReturnType<typeof browserErrors>;

beforeAll(async () => {
  e = await startE2E();
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

/** The console error of a form answered with this status (a refusal, or the form again). */
const refusedWith = (status: number) =>
  new RegExp(`^console\\.error Failed to load resource: the server responded with a status of ${status} .*/login\\)$`);

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

/** A login template of the hotel by its exact name, with its cooldown formula. */
const loginTemplate = async (name: string) =>
  (
    await q<{
      hotspotLoginTemplates: {
        data: { _id: string; name: string; cooldown: { dynamicExpires: string | null } | null }[];
      };
    }>(
      `query T($s: String) { hotspotLoginTemplates(customerIds: ["${HOTEL}"], search: $s) {
        data { _id name cooldown { dynamicExpires } } } }`,
      { s: name },
    )
  ).hotspotLoginTemplates.data.find((t) => t.name === name)!;

describe('the demo boards to try the guest page (README)', () => {
  it('offer each its login type first', async () => {
    const { page, url } = e;
    const boards = [
      ['Demo WLAN-Code', m.submit],
      ['Demo Easy Login', m.easySubmit],
      ['Demo Gerätekonto', m.accountSubmit],
    ] as const;
    for (const [i, [name, button]] of boards.entries()) {
      const device = await demoDevice(e, name);
      await page.goto(url + guestRedirect(device._id, uam, `AA-BB-CC-56-00-0${i}`));
      const first = page.locator('form').first();
      await first.getByRole('button', { name: button, exact: true }).waitFor();
    }
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
    expect(await form.getByLabel(m.termsAccept).evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(
      true,
    );
    expect(uam.handovers).toHaveLength(handed);
    await form.getByLabel(m.termsAccept).check();
    await tap.click();

    // The page hands the account it made for this client to the device by itself.
    const handover = await uam.next();
    expect(handover.pathname).toBe('/logon');
    const username = handover.searchParams.get('username')!;
    const password = handover.searchParams.get('password')!;
    expect(username).toMatch(/^G-[0-9a-f]{24}$/);
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(handover.searchParams.get('userurl')).toBe('http://example.com/');
    await page.getByText('logon received').waitFor();
    const accountId = username.slice(2);
    const byId = async () => (await accounts(`ids: ["${accountId}"]`))[0];
    // Made, bound to the client, not yet counted: the login happens at RADIUS.
    expect(await byId()).toMatchObject({ valid: true, logins: 0, online: 0, loginTemplate: template });

    // The device asks RADIUS, as Coova does after the UAM logon; then its accounting starts.
    const login = { deviceId: device._id, deviceMac: device.mac[0]!, username, password, clientMac: client };
    const accept = await accessRequest(e, login);
    expect(accept.code, accept.output).toBe('Access-Accept');
    const onlineBefore = await onlineOn(device);
    const startedAt = Date.now();
    const session = { deviceId: device._id, sessionId: 'e2e-easy-1', username, clientMac: client };
    const start = await accountingRequest(e, { ...session, status: 'Start' });
    expect(start.code, start.output).toBe('Accounting-Response');

    // The portal: the guest online on the device, the account with one login.
    expect(await onlineOn(device)).toBe(onlineBefore + 1);
    expect(await byId()).toMatchObject({
      username,
      valid: true,
      logins: 1,
      online: 1,
      hotspotDeviceId: device._id,
      loginTemplate: template,
    });
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
      waits.push(`${m.refusals.COOLDOWN} ${m.cooldownLeft.replace('{time}', formatWait(minutes * 60, m))}`);
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
    await page.screenshot({ path: `${SHOTS}/guest-account-refused-390.png`, fullPage: true });

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
