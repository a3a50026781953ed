// Hotspot device configurations (seed 001 §3 "Hotspot device config", "Login time periods"): the
// login templates a hotspot offers (in display order, at least one), its start page (template
// bundle), login times and controller settings per device type. Composite foreign keys keep every
// reference inside the customer; a login template or bundle in use cannot be deleted (RESTRICT).
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';
import type { LoginTimePeriodsValue } from '../../../src/domain/loginTimePeriods';
import { hotspotLoginTemplates } from '../../templates/login-template/table';
import { templateBundles } from '../../templates/start-page/table';

/** Controller settings of one device type, as stored (secrets are never read back to the portal). */
export type DeviceSettingsValue = {
  deviceType: string;
  api?: { apiUrl?: string | null } | null;
  authApi?: { apiUrl?: string | null; username?: string | null; password?: string | null } | null;
  captivePortal?: {
    callbackMethod?: 'POST' | 'GET' | null;
    callbackUrl?: string | null;
    redirectUrl?: string | null;
    secureCallback?: boolean | null;
  } | null;
  cipher?: { secret?: string | null } | null;
};

export const hotspotDeviceConfigs = pgTable(
  'hotspot_device_configs',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deviceSettings: jsonb('device_settings').$type<DeviceSettingsValue[]>().notNull().default([]),
    templateBundleId: text('template_bundle_id'),
    loginTimePeriods: jsonb('login_time_periods').$type<LoginTimePeriodsValue>(),
    /** The guest network's name (issue 40: printed on WiFi-code cards); null: not set. */
    ssid: text('ssid'),
    /** WPA passphrase of a closed guest network; null: open network. Readable: it is printed on cards. */
    wifiPassphrase: text('wifi_passphrase'),
    /** Lowercased name, description and keywords, for the trigram search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('hotspot_device_configs_name_uq').on(t.customerId, sql`lower(${t.name})`),
    index('hotspot_device_configs_name_idx').on(t.customerId, t.name),
    index('hotspot_device_configs_bundle_idx').on(t.customerId, t.templateBundleId),
    index('hotspot_device_configs_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    foreignKey({
      name: 'hotspot_device_configs_bundle_fk',
      columns: [t.customerId, t.templateBundleId],
      foreignColumns: [templateBundles.customerId, templateBundles.id],
    }).onDelete('restrict'),
  ],
);

/** The login templates of a config, in display order (position 0 first). */
export const hotspotDeviceConfigLoginTemplates = pgTable(
  'hotspot_device_config_login_templates',
  {
    customerId: text('customer_id').notNull(),
    configId: text('config_id').notNull(),
    loginTemplateId: text('login_template_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.configId, t.loginTemplateId] }),
    index('hotspot_device_config_login_templates_template_idx').on(t.customerId, t.loginTemplateId),
    foreignKey({
      name: 'hotspot_device_config_login_templates_config_fk',
      columns: [t.customerId, t.configId],
      foreignColumns: [hotspotDeviceConfigs.customerId, hotspotDeviceConfigs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'hotspot_device_config_login_templates_template_fk',
      columns: [t.customerId, t.loginTemplateId],
      foreignColumns: [hotspotLoginTemplates.customerId, hotspotLoginTemplates.id],
    }).onDelete('restrict'),
  ],
);

export type HotspotDeviceConfigRow = typeof hotspotDeviceConfigs.$inferSelect;
