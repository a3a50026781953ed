// Several instances on one PostgreSQL (issue 13, docs/scaling.md): two server processes exactly as
// `npm start` runs them (server/main.ts), the first seeding the demo, the second joining the same
// database. A mixed load spread over both answers without an error; a session started at one
// instance refreshes at the other exactly once (the replay of the spent token at the first revokes
// the family everywhere); a password changed at one instance refuses the old access token at the other
// as soon as the database's notification reaches it (both cache their callers); a write at one is read,
// and updated with its updatedAt, at the other. The limits against guessing and abuse hold over both
// (issue 33): reset mails per address, reset-token, enrollment, DNS-key and invite-token attempts
// split between the instances are counted together (auth_throttle, server/platform/throttle.ts).
// Both start at once against an empty database and migrate it once (issue 37).
// PostgreSQL only: PGlite is one process by design.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, HOTEL_ID } from '../../server/seed/demo';
import { CAFE_ID } from '../../server/platform/seed/ids';
import { PG_ADMIN_URL, adminQuery } from './harness';
import { freePort } from '../setup/freePort';

const onPostgres = process.env.TEST_DB === 'postgres';
const root = path.resolve(import.meta.dirname, '../..');

interface Instance {
  url: string;
  child: ChildProcess;
}

async function startInstance(databaseUrl: string, seed: boolean): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      RADIUS: 'off',
      SEED_DEMO: seed ? 'true' : 'false',
      DEMO_TRAFFIC: 'off',
      DEMO_CUSTOMERS: '6',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output}`)), 90_000);
    child.stdout!.on('data', () => {
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code}:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function post(i: Instance, pathName: string, body: unknown, token?: string, method = 'POST') {
  const r = await fetch(i.url + pathName, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null };
}

async function gql(i: Instance, token: string, query: string, variables: Record<string, unknown> = {}) {
  const r = await post(i, '/graphql', { query, variables }, token);
  return r as { status: number; body: { data?: Record<string, unknown> | null; errors?: unknown[] } };
}

async function signIn(i: Instance, email: string, password = DEMO_PASSWORD) {
  const r = await post(i, '/auth/authorize', { email, password });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { accessToken: string; refreshToken: string };
}

const LIST = `query($c:[String!]){ vouchers(customerIds:$c, take:25, sort:[{key:"createdAt",order:DESC}]){ totalCount data{ _id code } } }`;
const ONE = `query($ids:[ID!],$c:[String!]){ vouchers(ids:$ids, customerIds:$c){ data{ _id description updatedAt } } }`;
const CREATE = `mutation($d:CreateVoucherInput!){ createVoucher(data:$d){ _id updatedAt } }`;
const UPDATE = `mutation($d:UpdateVoucherInput!){ updateVoucher(data:$d) }`;
const DELETE = `mutation($id:ID!){ deleteVoucher(_id:$id, permanent:true) }`;

let a: Instance;
let b: Instance;
let name: string;
let databaseUrl: string;

beforeAll(async () => {
  if (!onPostgres) return;
  name = `hp_test_inst_${randomBytes(5).toString('hex')}`;
  // An empty database (issue 37): both instances start at the same moment and migrate it once, under
  // the migrations' advisory lock (server/platform/db/client.ts); the first then seeds the demo.
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  [a, b] = await Promise.all([startInstance(databaseUrl, true), startInstance(databaseUrl, false)]);
}, 200_000);

afterAll(async () => {
  for (const i of [a, b]) {
    if (!i) continue;
    i.child.kill('SIGTERM');
    if (i.child.exitCode === null) await new Promise((r) => i.child.once('exit', r));
  }
  if (name) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}, 60_000);

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  it('answers a mixed load spread over both without an error', async () => {
    const hotel = (await signIn(a, 'admin@alpenhotel.test')).accessToken;
    const cafe = (await signIn(b, 'admin@stadtcafe.test')).accessToken;
    const errors: string[] = [];
    let answered = 0;
    const check = (what: string, r: { status: number; body: { errors?: unknown[]; data?: unknown } }) => {
      if (r.status !== 200 || r.body.errors || !r.body.data)
        errors.push(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      else answered++;
      return r.body.data as Record<string, unknown> | undefined;
    };
    const end = Date.now() + 6000;
    // Eight workers, each switching instance on every request; writes create a code at one
    // instance, load and update it at the other, delete it at the first.
    await Promise.all(
      Array.from({ length: 8 }, async (_, n) => {
        let k = n;
        const next = () => (k++ % 2 === 0 ? a : b);
        while (Date.now() < end) {
          check('list', await gql(next(), hotel, LIST, { c: [HOTEL_ID] }));
          const created = check(
            'create',
            await gql(next(), cafe, CREATE, { d: { customerId: CAFE_ID, description: `inst ${n}` } }),
          );
          const id = (created?.createVoucher as { _id: string } | undefined)?._id;
          if (!id) continue;
          const loaded = check('load', await gql(next(), cafe, ONE, { ids: [id], c: [CAFE_ID] }));
          const row = (loaded?.vouchers as { data: { updatedAt: string }[] } | undefined)?.data[0];
          if (row)
            check(
              'update',
              await gql(next(), cafe, UPDATE, { d: { _id: id, updatedAt: row.updatedAt, description: `inst ${n}+` } }),
            );
          check('delete', await gql(next(), cafe, DELETE, { id }));
        }
      }),
    );
    expect(errors).toEqual([]);
    expect(answered).toBeGreaterThan(40);
  }, 60_000);

  it('refreshes a session of one instance at the other exactly once', async () => {
    const session = await signIn(a, 'partner@netpartner.test');
    const refreshed = await post(b, '/auth/refresh', { refreshToken: session.refreshToken });
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.data as { accessToken: string; refreshToken: string };
    expect((await gql(a, next.accessToken, LIST, { c: [HOTEL_ID] })).status).toBe(200);
    // The spent token replayed at the first instance: refused, and the whole family with it.
    expect((await post(a, '/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await post(b, '/auth/refresh', { refreshToken: next.refreshToken })).status).toBe(401);
  });

  it('refuses at the other instance an access token of before a password change', async () => {
    const email = 'vendor@vendor.test';
    const atA = await signIn(a, email);
    const profile = (i: Instance) =>
      fetch(i.url + '/my-profile', { headers: { authorization: `Bearer ${atA.accessToken}` } }).then((r) => r.status);
    // Both instances now hold the caller in their cache (server/platform/viewerCache.ts).
    expect(await profile(a)).toBe(200);
    expect(await profile(b)).toBe(200);
    const changed = await post(
      b,
      '/my-profile/password',
      { currentPassword: DEMO_PASSWORD, password: 'Neues#Passwort9' },
      atA.accessToken,
      'PUT',
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await profile(b)).toBe(401);
    // The other instance drops its cached caller when the database's notification arrives: within
    // milliseconds; the bound leaves room for a loaded machine.
    const t0 = Date.now();
    let status = await profile(a);
    while (status !== 401 && Date.now() - t0 < 2000) status = await profile(a);
    expect(status).toBe(401);
    await signIn(a, email, 'Neues#Passwort9');
  });
});

/** `n` requests, the first at instance a, the next at b, and so on; their answers in order. */
async function alternating<T>(n: number, one: (i: Instance, k: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let k = 0; k < n; k++) answers.push(await one(k % 2 === 0 ? a : b, k));
  return answers;
}

async function outboxCount(address: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const r = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE $1 = ANY("to")', [
      address,
    ]);
    return r.rows[0]!.n;
  } finally {
    await client.end();
  }
}

const TAKE_USER = `mutation T($data: TakeUserInviteInput!) { takeUserInvites(data: $data) }`;

describe.skipIf(!onPostgres)('limits against guessing hold over both instances', () => {
  it('mails one address at most 3 reset links an hour, the requests split over both', async () => {
    const email = 'support@support.hotspot-portal.test';
    const statuses = await alternating(6, (i) => post(i, '/auth/forgot-password', { email }).then((r) => r.status));
    // The 4th to 6th request answer the same 200: the answer never tells whether a mail went out.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    // The mails are handed to each instance's outbox after the answer.
    const t0 = Date.now();
    while ((await outboxCount(email)) < 3 && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1500));
    expect(await outboxCount(email)).toBe(3);
  }, 30_000);

  it('answers the 31st reset-token guess from one address with 429', async () => {
    const answers = await alternating(31, (i, k) =>
      post(i, '/auth/reset-password/check', { token: `guess-${k}-${'x'.repeat(40)}` }),
    );
    expect(answers.slice(0, 30).map((r) => r.status)).toEqual(Array(30).fill(400));
    expect(answers[30]!.status).toBe(429);
    expect(answers[30]!.body.error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(answers[30]!.body.error.retryAfter).toBeGreaterThan(0);
  }, 30_000);

  it('answers the 21st enrollment attempt of a minute from one address with 429', async () => {
    const answers = await alternating(21, (i, k) =>
      post(i, '/enrollment/enroll', {
        key: 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ',
        mac: [`02:00:00:00:00:${String(k).padStart(2, '0')}`],
        deviceType: 'UBIQUITI',
      }),
    );
    expect(answers.slice(0, 20).map((r) => r.status)).toEqual(Array(20).fill(403));
    expect(answers[20]!.status).toBe(429);
    expect(answers[20]!.body.error).toMatchObject({ code: 'RATE_LIMITED' });
  }, 30_000);

  it('answers the 31st refused DNS-statistics key from one address with 429', async () => {
    const answers = await alternating(31, async (i, k) => {
      const r = await fetch(`${i.url}/api/dns-stats/${HOTEL_ID}-no-such-location`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer guess${k}${'y'.repeat(30)}` },
        body: '[]',
      });
      return { status: r.status, body: (await r.json()) as { error: { code: string; retryAfter?: number } } };
    });
    expect(answers.slice(0, 30).map((r) => r.status)).toEqual(Array(30).fill(401));
    expect(answers[30]!.status).toBe(429);
    expect(answers[30]!.body.error).toMatchObject({ code: 'RATE_LIMITED' });
  }, 30_000);

  it('answers the 11th invite taking from one address with RATE_LIMITED', async () => {
    const data = { customerIds: [HOTEL_ID], firstName: 'G', lastName: 'G', password: 'Sicher#2026' };
    const answers = await alternating(11, (i, k) =>
      gql(i, `bogus-invite-token-${k}-${'z'.repeat(30)}`, TAKE_USER, { data }),
    );
    const codes = answers.map((r) => (r.body.errors?.[0] as { extensions?: { code?: string } })?.extensions?.code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('NOT_FOUND'));
    expect(codes[10]).toBe('RATE_LIMITED');
  }, 30_000);
});
