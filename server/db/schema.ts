// Drizzle schema: the one description of the tables. Every tenant table carries customer_id in its
// primary key and in every unique key and index, so tenants stay apart and the schema can be
// distributed by customer (Citus).
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export type Address = {
  street: string;
  zip: string;
  city: string;
  country?: string | null;
  countryCode?: string | null;
};

/** Plugin blocks of a customer, as stored (seed 001 §3 "Plugin settings"). */
export type PluginBlocks = Record<string, ({ active: boolean } & Record<string, unknown>) | undefined>;

export const customers = pgTable(
  'customers',
  {
    customerId: text('customer_id').primaryKey(),
    id: text('id').notNull(),
    company: text('company').notNull(),
    description: text('description'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    active: boolean('active').notNull().default(true),
    address: jsonb('address').$type<Address>(),
    /** The white-label partner (a customer) whose brand this customer's users see. */
    partnerCustomerId: text('partner_customer_id'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(customer_id || ' ' || company || ' ' || coalesce(address->>'street', '') || ' ' || coalesce(address->>'zip', '') || ' ' || coalesce(address->>'city', ''))`,
    ),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_id_uq').on(t.customerId, t.id),
    index('customers_company_idx').on(sql`${t.company} collate "und-x-icu"`, t.customerId),
    index('customers_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const customerPlugins = pgTable(
  'customer_plugins',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    plugins: jsonb('plugins').$type<PluginBlocks>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.id] }), uniqueIndex('customer_plugins_customer_uq').on(t.customerId)],
);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    lang: text('lang'),
    phone: text('phone'),
    timezone: text('timezone'),
    address: text('address'),
    description: text('description'),
    /** The customer the user belongs to (drives the white-label partner). */
    homeCustomerId: text('home_customer_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

/** Roles and extra permission strings of a user for '*' (all customers) or one customerId. */
export const userGrants = pgTable(
  'user_grants',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerKey] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const userInvites = pgTable(
  'user_invites',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    lang: text('lang'),
    timezone: text('timezone'),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** customerId of the organisation that invites. */
    invitingCustomer: text('inviting_customer'),
    tokenHash: text('token_hash'),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('user_invites_email_idx').on(t.customerId, sql`lower(${t.email})`),
  ],
);

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

/** Files of the content service (partner logos), keyed by customer. */
export const contentFiles = pgTable(
  'content_files',
  {
    customerId: text('customer_id').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.name] })],
);

/** Installation settings (for example the generated token secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export { deviceAccounts } from '../modules/device-account/table';
export { voucherCounters, vouchers } from '../modules/wifi-code/table';
