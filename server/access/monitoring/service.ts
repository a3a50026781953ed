// Monitoring of hotspot devices and of the devices of a location (docs/radius.md "Monitoring").
import type { MonitoringSignal } from '../../graphql/generated/resolvers';
import type { RequestContext } from '../../platform/context';
import { batchLoad } from '../../platform/batch';
import type { HotspotDeviceModel } from '../../network/hotspot-device/mapper';
import type { LocationModel } from '../../network/location/mapper';
import { deviceMonitoring, deviceStatusCounts, monitoringOfLocation } from './store';
import { requireCan } from '../../platform/guard';

/**
 * HotspotDevice.monitoring, derived at read from the device's heartbeat and sessions (signal rules:
 * deriveMonitoring in ./store.ts, docs/radius.md "Monitoring"). The devices of one list and
 * customer cost one query together.
 */
export async function monitoringOfDevice(ctx: RequestContext, device: HotspotDeviceModel) {
  const m = await batchLoad(ctx, `monitoring:${device.customerId}`, device._id, (ids) =>
    deviceMonitoring(ctx.db, device.customerId, ids),
  );
  if (!m) return null;
  return { ...m, updatedAt: m.updatedAt?.toISOString() ?? null };
}

export async function monitoringOf(ctx: RequestContext, location: LocationModel) {
  const rows = await monitoringOfLocation(ctx.db, location.customerId, location._id);
  const data = rows.map((r) => ({
    hotspotDeviceId: r.hotspotDeviceId,
    signal: r.signal as MonitoringSignal | null,
    message: r.message,
    severity: r.severity,
    users: r.users,
    updatedAt: r.updatedAt.toISOString(),
  }));
  return {
    data,
    maxSeverity: data.length ? Math.max(...data.map((m) => m.severity)) : null,
    users: data.reduce((sum, m) => sum + m.users, 0),
  };
}

/** The home page's device figure (issue 40): HotspotDevice read on the customer named. */
export async function hotspotDeviceStatus(ctx: RequestContext, customerId: string) {
  requireCan(ctx, 'HotspotDevice', 'read', customerId);
  return deviceStatusCounts(ctx.db, customerId);
}
