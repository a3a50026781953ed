// Hotspot devices (seed 001 §3 "Hotspot device"). A device's WAN MACs live in their own table whose
// primary key (customer, mac) makes a MAC unique across the customer's devices even under races.
// The device config and the location are composite references inside the customer; a config in use
// cannot be deleted (RESTRICT), a location is unlinked from its devices by the service before it goes.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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
import { hotspotDeviceConfigs } from '../device-config/table';
import { locations } from '../location/table';

export const hotspotDevices = pgTable(
  'hotspot_devices',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** The stored switch; the device is active when this is on AND now is inside the active period. */
    active: boolean('active').notNull().default(true),
    activeFrom: ts('active_from'),
    /** Inclusive end of the active period; null: open-ended. */
    activeUntil: ts('active_until'),
    deviceType: text('device_type').notNull(),
    configId: text('config_id'),
    locationId: text('location_id'),
    geoLat: doublePrecision('geo_lat'),
    geoLong: doublePrecision('geo_long'),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Normal form (lowercase, colons). */
    lanMac: text('lan_mac'),
    /** The WAN MACs in normal form and entered order (copy of hotspot_device_macs for reading). */
    macs: text('macs').array().notNull(),
    /** Own login times; null: the config's. */
    loginTimePeriods: jsonb('login_time_periods').$type<LoginTimePeriodsValue>(),
    monitoringAlias: text('monitoring_alias').notNull(),
    timezone: text('timezone'),
    /** Lowercased name, description, keywords and MACs (with and without delimiters), for the search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    // Names are unique per customer (case-insensitive): seed 001 §8 "duplicate name".
    uniqueIndex('hotspot_devices_name_uq').on(t.customerId, sql`lower(${t.name})`),
    index('hotspot_devices_name_idx').on(t.customerId, t.name, t.id),
    index('hotspot_devices_created_idx').on(t.customerId, t.createdAt, t.id),
    index('hotspot_devices_type_idx').on(t.customerId, t.deviceType, t.id),
    index('hotspot_devices_config_idx').on(t.customerId, t.configId, t.id),
    index('hotspot_devices_location_idx').on(t.customerId, t.locationId, t.id),
    // RADIUS finds the device of a request by its id (NAS-Identifier), before it knows the customer.
    index('hotspot_devices_id_idx').on(t.id),
    index('hotspot_devices_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    foreignKey({
      name: 'hotspot_devices_config_fk',
      columns: [t.customerId, t.configId],
      foreignColumns: [hotspotDeviceConfigs.customerId, hotspotDeviceConfigs.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'hotspot_devices_location_fk',
      columns: [t.customerId, t.locationId],
      foreignColumns: [locations.customerId, locations.id],
    }).onDelete('restrict'),
  ],
);

/** One row per WAN MAC: (customer, mac) is the uniqueness guarantee of seed 001 §8 "duplicate MAC". */
export const hotspotDeviceMacs = pgTable(
  'hotspot_device_macs',
  {
    customerId: text('customer_id').notNull(),
    mac: text('mac').notNull(),
    deviceId: text('device_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.mac] }),
    index('hotspot_device_macs_device_idx').on(t.customerId, t.deviceId),
    // RADIUS finds the device of a request by its MAC (Called-Station-Id), before it knows the customer.
    index('hotspot_device_macs_mac_idx').on(t.mac),
    foreignKey({
      name: 'hotspot_device_macs_device_fk',
      columns: [t.customerId, t.deviceId],
      foreignColumns: [hotspotDevices.customerId, hotspotDevices.id],
    }).onDelete('cascade'),
  ],
);

export type HotspotDeviceRow = typeof hotspotDevices.$inferSelect;

/** Latest online state per hotspot device (from accounting); usage of the concurrent-user licence. */
export const onlineUsers = pgTable(
  'online_users',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    hotspotDeviceId: text('hotspot_device_id').notNull(),
    users: integer('users').notNull().default(0),
    signal: text('signal'),
    severity: integer('severity').notNull().default(0),
    message: text('message'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('online_users_device_uq').on(t.customerId, t.hotspotDeviceId),
  ],
);
