// The hotspot-device module's face.
import type { SeedStep } from '../../platform/module';
import { seedHotspotDevices, seedOnlineUsers } from './seed';
import { crud, list, write, type OperationRule } from '../../platform/authorization';
import type { ExportSource } from '../../platform/export/route';
import { deviceExport } from './export';

export { hotspotDeviceListLimits as listLimits, hotspotDeviceResolvers as resolvers } from './resolvers';
export { deviceDeactivated, devicePeriodChanged, enrollDevice, periodsOf } from './service';
export { findDevice, namesUsingConfig } from './store';
export type { HotspotDeviceModel } from './mapper';

export const seed: readonly SeedStep[] = [
  { order: 40, run: seedOnlineUsers },
  {
    order: 66,
    perDemoCustomer: true,
    run: (s, customerId) => seedHotspotDevices(s.db, customerId, () => s.rng.objectId()),
  },
];

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.hotspotDevices': list('HotspotDevice:read', ['hotspotDeviceConfig', 'locationId']),
  'Query.hotspotDeviceConflicts': write('HotspotDevice:read', ['customerId']),
  'Mutation.importHotspotDevices': write('HotspotDevice:create', ['customerId']),
  ...crud('HotspotDevice', 'HotspotDevice'),
};

/** The device list's export (docs/exports.md). */
export const exportSources: readonly ExportSource<never>[] = [deviceExport];
