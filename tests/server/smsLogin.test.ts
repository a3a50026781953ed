// VOUCHER_SMS_LOGIN (issue 35, docs/sms.md) through the real guest page over HTTP, real SMPP to the
// local SMS outbox (the in-process SMSC stand-in) and the real RADIUS client: a phone number gets a
// WiFi code by SMS from the plugin's sender name, the code logs the client in (Access-Accept); an
// invalid number is answered on the page in the guest's language; the limits per client and number;
// an SMSC that is down answers VoucherSmsFail at once; the outbox is read over REST by operators only;
// and no phone number, code or SMPP password appears in anything the server logged.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { radclient, raw } from './radiusHelpers';
import { makeHotspot, setPlugins, type Hotspot } from './hotspotFixture';
import { formsOf, guestClient, handoverOf } from './guestClient';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import { createSmppSender, smsLogins, smsOutbox } from '../../server/access/sms';
import { smsStateOf } from '../../server/access/sms';
import { vouchers } from '../../server/access/wifi-code/table';
import { templateBundles, templateBundleTemplates, templates } from '../../server/templates/start-page/table';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { hotspotDeviceConfigs } from '../../server/network/device-config/table';
import { newObjectId } from '../../server/platform/ids';
import { SMS_PER_CLIENT_PER_HOUR, SMS_PER_NUMBER_PER_HOUR } from '../../src/domain/sms';
import { USERS, captureConsole } from './helpers';

const C = 'K100003';
const SENDER = 'Testhotel';
let s: TestServer;
let r: RadiusServer;
let browser: ReturnType<typeof guestClient>;
let h: Hotspot;
let clientSeq = 0x10;
/** Every line the server logged during the file (console.*), for the secrets check at the end. */
const logged: string[] = [];
/** What must never be logged: numbers typed, codes sent, SMPP passwords. */
const secrets = new Set<string>();

const MA = { 'Message-Authenticator': raw('0x00') };
const nextClient = () => `AA-BB-CC-35-00-${(clientSeq++).toString(16).padStart(2, '0').toUpperCase()}`;
const pagePath = (client: string, extra = '') =>
  `/guest/${h.deviceId}?uamip=10.1.0.1&uamport=3990&mac=${client}${extra}`;

function pap(user: string, password: string, client: string) {
  return radclient(r.authPort, 'auth', h.secret, {
    'NAS-Identifier': h.deviceId,
    'User-Name': user,
    'User-Password': password,
    'Calling-Station-Id': client,
    ...MA,
  });
}

/** Sends the number from the page of `client`; the answer and the page it came from. */
async function askSms(client: string, phone: string, lang?: string) {
  const page = await browser.get(pagePath(client, lang ? `&lang=${lang}` : ''));
  expect(page.status, page.html).toBe(200);
  secrets.add(phone);
  return browser.send(page, h.loginTemplateId, { phone });
}

/** The newest SMS of the outbox (read straight from the table). */
async function newestSms() {
  const [row] = await s.db
    .select()
    .from(smsOutbox)
    .orderBy(smsOutbox.receivedAt)
    .limit(100)
    .then((rows) => rows.slice(-1));
  return row!;
}

/** The code step's own hidden fields (the test browser sends only csrf, q and login by itself). */
const codeStep = { step: 'code', sent: '+49 … 23' };

const codeOf = (text: string) => /: ([A-Z0-9]+)\n/.exec(text)?.[1] ?? '';

beforeAll(async () => {
  captureConsole(logged);
  s = await startTestServer({ customers: 3 });
  r = await startRadius(s.services, {
    host: '127.0.0.1',
    authPort: 0,
    acctPort: 0,
    warn: (line: string) => logged.push(line),
  });
  browser = guestClient(s.url);
  await setPlugins(s.db, C, { voucherSms: { active: true, smsSenderName: SENDER } });
  h = await makeHotspot(s.db, C, {
    logins: [
      {
        loginType: 'VOUCHER_SMS_LOGIN',
        config: { voucherSmsPluginId: null, defaultCountryCallingCode: '+49' },
        profile: { maxSurftime: 120 },
      },
    ],
  });
  // A bundle with the SMS slots, so the page shows the customer's own texts for them.
  const bundleId = newObjectId();
  await s.db.insert(templateBundles).values({ customerId: C, id: bundleId, active: true });
  for (const [i, [slot, text]] of [
    ['Welcome', '<p>Willkommen im Testhotel</p>'],
    ['VoucherSmsSuccess', '<p>SMS ist unterwegs</p>'],
    ['VoucherSmsFail', '<p>SMS-Versand gestört</p>'],
  ].entries()) {
    const id = newObjectId();
    await s.db.insert(templates).values({
      customerId: C,
      id,
      slot: slot!,
      active: true,
      texts: [{ lang: 'de', default: true, text: text! }],
      cspDirectives: [],
    });
    await s.db
      .insert(templateBundleTemplates)
      .values({ customerId: C, bundleId, slot: slot!, templateId: id, position: i });
  }
  const [device] = await s.db
    .select({ configId: hotspotDevices.configId })
    .from(hotspotDevices)
    .where(and(eq(hotspotDevices.customerId, C), eq(hotspotDevices.id, h.deviceId)));
  await s.db
    .update(hotspotDeviceConfigs)
    .set({ templateBundleId: bundleId })
    .where(and(eq(hotspotDeviceConfigs.customerId, C), eq(hotspotDeviceConfigs.id, device!.configId!)));
  const state = await smsStateOf(s.services);
  secrets.add(state.outbox!.password);
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await r?.close();
  const state = await smsStateOf(s.services).catch(() => null);
  await state?.sender.close();
  await state?.outbox?.close();
  await s?.close();
});

