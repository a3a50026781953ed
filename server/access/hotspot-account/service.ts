// Hotspot accounts: the accounts guest logins created (seed 001 §3 "Hotspot account"). The spec has
// no subject of their own: they are the guests of WiFi codes and device accounts and are read,
// changed and deleted under the 'Voucher' permission (read / update / delete). The client MAC is kept
// only as a keyed hash, a password only as a scrypt hash; neither is read back.
import { normalizeMac } from '../../../src/domain/network';
import { mac, objectId, type Validator } from '../../../src/domain/validation';
import { customerScope } from '../../../src/domain/acl';
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../../platform/db/client';
import type { RequestContext } from '../../platform/context';
import { badInput, fail, notFound, stale } from '../../platform/errors';
import type { QueryHotspotAccountsArgs, UpdateHotspotAccountInput } from '../../graphql/generated/resolvers';
import type { KeysetRead } from '../../platform/export/keyset';
import { findForWrite, requireViewer, scopeCustomers } from '../../platform/guard';
import { catalogueInvalid, checkFields, cleanText } from '../../platform/input';
import { idList, page, pageWindow, searchTerm, type PageArgs } from '../../platform/paging';
import { isReferenced, mapConstraint, UNIQUE_VIOLATION } from '../../platform/pgError';
import { noteWrites } from '../../platform/statistics';
import { hashClientMac } from '../device-account';
import { findAccountTemplate } from '../../templates/account-template';
import { findTermsOfUse } from '../../templates/start-page';
import { findDevice } from '../../network/hotspot-device';
import { toHotspotAccount } from './mapper';
import * as store from './store';
import { changeSessions, endSessions } from '../disconnect';
import type { hotspotAccounts } from './table';

/** The permission subject of hotspot accounts (no subject of their own in the spec). */
export const HOTSPOT_ACCOUNT_SUBJECT = 'Voucher' as const;

const RULES: Record<string, readonly Validator[]> = {
  accountTemplate: [objectId],
  hotspotDeviceId: [objectId],
  clientDeviceMac: [mac],
  hotspotDeviceMac: [mac],
  'termsOfUse._id': [objectId],
};

/**
 * The objects an account names, each by the field of the input: the account template (its limits),
 * the hotspot device and the terms of use. Each must be one of the account's own customer's; a foreign
 * and a missing id get the same answer. The foreign keys hotspot_accounts_*_fk refuse them in the
 * database as well (migration 0029).
 */
const REFERENCES = {
  accountTemplate: {
    constraint: 'hotspot_accounts_account_template_fk',
    message: 'resources.hotspot-account.errors.unknownAccountTemplate',
    exists: (db: Db, customerId: string, id: string) => findAccountTemplate(db, [customerId], id),
  },
  hotspotDeviceId: {
    constraint: 'hotspot_accounts_device_fk',
    message: 'resources.hotspot-account.errors.unknownHotspotDevice',
    exists: (db: Db, customerId: string, id: string) => findDevice(db, [customerId], id),
  },
  'termsOfUse._id': {
    constraint: 'hotspot_accounts_terms_of_use_fk',
    message: 'resources.hotspot-account.errors.unknownTermsOfUse',
    exists: (db: Db, customerId: string, id: string) => findTermsOfUse(db, [customerId], id),
  },
} as const;
type ReferenceField = keyof typeof REFERENCES;

const unknownReference = (field: ReferenceField) => badInput(field, catalogueInvalid(REFERENCES[field].message));

async function checkReferences(db: Db, customerId: string, data: UpdateHotspotAccountInput) {
  const given: [ReferenceField, string | null | undefined][] = [
    ['accountTemplate', data.accountTemplate],
    ['hotspotDeviceId', data.hotspotDeviceId],
    ['termsOfUse._id', data.termsOfUse?._id],
  ];
  for (const [field, id] of given) {
    if (id != null && !(await REFERENCES[field].exists(db, customerId, id))) throw unknownReference(field);
  }
}

/** The list's checks (grant, ids, search) and the store's filter. */
function accountQuery(ctx: RequestContext, args: Partial<QueryHotspotAccountsArgs>) {
  const scope = scopeCustomers(ctx, HOTSPOT_ACCOUNT_SUBJECT, 'read', args.customerIds);
  const filter: store.HotspotAccountFilter = {
    search: searchTerm(args.search),
    ids: idList('ids', args.ids),
    active: args.active,
    voucherIds: idList('voucherIds', args.voucherIds),
    deviceAccountIds: idList('deviceAccountIds', args.deviceAccountIds),
    hotspotDeviceIds: idList('hotspotDeviceIds', args.hotspotDeviceIds),
  };
  return { scope, filter };
}

export async function listHotspotAccounts(ctx: RequestContext, args: QueryHotspotAccountsArgs) {
  const { scope, filter } = accountQuery(ctx, args);
  const window = pageWindow(args);
  const { rows, total } = await store.listHotspotAccounts(ctx.db, scope, filter, args, window);
  return page(rows.map(toHotspotAccount), total, window.offset);
}

/** The list's export (docs/exports.md): the list's checks, condition and order; nothing read yet. */
export function openHotspotAccountExport(
  ctx: RequestContext,
  args: Record<string, unknown>,
  sort: PageArgs['sort'],
): Promise<KeysetRead> {
  const { scope, filter } = accountQuery(ctx, args as Partial<QueryHotspotAccountsArgs>);
  return Promise.resolve(store.hotspotAccountExportRead(ctx.db, scope, filter, sort));
}

