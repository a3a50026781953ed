// Locations and location groups (shown as Regions) (seed 001 §3 "Location and Region"). A device is
// listed by at most one location (hotspot_devices.location_id). A region holds locations through the
// join table; deleting a location removes it from every region (CASCADE). The DNS content filter's
// public IPs are unique across ALL customers (the filter service knows one owner per IP): the one
// table whose unique key is not per customer, on purpose (docs/decisions.md).
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
import type { OpeningHoursValue } from '../../../src/domain/loginTimePeriods';

/** A failure of the content-filter integration (DNSFilterError of seed 001 §8). */
export type DnsFilterFailureValue = { error: string; message: string | null; at: string };

export const locations = pgTable(
  'locations',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    externalId: text('external_id'),
    street: text('street'),
    zip: text('zip'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    geoLat: doublePrecision('geo_lat'),
    geoLong: doublePrecision('geo_long'),
    /** true: the position was estimated from the address (not entered). */
    geoEstimated: boolean('geo_estimated').notNull().default(false),
    openingHours: jsonb('opening_hours').$type<OpeningHoursValue>(),
    dnsNetworkId: integer('dns_network_id'),
    dnsFailures: jsonb('dns_failures').$type<DnsFilterFailureValue[]>().notNull().default([]),
    /** Lowercased name, description and address, for the trigram search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('locations_name_uq').on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex('locations_external_id_uq')
      .on(t.customerId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('locations_name_idx').on(t.customerId, t.name),
    index('locations_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Public IPs of a location's DNS filter: one owner per IP across all customers. */
export const locationDnsIps = pgTable(
  'location_dns_ips',
  {
    /** Normal form (lowercase, IPv6 compressed). */
    ip: text('ip').primaryKey(),
    customerId: text('customer_id').notNull(),
    locationId: text('location_id').notNull(),
  },
  (t) => [
    index('location_dns_ips_location_idx').on(t.customerId, t.locationId),
    foreignKey({
      name: 'location_dns_ips_location_fk',
      columns: [t.customerId, t.locationId],
      foreignColumns: [locations.customerId, locations.id],
    }).onDelete('cascade'),
  ],
);

export const locationGroups = pgTable(
  'location_groups',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('location_groups_name_uq').on(t.customerId, sql`lower(${t.name})`),
    index('location_groups_name_idx').on(t.customerId, t.name),
    index('location_groups_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const locationGroupLocations = pgTable(
  'location_group_locations',
  {
    customerId: text('customer_id').notNull(),
    groupId: text('group_id').notNull(),
    locationId: text('location_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.groupId, t.locationId] }),
    index('location_group_locations_location_idx').on(t.customerId, t.locationId),
    foreignKey({
      name: 'location_group_locations_group_fk',
      columns: [t.customerId, t.groupId],
      foreignColumns: [locationGroups.customerId, locationGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'location_group_locations_location_fk',
      columns: [t.customerId, t.locationId],
      foreignColumns: [locations.customerId, locations.id],
    }).onDelete('cascade'),
  ],
);

export type LocationRow = typeof locations.$inferSelect;
export type LocationGroupRow = typeof locationGroups.$inferSelect;
