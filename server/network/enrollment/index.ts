// The enrollment module's face: enrollment keys, their log, and the endpoint devices enroll at.
import type { SeedStep } from '../../platform/module';
import { seedEnrollment } from './seed';
import { list, write, type OperationRule, type RestRule } from '../../platform/authorization';

export { enrollmentResolvers as resolvers } from './resolvers';
import type { Services } from '../../platform/context';
import { exportRoute, exportRule } from '../../platform/export/route';
import { requireRestViewer } from '../../tenancy/identity';
import { enrollmentRoutes } from './routes';
import { logExport } from './export';

/** The device side's enrollment endpoint and the log's export. */
export const routes = (services: Services) => [
  ...enrollmentRoutes(services),
  exportRoute(services, logExport as never, requireRestViewer),
];

export const seed: readonly SeedStep[] = [
  {
    order: 67,
    perDemoCustomer: true,
    run: (s, customerId) => seedEnrollment(s.db, customerId, () => s.rng.objectId()),
  },
];

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.enrollmentKeys': list('EnrollmentKeys:read'),
  'Query.enrollmentKeyLogs': list('EnrollmentKeyLogs:read', ['keyIds']),
  'Mutation.createEnrollmentKey': write('EnrollmentKeys:create', ['data.customerId']),
  'Mutation.deleteEnrollmentKey': write('EnrollmentKeys:delete', ['id']),
};

export const restRoutes: readonly RestRule[] = [
  { route: 'POST /enrollment/enroll', access: 'device-key', scope: 'tenant', ids: [] },
  exportRule(logExport),
];
