// What the four start-page services share: the permission subject, field checks with the domain
// rules, NOT_FOUND for foreign ids, the default-must-be-active rule and database error codes.
import { can, customerScope, type Action } from '../../../../src/domain/acl';
import { validateRecord, type Invalid, type Validator } from '../../../../src/domain/validation';
import type { GraphQLContext } from '../../../graphql/context';
import { badInput, fail, forbidden, notFound } from '../../../graphql/errors';
import { requireViewer, scopeCustomers } from '../../../graphql/guard';
import type { TenantScope } from '../../../lib/tenant';

/** The one permission subject of terms of use, imprints, templates and bundles (docs/decisions.md). */
export const SUBJECT = 'StartPageContent' as const;

/** The customers a list may read (FORBIDDEN for a named customer without the right). */
export const readScope = (ctx: GraphQLContext, customerIds: readonly string[] | null | undefined) =>
  scopeCustomers(ctx, SUBJECT, 'read', customerIds);

/** Throws the first invalid field (BAD_USER_INPUT naming it). */
export function firstError(errors: Record<string, Invalid>): void {
  const [field, invalid] = Object.entries(errors)[0] ?? [];
  if (field && invalid) throw badInput(field, invalid);
}

/** Checks the fields of a record against rules; `present` limits the check to the fields sent. */
export function checkFields(
  values: Record<string, unknown>,
  rules: Record<string, readonly Validator[]>,
  present?: (field: string) => boolean,
): void {
  firstError(
    validateRecord(values, present ? Object.fromEntries(Object.entries(rules).filter(([f]) => present(f))) : rules),
  );
}

/** A message of the catalogue as an Invalid. */
export const message = (key: string, args: Record<string, unknown> = {}): Invalid => ({
  message: `resources.start-pages.errors.${key}`,
  args,
});

/** An inactive entry cannot be the default (imprints, templates, bundles). */
export function checkDefaultActive(isDefault: boolean, active: boolean): void {
  if (isDefault && !active) throw badInput('default', message('defaultMustBeActive'));
}

/**
 * A row the caller may read, else NOT_FOUND (another customer's looks like a missing one); FORBIDDEN
 * when readable but the action is not granted.
 */
export async function findForWrite<Row extends { customerId: string }>(
  ctx: GraphQLContext,
  what: string,
  action: Exclude<Action, 'any' | 'read' | 'create'>,
  find: (scope: TenantScope) => Promise<Row | undefined>,
): Promise<Row> {
  const viewer = requireViewer(ctx);
  const row = await find(customerScope(viewer.acl, SUBJECT, 'read'));
  if (!row) throw notFound(what, { field: '_id' });
  if (!can(viewer.acl, SUBJECT, action, row.customerId)) throw forbidden('_id');
  return row;
}

export const stale = (what: string) =>
  fail('CONFLICT', `The ${what} was changed meanwhile`, { field: 'updatedAt', reason: 'STALE' });

/** Another write set a default at the same moment (the partial unique index answered). */
export const defaultRace = () =>
  fail('CONFLICT', 'Another default was set meanwhile', { field: 'default', reason: 'STALE' });

/** Trimmed text, null when empty. */
export const clean = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

export { isReferenced, mapConstraint, pgError } from '../../../lib/pgError';

/** The localized list fields of the text lists, lowercased for the trigram search. */
export const searchTextOf = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((p): p is string => !!p)
    .join(' ')
    .toLowerCase();
