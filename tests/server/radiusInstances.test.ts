// Several RADIUS servers (issue 36, seed 000 §9 names three): two server processes exactly as
// `npm start` runs them (server/main.ts), each with its own RADIUS ports, on one PostgreSQL, answer the
// real radclient for the same devices with the same decisions. Simultaneous use is reserved at
// Access-Request time in the database, so 8 parallel first logins of a one-device code split over
// both instances get exactly one accept; a cooldown begun at one holds at the other; a device's
// secret, switch and configuration live in each instance's memory (server/access/radius/deviceIndex.ts)
// and a change made anywhere reaches both through the database's notification.
// PostgreSQL only: PGlite is one process by design.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { radclient, raw, type RadValue } from './radiusHelpers';
import { makeHotspot, setPlugins, type Hotspot } from './hotspotFixture';
import { freePort, freeUdpPort } from '../setup/freePort';
import { newObjectId } from '../../server/platform/ids';
import { vouchers } from '../../server/access/wifi-code/table';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { hotspotDeviceConfigs } from '../../server/network/device-config/table';

const onPostgres = process.env.TEST_DB === 'postgres';
const root = path.resolve(import.meta.dirname, '../..');
const C = 'K100003';

interface Instance {
  authPort: number;
  acctPort: number;
  child: ChildProcess;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const [port, authPort, acctPort] = [await freePort(), await freeUdpPort(), await freeUdpPort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      RADIUS_HOST: '127.0.0.1',
      RADIUS_AUTH_PORT: String(authPort),
      RADIUS_ACCT_PORT: String(acctPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output}`)), 90_000);
    const read = (d: Buffer) => {
      output += d;
      if (output.includes('RADIUS on udp/')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code}:\n${output}`));
    });
  });
  return { authPort, acctPort, child };
}

let s: TestServer;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  if (!onPostgres) return;
  s = await startTestServer({ customers: 3 });
  await setPlugins(s.db, C, { cooldown: { active: true } });
  [a, b] = await Promise.all([startInstance(s.databaseUrl!), startInstance(s.databaseUrl!)]);
}, 200_000);

afterAll(async () => {
  for (const i of [a, b]) {
    if (!i) continue;
    i.child.kill('SIGTERM');
    if (i.child.exitCode === null) await new Promise((r) => i.child.once('exit', r));
  }
  await s?.close();
}, 60_000);

const MA = { 'Message-Authenticator': raw('0x00') };

let codeSeq = 0;
async function code(values: Partial<typeof vouchers.$inferInsert> = {}) {
  const c = `RADINST${String(++codeSeq).padStart(3, '0')}`;
  const id = newObjectId();
  await s.db.insert(vouchers).values({ customerId: C, id, code: c, voucherCode: c, ...values });
  return { id, code: c };
}

const pap = (i: Instance, h: Hotspot, user: string, client: string, secret = h.secret) =>
  radclient(i.authPort, 'auth', secret, {
    'NAS-Identifier': h.deviceId,
    'User-Name': user,
    'User-Password': user,
    'Calling-Station-Id': client,
    ...MA,
  });

function acct(i: Instance, h: Hotspot, status: string, sessionId: string, attrs: Record<string, RadValue>) {
  return radclient(i.acctPort, 'acct', h.secret, {
    'NAS-Identifier': h.deviceId,
    'Acct-Status-Type': raw(status),
    'Acct-Session-Id': sessionId,
    ...attrs,
  });
}

