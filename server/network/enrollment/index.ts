// The enrollment module's face: enrollment keys, their log, and the endpoint devices enroll at.
import type { SeedStep } from '../../platform/module';
import { seedEnrollment } from './seed';

export { enrollmentResolvers as resolvers } from './resolvers';
export { enrollmentRoutes as routes } from './routes';

export const seed: readonly SeedStep[] = [
  {
    order: 67,
    perDemoCustomer: true,
    run: (s, customerId) => seedEnrollment(s.db, customerId, () => s.rng.objectId()),
  },
];
