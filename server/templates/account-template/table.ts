// Hotspot account templates (seed 001 §3 "Account template"): the limits a login gives the accounts
// it creates. The profile is kept in columns (the RADIUS side reads them per login).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

export const hotspotAccountTemplates = pgTable(
  'hotspot_account_templates',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    /** accountConfiguration.dynamicExpires, in its canonical form ('eod 4h'). */
    dynamicExpires: text('dynamic_expires'),
    /** accountProfile: a fixed expiry moment. */
    expires: ts('expires'),
    /** Minutes. */
    idleTimeout: integer('idle_timeout'),
    /** kbit/s. */
    maxBandwidthDown: integer('max_bandwidth_down'),
    /** kbit/s. */
    maxBandwidthUp: integer('max_bandwidth_up'),
    /** Minutes. */
    maxSurftime: integer('max_surftime'),
    /** MB. */
    maxVolume: integer('max_volume'),
    /** Lowercased name and description, for the trigram search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('hotspot_account_templates_name_uq').on(t.customerId, sql`lower(${t.name})`),
    index('hotspot_account_templates_name_idx').on(t.customerId, t.name),
    index('hotspot_account_templates_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type HotspotAccountTemplateRow = typeof hotspotAccountTemplates.$inferSelect;
