// The enrollment module's face: enrollment keys, their log, and the endpoint devices enroll at.
import type { SeedStep } from '../../platform/module';
import { seedEnrollment } from './seed';
import { list, write, type OperationRule, type RestRule } from '../../platform/authorization';

export { enrollmentResolvers as resolvers } from './resolvers';
import type { ExportSource } from '../../platform/export/route';
import { logExport } from './export';

/** The device side's enrollment endpoint. */
export { enrollmentRoutes as routes } from './routes';
/** The log's export (docs/exports.md). */
export const exportSources: readonly ExportSource<never>[] = [logExport];

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
];
