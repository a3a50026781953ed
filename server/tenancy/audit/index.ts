// The audit module's face: the log of every mutation and sign-in (issue 12).
import type { OperationRule } from '../../platform/authorization';
import type { ExportSource } from '../../platform/export/route';
import { auditExport } from './export';

export { auditResolvers as resolvers } from './resolvers';
export { auditPlugin } from './plugin';
export { audited, auditRest } from './rest';

// The audit log: the service requires an operator (isOperator of src/domain/profile, as the mail
// outbox); everyone else gets FORBIDDEN. It reads every customer's entries: no tenant scope.
export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.auditLog': { access: 'viewer', scope: 'none', ids: ['customerIds'] },
};

/** The log's export (docs/exports.md): operators only, as the list (its service decides). */
export const exportSources: readonly ExportSource<never>[] = [auditExport];
