// Hotspot accounts: the accounts guest logins created (seed 001 §3 "Hotspot account"). The spec has
// no subject of their own: they are the guests of WiFi codes and device accounts and are read,
// changed and deleted under the 'Voucher' permission (read / update / delete). The client MAC is kept
// only as a keyed hash, a password only as a scrypt hash; neither is read back.
import { normalizeMac } from '../../../src/domain/network';
import { mac, objectId, type Validator } from '../../../src/domain/validation';
import { customerScope } from '../../../src/domain/acl';
import { hashPassword } from '../../platform/passwords';
import type { RequestContext } from '../../platform/context';
import { fail, notFound, stale } from '../../platform/errors';
import type { QueryHotspotAccountsArgs, UpdateHotspotAccountInput } from '../../graphql/generated/resolvers';
import { findForWrite, requireViewer, scopeCustomers } from '../../platform/guard';
import { checkFields, cleanText } from '../../platform/input';
import { idList, page, pageWindow, searchTerm } from '../../platform/paging';
import { mapConstraint, UNIQUE_VIOLATION } from '../../platform/pgError';
import { noteWrites } from '../../platform/statistics';
import { hashClientMac } from '../device-account';
import { toHotspotAccount } from './mapper';
import * as store from './store';
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

export async function listHotspotAccounts(ctx: RequestContext, args: QueryHotspotAccountsArgs) {
  const scope = scopeCustomers(ctx, HOTSPOT_ACCOUNT_SUBJECT, 'read', args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listHotspotAccounts(
    ctx.db,
    scope,
    {
      search: searchTerm(args.search),
      ids: idList('ids', args.ids),
      active: args.active,
      voucherIds: idList('voucherIds', args.voucherIds),
      deviceAccountIds: idList('deviceAccountIds', args.deviceAccountIds),
      hotspotDeviceIds: idList('hotspotDeviceIds', args.hotspotDeviceIds),
    },
    args,
    window,
  );
  return page(rows.map(toHotspotAccount), total, window.offset);
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
      }),
    (code) =>
      code === UNIQUE_VIOLATION
        ? fail('CONFLICT', 'Another account of this code or device account has this client device', {
            field: 'clientDeviceMac',
            reason: 'DUPLICATE',
          })
        : undefined,
  );
  noteWrites(ctx.db, 'hotspot_accounts', 1);
  return true;
}

export async function deleteHotspotAccount(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findWritable(ctx, id, 'delete');
  if (!(await store.deleteHotspotAccount(ctx.db, row.customerId, row.id)))
    throw notFound('HotspotAccount', { field: '_id' });
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
  return true;
}
