// Drizzle schema: the one description of the tables. Every tenant table carries customer_id in its
// primary key and in every unique key and index, so tenants stay apart and the schema can be
// distributed by customer (Citus).
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../platform/db/columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

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
    /** Every access token carries the version it was signed with; raising it revokes them all at once. */
    tokenVersion: integer('token_version').notNull().default(0),
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

/**
 * Failed sign-ins per key (address + account, account alone, address alone) and window: in the
 * database, so that several server instances count together.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowEndsAt: ts('window_ends_at').notNull(),
});

/**
 * The audit log (issue 12): every mutation and sign-in — who, for which customer, what, on which
 * objects, when, from where, and how it ended. Append-only: a trigger refuses UPDATE and DELETE
 * (migration 0019), no API changes it, operators read it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: ts('at').notNull().defaultNow(),
    /** The signed-in user (null: a failed sign-in of an unknown account). */
    userId: text('user_id'),
    email: text('email'),
    /** The customer the operation acted on, when it names one. */
    customerId: text('customer_id'),
    /** `Mutation.createVoucher`, `signIn`, `signInFailed` … */
    operation: text('operation').notNull(),
    objectIds: text('object_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'ok' or the error code (FORBIDDEN, BAD_USER_INPUT, RATE_LIMITED …). */
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_customer_idx').on(t.customerId, t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
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

export { customerPlugins, customers, type Address, type PluginBlocks } from '../tenancy/customer/table';
export { deviceAccounts } from '../access/device-account/table';
export { userInvites } from '../tenancy/invite/table';
export { voucherCounters, voucherDescriptions, voucherMoves, vouchers } from '../access/wifi-code/table';
export { hotspotAccountTemplates } from '../templates/account-template/table';
export { hotspotLoginTemplates } from '../templates/login-template/table';
export {
  imprints,
  templateBundles,
  templateBundleTemplates,
  templates,
  termsOfUses,
} from '../templates/start-page/table';
export { hotspotDeviceConfigLoginTemplates, hotspotDeviceConfigs } from '../network/device-config/table';
export { hotspotDeviceMacs, hotspotDevices } from '../network/hotspot-device/table';
export { locationDnsIps, locationGroupLocations, locationGroups, locations } from '../network/location/table';
export { enrollmentKeyLogs, enrollmentKeys } from '../network/enrollment/table';
export { uiSettings } from '../tenancy/ui-settings/table';
export { hotspotAccounts } from '../access/hotspot-account/table';
export { radiusSecrets, radiusSessions } from '../access/session/table';
export {
  dnsStats,
  dnsStatsEntries,
  guestLoginHints,
  sessionDaily,
  sessionDailyClients,
  sessionDailyDims,
  sessionDailyUsers,
  sessionRollups,
} from '../insights/analytics/table';
export { partnerLeads } from '../tenancy/partner-lead/table';
export { mailOutbox, passwordResets } from '../platform/mail/table';
