// The vocabulary of the authorisation matrix (issue 12): what a caller must hold for a query, mutation
// or REST route, and the arguments that name objects or customers. Each module's face exports the rows
// of the operations its resolvers answer (`operations`) and of the routes it serves (`restRoutes`);
// server/graphql/authorization.ts merges them (operationsOf / restRoutesOf of the composition's
// modules). The services enforce it (each checks the one ACL matcher, `can()` of src/domain/acl,
// against the tenant of the object); the matrix says it in one place, and
// tests/unit/authorizationMatrix.test.ts fails when an operation or route has no row, when a row names
// an argument the operation does not have, and tests/server/isolation.test.ts proves every tenant
// operation against another customer.
//
// access: any one of the `Subject:action` grants, for the customer of the object (or the customer
// named); 'viewer' = any signed-in user, about themselves; 'invite-token' = the invitation link's
// token; 'public' = no sign-in; 'device-key' = a hotspot device's or location's own key.
// scope: 'tenant' = the operation reads or writes objects of a customer (the cross-tenant test
// covers it); 'own' = only the caller's own data; 'none' = nothing tenant-bound.
import type { Action, Subject } from '../../src/domain/acl';

export type Grant = `${Subject}:${Action}`;
export type Access = readonly Grant[] | 'viewer' | 'invite-token' | 'public' | 'device-key';

export interface OperationRule {
  access: Access;
  scope: 'tenant' | 'own' | 'none';
  /** Argument paths that name objects or customers (`data.customerId`, `ids`, `filter.locationIds`). */
  ids: readonly string[];
}

export interface RestRule extends OperationRule {
  /** `METHOD /path` with a sample path the route's pattern matches. */
  route: string;
}

export const LIST_IDS = ['ids', 'customerIds'] as const;

/** A list query of a tenant: the ids and customers it filters by, and `extra` argument paths. */
export const list = (grant: Grant, extra: readonly string[] = []): OperationRule => ({
  access: [grant],
  scope: 'tenant',
  ids: [...LIST_IDS, ...extra],
});

/** A tenant operation needing one grant, naming objects or customers at `ids`. */
export const write = (grant: Grant, ids: readonly string[]): OperationRule => ({
  access: [grant],
  scope: 'tenant',
  ids,
});

/** create/update/delete of `type`; moves: the update input carries customerId (refused when it names another customer). */
export const crud = (subject: Subject, type: string, moves = false): Record<string, OperationRule> => ({
  [`Mutation.create${type}`]: write(`${subject}:create`, ['data.customerId']),
  [`Mutation.update${type}`]: write(`${subject}:update`, moves ? ['data._id', 'data.customerId'] : ['data._id']),
  [`Mutation.delete${type}`]: write(`${subject}:delete`, ['_id']),
});

/** Either analytics tier reads (server/insights/analytics/access.ts adds the plugin and tier). */
export const ANALYTICS: readonly Grant[] = ['BasicAnalytics:read', 'ProfessionalAnalytics:read'];

/** The filter of the analytics and DNS-statistics queries. */
export const FILTER_IDS = ['filter.customerId', 'filter.hotspotDeviceIds', 'filter.locationIds'] as const;
