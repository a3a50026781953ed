// The location module's face: locations and regions (location groups).
import type { SeedStep } from '../../platform/module';
import { seedLocations } from './seed';
import { crud, list, type OperationRule } from '../../platform/authorization';
import type { ExportSource } from '../../platform/export/route';
import { locationExport, locationGroupExport } from './export';

export { locationResolvers as resolvers } from './resolvers';
export { locationDeleted } from './hooks';
export { toLocation, toLocationGroup, type LocationModel } from './mapper';
export { groupRowsOf, locationRowOf } from './service';

// The hotspot network: locations and regions → device configs → devices → enrollment keys.
export const seed: readonly SeedStep[] = [
  { order: 64, perDemoCustomer: true, run: (s, customerId) => seedLocations(s.db, customerId, () => s.rng.objectId()) },
];

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.locations': list('HotspotDeviceLocation:read', ['hotspotDeviceId']),
  ...crud('HotspotDeviceLocation', 'Location', true),
  'Query.locationGroups': list('HotspotDeviceLocationGroup:read', ['locationId']),
  ...crud('HotspotDeviceLocationGroup', 'LocationGroup', true),
};

/** The location and region lists' exports (docs/exports.md). */
export const exportSources: readonly ExportSource<never>[] = [locationExport, locationGroupExport];
