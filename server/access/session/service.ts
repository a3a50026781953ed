// Online users from guest sessions (RADIUS accounting): the counts of seed 001 §7
// getOnlineCountForCustomerId / getOnlineCountForHotspotDeviceId (subject OnlineUsers, read), the
// online counts of codes and accounts (batched per page) and the seats of the concurrent-user licence.
import { can, customerScope } from '../../../src/domain/acl';
import type { RequestContext } from '../../platform/context';
import { badInput, forbidden, notFound } from '../../platform/errors';
import { requireCan, requireViewer } from '../../platform/guard';
import { catalogueInvalid } from '../../platform/input';
import { batchLoad } from '../../platform/batch';
import { findDevice } from '../../network/hotspot-device';
import { requireVisibleCustomer } from '../../tenancy/customer';
import type { QueryLicenseUtilizationArgs } from '../../graphql/generated/resolvers';
import { licenseUtilization as utilization } from './licence';
import { newestSession, onlineCount, onlineCountsBy } from './store';

/** Sessions online now over all devices of the customer (FORBIDDEN without OnlineUsers read). */
export async function onlineCountForCustomer(ctx: RequestContext, customerId: string) {
  requireCan(ctx, 'OnlineUsers', 'read', customerId);
  return { count: await onlineCount(ctx.db, customerId) };
}

/** Sessions online now on one device; NOT_FOUND for a device the caller may not read online users of. */
export async function onlineCountForDevice(ctx: RequestContext, id: string) {
  const viewer = requireViewer(ctx);
  const device = await findDevice(ctx.db, customerScope(viewer.acl, 'OnlineUsers', 'read'), id);
  if (!device) throw notFound('HotspotDevice', { field: '_id' });
  return { count: await onlineCount(ctx.db, device.customerId, { hotspotDeviceId: device.id }) };
}

/**
 * Online sessions of one code / account / device of a list, batched: the rows of one page (same
 * request, customer and column) cost one query. The caller has read the parent row already.
 */
export async function onlineOf(
  ctx: RequestContext,
  customerId: string,
  column: 'hotspotAccountId' | 'voucherId' | 'hotspotDeviceId',
  id: string,
): Promise<number> {
  const n = await batchLoad(ctx, `online:${column}:${customerId}`, id, (ids) =>
    onlineCountsBy(ctx.db, customerId, column, ids),
  );
  return n ?? 0;
}

/**
 * Who may see the last hotspot login of a customer: readers of online users (it is their data) and
 * readers of analytics (basic or professional: the home card links to them). Seed 001 §3 LastLogin.
 */
export function mayReadLastLogin(ctx: RequestContext, customerId: string): boolean {
  const { acl } = requireViewer(ctx);
  return (['OnlineUsers', 'BasicAnalytics', 'ProfessionalAnalytics'] as const).some((s) =>
    can(acl, s, 'read', customerId),
  );
}

/**
 * The newest hotspot login of the customer (its newest session): timestamp and startTime = when it
 * started (the login), eventTimestamp = its latest accounting update. null when there is none.
 */
export async function lastLoginOf(ctx: RequestContext, customerId: string) {
  const row = await newestSession(ctx.db, customerId);
  if (!row) return null;
  return {
    customerId,
    hotspotAccountId: row.hotspotAccountId,
    eventTimestamp: row.updatedAt.toISOString(),
    startTime: row.startedAt.toISOString(),
    timestamp: row.startedAt.toISOString(),
  };
}

/**
 * Query.lastLogin(customerId): FORBIDDEN without the permission. The server does not know which
 * customer a user has active in the portal, so customerId is required (BAD_USER_INPUT without it).
 */
export async function lastLogin(ctx: RequestContext, customerId: string | null | undefined) {
  requireViewer(ctx);
  if (!customerId?.trim()) throw badInput('customerId', catalogueInvalid('forms.validationMessages.required'));
  if (!mayReadLastLogin(ctx, customerId)) throw forbidden('customerId');
  return lastLoginOf(ctx, customerId);
}

/** Customer.lastLogin: null for a caller without the permission (like licenseUtilization). */
export async function customerLastLogin(ctx: RequestContext, customerId: string) {
  return mayReadLastLogin(ctx, customerId) ? lastLoginOf(ctx, customerId) : null;
}

export async function licenseUtilization(ctx: RequestContext, args: QueryLicenseUtilizationArgs) {
  const viewer = requireVisibleCustomer(ctx, args.customerId);
  if (!can(viewer.acl, 'OnlineUsers', 'read', args.customerId)) throw forbidden('customerId');
  return utilization(ctx.db, args.customerId);
}

/** Shown only to callers who may read online users (seed 000 §6, licence card rule). */
export function customerLicenseUtilization(ctx: RequestContext, customerId: string) {
  const viewer = requireViewer(ctx);
  if (!can(viewer.acl, 'OnlineUsers', 'read', customerId)) return null;
  return utilization(ctx.db, customerId);
}
