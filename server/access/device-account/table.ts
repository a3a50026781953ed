// Device accounts (seed 001 §3): automatic logins bound to a client device. The client MAC is kept
// only as a keyed hash and the password only as a scrypt hash; neither can be read back. The login
// template is the customer's own (composite foreign key); deleting it clears the account's, which then
// logs in with the device configuration's default template, as an account without one does.
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';
import { hotspotLoginTemplates } from '../../templates/login-template/table';

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
    /** The login template (its account template's limits); null: the device configuration's default. */
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
    // ON DELETE SET NULL of the reference column alone: drizzle-orm cannot name the column, so its
    // snapshot says 'set null' and migration 0029 writes `SET NULL ("login_template_id")` (a plain SET NULL would
    // clear customer_id too, which is NOT NULL).
    foreignKey({
      name: 'device_accounts_login_template_fk',
      columns: [t.customerId, t.loginTemplateId],
      foreignColumns: [hotspotLoginTemplates.customerId, hotspotLoginTemplates.id],
    }).onDelete('set null'),
  ],
);

export type DeviceAccountRow = typeof deviceAccounts.$inferSelect;
