// The UI settings store (seed 000 §3 "per owner namespace, per key entries with ownerId and key"):
// small JSON values the portal keeps per owner (a customer) in a namespace, e.g. the saved column
// mappings of the device import (namespace 'hotspot-device-import').
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

export const uiSettings = pgTable(
  'ui_settings',
  {
    /** The owner: a customerId. */
    ownerId: text('owner_id').notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.namespace, t.key] })],
);

export type UiSettingRow = typeof uiSettings.$inferSelect;
