// Hotspot accounts (seed 001 §3 "Hotspot account"): the account a successful guest login creates or
// reuses. One account per code (or device account) and client device: the client MAC is kept only as
// a keyed hash (the device-account key), the password only as a scrypt hash; neither is read back.
// The account template, hotspot device and terms of use it names are the customer's own (composite
// foreign keys); deleting one clears the accounts' reference and keeps the accounts.
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
import { hotspotDevices } from '../../network/hotspot-device/table';
import { hotspotAccountTemplates } from '../../templates/account-template/table';
import { termsOfUses } from '../../templates/start-page/table';

export const hotspotAccounts = pgTable(
  'hotspot_accounts',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    /** The account template whose profile (limits) the account got. */
    accountTemplateId: text('account_template_id'),
    loginTemplateId: text('login_template_id'),
    hotspotDeviceId: text('hotspot_device_id'),
    /** The hotspot device's MAC (normal form) the login came through. */
    hotspotDeviceMac: text('hotspot_device_mac'),
    /** HMAC-SHA256 of the client's normalised MAC; '' when the device sent none. */
    clientMacHash: text('client_mac_hash').notNull().default(''),
    /** The WiFi code the account logged in with (null for device accounts). */
    voucherId: text('voucher_id'),
    /** The device account the account logged in with (null for codes). */
    deviceAccountId: text('device_account_id'),
    multiAccountId: text('multi_account_id'),
    username: text('username'),
    /** scrypt hash; never read back. */
    passwordHash: text('password_hash'),
    additionalInfo: jsonb('additional_info'),
    description: text('description'),
    termsOfUseId: text('terms_of_use_id'),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    valid: boolean('valid').notNull().default(true),
    /** Number of successful logins of this account. */
    logins: integer('logins').notNull().default(0),
    firstLoginAt: ts('first_login_at'),
    lastLoginAt: ts('last_login_at'),
    /** Lowercased username, description and multiAccountId, for the trigram search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    // The account a login reuses: one per code and client device, one per device account and client.
    uniqueIndex('hotspot_accounts_voucher_client_uq')
      .on(t.customerId, t.voucherId, t.clientMacHash)
      .where(sql`${t.voucherId} is not null`),
    uniqueIndex('hotspot_accounts_device_account_client_uq')
      .on(t.customerId, t.deviceAccountId, t.clientMacHash)
      .where(sql`${t.deviceAccountId} is not null`),
    index('hotspot_accounts_created_idx').on(t.customerId, t.createdAt, t.id),
    index('hotspot_accounts_multi_idx').on(t.customerId, t.multiAccountId),
    index('hotspot_accounts_client_idx').on(t.customerId, t.clientMacHash),
    index('hotspot_accounts_device_idx').on(t.customerId, t.hotspotDeviceId),
    // A login template's accounts (moved with its account template, D235; the guest page's own accounts).
    index('hotspot_accounts_login_template_idx').on(t.customerId, t.loginTemplateId),
    index('hotspot_accounts_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // ON DELETE SET NULL of the reference column alone: drizzle-orm cannot name the column, so its
    // snapshot says 'set null' and migration 0029 writes `SET NULL ("…_id")` (a plain SET NULL would
    // clear customer_id too, which is NOT NULL).
    foreignKey({
      name: 'hotspot_accounts_account_template_fk',
      columns: [t.customerId, t.accountTemplateId],
      foreignColumns: [hotspotAccountTemplates.customerId, hotspotAccountTemplates.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'hotspot_accounts_device_fk',
      columns: [t.customerId, t.hotspotDeviceId],
      foreignColumns: [hotspotDevices.customerId, hotspotDevices.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'hotspot_accounts_terms_of_use_fk',
      columns: [t.customerId, t.termsOfUseId],
      foreignColumns: [termsOfUses.customerId, termsOfUses.id],
    }).onDelete('set null'),
  ],
);

export type HotspotAccountRow = typeof hotspotAccounts.$inferSelect;
