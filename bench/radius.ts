// RADIUS: the in-process server against the seeded database (1,000,000 codes in the hotel K100001):
// single Access-Request latency (p50/p95, one at a time), 5,000 Access-Requests sent at 500/s (none
// may be lost; no retransmissions), and accounting for 1,000 concurrent sessions (Start, Interim-Update,
// Stop at 500/s). A bench device with its own secret is added to the hotel; the hotel's concurrent-user
// licence is switched off while measuring (it would refuse after 50 seats) and restored afterwards.
import dgram from 'node:dgram';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../server/platform/db/client';
import { newObjectId } from '../server/platform/ids';
import { startRadius } from '../server/access/radius';
import { loadDictionaries, radius } from '../server/access/radius/packets';
import { customerPlugins } from '../server/tenancy/customer/table';
import { vouchers } from '../server/access/wifi-code/table';
import { hotspotDeviceConfigs } from '../server/network/device-config/table';
import { hotspotDeviceMacs, hotspotDevices } from '../server/network/hotspot-device/table';
import { onlineCount } from '../server/access/session/store';
import { ms, pct } from './common';

const CUSTOMER = 'K100001';
export const BENCH_SECRET = 'bench-radius-secret';
const SECRET = BENCH_SECRET;
const BURST = 5000;
const RATE = 500;
const SESSIONS = 1000;

interface Fired {
  latencies: number[];
  codes: Map<string, number>;
  lost: number;
  /** From the first send to the last answer. */
  totalMs: number;
}

/**
 * Sends the packets to `port` at `rate` per second (Infinity: one after the other, each awaited) and
 * collects the answers. One socket per 256 packets (the identifier is 8 bits), no retransmissions.
 */
