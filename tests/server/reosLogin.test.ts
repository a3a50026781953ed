// REOS_LOGIN and REOS_FRIEND_LOGIN (issue 35, docs/reos.md) through the real guest page over HTTP,
// real HTTP to the local REOS stand-in (OAuth2 client credentials, the access request) and the real
// RADIUS client: a valid stay logs the room's first device in with the room's VLAN (RFC 3580 tunnel
// attributes) and a Session-Timeout that ends at check-out; a friend device joins the same VLAN with the
// friend code; a wrong surname shows ReosUserAuth; a partner that is down shows the Error slot at once;
// two rooms get different VLANs, a used-up range is refused clearly, check-out frees the VLAN; and no
// secret, token or surname appears in anything the server logged.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { captureConsole } from './helpers';
import { radclient, raw } from './radiusHelpers';
import { makeHotspot, setPlugins, type Hotspot } from './hotspotFixture';
import { formsOf, guestClient, handoverOf, type Got } from './guestClient';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import {
  createReosClient,
  reosClientOf,
  reosStays,
  startReosStandIn,
  type ReosStandIn,
} from '../../server/access/reos';
import { templateBundles, templateBundleTemplates, templates } from '../../server/templates/start-page/table';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { hotspotDeviceConfigs } from '../../server/network/device-config/table';
import { newObjectId } from '../../server/platform/ids';

const C = 'K100003';
const CLIENT = {
  clientId: 'portal-test',
  clientSecret: 'reos-Secret-9zQ!x',
  scope: 'access-requests',
  domain: 'testhotel',
};
const STAYS = [
  { room: '101', surname: 'Müller', stayId: 'S-101', nights: 2 },
  { room: '102', surname: 'Schmidt', stayId: 'S-102', nights: 1 },
  { room: '204', surname: 'Weber', stayId: 'S-204', nights: 3 },
  { room: '305', surname: 'Yilmaz', stayId: 'S-305', nights: 1 },
];
const VLANS = { minVlanId: 300, maxVlanId: 302 };

let s: TestServer;
let r: RadiusServer;
let partner: ReosStandIn;
let browser: ReturnType<typeof guestClient>;
let h: Hotspot;
let clientSeq = 0x10;
const logged: string[] = [];

const MA = { 'Message-Authenticator': raw('0x00') };
const nextClient = () => `AA-BB-CC-35-70-${(clientSeq++).toString(16).padStart(2, '0').toUpperCase()}`;
const pagePath = (client: string, extra = '') =>
  `/guest/${h.deviceId}?uamip=10.1.0.1&uamport=3990&mac=${client}${extra}`;
const [roomTemplate, friendTemplate] = [() => h.loginTemplateIds[0]!, () => h.loginTemplateIds[1]!];

function pap(user: string, password: string, client: string) {
  return radclient(r.authPort, 'auth', h.secret, {
    'NAS-Identifier': h.deviceId,
    'User-Name': user,
    'User-Password': password,
    'Calling-Station-Id': client,
    ...MA,
  });
}

/** The VLAN of an Access-Accept as radclient prints the tunnel attributes (tag 0 on the integers). */
function vlanOf(output: string): string | null {
  if (!/Tunnel-Type(:0)? = VLAN/.test(output) || !/Tunnel-Medium-Type(:0)? = IEEE-802/.test(output)) return null;
  return /Tunnel-Private-Group-Id(?::\d+)? = "?(\d+)"?/.exec(output)?.[1] ?? null;
}

async function roomLogin(client: string, room: string, surname: string, lang?: string): Promise<Got> {
  const page = await browser.get(pagePath(client, lang ? `&lang=${lang}` : ''));
  expect(page.status, page.html).toBe(200);
  return browser.send(page, roomTemplate(), { room, surname });
}

async function friendLogin(client: string, room: string, friendCode: string): Promise<Got> {
  const page = await browser.get(pagePath(client));
  return browser.send(page, friendTemplate(), { room, friendCode });
}

