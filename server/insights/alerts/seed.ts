// The demo's alerts: the hotel's recipients and a few past alerts of its first two hotspots and its
// licence, already mailed (the demo sends no mail when it starts), so that the bell and /alerts show
// what they are for. The second hotspot's incident is still open (it has not been heard since).
import { and, asc, eq } from 'drizzle-orm';
import type { SeedScope } from '../../platform/module';
import { HOTEL_ID } from '../../platform/seed/ids';
import { hotspotDevices } from '../../network/hotspot-device/table';
import { alertIncidents, alertNotifications, alertSettings } from './table';

export async function seedAlerts({ db, rng }: SeedScope): Promise<void> {
  const devices = await db
    .select({ id: hotspotDevices.id, name: hotspotDevices.name })
    .from(hotspotDevices)
    .where(and(eq(hotspotDevices.customerId, HOTEL_ID), eq(hotspotDevices.active, true)))
    .orderBy(asc(hotspotDevices.name))
    .limit(2);
  await db.insert(alertSettings).values({ customerId: HOTEL_ID, recipients: ['technik@alpenhotel.test'] });
  if (devices.length < 2) return;
  const [a, b] = devices as [{ id: string; name: string }, { id: string; name: string }];
  const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const entries = [
    { kind: 'device.offline', subject: a, at: ago(50) },
    { kind: 'device.online', subject: a, at: ago(49.3) },
    { kind: 'licence.80', subject: null, at: ago(26), name: '120/150' },
    { kind: 'device.offline', subject: b, at: ago(3) },
  ];
  await db.insert(alertNotifications).values(
    entries.map((e) => ({
      customerId: HOTEL_ID,
      id: rng.objectId(),
      kind: e.kind,
      subjectId: e.subject?.id ?? null,
      subjectName: e.subject?.name ?? e.name ?? null,
      createdAt: e.at,
      mailedAt: e.at,
    })),
  );
  await db.insert(alertIncidents).values([
    {
      customerId: HOTEL_ID,
      id: rng.objectId(),
      kind: 'device.offline',
      subjectId: a.id,
      openedAt: ago(50),
      closedAt: ago(49.3),
    },
    { customerId: HOTEL_ID, id: rng.objectId(), kind: 'device.offline', subjectId: b.id, openedAt: ago(3) },
  ]);
}
