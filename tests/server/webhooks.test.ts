// Webhooks (issue 37, docs/webhooks.md), through real GraphQL, real RADIUS (radclient) and a real HTTP
// receiver on PGlite and PostgreSQL: the webhook plugin is the customer's first endpoint; a guest's
// login at RADIUS queues a delivery per endpoint that wants it, signed the Standard Webhooks way and
// verified here the way docs/webhooks.md tells receivers to; a receiver that fails twice gets a third
// attempt that succeeds, the sender stopped and started again between attempts (the queue is in the
// database); "send again" and "send a test event"; an address of the loopback network is refused when
// WEBHOOK_ALLOW_PRIVATE is off; two senders on one PostgreSQL database deliver each event once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { radclient, raw } from './radiusHelpers';
import { makeHotspot, setPlugins, type Hotspot } from './hotspotFixture';
import { CREATE_BATCH, HOTEL, USERS } from './helpers';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import { startWebhooks } from '../../server/services';
import { openDatabase } from '../../server/platform/db/client';
import { newObjectId } from '../../server/platform/ids';
import { vouchers } from '../../server/access/wifi-code/table';
import { mayWant } from '../../server/tenancy/webhook/subscriber';
import { startWebhookSender, type WebhookSender } from '../../server/tenancy/webhook';

const onPostgres = process.env.TEST_DB === 'postgres';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let s: TestServer;
let r: RadiusServer;
let h: Hotspot;
let operator: string;
let hotel: string;
let receiver: http.Server;
let base: string;
const received: Received[] = [];
/** Answers for /hook, in order (then 200). */
const hookAnswers: number[] = [];
let sender: WebhookSender | null = null;

const ENDPOINTS = `query E($customerIds: [String!]) {
  webhookEndpoints(customerIds: $customerIds) { totalCount data { _id source url events active secret updatedAt } }
}`;
const DELIVERIES = `query D($endpointId: ID!, $status: String) {
  webhookDeliveries(endpointId: $endpointId, status: $status) {
    totalCount data { _id eventId type status attempts lastStatusCode lastError payload deliveredAt }
  }
}`;
const CREATE = `mutation C($data: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(data: $data) { _id url events active secret source }
}`;
const UPDATE = `mutation U($data: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(data: $data) }`;
const RESEND = `mutation R($id: ID!) { resendWebhookDelivery(_id: $id) { _id eventId status } }`;
const TEST = `mutation T($id: ID!) { sendWebhookTestEvent(endpointId: $id) { _id eventId type status } }`;

interface Delivery {
  _id: string;
  eventId: string;
  type: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  payload: string;
}

// The first wait is long enough for the restart test to see the first attempt and stop the sender
// before the second is due, even on a busy machine (with 150 ms the sender was sometimes first).
const WAITS = [1500, 150, 150, 150];
const start = (allowPrivate = true) => startWebhooks(s.services, { allowPrivate, waits: WAITS, pollMs: 50 });

async function until<T>(what: () => Promise<T | null | undefined | false>, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((res) => setTimeout(res, 25));
  }
}

async function deliveries(endpointId: string, status?: string): Promise<Delivery[]> {
  const res = await s.gql<{ webhookDeliveries: { data: Delivery[] } }>(hotel, DELIVERIES, { endpointId, status });
  expect(res.errors).toBeUndefined();
  return res.data!.webhookDeliveries.data;
}

/** The receiver's check, as docs/webhooks.md shows it: HMAC-SHA256 over "id.timestamp.body", base64. */
function verifies(secret: string, req: Received): boolean {
  const key = secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret);
  const id = String(req.headers['webhook-id']);
  const ts = String(req.headers['webhook-timestamp']);
  if (Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;
  const expected = createHmac('sha256', key).update(`${id}.${ts}.${req.body}`).digest();
  return String(req.headers['webhook-signature'])
    .split(' ')
    .some((sig) => {
      const [version, value] = sig.split(',');
      const got = Buffer.from(value ?? '', 'base64');
      return version === 'v1' && got.length === expected.length && timingSafeEqual(got, expected);
    });
}

async function code(): Promise<string> {
  const c = `HOOK${newObjectId().slice(-6).toUpperCase()}`;
  await s.db.insert(vouchers).values({ customerId: HOTEL, id: newObjectId(), code: c, voucherCode: c });
  return c;
}