const friendCodeOf = (html: string) => /<p class="code" id="friend-code">(\d+)<\/p>/.exec(html)?.[1] ?? '';

/** A room's first device: the page, the hand-over, then RADIUS. */
async function roomOnline(room: string, surname: string) {
  const client = nextClient();
  const page = await roomLogin(client, room, surname);
  expect(page.status, page.html).toBe(200);
  const { fields } = handoverOf(page.html);
  const accept = await pap(fields.username!, fields.password!, client);
  return { client, page, fields, accept, vlan: vlanOf(accept.output), friendCode: friendCodeOf(page.html) };
}

beforeAll(async () => {
  captureConsole(logged);
  s = await startTestServer({ customers: 3 });
  r = await startRadius(s.services, {
    host: '127.0.0.1',
    authPort: 0,
    acctPort: 0,
    warn: (l: string) => logged.push(l),
  });
  partner = await startReosStandIn({ port: 0, ...CLIENT, stays: STAYS });
  // Short time-outs, so the partner-down case is quick; the circuit's pause long enough to observe.
  reosClientOf.replace(
    s.services,
    createReosClient({ attemptTimeoutMs: 800, deadlineMs: 2000, circuitOpenMs: 60_000, warn: (l) => logged.push(l) }),
  );
  browser = guestClient(s.url);
  await setPlugins(s.db, C, { reos: { active: true, apiUrl: partner.url, ...CLIENT, ...VLANS } });
  h = await makeHotspot(s.db, C, {
    logins: [
      { loginType: 'REOS_LOGIN', config: { reosPluginId: null } },
      { loginType: 'REOS_FRIEND_LOGIN', config: { reosPluginId: null }, profile: { maxSurftime: 60 } },
    ],
  });
  const bundleId = newObjectId();
  await s.db.insert(templateBundles).values({ customerId: C, id: bundleId, active: true });
  for (const [i, [slot, text]] of [
    ['Welcome', '<p>Willkommen im Testhotel</p>'],
    ['ReosUserAuth', '<p>Zimmerdaten prüfen</p>'],
    ['ReosChooseDeviceType', '<p>Erstes Gerät oder weiteres Gerät?</p>'],
    ['ReosDeviceAdministration', '<p>Ihre Geräte im Zimmer</p>'],
    ['Error', '<p>Technische Störung</p>'],
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
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await r?.close();
  await partner?.close();
  await s?.close();
});

describe('REOS_LOGIN and REOS_FRIEND_LOGIN on the guest page', () => {
  it('offers both room cards under the ReosChooseDeviceType template', async () => {
    const page = await browser.get(pagePath(nextClient()));
    expect(formsOf(page.html)).toEqual([roomTemplate(), friendTemplate()]);
    expect(page.html).toContain('Erstes Gerät oder weiteres Gerät?');
    expect(page.html).toContain('Zimmernummer');
    expect(page.html).toContain('name="surname"');
    expect(page.html).toContain('name="friendCode"');
    const en = await browser.get(pagePath(nextClient(), '&lang=en'));
    expect(en.html).toContain('Room number');
    expect(en.html).toContain('Another device of the room');
  });

  it('logs a valid stay in with the room VLAN and a Session-Timeout ending at check-out; the friend joins', async () => {
    const before = { ...partner.counts };
    const first = await roomOnline('101', ' müller ');
    expect(first.page.html).toContain('Ihre Geräte im Zimmer'); // ReosDeviceAdministration
    expect(first.page.html).toContain('Zimmer 101 ist angemeldet');
    expect(first.friendCode).toMatch(/^\d{6}$/);
    // No script: the guest reads the friend code, then connects.
    expect(first.page.html).not.toContain('<script');
    expect(first.fields.username).toMatch(/^G-[0-9a-f]{24}$/);
    expect(first.accept.code, first.accept.output).toBe('Access-Accept');
    expect(first.vlan).toBe('300');
    const [stay] = await s.db
      .select()
      .from(reosStays)
      .where(and(eq(reosStays.customerId, C), eq(reosStays.stayId, 'S-101')));
    expect(stay).toMatchObject({ room: '101', vlanId: 300, friendCode: first.friendCode });
    const left = (stay!.checkOut.getTime() - Date.now()) / 1000;
    const timeout = Number(first.accept.attrs['Session-Timeout']);
    expect(timeout).toBeGreaterThan(0);
    expect(timeout).toBeLessThanOrEqual(left + 1);
    expect(timeout).toBeGreaterThan(left - 60);

    // A second device of the room with the same surname: the same stay, the same VLAN, one token.
    const again = await roomOnline('101', 'MÜLLER');
    expect(again.vlan).toBe('300');
    expect(again.friendCode).toBe(first.friendCode);
    expect(partner.counts.token - before.token).toBe(1);
    expect(partner.counts.access - before.access).toBe(2);

    // The friend: room number and code, straight to the device; the same VLAN, its own surf time.
    const friend = nextClient();
    const joined = await friendLogin(friend, '101', first.friendCode.replace(/(\d{3})/, '$1 '));
    expect(joined.status, joined.html).toBe(200);
    const { fields } = handoverOf(joined.html);
    const accepted = await pap(fields.username!, fields.password!, friend);
    expect(accepted.code, accepted.output).toBe('Access-Accept');
    expect(vlanOf(accepted.output)).toBe('300');
    expect(Number(accepted.attrs['Session-Timeout'])).toBe(60 * 60);
    // The friend's credentials are worthless on another phone.
    expect((await pap(fields.username!, fields.password!, nextClient())).code).toBe('Access-Reject');
  });

  it('shows ReosUserAuth for a wrong surname or friend code, and form problems in the guest’s language', async () => {
    const wrong = await roomLogin(nextClient(), '101', 'Maier');
    expect(wrong.status).toBe(403);
    expect(wrong.html).toContain('Zimmerdaten prüfen');
    expect(wrong.html).toContain('Zu dieser Zimmernummer und diesem Nachnamen gibt es keinen aktuellen Aufenthalt.');
    expect(wrong.html).toContain('value="Maier"');
    const en = await roomLogin(nextClient(), '999', 'Nobody', 'en');
    expect(en.html).toContain('There is no current stay for this room number and surname.');
    const code = await friendLogin(nextClient(), '101', '000000');
    expect(code.status).toBe(403);
    expect(code.html).toContain('Zimmerdaten prüfen');
    expect(code.html).toContain('Zimmernummer und Freundes-Code passen nicht zusammen.');
    const empty = await roomLogin(nextClient(), '', 'Müller');
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Bitte geben Sie Ihre Zimmernummer ein.');
    const shortCode = await friendLogin(nextClient(), '101', '12');
    expect(shortCode.html).toContain('Der Freundes-Code besteht aus 6 Ziffern.');
  });

  it('gives two rooms different VLANs, refuses clearly when the range is used up, and frees a VLAN at check-out', async () => {
    const a = await roomOnline('102', 'Schmidt');
    const b = await roomOnline('204', 'Weber');
    expect(a.accept.code).toBe('Access-Accept');
    expect(new Set(['300', a.vlan, b.vlan])).toEqual(new Set(['300', '301', '302']));

    const full = await roomLogin(nextClient(), '305', 'Yilmaz');
    expect(full.status).toBe(503);
    expect(full.html).toContain('Technische Störung'); // Error
    expect(full.html).toContain('Für Ihr Zimmer ist gerade kein eigenes Netz frei.');

    // Room 102 checks out: its devices are refused, its VLAN goes to the next room.
    await s.db
      .update(reosStays)
      .set({ checkOut: new Date(Date.now() - 1000) })
      .where(and(eq(reosStays.customerId, C), eq(reosStays.stayId, 'S-102')));
    expect((await pap(a.fields.username!, a.fields.password!, a.client)).code).toBe('Access-Reject');
    const next = await roomOnline('305', 'Yilmaz');
    expect(next.accept.code, next.accept.output).toBe('Access-Accept');
    expect(next.vlan).toBe(a.vlan);
  });

  it('holds one VLAN per stay when logins of several rooms race', async () => {
    await s.db.delete(reosStays).where(eq(reosStays.customerId, C));
    const pages = await Promise.all(
      ['101', '102', '204', '305'].map((room, i) => roomLogin(nextClient(), room, STAYS[i]!.surname)),
    );
    expect(pages.map((p) => p.status).sort()).toEqual([200, 200, 200, 503]);
    const rows = await s.db.select().from(reosStays).where(eq(reosStays.customerId, C));
    expect(rows.map((x) => x.vlanId).sort()).toEqual([300, 301, 302]);
  });

  it('in preview asks the partner but holds no VLAN and makes no account', async () => {
    const before = (await s.db.select().from(reosStays).where(eq(reosStays.customerId, C))).length;
    const page = await browser.get(pagePath(nextClient(), '&preview=1'));
    const answer = await browser.send(page, roomTemplate(), { room: '101', surname: 'Müller' });
    expect(answer.status, answer.html).toBe(200);
    expect(answer.html).toContain('Vorschau: Das Zimmersystem bestätigt Zimmer 101 bis');
    expect((await s.db.select().from(reosStays).where(eq(reosStays.customerId, C))).length).toBe(before);
  });

  it('shows the Error slot at once while the partner is down, and the circuit spares it', async () => {
    partner.failing(true);
    try {
      const t0 = Date.now();
      const down = await roomLogin(nextClient(), '101', 'Müller');
      expect(down.status).toBe(503);
      expect(down.html).toContain('Technische Störung');
      expect(down.html).toContain('Das Zimmersystem des Hotels ist gerade nicht erreichbar.');
      expect(Date.now() - t0).toBeLessThan(2500);
      await roomLogin(nextClient(), '102', 'Schmidt');
      await roomLogin(nextClient(), '204', 'Weber');
      const asked = partner.counts.access;
      const t1 = Date.now();
      const open = await roomLogin(nextClient(), '305', 'Yilmaz', 'en');
      expect(Date.now() - t1).toBeLessThan(1000);
      expect(open.html).toContain('The hotel&#39;s room system cannot be reached right now.');
      expect(partner.counts.access).toBe(asked);
      expect(logged.some((l) => l.includes('room logins refused'))).toBe(true);
    } finally {
      partner.failing(false);
    }
    // Nothing listens at all (a closed port): the same Error slot, quickly.
    await setPlugins(s.db, C, { reos: { active: true, apiUrl: 'http://127.0.0.1:1', ...CLIENT, ...VLANS } });
    try {
      const t2 = Date.now();
      const refused = await roomLogin(nextClient(), '101', 'Müller');
      expect(refused.status).toBe(503);
      expect(Date.now() - t2).toBeLessThan(2500);
    } finally {
      await setPlugins(s.db, C, { reos: { active: true, apiUrl: partner.url, ...CLIENT, ...VLANS } });
    }
  });

  it('answers a plugin without its secret or VLAN range as not configured', async () => {
    await setPlugins(s.db, C, {
      reos: { active: true, apiUrl: partner.url, clientId: CLIENT.clientId, minVlanId: 300 },
    });
    try {
      const page = await roomLogin(nextClient(), '101', 'Müller');
      expect(page.status).toBe(409);
      expect(page.html).toContain('Technische Störung');
    } finally {
      await setPlugins(s.db, C, { reos: { active: true, apiUrl: partner.url, ...CLIENT, ...VLANS } });
    }
  });
});

describe('the log', () => {
  it('names no client secret and no surname', () => {
    expect(logged.some((l) => l.includes('reos:'))).toBe(true);
    for (const line of logged) {
      expect(line).not.toContain(CLIENT.clientSecret);
      for (const stay of STAYS) expect(line).not.toContain(stay.surname);
    }
  });
});
