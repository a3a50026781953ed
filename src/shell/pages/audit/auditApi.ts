import type { AuditEntry, AuditEntryPage, QueryAuditLogArgs } from '../../../generated/graphql';
import { createGraphqlCall, type GraphqlCall } from '../../../providers/restClient';
import { tokenStore } from '../../../providers/tokenStore';

export type { AuditEntry, QueryAuditLogArgs as AuditLogArgs };
export type AuditPage = Pick<AuditEntryPage, 'count' | 'hasNextPage' | 'totalCount'> & { data: AuditEntry[] };

const QUERY = `query AuditLog($skip: Int, $take: Int, $from: DateTime, $to: DateTime, $customerIds: [String!],
  $operation: String, $email: String, $outcome: String) {
  auditLog(skip: $skip, take: $take, from: $from, to: $to, customerIds: $customerIds, operation: $operation,
    email: $email, outcome: $outcome) {
    count hasNextPage totalCount
    data { _id at userId email customerId operation objectIds outcome ip userAgent }
  }
}`;

let graphql: GraphqlCall | undefined;

/**
 * `auditLog(…)` straight over GraphQL with the session's token, like the shell's other calls: the
 * audit log is no react-admin resource (no customer scope, operators only, read-only).
 */
export async function fetchAuditLog(args: QueryAuditLogArgs): Promise<AuditPage> {
  graphql ??= createGraphqlCall(tokenStore);
  const data = await graphql<{ auditLog: AuditPage }>(QUERY, args as Record<string, unknown>);
  return data.auditLog;
}
