// API keys (issue 37, docs/api-keys.md): listed, created and revoked by a user who may manage the
// customer's users (UserInvite, as invites: the users menu's own permission), never by a key. A key
// carries one role that its creator holds completely for the customer (roleBeyondHeld, the invites'
// "never more than you hold"); its secret is in the create answer only, its SHA-256 is stored.
import { randomBytes } from 'node:crypto';
import { apiKeyRules, grantableApiKeyRoles, roleBeyondHeld } from '../../../src/domain/apiKey';
import { customerId as customerIdRule, required } from '../../../src/domain/validation';
import type { RequestContext, Viewer } from '../../platform/context';
import { fail, notFound } from '../../platform/errors';
import type { CreateApiKeyInput, QueryApiKeysArgs } from '../../graphql/generated/resolvers';
import { findForWrite, requireCan, requireViewer, scopeCustomers } from '../../platform/guard';
import { newObjectId } from '../../platform/ids';
import { checkField, checkFields } from '../../platform/input';
import { idList, page, pageWindow, searchTerm } from '../../platform/paging';
import { hashSecret } from './bearer';
import { toApiKey } from './mapper';
import * as store from './store';

const R = 'resources.apiKey.errors';

/** Keys are managed by people: a key cannot list, create or revoke keys (it could outlive its revocation). */
function refuseKeys(viewer: Viewer, field?: string): void {
  if (viewer.apiKey) {
    throw fail('FORBIDDEN', 'API keys cannot manage API keys', {
      ...(field ? { field } : {}),
      reason: 'API_KEY',
      i18n: `${R}.notByKey`,
    });
  }
}

export async function listApiKeys(ctx: RequestContext, args: QueryApiKeysArgs) {
  refuseKeys(requireViewer(ctx));
  const scope = scopeCustomers(ctx, 'UserInvite', 'read', args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listApiKeys(
    ctx.db,
    scope,
    { search: searchTerm(args.search), ids: idList('ids', args.ids), active: args.active },
    args,
    window,
  );
  return page(
    rows.map((r) => toApiKey(r)),
    total,
    window.offset,
  );
}

/** The roles the caller may give a key of `customerId`. */
export function apiKeyRoles(ctx: RequestContext, customerId: string): string[] {
  const viewer = requireCan(ctx, 'UserInvite', 'create', customerId);
  refuseKeys(viewer, 'customerId');
  return grantableApiKeyRoles(viewer.acl, customerId);
}

export async function createApiKey(ctx: RequestContext, data: CreateApiKeyInput) {
  const viewer = requireCan(ctx, 'UserInvite', 'create', data.customerId);
  refuseKeys(viewer, 'customerId');
  checkField('customerId', data.customerId, [required, customerIdRule]);
  checkFields({ ...data }, apiKeyRules());
  const beyond = roleBeyondHeld(viewer.acl, data.customerId, data.role);
  if (beyond.length > 0) {
    throw fail('FORBIDDEN', 'An API key cannot carry more than its creator holds', {
      field: 'role',
      reason: 'BEYOND_HELD',
      i18n: `${R}.beyondHeld`,
      args: { permissions: beyond.join(', ') },
    });
  }
  const id = newObjectId();
  const prefix = `hpk_${data.customerId}_${randomBytes(5).toString('hex')}`;
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  const row = await store.insertApiKey(ctx.db, {
    customerId: data.customerId,
    id,
    name: data.name.trim(),
    role: data.role,
    prefix,
    secretHash: hashSecret(secret.slice(prefix.length + 1)),
    createdBy: viewer.id,
    createdByEmail: viewer.email,
    expiresAt: new Date(data.expiresAt),
  });
  return { apiKey: toApiKey(row), secret };
}

export async function revokeApiKey(ctx: RequestContext, id: string) {
  refuseKeys(requireViewer(ctx), '_id');
  const row = await findForWrite(ctx, 'UserInvite', 'delete', (scope) => store.findApiKey(ctx.db, scope, id), 'ApiKey');
  const revoked = await store.revokeApiKey(ctx.db, row.customerId, row.id, ctx.viewer!.id);
  if (!revoked) throw notFound('ApiKey', { field: '_id' });
  return true;
}
