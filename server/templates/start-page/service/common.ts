// What the four start-page services share: the permission subject, field checks with the domain
// rules, NOT_FOUND for foreign ids, the default-must-be-active rule and database error codes.
import type { Invalid } from '../../../../src/domain/validation';
import type { RequestContext } from '../../../platform/context';
import { badInput, fail } from '../../../platform/errors';
import { findForWrite as findForWriteOf, scopeCustomers } from '../../../platform/guard';
import type { TenantScope } from '../../../platform/tenant';

/** The one permission subject of terms of use, imprints, templates and bundles (docs/decisions.md). */
export const SUBJECT = 'StartPageContent' as const;

/** The customers a list may read (FORBIDDEN for a named customer without the right). */
export const readScope = (ctx: RequestContext, customerIds: readonly string[] | null | undefined) =>
  scopeCustomers(ctx, SUBJECT, 'read', customerIds);

export { checkFields, cleanText as clean, throwFirstError as firstError } from '../../../platform/input';

/** A message of the catalogue as an Invalid. */
export const message = (key: string, args: Record<string, unknown> = {}): Invalid => ({
  message: `resources.start-pages.errors.${key}`,
  args,
});

/** An inactive entry cannot be the default (imprints, templates, bundles). */
export function checkDefaultActive(isDefault: boolean, active: boolean): void {
  if (isDefault && !active) throw badInput('default', message('defaultMustBeActive'));
}

/** The row an update or delete acts on (NOT_FOUND for another customer's, FORBIDDEN without the action). */
export const findForWrite = <Row extends { customerId: string }>(
  ctx: RequestContext,
  what: string,
  action: 'update' | 'delete',
  find: (scope: TenantScope) => Promise<Row | undefined>,
) => findForWriteOf(ctx, SUBJECT, action, find, what);

export { stale } from '../../../platform/errors';

/** Another write set a default at the same moment (the partial unique index answered). */
export const defaultRace = () =>
  fail('CONFLICT', 'Another default was set meanwhile', { field: 'default', reason: 'STALE' });

/** Trimmed text, null when empty. */

export { isReferenced, mapConstraint, pgError } from '../../../platform/pgError';

/** The localized list fields of the text lists, lowercased for the trigram search. */
export const searchTextOf = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((p): p is string => !!p)
    .join(' ')
    .toLowerCase();