const login = (user: string, password = user) =>
  radclient(r.authPort, 'auth', h.secret, {
    'NAS-Identifier': h.deviceId,
    'User-Name': user,
    'User-Password': password,
    'Calling-Station-Id': 'A4-83-E7-12-34-77',
    'Message-Authenticator': raw('0x00'),
  });

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = req.url === '/hook' ? (hookAnswers.shift() ?? 200) : 200;
      res.end('ok');
    });
  });
  await new Promise<void>((res) => receiver.listen(0, '127.0.0.1', res));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  s = await startTestServer({ customers: 3 });
  r = await startRadius(
    { db: s.services.db, database: s.services.database },
    { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: () => {} },
  );
  h = await makeHotspot(s.db, HOTEL);
  operator = (await s.login(USERS.operator)).accessToken;
  hotel = (await s.login(USERS.hotel)).accessToken;
}, 120_000);

afterAll(async () => {
  await sender?.close();
  await r?.close();
  await s?.close();
  await new Promise((res) => receiver?.close(res));
});

describe('webhooks', () => {
  let hook: { _id: string; secret: string };
  let pluginEndpoint: string;

  it('the plugin is the first endpoint; an endpoint needs the plugin and is created with its secret shown once', async () => {
    const data = { customerId: HOTEL, url: `${base}/hook`, events: ['login.accepted', 'session.started'] };
    // Without an active webhook plugin: refused.
    const refused = await s.gql(operator, CREATE, { data });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'PLUGIN_INACTIVE' });
    await setPlugins(s.db, HOTEL, { webhook: { active: true, apiUrl: `${base}/plugin`, token: 'plugin-token' } });
    // The hotel's administrator reads the plugins but may not edit them: no endpoint of theirs.
    expect((await s.gql(hotel, CREATE, { data })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const created = await s.gql<{ createWebhookEndpoint: { _id: string; secret: string; source: string } }>(
      operator,
      CREATE,
      { data },
    );
    expect(created.errors).toBeUndefined();
    hook = created.data!.createWebhookEndpoint;
    expect(hook.secret).toMatch(/^whsec_/);
    // Bad input names its field.
    const bad = await s.gql(operator, CREATE, { data: { ...data, events: ['login.accepted', 'nope'] } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'events' });
    const list = await s.gql<{
      webhookEndpoints: {
        data: { _id: string; source: string; url: string; secret: string | null; updatedAt: string }[];
      };
    }>(hotel, ENDPOINTS, { customerIds: [HOTEL] });
    expect(list.data!.webhookEndpoints.data.map((e) => [e.source, e.url, e.secret])).toEqual([
      ['plugin', `${base}/plugin`, null],
      ['portal', `${base}/hook`, null],
    ]);
    pluginEndpoint = list.data!.webhookEndpoints.data.find((e) => e.source === 'plugin')!._id;
    // Updates name the version they were loaded with; the plugin's endpoint is the plugin settings' business.
    const loaded = list.data!.webhookEndpoints.data.map((e) => e.updatedAt);
    const toPlugin = await s.gql(operator, UPDATE, {
      data: { _id: pluginEndpoint, updatedAt: loaded[0], active: false },
    });
    expect(toPlugin.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'PLUGIN_ENDPOINT' });
    const events = ['login.accepted', 'session.started', 'session.stopped'];
    expect(
      (await s.gql(operator, UPDATE, { data: { _id: hook._id, updatedAt: loaded[1], events } })).errors,
    ).toBeUndefined();
    const stale = await s.gql(operator, UPDATE, {
      data: { _id: hook._id, updatedAt: loaded[1], events: ['login.accepted'] },
    });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'updatedAt' });
    // Every instance has dropped what it knew of the hotel's endpoints (the database's notification).
    await until(() => mayWant(s.db, HOTEL, 'login.accepted'));
    expect(await mayWant(s.db, HOTEL, 'device.offline')).toBe(true); // the plugin's endpoint takes every event
  });

  it('a RADIUS login is delivered signed; failing twice, then 200: three attempts, the sender restarted between', async () => {
    hookAnswers.push(500, 503);
    sender = await start();
    const c = await code();
    expect((await login(c)).code).toBe('Access-Accept');
    // The plugin's endpoint gets it signed with the plugin's token.
    const toPlugin = await until(async () => received.find((x) => x.path === '/plugin'));
    expect(verifies('plugin-token', toPlugin)).toBe(true);
    expect(verifies('other-token', toPlugin)).toBe(false);
    expect(JSON.parse(toPlugin.body)).toMatchObject({
      type: 'login.accepted',
      customerId: HOTEL,
      data: { hotspotDeviceId: h.deviceId, username: c },
    });
    expect(toPlugin.body).not.toMatch(/A4.?83.?E7/i); // no client MAC

    // The first attempt failed: the sender stops (a restart) before the next one.
    const first = await until(async () => (await deliveries(hook._id)).find((d) => d.attempts === 1));
    await sender.close();
    expect(first).toMatchObject({ status: 'pending', lastStatusCode: 500, type: 'login.accepted' });
    // Past the second attempt's time: a running sender would have sent it, the stopped one does not.
    await new Promise((res) => setTimeout(res, WAITS[0]! + 300));
    expect(received.filter((x) => x.path === '/hook')).toHaveLength(1);
    sender = await start();
    const done = await until(async () => (await deliveries(hook._id, 'delivered'))[0]);
    expect(done).toMatchObject({ attempts: 3, lastStatusCode: 200, status: 'delivered', eventId: first.eventId });
    const attempts = received.filter((x) => x.path === '/hook');
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((x) => x.headers['webhook-id']))).toEqual(new Set([first.eventId]));
    for (const a of attempts) expect(verifies(hook.secret, a)).toBe(true);
    expect(JSON.parse(attempts[2]!.body)).toEqual(JSON.parse(done.payload));

    // A refused login goes to the plugin's endpoint only (the other does not want it).
    expect((await login('NOSUCHCODE1')).code).toBe('Access-Reject');
    const refused = await until(async () =>
      received.find((x) => x.path === '/plugin' && JSON.parse(x.body).type === 'login.refused'),
    );
    expect(JSON.parse(refused.body).data).toMatchObject({ reason: 'UNKNOWN', hotspotDeviceId: h.deviceId });
    // WiFi codes created in the portal: code.created with the codes.
    const batch = await s.gql<{ createVoucherBatch: { codes: string[] } }>(hotel, CREATE_BATCH, {
      data: { customerId: HOTEL, amount: 2 },
    });
    expect(batch.errors).toBeUndefined();
    const made = await until(async () =>
      received.find((x) => x.path === '/plugin' && JSON.parse(x.body).type === 'code.created'),
    );
    expect(JSON.parse(made.body).data).toEqual({ codes: batch.data!.createVoucherBatch.codes, count: 2 });
    expect(received.filter((x) => x.path === '/hook')).toHaveLength(3);
  });

  it('sends again and sends a test event; the hotel reads the log, only the plugin editor sends', async () => {
    const [last] = await deliveries(hook._id, 'delivered');
    expect((await s.gql(hotel, RESEND, { id: last!._id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const again = await s.gql<{ resendWebhookDelivery: { _id: string; eventId: string } }>(operator, RESEND, {
      id: last!._id,
    });
    expect(again.errors).toBeUndefined();
    expect(again.data!.resendWebhookDelivery.eventId).toBe(last!.eventId);
    const test = await s.gql<{ sendWebhookTestEvent: { _id: string; type: string } }>(operator, TEST, {
      id: hook._id,
    });
    expect(test.data!.sendWebhookTestEvent.type).toBe('webhook.test');
    await until(async () => (await deliveries(hook._id, 'delivered')).length === 3);
    const test2 = received.filter((x) => x.path === '/hook').at(-1)!;
    expect(verifies(hook.secret, test2)).toBe(true);
    expect((await deliveries(pluginEndpoint)).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses the loopback address when private addresses are not allowed (SSRF)', async () => {
    await sender!.close();
    sender = await start(false);
    const before = received.length;
    const test = await s.gql<{ sendWebhookTestEvent: { _id: string } }>(operator, TEST, { id: hook._id });
    const failed = await until(async () =>
      (await deliveries(hook._id, 'failed')).find((d) => d._id === test.data!.sendWebhookTestEvent._id),
    );
    expect(failed).toMatchObject({ attempts: 1, lastStatusCode: null });
    expect(failed.lastError).toMatch(/127\.0\.0\.1 is not allowed/);
    expect(received.length).toBe(before);
    await sender.close();
    sender = null;
  });

  it.runIf(onPostgres)('two senders on one PostgreSQL database deliver each event once', async () => {
    const second = await openDatabase({ databaseUrl: s.databaseUrl! });
    const senders = [
      await startWebhookSender(s.services.db, s.services.database, { allowPrivate: true, pollMs: 20 }),
      await startWebhookSender(second.db, second, { allowPrivate: true, pollMs: 20 }),
    ];
    try {
      const before = received.length;
      const ids = new Set<string>();
      for (let i = 0; i < 30; i++) {
        const res = await s.gql<{ sendWebhookTestEvent: { eventId: string } }>(operator, TEST, { id: hook._id });
        ids.add(res.data!.sendWebhookTestEvent.eventId);
      }
      await until(async () => (await deliveries(hook._id, 'pending')).length === 0);
      await new Promise((res) => setTimeout(res, 200));
      const got = received.slice(before).map((x) => String(x.headers['webhook-id']));
      expect(got.sort()).toEqual([...ids].sort());
    } finally {
      for (const x of senders) await x.close();
      await second.close();
    }
  });
});
