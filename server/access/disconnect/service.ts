// Live sessions and dynamic authorisation (issue 36): the customer's guests online now or their
// history (OnlineUsers read), the operator's Disconnect (OnlineUsers update or HotspotDevice update:
// who administers the hotspot may end a guest's session), and what the services that end or change
// guest access call: endSessions queues a Disconnect-Request per online session in their transaction,
// changeSessions a CoA-Request with the new limits.
import { createHmac } from 'node:crypto';
import { can, customerScope } from '../../../src/domain/acl';
import { parseMac } from '../../../src/domain/network';
import type { RequestContext } from '../../platform/context';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { badInput, forbidden, notFound } from '../../platform/errors';
import { requireViewer, scopeCustomers } from '../../platform/guard';
import { idList, pageWindow, page, searchTerm, type PageArgs } from '../../platform/paging';
import { ONLINE_WINDOW_S } from '../../../src/domain/session';
import { cachedSecret } from '../../platform/secrets';
import type { MutationDisconnectLiveSessionArgs, QueryLiveSessionsArgs } from '../../graphql/generated/resolvers';
import type { LiveSession } from '../../graphql/generated/resolvers';
import { kickSenders } from './sender';
import * as store from './store';
import type { LiveSessionRow, SessionSelection } from './store';

/** Why sessions are ended (radius_disconnects.reason). */
export type DisconnectReason =
  | 'operator'
  | 'code-deactivated'
  | 'code-deleted'
  | 'account-invalidated'
  /** The hotspot account was deleted by hand. */
  | 'account-deleted'
  | 'device-account-disabled'
  | 'device-account-deleted'
  | 'device-deactivated'
  /** The day of a wifi4eu session has ended on its device's zone (the day-end job, dayEnd.ts). */
  | 'wifi4eu-day-ended'
  /** A CoA-Request: the account template's limits changed. */
  | 'account-template-changed'
  /** A CoA-Request: the login template the guest logged in through now names another account template. */
  | 'login-template-changed'
  /** A CoA-Request: the guest's hotspot account was given another account template by hand. */
  | 'account-changed'
  /** A CoA-Request: the session's device got another end of its active period (a new Session-Timeout). */
  | 'device-period-changed';

/**
 * Queues a Disconnect-Request for every online session of the selection, in the caller's transaction
 * (it commits or rolls back with the change), and wakes this process's senders shortly after. The
 * request itself stays fast: one INSERT … SELECT over the open sessions, nothing is sent in it.
 */
export async function endSessions(
  db: Db | Tx,
  customers: '*' | readonly string[],
  sel: SessionSelection,
  reason: DisconnectReason,
  requestedBy: string | null = null,
): Promise<number> {
  return queue(db, customers, sel, 'disconnect', reason, requestedBy);
}

/**
 * Queues a CoA-Request (RFC 5176 §3.1) for every online session of the selection: the sender reads
 * the session's limits when it sends (sessionLimits of the login service) and puts them in the
 * attributes of the device's family. Like endSessions, in the caller's transaction.
 */
export async function changeSessions(
  db: Db | Tx,
  customers: '*' | readonly string[],
  sel: SessionSelection,
  reason: DisconnectReason,
  requestedBy: string | null = null,
): Promise<number> {
  return queue(db, customers, sel, 'coa', reason, requestedBy);
}

async function queue(
  db: Db | Tx,
  customers: '*' | readonly string[],
  sel: SessionSelection,
  kind: 'disconnect' | 'coa',
  reason: DisconnectReason,
  requestedBy: string | null,
): Promise<number> {
  const n = await store.queueRequests(db, customers, sel, kind, reason, requestedBy);
  // After the caller's commit (the senders also poll every 500 ms, and other instances do).
  if (n) setTimeout(kickSenders, 50).unref();
  return n;
}

/** The client MAC hashed as the sessions keep it (the device-account key, server/access/device-account). */
async function macHash(db: Db, mac: string): Promise<string> {
  const key = await cachedSecret(db, 'device_account_mac_key');
  return createHmac('sha256', key).update(mac).digest('hex');
}

const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

/** Seconds since the start (online) or Acct-Session-Time (ended; the span when the NAS sent none). */
export const sessionDuration = (started: Date, stopped: Date | null, sessionTime: number, now: Date): number =>
  stopped
    ? sessionTime || Math.max(0, Math.round((stopped.getTime() - started.getTime()) / 1000))
    : Math.max(sessionTime, Math.round((now.getTime() - started.getTime()) / 1000));

/** Online: no stop and an update within the online window. */
export const sessionOnline = (stopped: unknown, updatedAt: Date, now: Date): boolean =>
  stopped == null && updatedAt.getTime() > now.getTime() - ONLINE_WINDOW_S * 1000;

