// The hotspot-account module's face.
import type { SeedStep } from '../../platform/module';
import { HOTEL_ID } from '../../platform/seed/ids';
import { seedHotspotAccounts } from './seed';

export { hotspotAccountResolvers as resolvers } from './resolvers';
export { searchTextOf } from './store';

export const seed: readonly SeedStep[] = [{ order: 70, run: (s) => seedHotspotAccounts(s.db, HOTEL_ID, s.rng) }];
