// Alerts (issue 37, docs/operations.md "Alerts"): who is told (alert_settings), what is going on
// (alert_incidents: one open row per customer, kind and subject, so that an incident is raised once
// however many instances look), and what people were told (alert_notifications: the bell's entries,
// each mailed once by whichever instance claims it; alert_reads: how far each user has read the bell).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

export const alertSettings = pgTable('alert_settings', {
  customerId: text('customer_id').primaryKey(),
  /** E-mail addresses that receive the alerts (none: the bell and webhooks only). */
  recipients: text('recipients')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Minutes without a heartbeat before a hotspot counts as offline. */
  offlineMinutes: integer('offline_minutes').notNull().default(15),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const alertIncidents = pgTable(
  'alert_incidents',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    /** device.offline | webhook.failing */
    kind: text('kind').notNull(),
    /** The device's or the webhook endpoint's id. */
    subjectId: text('subject_id').notNull(),
    openedAt: ts('opened_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    // One open incident per subject and kind: the INSERT of a second one does nothing.
    uniqueIndex('alert_incidents_open_idx')
      .on(t.customerId, t.kind, t.subjectId)
      .where(sql`${t.closedAt} is null`),
  ],
);

export const alertNotifications = pgTable(
  'alert_notifications',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    /** device.offline | device.online | licence.80 | licence.full | webhook.failing | webhook.recovered */
    kind: text('kind').notNull(),
    subjectId: text('subject_id'),
    /** The device's name, the endpoint's address, the licence's figures: what the entry shows. */
    subjectName: text('subject_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Set when an instance claims it to mail the recipients (null: not mailed yet). */
    mailedAt: ts('mailed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('alert_notifications_created_idx').on(t.customerId, t.createdAt),
    index('alert_notifications_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} is null`),
  ],
);

export const alertReads = pgTable(
  'alert_reads',
  {
    customerId: text('customer_id').notNull(),
    userId: text('user_id').notNull(),
    readAt: ts('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.userId] })],
);
