// Demo enrollment keys with logs: the hotel K100001 gets two keys for its first device configuration
// (one valid, one expired) and a short history of attempts. Keys are derived from the seed's ids, so
// the demo stays deterministic.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { HOTEL_ID } from '../../platform/seed/ids';
import { hotspotDeviceConfigs } from '../device-config/table';
import { hotspotDevices } from '../hotspot-device/table';
import { enrollmentKeyLogs, enrollmentKeys } from './table';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 26 Crockford base32 characters from the hex of two seed ids. */
function keyFrom(hex: string): string {
  let out = '';
  for (let i = 0; out.length < 26; i += 5) {
    const chunk = parseInt(hex.slice(i, i + 5).padEnd(5, '0'), 16); // 20 bits → 4 characters
    for (let s = 15; s >= 0 && out.length < 26; s -= 5) out += CROCKFORD[(chunk >> s) & 31];
  }
  return out;
}

const HOUR = 3600 * 1000;

export async function seedEnrollment(db: Db, customerId: string, newId: () => string): Promise<void> {
  if (customerId !== HOTEL_ID) return;
  const [config] = await db
    .select({ id: hotspotDeviceConfigs.id })
    .from(hotspotDeviceConfigs)
    .where(eq(hotspotDeviceConfigs.customerId, customerId))
    .orderBy(asc(hotspotDeviceConfigs.createdAt), asc(hotspotDeviceConfigs.id))
    .limit(1);
  if (!config) return;
  const devices = await db
    .select({ id: hotspotDevices.id, macs: hotspotDevices.macs, deviceType: hotspotDevices.deviceType })
    .from(hotspotDevices)
    .where(and(eq(hotspotDevices.customerId, customerId)))
    .orderBy(asc(hotspotDevices.createdAt), asc(hotspotDevices.id))
    .limit(2);
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const current = { id: newId(), name: 'Rollout Sommer 2026' };
  const expired = { id: newId(), name: 'Pilot Winter 2025' };
  type Log = {
    key: typeof current;
    status: 'SUCCESS' | 'ERROR';
    text: string;
    device: string | null;
    hoursAgo: number;
  };
  const logs: Log[] = [];
  devices.forEach((d, i) =>
    logs.push({
      key: current,
      status: 'SUCCESS',
      text: `Device ${d.id} created with device configuration ${config.id} (type ${d.deviceType}, MACs ${d.macs.join(', ')})`,
      device: d.id,
      hoursAgo: 70 - i * 20,
    }),
  );
  logs.push(
    {
      key: current,
      status: 'ERROR',
      text: 'Refused: Invalid value for mac (type MIKROTIK_ROUTEROS, MACs 02:00:00:00:00:01)',
      device: null,
      hoursAgo: 40,
    },
    {
      key: current,
      status: 'ERROR',
      text: 'Refused: Invalid value for deviceType (type UNKNOWN, MACs 00:1a:2b:3c:4d:5e)',
      device: null,
      hoursAgo: 12,
    },
    {
      key: expired,
      status: 'SUCCESS',
      text: `Device created with device configuration ${config.id} (type MIKROTIK_ROUTEROS, MACs 00:1a:2b:00:00:01)`,
      device: null,
      hoursAgo: 24 * 120,
    },
    {
      key: expired,
      status: 'ERROR',
      text: 'Refused: the key expired (type MIKROTIK_ROUTEROS, MACs 00:1a:2b:00:00:02)',
      device: null,
      hoursAgo: 6,
    },
  );
  const count = (key: { id: string }, status?: 'SUCCESS' | 'ERROR') =>
    logs.filter((l) => l.key.id === key.id && (!status || l.status === status)).length;
  const lastUsed = (key: { id: string }) =>
    at(Math.min(...logs.filter((l) => l.key.id === key.id).map((l) => l.hoursAgo)));
  await db.insert(enrollmentKeys).values(
    [
      { ...current, description: 'Neue Access Points im Haupthaus', expires: new Date(now + 180 * 24 * HOUR) },
      { ...expired, description: 'Testphase, abgelaufen', expires: at(24 * 30) },
    ].map((k) => ({
      customerId,
      id: k.id,
      name: k.name,
      key: keyFrom(newId() + newId()),
      configId: config.id,
      description: k.description,
      used: count(k),
      success: count(k, 'SUCCESS'),
      error: count(k, 'ERROR'),
      lastUsed: lastUsed(k),
      expires: k.expires,
      searchText: `${k.name} ${k.description}`.toLowerCase(),
      createdAt: at(24 * 150),
      updatedAt: at(24 * 150),
    })),
  );
  await db.insert(enrollmentKeyLogs).values(
    logs.map((l) => ({
      customerId,
      id: newId(),
      keyId: l.key.id,
      keyName: l.key.name,
      status: l.status,
      log: l.text,
      hotspotDeviceId: l.device,
      createdAt: at(l.hoursAgo),
    })),
  );
}
