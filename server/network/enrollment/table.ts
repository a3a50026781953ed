// Enrollment keys and their logs (seed 001 §3 "Enrollment key and log"). A device presents a key
// without naming a customer, so a key is unique across all customers (random, 128 bits). Deleting a key
// is permanent; its logs stay (they keep the key's id and name) and devices it activated stay.
import { foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';
import { hotspotDeviceConfigs } from '../device-config/table';

export const enrollmentKeys = pgTable(
  'enrollment_keys',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    configId: text('config_id').notNull(),
    description: text('description'),
    used: integer('used').notNull().default(0),
    success: integer('success').notNull().default(0),
    error: integer('error').notNull().default(0),
    lastUsed: ts('last_used'),
    /** null: does not expire. */
    expires: ts('expires'),
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('enrollment_keys_key_uq').on(t.key),
    index('enrollment_keys_name_idx').on(t.customerId, t.name, t.id),
    index('enrollment_keys_config_idx').on(t.customerId, t.configId),
    foreignKey({
      name: 'enrollment_keys_config_fk',
      columns: [t.customerId, t.configId],
      foreignColumns: [hotspotDeviceConfigs.customerId, hotspotDeviceConfigs.id],
    }).onDelete('restrict'),
  ],
);

export const enrollmentKeyLogs = pgTable(
  'enrollment_key_logs',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    keyId: text('key_id').notNull(),
    /** The key's name when the attempt was made (the key may be deleted since). */
    keyName: text('key_name').notNull(),
    /** 'SUCCESS' or 'ERROR'. */
    status: text('status').notNull(),
    log: text('log').notNull(),
    hotspotDeviceId: text('hotspot_device_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('enrollment_key_logs_created_idx').on(t.customerId, t.createdAt, t.id),
    index('enrollment_key_logs_key_idx').on(t.customerId, t.keyId, t.createdAt),
  ],
);

export type EnrollmentKeyRow = typeof enrollmentKeys.$inferSelect;
export type EnrollmentKeyLogRow = typeof enrollmentKeyLogs.$inferSelect;
