// The start-page module's face: terms of use, imprints, templates and their bundles.
import type { SeedStep } from '../../platform/module';
import { seedStartPages } from './seed';

export { startPageResolvers as resolvers } from './resolvers';
export { bundleUsedBy } from './hooks';
export { bundleById } from './service/bundle';

// The chain a guest login needs, for both demo customers: start-page content (terms of use,
// imprint, templates, bundle) → account templates → login templates.
export const seed: readonly SeedStep[] = [
  {
    order: 61,
    perDemoCustomer: true,
    run: (s, customerId) => seedStartPages(s.db, customerId, () => s.rng.objectId()),
  },
];