function toLiveSession(r: LiveSessionRow, now: Date, online: boolean): LiveSession {
  const started = new Date(r.started_at);
  const stopped = r.stopped_at == null ? null : new Date(r.stopped_at);
  return {
    _id: r.id,
    customerId: r.customer_id,
    hotspotDeviceId: r.hotspot_device_id,
    hotspotDeviceName: r.device_name,
    loginType: r.login_type,
    voucherId: r.voucher_id,
    code: r.code,
    deviceAccountId: r.device_account_id,
    deviceAccountUsername: r.device_account_username,
    hotspotAccountId: r.hotspot_account_id,
    username: r.username,
    clientMac: r.client_mac_masked,
    startedAt: started.toISOString(),
    lastUpdateAt: iso(r.updated_at)!,
    stoppedAt: iso(r.stopped_at),
    terminateCause: r.terminate_cause,
    online,
    durationSeconds: sessionDuration(started, stopped, Number(r.session_time), now),
    bytesUp: Number(r.input_bytes),
    bytesDown: Number(r.output_bytes),
    disconnect: r.d_state
      ? {
          state: r.d_state,
          kind: r.d_kind === 'coa' ? 'coa' : 'disconnect',
          reason: r.d_reason ?? '',
          errorCause: r.d_error_cause,
          tries: r.d_tries ?? 0,
          requestedAt: iso(r.d_created_at)!,
          answeredAt: iso(r.d_answered_at),
        }
      : null,
  };
}

/** The session list's checks (grant, sort only by start, search, ids) and the store's filter. */
async function sessionQuery(ctx: RequestContext, args: Omit<QueryLiveSessionsArgs, 'skip' | 'take'>) {
  const scope = scopeCustomers(ctx, 'OnlineUsers', 'read', args.customerIds);
  const sort = args.sort?.[0];
  if (sort && (sort.key ?? '_id') !== 'startedAt')
    throw badInput('sort', { message: 'forms.validationMessages.sortKey', args: { key: sort.key ?? '_id' } });
  const search = searchTerm(args.search);
  const mac = search ? parseMac(search) : null;
  const filter: store.LiveSessionFilter = {
    online: !args.history,
    search,
    clientMacHash: mac ? await macHash(ctx.systemDb, mac) : undefined,
    hotspotDeviceId: args.hotspotDeviceId ?? undefined,
    voucherId: args.voucherId ?? undefined,
    deviceAccountId: args.deviceAccountId ?? undefined,
    ids: idList('ids', args.ids),
  };
  return { scope, filter, order: sort?.order === 'ASC' ? ('ASC' as const) : ('DESC' as const) };
}

/** Query.liveSessions: a page of the customers' sessions (online now, or all with `history`). */
export async function liveSessions(ctx: RequestContext, args: QueryLiveSessionsArgs) {
  const { scope, filter, order } = await sessionQuery(ctx, args);
  const window = pageWindow(args);
  const now = new Date();
  const { rows, total, exact } = await store.listLiveSessions(ctx.db, scope, filter, order, window, now);
  const since = now.getTime() - ONLINE_WINDOW_S * 1000;
  return page(
    rows.map((r) => toLiveSession(r, now, r.stopped_at == null && new Date(r.updated_at).getTime() > since)),
    total,
    window.offset,
    exact,
  );
}

/**
 * The session list's condition and order for its export (docs/exports.md): the list's checks, the
 * store's WHERE on `radius_sessions s`; the session module reads the rows (it owns the table).
 */
export async function sessionExportCondition(
  ctx: RequestContext,
  args: Record<string, unknown>,
  sort: PageArgs['sort'],
): Promise<{ scope: '*' | readonly string[]; where: SQL; order: 'ASC' | 'DESC' }> {
  const { scope, filter, order } = await sessionQuery(ctx, { ...(args as QueryLiveSessionsArgs), sort });
  const where = scope !== '*' && !scope.length ? sql`false` : store.sessionsWhere(scope, filter, new Date());
  return { scope, where, order };
}

/**
 * Mutation.disconnectLiveSession: the session is looked up among those the caller may read (else
 * NOT_FOUND, as a foreign one), then OnlineUsers update or HotspotDevice update on its customer is
 * required (else FORBIDDEN): who administers the hotspot may end a guest's session.
 */
export async function disconnectLiveSession(ctx: RequestContext, { _id }: MutationDisconnectLiveSessionArgs) {
  const viewer = requireViewer(ctx);
  const customerId = await store.sessionCustomer(ctx.db, customerScope(viewer.acl, 'OnlineUsers', 'read'), _id);
  if (!customerId) throw notFound('LiveSession', { field: '_id' });
  if (!can(viewer.acl, 'OnlineUsers', 'update', customerId) && !can(viewer.acl, 'HotspotDevice', 'update', customerId))
    throw forbidden('_id');
  await endSessions(ctx.db, [customerId], { sessionIds: [_id] }, 'operator', viewer.id);
  const found = await store.listLiveSessions(ctx.db, [customerId], { online: true, ids: [_id] }, 'DESC', {
    offset: 0,
    limit: 1,
  });
  return found.total > 0;
}