/** An account the caller may read, else NOT_FOUND (another customer's looks like a missing one). */
const findWritable = (ctx: RequestContext, id: string, action: 'update' | 'delete') =>
  findForWrite(
    ctx,
    HOTSPOT_ACCOUNT_SUBJECT,
    action,
    (scope) => store.findHotspotAccount(ctx.db, scope, id),
    'HotspotAccount',
  );

export async function updateHotspotAccount(ctx: RequestContext, data: UpdateHotspotAccountInput): Promise<boolean> {
  const row = await findWritable(ctx, data._id, 'update');
  checkFields({ ...data }, RULES, true);
  await checkReferences(ctx.db, row.customerId, data);
  const set: Partial<typeof hotspotAccounts.$inferInsert> = { updatedAt: new Date() };
  if (data.accountTemplate !== undefined) set.accountTemplateId = data.accountTemplate;
  if (data.additionalInfo !== undefined) set.additionalInfo = data.additionalInfo ?? null;
  if (data.description !== undefined) set.description = cleanText(data.description);
  if (data.username !== undefined) set.username = cleanText(data.username);
  if (data.hotspotDeviceId !== undefined) set.hotspotDeviceId = data.hotspotDeviceId;
  if (data.hotspotDeviceMac !== undefined)
    set.hotspotDeviceMac = data.hotspotDeviceMac ? normalizeMac(data.hotspotDeviceMac) : null;
  if (data.clientDeviceMac !== undefined)
    set.clientMacHash = data.clientDeviceMac ? await hashClientMac(ctx.db, data.clientDeviceMac) : '';
  // Write-only: a new password replaces the hash, an empty one removes it.
  if (data.password !== undefined) set.passwordHash = data.password ? await hashPassword(data.password) : null;
  if (data.termsOfUse !== undefined) {
    set.termsOfUseId = data.termsOfUse?._id ?? null;
    set.termsAccepted = data.termsOfUse?.accepted ?? false;
  }
  if (data.valid !== undefined && data.valid !== null) set.valid = data.valid;
  set.searchText = store.searchTextOf({
    username: set.username !== undefined ? set.username : row.username,
    description: set.description !== undefined ? set.description : row.description,
    multiAccountId: row.multiAccountId,
  });
  await mapConstraint(
    () =>
      ctx.db.transaction(async (tx) => {
        const done = await store.updateHotspotAccount(
          tx,
          row.customerId,
          row.id,
          set,
          data.updatedAt ? new Date(data.updatedAt) : null,
        );
        if (!done) throw stale('hotspot account');
        // The guest online through this account: blocked, the session ends (Disconnect-Request);
        // another account template, the session gets its limits (CoA-Request). Queued in this
        // transaction, sent behind the request (issue 36).
        const by = requireViewer(ctx).id;
        if (set.valid === false && row.valid)
          await endSessions(tx, [row.customerId], { hotspotAccountIds: [row.id] }, 'account-invalidated', by);
        else if (set.accountTemplateId !== undefined && set.accountTemplateId !== row.accountTemplateId)
          await changeSessions(tx, [row.customerId], { hotspotAccountIds: [row.id] }, 'account-changed', by);
      }),
    (code, constraint) => {
      if (code === UNIQUE_VIOLATION)
        return fail('CONFLICT', 'Another account of this code or device account has this client device', {
          field: 'clientDeviceMac',
          reason: 'DUPLICATE',
        });
      // An object deleted between the check and the write: answered as the check answers.
      const field = (Object.keys(REFERENCES) as ReferenceField[]).find((f) => REFERENCES[f].constraint === constraint);
      return isReferenced(code) && field ? unknownReference(field) : undefined;
    },
  );
  noteWrites(ctx.db, 'hotspot_accounts', 1);
  return true;
}

export async function deleteHotspotAccount(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findWritable(ctx, id, 'delete');
  await ctx.db.transaction(async (tx) => {
    // Its guest online is disconnected with it (issue 36).
    await endSessions(tx, [row.customerId], { hotspotAccountIds: [row.id] }, 'account-deleted', requireViewer(ctx).id);
    if (!(await store.deleteHotspotAccount(tx, row.customerId, row.id)))
      throw notFound('HotspotAccount', { field: '_id' });
  });
  noteWrites(ctx.db, 'hotspot_accounts', 1);
  return true;
}

/**
 * Sets valid false on every account with this multiAccountId among the customers the caller may
 * update codes of; NOT_FOUND (multiAccountId) when none of them has such an account.
 */
export async function invalidateByMultiAccountId(ctx: RequestContext, multiAccountId: string): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const id = multiAccountId.trim();
  const scope = customerScope(viewer.acl, HOTSPOT_ACCOUNT_SUBJECT, 'update');
  if (!id || (scope !== '*' && !scope.length)) throw notFound('HotspotAccount', { field: 'multiAccountId' });
  const found = await store.listHotspotAccounts(
    ctx.db,
    scope,
    { multiAccountId: id },
    { sort: null },
    { offset: 0, limit: 1 },
  );
  if (!found.total) throw notFound('HotspotAccount', { field: 'multiAccountId' });
  const changed = await store.invalidateByMultiAccountId(ctx.db, scope, id);
  noteWrites(ctx.db, 'hotspot_accounts', changed);
  // Their guests online are disconnected (issue 36: queued, sent behind the request).
  await endSessions(ctx.db, scope, { multiAccountId: id }, 'account-invalidated', viewer.id);
  return true;
}
