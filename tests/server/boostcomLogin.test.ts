// BOOSTCOM_LOGIN (issue 35, docs/boostcom.md) through the real guest page over HTTP, real HTTP to the
// loyalty club (the portal's stand-in club under /stand-in/boostcom, the default BOOSTCOM_API_URL) and
// the real RADIUS client: the sign-up makes the guest a member of the plugin's club (the club receives
// exactly the fields, the Idempotency-Key, the plugin's token), the page hands a page account over and
// RADIUS accepts it; the same person again is the member they are (no second member, the same account
// on that client); the analytics token reports the login; the fields are checked on the page in the
// guest's language before anything leaves; the club's refusal of a field names it; a wrong token is
// "not configured"; a club that is down answers the Error slot at once once its circuit is open; and
// nothing the guest typed appears in anything the server logged.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { captureConsole } from './helpers';
import { radclient, raw } from './radiusHelpers';
import { makeHotspot, setPlugins, type Hotspot } from './hotspotFixture';
import { formsOf, guestClient, handoverOf } from './guestClient';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import { boostcomClientOf, boostcomStandInOf, createBoostcomClient } from '../../server/access/boostcom';
import { hotspotAccounts } from '../../server/access/hotspot-account/table';
import { Circuits } from '../../server/platform/circuit';
import { GUEST_MESSAGES } from '../../server/access/guest/messages';

const C = 'K100003';
const CLUB = {
  communityId: 'testhotel',
  loyaltyClubSlug: 'treue',
  token: 'club-token-Zk3',
  analyticsToken: 'club-analytics-P7',
};
const t = GUEST_MESSAGES.de.boostcom;
let s: TestServer;
let r: RadiusServer;
let browser: ReturnType<typeof guestClient>;
let h: Hotspot;
let clientSeq = 0x10;
const logged: string[] = [];

const MA = { 'Message-Authenticator': raw('0x00') };
const nextClient = () => `AA-BB-CC-36-00-${(clientSeq++).toString(16).padStart(2, '0').toUpperCase()}`;
const pagePath = (client: string, extra = '') =>
  `/guest/${h.deviceId}?uamip=10.1.0.1&uamport=3990&mac=${client}${extra}`;

const GUEST = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika.mustermann@example.org',
  phone: '0151 2345 6799',
  membershipTerms: '1',
};

async function signUp(client: string, fields: Record<string, string>, lang?: string) {
  const page = await browser.get(pagePath(client, lang ? `&lang=${lang}` : ''));
  expect(page.status, page.html).toBe(200);
  return browser.send(page, h.loginTemplateId, fields);
}

const members = () =>
  boostcomStandInOf(s.services).clubs.get(`${CLUB.communityId}/${CLUB.loyaltyClubSlug}`)?.members ?? [];

beforeAll(async () => {
  captureConsole(logged);
  s = await startTestServer({ customers: 3 });
  r = await startRadius(s.services, {
    host: '127.0.0.1',
    authPort: 0,
    acctPort: 0,
    warn: (l: string) => logged.push(l),
  });
  browser = guestClient(s.url);
  // The stand-in club is served under the portal's own address (the default BOOSTCOM_API_URL).
  (s.services.config as { publicUrl: string }).publicUrl = s.url;
  await setPlugins(s.db, C, { boostcom: { active: true, ...CLUB } });
  // The stand-in club runs this test's club too (it issued its tokens).
  boostcomStandInOf(s.services).issued.push({ ...CLUB });
  h = await makeHotspot(s.db, C, {
    logins: [{ loginType: 'BOOSTCOM_LOGIN', config: { pluginId: null }, profile: { maxSurftime: 90 } }],
  });
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await r?.close();
  await s?.close();
});