async function fire(packets: Buffer[], port: number, rate: number, waitMs = 30_000): Promise<Fired> {
  const sockets: dgram.Socket[] = [];
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const codes = new Map<string, number>();
  let answered = 0;
  let notify: (() => void) | null = null;
  for (let s = 0; s * 256 < packets.length; s++) {
    const socket = dgram.createSocket('udp4');
    await new Promise<void>((r) => socket.bind(0, '127.0.0.1', r));
    socket.on('message', (msg) => {
      const i = s * 256 + msg[1]!;
      const at = sentAt.get(i);
      if (at === undefined) return;
      sentAt.delete(i);
      latencies.push(performance.now() - at);
      const code = radius.decode_without_secret({ packet: msg }).code;
      codes.set(code, (codes.get(code) ?? 0) + 1);
      answered++;
      notify?.();
    });
    sockets.push(socket);
  }
  const start = performance.now();
  for (let i = 0; i < packets.length; i++) {
    sentAt.set(i, performance.now());
    const before = answered;
    sockets[Math.floor(i / 256)]!.send(packets[i]!, port, '127.0.0.1');
    if (rate === Infinity) {
      await new Promise<void>((r) => {
        notify = () => answered > before && r();
        setTimeout(r, 5000);
      });
    } else {
      const due = start + ((i + 1) * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    }
  }
  const deadline = performance.now() + waitMs;
  while (answered < packets.length && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  const totalMs = performance.now() - start;
  for (const s of sockets) s.close();
  return { latencies, codes, lost: packets.length - answered, totalMs };
}

const mac = (i: number) =>
  `AA-BB-${[(i >> 16) & 255, (i >> 8) & 255, i & 255].map((b) => b.toString(16).padStart(2, '0')).join('-')}`;

/**
 * A bench device of the hotel with its own secret (`SECRET`, NAS-Identifier = its id, Called-Station-Id
 * = `deviceMac`), the hotel's concurrent-user licence switched off while measuring (it would refuse
 * after 50 seats): `restore` switches it back. Shared with bench/freeradius.ts.
 */
export async function addBenchDevice(
  db: Db,
): Promise<{ deviceId: string; deviceMac: string; restore: () => Promise<void> }> {
  const deviceId = newObjectId();
  const configId = newObjectId();
  const deviceMac = '02:be:0c:00:00:01';
  await db.insert(hotspotDeviceConfigs).values({
    customerId: CUSTOMER,
    id: configId,
    name: 'RADIUS bench',
    deviceSettings: [{ deviceType: 'FX_ALIXBOARD_COOVA_CHILLI', cipher: { secret: SECRET } }],
  });
  await db.insert(hotspotDevices).values({
    customerId: CUSTOMER,
    id: deviceId,
    name: 'RADIUS bench',
    deviceType: 'FX_ALIXBOARD_COOVA_CHILLI',
    configId,
    macs: [deviceMac],
    monitoringAlias: 'radius-bench',
  });
  await db.insert(hotspotDeviceMacs).values({ customerId: CUSTOMER, mac: deviceMac, deviceId, position: 0 });
  const [plugins] = await db
    .select({ plugins: customerPlugins.plugins })
    .from(customerPlugins)
    .where(eq(customerPlugins.customerId, CUSTOMER));
  await db
    .update(customerPlugins)
    .set({ plugins: sql`${customerPlugins.plugins} - 'concurrentUser'` })
    .where(eq(customerPlugins.customerId, CUSTOMER));
  return {
    deviceId,
    deviceMac,
    restore: async () => {
      if (!plugins) return;
      await db
        .update(customerPlugins)
        .set({ plugins: plugins.plugins })
        .where(eq(customerPlugins.customerId, CUSTOMER));
    },
  };
}

/** `n` codes of the hotel that can log in (active, valid, not expiring within a day). */
export async function usableCodes(db: Db, n: number): Promise<string[]> {
  const codes = (
    await db
      .select({ code: vouchers.code })
      .from(vouchers)
      .where(
        and(
          eq(vouchers.customerId, CUSTOMER),
          eq(vouchers.active, true),
          eq(vouchers.valid, true),
          isNull(vouchers.deletedAt),
          sql`(${vouchers.expires} is null or ${vouchers.expires} > now() + interval '1 day')`,
          // Not a device code another client holds already (the demo's logins bound some): its login
          // would be refused DEVICE_BOUND, every round.
          sql`(not ${vouchers.deviceVoucher} or cardinality(${vouchers.connectedDevices}) = 0)`,
        ),
      )
      .limit(n)
  ).map((r) => r.code);
  if (codes.length < n) throw new Error(`radius bench: only ${codes.length} usable codes`);
  return codes;
}

/** Rows of the Markdown table. */
export async function benchRadius(db: Db): Promise<string[]> {
  loadDictionaries();
  const { deviceId, deviceMac, restore } = await addBenchDevice(db);
  // Codes that can log in (each by one new client, so device binding and simultaneous use do not refuse).
  const codes = await usableCodes(db, 300 + BURST + SESSIONS);

  const server = await startRadius({ db }, { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: () => {} });
  const access = (code: string, i: number) =>
    radius.encode({
      code: 'Access-Request',
      secret: SECRET,
      identifier: i % 256,
      attributes: [
        ['NAS-Identifier', deviceId],
        ['User-Name', code],
        ['User-Password', code],
        ['Calling-Station-Id', mac(i)],
      ],
      add_message_authenticator: true,
    });
  const accounting = (status: string, i: number, extra: [string, unknown][] = []) =>
    radius.encode({
      code: 'Accounting-Request',
      secret: SECRET,
      identifier: i % 256,
      attributes: [
        ['Called-Station-Id', `${deviceMac.toUpperCase().replace(/:/g, '-')}:Guest`],
        ['Acct-Status-Type', status],
        ['Acct-Session-Id', `bench-${i}`],
        ['User-Name', codes[300 + BURST + i]!],
        ['Calling-Station-Id', mac(100_000 + i)],
        ...extra,
      ],
    });
  const rows: string[] = [];
  try {
    const single = await fire(
      codes.slice(0, 300).map((c, i) => access(c, i)),
      server.authPort,
      Infinity,
    );
    rows.push(
      `| RADIUS Access-Request (PAP, code, one at a time, 300 logins) | ${ms(pct(single.latencies, 50))} | ${ms(pct(single.latencies, 95))} | p95 ≤ 10 ms |`,
    );
    const burst = await fire(
      codes.slice(300, 300 + BURST).map((c, i) => access(c, i)),
      server.authPort,
      RATE,
    );
    const accepted = burst.codes.get('Access-Accept') ?? 0;
    rows.push(
      `| RADIUS ${BURST.toLocaleString('en')} Access-Requests at ${RATE}/s: ${accepted} accepted, ${burst.lost} lost, all answered after ${(burst.totalMs / 1000).toFixed(1)} s | ${ms(pct(burst.latencies, 50))} | ${ms(pct(burst.latencies, 95))} | none lost |`,
    );
    // Accounting: 1,000 sessions start, update and stop.
    const before = await onlineCount(db, CUSTOMER, { hotspotDeviceId: deviceId });
    const start = await fire(
      Array.from({ length: SESSIONS }, (_, i) => accounting('Start', i)),
      server.acctPort,
      RATE,
    );
    const online = (await onlineCount(db, CUSTOMER, { hotspotDeviceId: deviceId })) - before;
    const interim = await fire(
      Array.from({ length: SESSIONS }, (_, i) =>
        accounting('Interim-Update', i, [
          ['Acct-Session-Time', 300],
          ['Acct-Input-Octets', 1000 * i],
        ]),
      ),
      server.acctPort,
      RATE,
    );
    const stop = await fire(
      Array.from({ length: SESSIONS }, (_, i) => accounting('Stop', i, [['Acct-Session-Time', 420]])),
      server.acctPort,
      RATE,
    );
    const after = (await onlineCount(db, CUSTOMER, { hotspotDeviceId: deviceId })) - before;
    for (const [label, m] of [
      ['Start', start],
      ['Interim-Update', interim],
      ['Stop', stop],
    ] as const) {
      rows.push(
        `| RADIUS accounting ${label}, ${SESSIONS.toLocaleString('en')} sessions at ${RATE}/s: ${m.lost} lost${label === 'Start' ? `, ${online} online after` : label === 'Stop' ? `, ${after} online after` : ''} | ${ms(pct(m.latencies, 50))} | ${ms(pct(m.latencies, 95))} | none lost |`,
      );
    }
    const stats = server.stats();
    if (stats.errors) throw new Error(`radius bench: ${stats.errors} handler errors`);
  } finally {
    await server.close();
    await restore();
  }
  return rows;
}
