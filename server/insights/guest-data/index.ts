// The guest-data module's face (issue 38, GDPR Art. 15 and 17; docs/privacy.md).
import { write, type OperationRule } from '../../platform/authorization';

export { guestDataResolvers as resolvers } from './resolvers';

// D262: the guests' accounts are the Voucher subject's (hotspot-account), so are their data rights.
// The erasure's audit entry names only the customer (and the erasure's own id): never the identifier.
export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.guestData': write('Voucher:read', ['customerId']),
  'Query.guestDataExport': write('Voucher:read', ['customerId']),
  'Mutation.eraseGuestData': write('Voucher:delete', ['customerId']),
};