describe('BOOSTCOM_LOGIN on the guest page', () => {
  it('signs the guest up at the club, hands a page account over, and RADIUS accepts it', async () => {
    const client = nextClient();
    const page = await browser.get(pagePath(client));
    expect(formsOf(page.html)).toEqual([h.loginTemplateId]);
    expect(page.html).toContain(t.title);
    expect(page.html).toContain('autocomplete="given-name"');

    const before = members().length;
    const signed = await signUp(client, { ...GUEST, marketing: '1' });
    expect(signed.status, signed.html).toBe(200);
    const handover = handoverOf(signed.html);
    expect(handover.fields.username).toMatch(/^G-[0-9a-f]{24}$/);

    // The club got the member: the fields as typed, the number in E.164, both consents.
    expect(members()).toHaveLength(before + 1);
    expect(members().at(-1)).toMatchObject({
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika.mustermann@example.org',
      msisdn: '+4915123456799',
      marketing: true,
    });
    // The portal keeps only a key of the membership, no name, address or number.
    const [account] = await s.db
      .select()
      .from(hotspotAccounts)
      .where(and(eq(hotspotAccounts.customerId, C), eq(hotspotAccounts.username, handover.fields.username!)));
    expect(account!.multiAccountId).toMatch(/^boostcom-[\w-]{43}$/);
    expect(JSON.stringify(account)).not.toMatch(/Erika|Mustermann|example\.org|15123456799/);

    const accept = await radclient(r.authPort, 'auth', h.secret, {
      'NAS-Identifier': h.deviceId,
      'User-Name': handover.fields.username!,
      'User-Password': handover.fields.password!,
      'Calling-Station-Id': client,
      ...MA,
    });
    expect(accept.code, accept.output).toBe('Access-Accept');
    expect(Number(accept.attrs['Session-Timeout'])).toBe(90 * 60);

    // The analytics token reported the login (after the guest's answer; vi.waitFor's own second is
    // short beside two other workers on a 2-core machine).
    await vi.waitFor(
      () =>
        expect(boostcomStandInOf(s.services).events.at(-1)).toMatchObject({
          type: 'wifi_login',
          community_id: CLUB.communityId,
          loyalty_club_slug: CLUB.loyaltyClubSlug,
          venue: h.deviceId,
        }),
      { timeout: 10_000 },
    );

    // The same person again on that client: the member they are, the same account (WelcomeBack's way).
    const again = await signUp(client, GUEST);
    expect(again.status, again.html).toBe(200);
    expect(handoverOf(again.html).fields.username).toBe(handover.fields.username);
    expect(members()).toHaveLength(before + 1);
    // On another phone: the same member, an account of that client.
    const other = await signUp(nextClient(), { ...GUEST, email: 'ERIKA.Mustermann@example.org' });
    expect(other.status, other.html).toBe(200);
    expect(handoverOf(other.html).fields.username).not.toBe(handover.fields.username);
    expect(members()).toHaveLength(before + 1);
    const [otherAccount] = await s.db
      .select({ multiAccountId: hotspotAccounts.multiAccountId })
      .from(hotspotAccounts)
      .where(
        and(eq(hotspotAccounts.customerId, C), eq(hotspotAccounts.username, handoverOf(other.html).fields.username!)),
      );
    expect(otherAccount!.multiAccountId).toBe(account!.multiAccountId);
  });

  it('checks the fields on the page, in the guest’s language, before anything leaves', async () => {
    const before = members().length;
    const cases: [Record<string, string>, string, string?][] = [
      [{ ...GUEST, firstName: '' }, t.firstNameRequired],
      [{ ...GUEST, lastName: '=cmd()' }, t.nameInvalid],
      [{ ...GUEST, email: 'no-at-sign' }, t.emailInvalid],
      [{ ...GUEST, phone: '030 1234567' }, GUEST_MESSAGES.de.phoneNotMobile],
      [{ ...GUEST, phone: '12' }, GUEST_MESSAGES.de.phoneInvalid],
      [{ ...GUEST, membershipTerms: '' }, t.membershipRequired],
      [{ ...GUEST, email: 'x' }, GUEST_MESSAGES.en.boostcom.emailInvalid, 'en'],
    ];
    for (const [fields, message, lang] of cases) {
      const page = await signUp(nextClient(), fields, lang);
      expect(page.status, message).toBe(400);
      expect(page.html).toContain(message);
      // What was typed is shown again.
      if (fields.firstName) expect(page.html).toContain(`value="${fields.firstName}"`);
    }
    expect(members()).toHaveLength(before);
  });

  it('names the field the club refused, and a wrong token is "not configured"', async () => {
    // The club's own check: it cannot deliver to the reserved .invalid domain.
    const refused = await signUp(nextClient(), { ...GUEST, email: 'gast@hotel.invalid', phone: '+49 151 11111111' });
    expect(refused.status, refused.html).toBe(400);
    expect(refused.html).toContain(t.refusedField.replace('{field}', t.emailLabel));

    await setPlugins(s.db, C, { boostcom: { active: true, ...CLUB, token: 'not-the-clubs-token' } });
    try {
      const page = await signUp(nextClient(), { ...GUEST, email: 'neu@example.org', phone: '+49 151 22222222' });
      expect(page.status, page.html).toBe(409);
      expect(page.html).toContain(GUEST_MESSAGES.de.notConfigured);
    } finally {
      await setPlugins(s.db, C, { boostcom: { active: true, ...CLUB } });
    }
  });

  it('answers the Error slot when the club is down, and asks it nothing more once its circuit is open', async () => {
    // A club that answers every request with 503 (and counts them); a circuit of two failures.
    let asked = 0;
    const down = createServer((req, res) => {
      asked++;
      req.resume();
      res.writeHead(503).end();
    });
    await new Promise<void>((done) => down.listen(0, '127.0.0.1', done));
    const port = (down.address() as AddressInfo).port;
    const config = s.services.config as { boostcomApiUrl?: string };
    const original = boostcomClientOf(s.services);
    config.boostcomApiUrl = `http://127.0.0.1:${port}/club`;
    const circuits = new Circuits({ failures: 2, openMs: 60_000 });
    boostcomClientOf.replace(s.services, createBoostcomClient({ timeoutMs: 2000, circuits }));
    try {
      for (let i = 0; i < 2; i++) {
        const page = await signUp(nextClient(), { ...GUEST, email: `down${i}@example.org` });
        expect(page.status, page.html).toBe(503);
        expect(page.html).toContain(t.unavailable);
      }
      // Each sign-up was tried twice (one retry of a 503).
      expect(asked).toBe(4);
      expect(circuits.isOpen(`127.0.0.1:${port}`)).toBe(true);
      const refused = await signUp(nextClient(), { ...GUEST, email: 'fast@example.org' });
      expect(refused.status).toBe(503);
      expect(refused.html).toContain(t.unavailable);
      expect(asked).toBe(4);
    } finally {
      delete config.boostcomApiUrl;
      boostcomClientOf.replace(s.services, original);
      await new Promise((done) => down.close(done));
    }
  });

  it('logs nothing the guest typed and no token', () => {
    const text = logged.join('\n');
    for (const secret of ['Erika', 'Mustermann', 'erika.mustermann', '15123456799', CLUB.token, CLUB.analyticsToken])
      expect(text).not.toContain(secret);
  });
});
