// Device accounts (seed 001 §3): automatic logins bound to a client device. The client MAC is kept
// only as a keyed hash and the password only as a scrypt hash; neither can be read back.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

export const deviceAccounts = pgTable(
  'device_accounts',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Inclusive: the account works through this moment. */
    expires: ts('expires'),
    active: boolean('active').notNull().default(true),
    accountType: text('account_type').notNull(),
    /** HMAC-SHA256 of the normalised client MAC (types MAC); never the MAC itself. */
    macHash: text('mac_hash'),
    username: text('username'),
    /** scrypt hash (type UsernamePassword). */
    passwordHash: text('password_hash'),
    loginTemplateId: text('login_template_id'),
    showTermsOfUse: boolean('show_terms_of_use').notNull().default(false),
    /** Lowercased name, description, username and keywords, for the trigram search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('device_accounts_username_uq')
      .on(t.customerId, sql`lower(${t.username})`)
      .where(sql`${t.username} is not null`),
    uniqueIndex('device_accounts_mac_uq')
      .on(t.customerId, t.macHash)
      .where(sql`${t.macHash} is not null`),
    index('device_accounts_name_idx').on(t.customerId, t.name),
    index('device_accounts_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type DeviceAccountRow = typeof deviceAccounts.$inferSelect;
