// Customers (organisations, seed 001 §3) and their plugin settings. customers is the tenant table
// itself (customer_id is its key); company sorts with the ICU root collation (German order).
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

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
    /** Months after their last activity that sessions, guest accounts and SMS logins are kept (src/domain/retention.ts). */
    retentionMonths: smallint('retention_months').notNull().default(13),
    /**
     * The customer requires a second factor of its members (issue 38, D287): a user with a grant naming
     * this customer and no confirmed factor enrols after the password and gets none of its data before.
     */
    secondFactorRequired: boolean('second_factor_required').notNull().default(false),
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
    check('customers_retention_months_ck', sql`${t.retentionMonths} between 1 and 120`),
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
