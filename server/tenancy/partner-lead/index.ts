// The partner-lead module's face.
import type { SeedStep } from '../../platform/module';
import { PARTNER_ID } from '../../platform/seed/ids';
import { seedPartnerLeads } from './seed';

export { partnerLeadResolvers as resolvers } from './resolvers';

export const seed: readonly SeedStep[] = [
  { order: 91, run: (s) => seedPartnerLeads(s.db, PARTNER_ID, () => s.rng.objectId()) },
];