describe('VOUCHER_SMS_LOGIN on the guest page', () => {
  it('offers a phone form, sends the code by SMS from the sender name, and the code logs in at RADIUS', async () => {
    const client = nextClient();
    const page = await browser.get(pagePath(client));
    expect(formsOf(page.html)).toEqual([h.loginTemplateId]);
    expect(page.html).toContain('type="tel"');
    expect(page.html).toContain('Code per SMS');

    const sent = await askSms(client, '0151 2345 6723');
    expect(sent.status, sent.html).toBe(200);
    expect(sent.html).toContain('SMS ist unterwegs'); // VoucherSmsSuccess
    expect(sent.html).toContain('Wir haben eine SMS an +49 … 23 gesendet.');
    expect(sent.html).not.toContain('2345 6723');

    const sms = await newestSms();
    expect(sms).toMatchObject({ sourceAddr: SENDER, sourceTon: 5, destination: '+49 … 23', dataCoding: 0 });
    const code = codeOf(sms.text);
    expect(code).toMatch(/^[A-Z0-9]{6,}$/);
    secrets.add(code);
    expect(sms.text).toContain('15 Minuten');

    // Stored: the code bound to the template, ending in 15 minutes; the number only hashed.
    const [voucher] = await s.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.customerId, C), eq(vouchers.code, code)));
    expect(voucher).toMatchObject({ loginTemplateId: h.loginTemplateId, deviceVoucher: true, active: true });
    const minutes = (voucher!.expires!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const [login] = await s.db.select().from(smsLogins).where(eq(smsLogins.voucherId, voucher!.id));
    expect(login).toMatchObject({ status: 'sent', phoneLast: '23' });
    expect(login!.phoneHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(login)).not.toContain('15123456723');

    // A wrong code: refused on the page, the code step stays.
    const wrong = await browser.send(sent, h.loginTemplateId, { ...codeStep, code: 'ZZZZZZZZ' });
    expect(wrong.status, wrong.html).toBe(403);
    expect(wrong.html).toContain('name="step" value="code"');
    expect(wrong.html).toContain('Wir haben eine SMS an +49 … 23 gesendet.');
    expect(sent.html).toContain('<input type="hidden" name="sent" value="+49 … 23">');

    const accepted = await browser.send(sent, h.loginTemplateId, { ...codeStep, code: code.toLowerCase() });
    expect(accepted.status, accepted.html).toBe(200);
    const handover = handoverOf(accepted.html);
    expect(handover.fields).toMatchObject({ username: code, password: code });
    // Entered in time: the short end is gone, the account template's limits hold.
    const [after] = await s.db.select().from(vouchers).where(eq(vouchers.id, voucher!.id));
    expect(after!.expires).toBeNull();

    const accept = await pap(code, code, client);
    expect(accept.code, accept.output).toBe('Access-Accept');
    // The account template's surf time (120 minutes), no longer the code's 15 minutes.
    expect(Number(accept.attrs['Session-Timeout'])).toBe(120 * 60);
    // Bound to that client: another one is refused.
    expect((await pap(code, code, nextClient())).code).toBe('Access-Reject');
  });

  it('in preview checks everything and sends nothing', async () => {
    const before = (await s.db.select().from(smsOutbox)).length;
    const page = await browser.get(pagePath(nextClient(), '&preview=1'));
    secrets.add('0151 27654321');
    const answer = await browser.send(page, h.loginTemplateId, { phone: '0151 27654321' });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('Vorschau: Der Gast bekäme jetzt eine SMS mit einem WLAN-Code an +49 … 21.');
    expect((await s.db.select().from(smsOutbox)).length).toBe(before);
  });

  it('answers an invalid or fixed-line number on the page, in the guest’s language, and sends nothing', async () => {
    const before = (await s.db.select().from(smsOutbox)).length;
    const de = await askSms(nextClient(), '12');
    expect(de.status).toBe(400);
    expect(de.html).toContain('Diese Telefonnummer ist ungültig.');
    const en = await askSms(nextClient(), '+49 12', 'en');
    expect(en.status).toBe(400);
    expect(en.html).toContain('This phone number is not valid.');
    const fixed = await askSms(nextClient(), '030 1234567');
    expect(fixed.status).toBe(400);
    expect(fixed.html).toContain('An diese Nummer kann keine SMS gehen.');
    expect((await s.db.select().from(smsOutbox)).length).toBe(before);
  });

  it('holds the limits per client and per number an hour (VoucherSmsFail)', async () => {
    const client = nextClient();
    for (let i = 0; i < SMS_PER_CLIENT_PER_HOUR; i++) {
      const ok = await askSms(client, `+49 170 555 01${i}${i}`);
      expect(ok.status, ok.html).toBe(200);
    }
    const over = await askSms(client, '+49 170 555 0199');
    expect(over.status).toBe(429);
    expect(over.html).toContain('SMS-Versand gestört'); // VoucherSmsFail
    expect(over.html).toContain('Zu viele SMS angefordert.');

    const number = '+43 664 1234567';
    for (let i = 0; i < SMS_PER_NUMBER_PER_HOUR; i++) expect((await askSms(nextClient(), number)).status).toBe(200);
    const again = await askSms(nextClient(), '0043 664 1234567');
    expect(again.status).toBe(429);
  });

  it('answers VoucherSmsFail at once when the SMSC is down, and the unsent code cannot log in', async () => {
    // SMS_SMPP_URL pointing at a closed port: nothing listens on port 1.
    const down = createSmppSender(
      { host: '127.0.0.1', port: 1, systemId: 'hotspot', password: 'Geheim12' },
      { connectTimeoutMs: 2000, warn: (line) => logged.push(line) },
    );
    secrets.add('Geheim12');
    const real = smsStateOf(s.services);
    smsStateOf.replace(s.services, Promise.resolve({ sender: down, outbox: null }));
    try {
      const client = nextClient();
      const started = Date.now();
      const failed = await askSms(client, '0160 9876543');
      expect(Date.now() - started).toBeLessThan(3000);
      expect(failed.status).toBe(503);
      expect(failed.html).toContain('SMS-Versand gestört');
      expect(failed.html).toContain('Die SMS konnte gerade nicht gesendet werden.');
      const en = await browser.send(await browser.get(pagePath(nextClient(), '&lang=en')), h.loginTemplateId, {
        phone: '0160 9876544',
      });
      expect(en.html).toContain('The SMS could not be sent just now.');
      const [login] = await s.db
        .select()
        .from(smsLogins)
        .where(and(eq(smsLogins.customerId, C), eq(smsLogins.status, 'failed')));
      const [voucher] = await s.db.select().from(vouchers).where(eq(vouchers.id, login!.voucherId));
      expect(voucher!.active).toBe(false);
      // After three failures in a row the circuit refuses without trying.
      await askSms(nextClient(), '0160 9876545');
      const quick = Date.now();
      expect((await askSms(nextClient(), '0160 9876546')).status).toBe(503);
      expect(Date.now() - quick).toBeLessThan(1000);
      expect(logged.some((l) => l.includes('refusing SMS'))).toBe(true);
    } finally {
      smsStateOf.replace(s.services, real);
      await down.close();
    }
  });
});

