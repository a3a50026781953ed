// The Coova-Chilli hand-over through the guest page (issue 33): the guest's code goes only to a UAM
// address a hotspot can have — private (RFC 1918), link-local, loopback, IPv6 unique-local — never to
// a public or carrier-grade NAT address a forged link names. Otherwise the guest sees the translated
// "not set up" page (409) and no form; nothing is handed over. docs/guest-page.md, "The hand-over".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { hotspotDeviceConfigs } from '../../server/network/device-config/table';
import { startTestServer, type TestServer } from './harness';
import { CREATE_VOUCHER, HOTEL, USERS, ok } from './helpers';

let s: TestServer;
let coova: string;

interface Got {
  status: number;
  html: string;
  csp: string;
}

const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
const qOf = (html: string) =>
  (/name="q" value="([^"]*)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&').replace(/&#39;/g, "'");

/** Opens the device page as the redirect would, then sends the form like a browser. */
async function submit(path: string, code: string, lang = 'de'): Promise<Got> {
  const page = await fetch(s.url + path, { headers: { 'accept-language': lang } });
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  const action = /<form class="card" method="post" action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
  const r = await fetch(s.url + action, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: s.url,
      cookie,
      'accept-language': lang,
    },
    body: new URLSearchParams({ csrf: csrfOf(html), q: qOf(html), code, terms: '1' }),
  });
  return { status: r.status, html: await r.text(), csp: r.headers.get('content-security-policy') ?? '' };
}

const actionOf = (html: string) =>
  /<form class="card" id="handover" method="get" action="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');

beforeAll(async () => {
  s = await startTestServer({ customers: 6, hotelVouchers: 5 });
  const hotel = (await s.login(USERS.hotel)).accessToken;
  const [device] = await s.db
    .select({ id: hotspotDevices.id })
    .from(hotspotDevices)
    .where(and(eq(hotspotDevices.customerId, HOTEL), eq(hotspotDevices.name, 'Pool Hotspot')));
  coova = device!.id;
  // The pool hotspot joins the standard config (Coova settings with the cipher, and the start page).
  const [standard] = await s.db
    .select({ id: hotspotDeviceConfigs.id })
    .from(hotspotDeviceConfigs)
    .where(and(eq(hotspotDeviceConfigs.customerId, HOTEL), eq(hotspotDeviceConfigs.name, 'Hotel Standard')));
  await s.db
    .update(hotspotDevices)
    .set({ configId: standard!.id })
    .where(and(eq(hotspotDevices.customerId, HOTEL), eq(hotspotDevices.id, coova)));
  ok(await s.gql(hotel, CREATE_VOUCHER, { data: { customerId: HOTEL, code: 'UAM-TEST-1' } }));
}, 120_000);

afterAll(() => s?.close());

const uam = (ip: string) => `/guest/${coova}?uamip=${encodeURIComponent(ip)}&uamport=3990&mac=AA-BB-CC-00-33-01`;

describe('the Coova-Chilli hand-over', () => {
  it('hands the code to a private, link-local, loopback or unique-local UAM address', async () => {
    for (const [ip, action] of [
      ['10.1.0.1', 'http://10.1.0.1:3990/logon'],
      ['172.16.5.1', 'http://172.16.5.1:3990/logon'],
      ['172.31.255.254', 'http://172.31.255.254:3990/logon'],
      ['192.168.182.1', 'http://192.168.182.1:3990/logon'],
      ['169.254.10.1', 'http://169.254.10.1:3990/logon'],
      ['127.0.0.1', 'http://127.0.0.1:3990/logon'],
      ['fe80::1', 'http://[fe80::1]:3990/logon'],
      ['fd12:3456::1', 'http://[fd12:3456::1]:3990/logon'],
    ]) {
      const r = await submit(uam(ip!), 'UAMTEST1');
      expect(r.status, ip).toBe(200);
      expect(actionOf(r.html), ip).toBe(action);
      expect(r.csp, ip).toContain(`form-action ${new URL(action!).origin}`);
    }
  });

  it('refuses a public or carrier-grade NAT UAM address with the translated "not set up" page', async () => {
    for (const ip of [
      '8.8.8.8',
      '203.0.113.5',
      '100.64.0.1',
      '100.127.255.254',
      '172.32.0.1',
      '11.0.0.1',
      '::ffff:8.8.8.8',
      '2001:db8::1',
      '0.0.0.0',
    ]) {
      const r = await submit(uam(ip), 'UAMTEST1');
      expect(r.status, ip).toBe(409);
      expect(r.html, ip).toContain('Dieser Hotspot ist noch nicht fertig eingerichtet.');
      expect(r.html, ip).not.toContain('id="handover"');
      expect(r.html, ip).not.toContain('/logon');
      expect(r.csp, ip).not.toContain(':3990');
    }
    const en = await submit(uam('198.51.100.20'), 'UAMTEST1', 'en');
    expect(en.status).toBe(409);
    expect(en.html).toContain('This hotspot is not fully set up yet.');
    expect(en.html).not.toContain('id="handover"');
  });
});
