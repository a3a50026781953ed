// SQL of alerts. The checks (offline hotspots, failing webhook endpoints) are one statement per kind
// over every customer: an incident is opened by an INSERT that the unique index of open incidents
// turns into nothing for a subject that has one already, and closed by an UPDATE of open rows only,
// so that of several instances checking at once exactly one opens or closes each incident and writes
// its notification. Mails are claimed the same way (mailed_at), so each goes out once.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { newObjectId } from '../../platform/ids';
import { ALERT_OFFLINE_MINUTES, type AlertKind } from '../../../src/domain/alerts';
import { alertNotifications, alertReads, alertSettings } from './table';

export interface SettingsRow {
  customerId: string;
  recipients: string[];
  offlineMinutes: number;
  updatedAt: Date | null;
}

type Handle = Db | Tx;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** A new id in SQL (24 hex characters, as newObjectId): one per row of a set-based INSERT. */
const SQL_ID = sql.raw(`substr(md5(random()::text || clock_timestamp()::text), 1, 24)`);

export async function settingsOf(db: Handle, customerId: string): Promise<SettingsRow> {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.customerId, customerId));
  return row ?? { customerId, recipients: [], offlineMinutes: ALERT_OFFLINE_MINUTES.default, updatedAt: null };
}

export async function saveSettings(
  db: Handle,
  customerId: string,
  recipients: string[],
  offlineMinutes: number,
): Promise<SettingsRow> {
  const [row] = await db
    .insert(alertSettings)
    .values({ customerId, recipients, offlineMinutes, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: alertSettings.customerId,
      set: { recipients, offlineMinutes, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export interface NotificationRow {
  customerId: string;
  id: string;
  kind: string;
  subjectId: string | null;
  subjectName: string | null;
  createdAt: Date;
}

/** The newest entries of a customer's bell, and the caller's last "read". */
export async function bellOf(db: Handle, customerId: string, userId: string, take: number) {
  const [read] = await db
    .select({ readAt: alertReads.readAt })
    .from(alertReads)
    .where(and(eq(alertReads.customerId, customerId), eq(alertReads.userId, userId)));
  const readAt = read?.readAt ?? new Date(0);
  const rows = await db
    .select()
    .from(alertNotifications)
    .where(eq(alertNotifications.customerId, customerId))
    .orderBy(desc(alertNotifications.createdAt), desc(alertNotifications.id))
    .limit(take);
  const [unread] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from alert_notifications
      where customer_id = ${customerId} and created_at > ${readAt.toISOString()}::timestamptz`),
  );
  return { rows, readAt, unreadCount: Number(unread?.n ?? 0) };
}

export async function markRead(db: Handle, customerId: string, userId: string, at: Date): Promise<void> {
  await db
    .insert(alertReads)
    .values({ customerId, userId, readAt: at })
    .onConflictDoUpdate({ target: [alertReads.customerId, alertReads.userId], set: { readAt: at } });
}

/** One notification written by a module's event (a licence mark), in the caller's transaction. */
export async function addNotification(
  db: Handle,
  customerId: string,
  kind: AlertKind,
  subjectId: string | null,
  subjectName: string | null,
  at: Date,
): Promise<void> {
  await db
    .insert(alertNotifications)
    .values({ customerId, id: newObjectId(), kind, subjectId, subjectName, createdAt: at });
}

/** A notification a check wrote, with what its mail and webhook event need. */
export interface Raised {
  customer_id: string;
  id: string;
  kind: AlertKind;
  subject_id: string;
  subject_name: string | null;
  last_seen: Date | string | null;
}

/**
 * Hotspots seen within the last day but not within their customer's offline minutes, and active:
 * an offline incident each (once), and its notification. A device not seen for more than a day
 * (taken down, never used) raises none when alerts first look at it.
 */
export async function openOffline(tx: Tx, now: Date): Promise<Raised[]> {
  const at = now.toISOString();
  return rowsOf<Raised>(
    await tx.execute(sql`
      with due as (
        select o.customer_id, o.hotspot_device_id as device_id, d.name, o.updated_at as last_seen
        from online_users o
        join hotspot_devices d on d.customer_id = o.customer_id and d.id = o.hotspot_device_id and d.active
        left join alert_settings s on s.customer_id = o.customer_id
        where o.updated_at < ${at}::timestamptz
            - make_interval(mins => coalesce(s.offline_minutes, ${ALERT_OFFLINE_MINUTES.default}))
          and o.updated_at > ${at}::timestamptz - interval '1 day'
      ), opened as (
        insert into alert_incidents (customer_id, id, kind, subject_id, opened_at)
        select customer_id, ${SQL_ID}, 'device.offline', device_id, ${at}::timestamptz from due
        on conflict (customer_id, kind, subject_id) where closed_at is null do nothing
        returning customer_id, subject_id
      )
      insert into alert_notifications (customer_id, id, kind, subject_id, subject_name, created_at)
      select o.customer_id, ${SQL_ID}, 'device.offline', o.subject_id, due.name, ${at}::timestamptz
      from opened o join due on due.customer_id = o.customer_id and due.device_id = o.subject_id
      returning customer_id, id, kind, subject_id, subject_name,
        (select due.last_seen from due where due.customer_id = alert_notifications.customer_id
           and due.device_id = alert_notifications.subject_id) as last_seen`),
  );
}

/**
 * Offline incidents whose hotspot was seen after they opened: closed, with a "back online"
 * notification. Incidents of a device that was deleted or deactivated meanwhile close silently.
 */
export async function closeOffline(tx: Tx, now: Date): Promise<Raised[]> {
  const at = now.toISOString();
  await tx.execute(sql`
    update alert_incidents i set closed_at = ${at}::timestamptz
    where i.kind = 'device.offline' and i.closed_at is null
      and not exists (select from hotspot_devices d
        where d.customer_id = i.customer_id and d.id = i.subject_id and d.active)`);
  return rowsOf<Raised>(
    await tx.execute(sql`
      with back as (
        update alert_incidents i set closed_at = ${at}::timestamptz
        from online_users o
        where i.kind = 'device.offline' and i.closed_at is null
          and o.customer_id = i.customer_id and o.hotspot_device_id = i.subject_id
          and o.updated_at > i.opened_at
        returning i.customer_id, i.subject_id, o.updated_at as last_seen
      )
      insert into alert_notifications (customer_id, id, kind, subject_id, subject_name, created_at)
      select b.customer_id, ${SQL_ID}, 'device.online', b.subject_id, d.name, ${at}::timestamptz
      from back b join hotspot_devices d on d.customer_id = b.customer_id and d.id = b.subject_id
      returning customer_id, id, kind, subject_id, subject_name,
        (select b.last_seen from back b where b.customer_id = alert_notifications.customer_id
           and b.subject_id = alert_notifications.subject_id) as last_seen`),
  );
}

/**
 * Webhook endpoints whose newest attempted delivery failed for good or has failed three attempts: a
 * "failing" incident each (once); endpoints with an open incident whose newest attempted delivery
 * arrived: closed, "recovered". Each endpoint costs one step back through its delivery log's index.
 */
export async function webhookHealth(tx: Tx, now: Date): Promise<Raised[]> {
  const at = now.toISOString();
  const latest = sql`
    select e.customer_id, e.id as endpoint_id, e.url, l.status, l.attempts
    from webhook_endpoints e
    cross join lateral (
      select d.status, d.attempts from webhook_deliveries d
      where d.customer_id = e.customer_id and d.endpoint_id = e.id and d.attempts > 0
      order by d.created_at desc limit 1
    ) l
    where e.active`;
  const failing = rowsOf<Raised>(
    await tx.execute(sql`
      with latest as (${latest}), opened as (
        insert into alert_incidents (customer_id, id, kind, subject_id, opened_at)
        select customer_id, ${SQL_ID}, 'webhook.failing', endpoint_id, ${at}::timestamptz from latest
        where status = 'failed' or (status = 'pending' and attempts >= 3)
        on conflict (customer_id, kind, subject_id) where closed_at is null do nothing
        returning customer_id, subject_id
      )
      insert into alert_notifications (customer_id, id, kind, subject_id, subject_name, created_at)
      select o.customer_id, ${SQL_ID}, 'webhook.failing', o.subject_id, l.url, ${at}::timestamptz
      from opened o join latest l on l.customer_id = o.customer_id and l.endpoint_id = o.subject_id
      returning customer_id, id, kind, subject_id, subject_name, null as last_seen`),
  );
  const recovered = rowsOf<Raised>(
    await tx.execute(sql`
      with latest as (${latest}), closed as (
        update alert_incidents i set closed_at = ${at}::timestamptz
        from latest l
        where i.kind = 'webhook.failing' and i.closed_at is null
          and l.customer_id = i.customer_id and l.endpoint_id = i.subject_id and l.status = 'delivered'
        returning i.customer_id, i.subject_id, l.url
      )
      insert into alert_notifications (customer_id, id, kind, subject_id, subject_name, created_at)
      select customer_id, ${SQL_ID}, 'webhook.recovered', subject_id, url, ${at}::timestamptz from closed
      returning customer_id, id, kind, subject_id, subject_name, null as last_seen`),
  );
  return [...failing, ...recovered];
}

/** Notifications not mailed yet (at most `limit`), claimed for this instance: set mailed_at. */
export async function claimUnmailed(db: Db, now: Date, limit = 200): Promise<NotificationRow[]> {
  const rows = rowsOf<{
    customer_id: string;
    id: string;
    kind: string;
    subject_id: string | null;
    subject_name: string | null;
    created_at: Date | string;
  }>(
    await db.execute(sql`
      update alert_notifications n set mailed_at = ${now.toISOString()}::timestamptz
      from (select customer_id, id from alert_notifications where mailed_at is null
            order by created_at limit ${limit} for update skip locked) c
      where n.customer_id = c.customer_id and n.id = c.id
      returning n.customer_id, n.id, n.kind, n.subject_id, n.subject_name, n.created_at`),
  );
  return rows.map((r) => ({
    customerId: r.customer_id,
    id: r.id,
    kind: r.kind,
    subjectId: r.subject_id,
    subjectName: r.subject_name,
    createdAt: new Date(r.created_at),
  }));
}

/** A mail that could not be sent: unclaimed, tried again at the next check. */
export async function unclaim(db: Db, rows: readonly NotificationRow[]): Promise<void> {
  for (const r of rows)
    await db.execute(
      sql`update alert_notifications set mailed_at = null where customer_id = ${r.customerId} and id = ${r.id}`,
    );
}

/** Recipients and the customer's name, for the mails of `customerIds`. */
export async function mailTargets(db: Db, customerIds: readonly string[]) {
  if (!customerIds.length) return new Map<string, { recipients: string[]; company: string }>();
  const rows = rowsOf<{ customer_id: string; recipients: string[] | null; company: string | null }>(
    await db.execute(sql`
      select c.customer_id, s.recipients, c.company from customers c
      left join alert_settings s on s.customer_id = c.customer_id
      where c.customer_id in (${sql.join(
        customerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((r) => [r.customer_id, { recipients: r.recipients ?? [], company: r.company ?? '' }]));
}
