// The hotspot-device module's face.
import type { SeedStep } from '../../platform/module';
import { seedHotspotDevices, seedOnlineUsers } from './seed';

export { hotspotDeviceListLimits as listLimits, hotspotDeviceResolvers as resolvers } from './resolvers';
export { enrollDevice, periodsOf } from './service';
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
