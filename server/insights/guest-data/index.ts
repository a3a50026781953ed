// The guest-data module's face (issue 38, GDPR Art. 15 and 17; docs/privacy.md).
import { write, type OperationRule } from '../../platform/authorization';
import type { HousekeepingJob } from '../../platform/module';
import { pacedOn, purgeExpiredPersonalData } from './retention';

export { guestDataResolvers as resolvers } from './resolvers';
export { pacedOn, purgeExpiredPersonalData, RETENTION_BATCH, type RetentionResult } from './retention';

// D262: the guests' accounts are the Voucher subject's (hotspot-account), so are their data rights.
// The erasure's audit entry names only the customer (and the erasure's own id): never the identifier.
export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.guestData': write('Voucher:read', ['customerId']),
  'Query.guestDataExport': write('Voucher:read', ['customerId']),
  'Mutation.eraseGuestData': write('Voucher:delete', ['customerId']),
};

// Retention (docs/privacy.md): each customer's old sessions, guest accounts and SMS logins, hourly.
export const housekeeping: readonly HousekeepingJob[] = [
  { name: 'personal data retention', run: (db, kind) => purgeExpiredPersonalData(db, { paced: pacedOn(kind) }) },
];
