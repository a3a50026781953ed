// The device-account module's face.
import type { SeedStep } from '../../platform/module';
import { HOTEL_ID } from '../../platform/seed/ids';
import { seedDeviceAccounts } from './seed';

export { deviceAccountResolvers as resolvers } from './resolvers';
export { hashClientMac } from './service';

export const seed: readonly SeedStep[] = [
  { order: 50, run: (s) => seedDeviceAccounts(s.db, HOTEL_ID, () => s.rng.objectId()) },
];