describe('the SMS outbox over REST', () => {
  it('is read by operators, filtered by number, and refused to others', async () => {
    const { accessToken } = await s.login(USERS.operator);
    const all = await s.rest('GET', '/sms/outbox?limit=5', undefined, accessToken);
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThan(0);
    expect(all.body.data[0]).toMatchObject({ from: expect.any(String), to: expect.stringMatching(/^\+\d+ … \d\d$/) });
    const one = await s.rest('GET', `/sms/outbox?to=${encodeURIComponent('+4915123456723')}`, undefined, accessToken);
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0].to).toBe('+49 … 23');
    expect((await s.rest('GET', '/sms/outbox?limit=0', undefined, accessToken)).status).toBe(400);
    expect((await s.rest('GET', '/sms/outbox')).status).toBe(401);
    const admin = await s.login(USERS.hotel);
    expect((await s.rest('GET', '/sms/outbox', undefined, admin.accessToken)).status).toBe(403);
  });
});

describe('the log', () => {
  it('names no phone number, code or SMPP password', () => {
    expect(logged.length).toBeGreaterThan(0);
    const digitsOf = (v: string) => v.replace(/\D/g, '');
    for (const secret of [...secrets].filter((x) => x.length >= 6)) {
      for (const line of logged) {
        expect(line).not.toContain(secret);
        const digits = digitsOf(secret);
        if (digits.length >= 6) expect(digitsOf(line)).not.toContain(digits.replace(/^0+/, ''));
      }
    }
  });
});
