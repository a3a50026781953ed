// Online users from guest sessions (RADIUS accounting): the counts of seed 001 §7
// getOnlineCountForCustomerId / getOnlineCountForHotspotDeviceId (subject OnlineUsers, read), the
// online counts of codes and accounts (batched per page) and the seats of the concurrent-user licence.
import { customerScope } from '../../../src/domain/acl';
import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { requireCan, requireViewer } from '../../graphql/guard';
import { batchLoad } from '../../lib/batch';
import { findDevice } from '../hotspot-device/store';
import { onlineCount, onlineCountsBy } from './store';

/** Sessions online now over all devices of the customer (FORBIDDEN without OnlineUsers read). */
export async function onlineCountForCustomer(ctx: GraphQLContext, customerId: string) {
  requireCan(ctx, 'OnlineUsers', 'read', customerId);
  return { count: await onlineCount(ctx.db, customerId) };
}

/** Sessions online now on one device; NOT_FOUND for a device the caller may not read online users of. */
export async function onlineCountForDevice(ctx: GraphQLContext, id: string) {
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
  ctx: GraphQLContext,
  customerId: string,
  column: 'hotspotAccountId' | 'voucherId' | 'hotspotDeviceId',
  id: string,
): Promise<number> {
  const n = await batchLoad(ctx, `online:${column}:${customerId}`, id, (ids) =>
    onlineCountsBy(ctx.db, customerId, column, ids),
  );
  return n ?? 0;
}