/** Asks until `check` holds (a notification crosses to the other instance within milliseconds). */
async function eventually(check: () => Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

describe.skipIf(!onPostgres)('two RADIUS servers on one PostgreSQL', () => {
  it('accept exactly one of 8 parallel first logins of a one-device code split over both', async () => {
    const h = await makeHotspot(s.db, C);
    const c = await code({ simultaneousUse: 1 });
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, n) => pap(n % 2 ? b : a, h, c.code, `AA-BB-CC-36-40-0${n}`)),
    );
    expect(replies.filter((r) => r.code === 'Access-Accept')).toHaveLength(1);
    expect(replies.filter((r) => r.code === 'Access-Reject').map((r) => r.attrs['Reply-Message'])).toEqual(
      Array(7).fill('Too many devices for this code'),
    );
    // The winner logs in again at either instance; another client is refused at either.
    const winner = `AA-BB-CC-36-40-0${replies.findIndex((r) => r.code === 'Access-Accept')}`;
    const other = winner.endsWith('0') ? 'AA-BB-CC-36-40-09' : 'AA-BB-CC-36-40-00';
    expect((await pap(a, h, c.code, winner)).code).toBe('Access-Accept');
    expect((await pap(b, h, c.code, winner)).code).toBe('Access-Accept');
    expect((await pap(a, h, c.code, other)).code).toBe('Access-Reject');
    expect((await pap(b, h, c.code, other)).code).toBe('Access-Reject');
  });

  it('hold a cooldown begun at one instance at the other', async () => {
    const h = await makeHotspot(s.db, C, { logins: [{ cooldown: '1h' }] });
    const c = await code();
    const mac = 'AA-BB-CC-36-41-01';
    expect((await pap(a, h, c.code, mac)).code).toBe('Access-Accept');
    const called = `${h.mac.toUpperCase().replace(/:/g, '-')}:Guest`;
    const session = { 'User-Name': c.code, 'Calling-Station-Id': mac, 'Called-Station-Id': called };
    expect((await acct(a, h, 'Start', 'inst-cool-1', session)).code).toBe('Accounting-Response');
    // Online: re-authentication at the other instance is fine.
    expect((await pap(b, h, c.code, mac)).code).toBe('Access-Accept');
    // The Stop reaches the other instance; the cooldown holds at both.
    expect((await acct(b, h, 'Stop', 'inst-cool-1', { ...session, 'Acct-Session-Time': 30 })).code).toBe(
      'Accounting-Response',
    );
    for (const i of [a, b]) {
      const again = await pap(i, h, c.code, mac);
      expect(again.code).toBe('Access-Reject');
      expect(again.attrs['Reply-Message']).toBe('Please wait before logging in again');
    }
    expect((await pap(b, h, c.code, 'AA-BB-CC-36-41-02')).code).toBe('Access-Accept');
  });

  it('follow a device switched off, and a new secret, wherever the change was made', async () => {
    const h = await makeHotspot(s.db, C);
    const c = await code({ simultaneousUse: 5 });
    expect((await pap(a, h, c.code, 'AA-BB-CC-36-42-01')).code).toBe('Access-Accept');
    expect((await pap(b, h, c.code, 'AA-BB-CC-36-42-02')).code).toBe('Access-Accept');

    await s.db
      .update(hotspotDevices)
      .set({ active: false })
      .where(and(eq(hotspotDevices.customerId, C), eq(hotspotDevices.id, h.deviceId)));
    for (const i of [a, b])
      expect(
        await eventually(async () => (await pap(i, h, c.code, 'AA-BB-CC-36-42-03')).code === 'Access-Reject'),
      ).toBe(true);
    await s.db
      .update(hotspotDevices)
      .set({ active: true })
      .where(and(eq(hotspotDevices.customerId, C), eq(hotspotDevices.id, h.deviceId)));

    // A new secret in the device's configuration: the old one is dropped unanswered at both, the new
    // one answered at both.
    const [device] = await s.db
      .select({ configId: hotspotDevices.configId })
      .from(hotspotDevices)
      .where(and(eq(hotspotDevices.customerId, C), eq(hotspotDevices.id, h.deviceId)));
    await s.db
      .update(hotspotDeviceConfigs)
      .set({ deviceSettings: [{ deviceType: 'FX_ALIXBOARD_COOVA_CHILLI', cipher: { secret: 'rotated-secret-42' } }] })
      .where(and(eq(hotspotDeviceConfigs.customerId, C), eq(hotspotDeviceConfigs.id, device!.configId!)));
    for (const i of [a, b]) {
      expect(
        await eventually(
          async () => (await pap(i, h, c.code, 'AA-BB-CC-36-42-04', 'rotated-secret-42')).code === 'Access-Accept',
        ),
      ).toBe(true);
      expect((await pap(i, h, c.code, 'AA-BB-CC-36-42-05')).code).toBeNull();
    }
  });
});
