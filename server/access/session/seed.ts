// Demo guest sessions of the hotel: one accounting session per login of every demo hotspot account
// (the hotspot-account seed runs first), spread between its first and last login — some 200 over the
// last 30 days, for analytics. An account whose last login was within the last two hours still has
// that session open with a fresh interim update: online now. Then the accounts' logins and the
// codes' used, connectedDevices and firstLoginAt are set from these sessions. Each session carries
// what analytics needs (issue 11): the device's location, the login type (code or device account)
// and the client's browser, OS, device class and language, the same for one client every time.
// The demo's broad traffic comes from seedGuestTraffic.ts.
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { SeededRandom } from '../../platform/seed/random';
import { hotspotAccounts } from '../hotspot-account/table';
import { hotspotDevices } from '../../network/hotspot-device/table';
import { vouchers } from '../wifi-code/table';
import { CLIENTS, LANGUAGES } from '../../platform/seed/guestProfiles';
import { radiusSessions } from './table';

const MINUTE = 60_000;
/** Codes keep at most this many client hashes in connectedDevices (without a simultaneousUse bound). */
const MAX_CONNECTED = 100;

/** A client's device and language, from its hash (not from the random numbers: later seeds keep theirs). */
function clientTraits(clientKey: string) {
  const h = createHash('sha256').update(clientKey).digest();
  const known = CLIENTS.filter((c) => c[0] !== null);
  const [browser, os, deviceClass] = known[h[0] % known.length];
  const langs = LANGUAGES.hotel;
  return { browser, os, deviceClass, language: langs[h[1] % langs.length][0] };
}

export async function seedSessions(db: Db, customerId: string, rng: SeededRandom): Promise<void> {
  const now = Date.now();
  const accounts = await db
    .select()
    .from(hotspotAccounts)
    .where(eq(hotspotAccounts.customerId, customerId))
    .orderBy(asc(hotspotAccounts.createdAt), asc(hotspotAccounts.id));
  const locationOf = new Map(
    (
      await db
        .select({ id: hotspotDevices.id, locationId: hotspotDevices.locationId })
        .from(hotspotDevices)
        .where(eq(hotspotDevices.customerId, customerId))
    ).map((d) => [d.id, d.locationId]),
  );
  const rows: (typeof radiusSessions.$inferInsert)[] = [];
  const logins = new Map<string, number>();
  let serial = 0;
  for (const a of accounts) {
    if (!a.firstLoginAt || !a.lastLoginAt || !a.hotspotDeviceId) continue;
    const first = a.firstLoginAt.getTime();
    const last = a.lastLoginAt.getTime();
    const between = Array.from({ length: rng.int(13) }, () => first + rng.int(Math.max(1, last - first)))
      .filter((t) => t > first && t < last - 30 * MINUTE)
      .sort((x, y) => x - y);
    const starts = [first, ...between, ...(last > first ? [last] : [])];
    logins.set(a.id, starts.length);
    for (const [k, start] of starts.entries()) {
      const online = k === starts.length - 1 && a.valid && now - last < 2 * 60 * MINUTE;
      const updated = online ? now - rng.int(280) * 1000 : Math.min(now, start + (10 + rng.int(230)) * MINUTE);
      const seconds = Math.max(60, Math.round((updated - start) / 1000));
      const mb = (10 + rng.int(800)) * (seconds / 3600);
      rows.push({
        customerId,
        id: rng.objectId(),
        acctSessionId: `${(0x5e000000 + serial++).toString(16).toUpperCase()}`,
        hotspotDeviceId: a.hotspotDeviceId,
        hotspotAccountId: a.id,
        voucherId: a.voucherId,
        deviceAccountId: a.deviceAccountId,
        clientMacHash: a.clientMacHash,
        username: a.username,
        nasIp: `10.20.0.${1 + (serial % 20)}`,
        startedAt: new Date(start),
        updatedAt: new Date(updated),
        stoppedAt: online ? null : new Date(updated),
        inputBytes: Math.round(mb * 0.15 * 1048576),
        outputBytes: Math.round(mb * 1048576),
        sessionTime: seconds,
        terminateCause: online ? null : rng.pick(['User-Request', 'Idle-Timeout', 'Session-Timeout', 'Lost-Carrier']),
        locationId: locationOf.get(a.hotspotDeviceId) ?? null,
        loginType: a.voucherId ? 'VOUCHER_LOGIN' : a.deviceAccountId ? 'DEVICE_ACCOUNT_LOGIN' : null,
        ...clientTraits(a.clientMacHash ?? a.id),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(radiusSessions).values(rows.slice(i, i + 500));

  // The accounts' logins, and the codes' figures from their accounts.
  const perCode = new Map<string, { used: number; clients: string[]; first: Date }>();
  for (const a of accounts) {
    const n = logins.get(a.id) ?? 0;
    await db
      .update(hotspotAccounts)
      .set({ logins: n })
      .where(and(eq(hotspotAccounts.customerId, customerId), eq(hotspotAccounts.id, a.id)));
    if (!a.voucherId || !a.firstLoginAt) continue;
    const c = perCode.get(a.voucherId) ?? { used: 0, clients: [], first: a.firstLoginAt };
    c.used += n;
    if (a.clientMacHash) c.clients.push(a.clientMacHash);
    if (a.firstLoginAt < c.first) c.first = a.firstLoginAt;
    perCode.set(a.voucherId, c);
  }
  for (const [id, c] of perCode) {
    await db
      .update(vouchers)
      .set({
        used: c.used,
        connectedDevices: c.clients.slice(0, MAX_CONNECTED),
        firstLoginAt: c.first,
        // A code cannot have been used before it was made.
        createdAt: sql`least(${vouchers.createdAt}, ${c.first.toISOString()}::timestamptz)`,
      })
      .where(and(eq(vouchers.customerId, customerId), eq(vouchers.id, id)));
  }
}
