// Partner leads (seed 001 §3 "Partner lead"): a partner (a customer) registers prospects; a vendor
// approves them. approved: 0 open, 1 approved, 2 rejected; status: 0 new … 4 lost (docs/decisions.md).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

export type PartnerLeadAddressRow = {
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
};
export type PartnerLeadMessageRow = { createdAt: string; from: string | null; text: string };

export const partnerLeads = pgTable(
  'partner_leads',
  {
    /** The partner's customerId. */
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    company: text('company').notNull(),
    address: jsonb('address').$type<PartnerLeadAddressRow>(),
    approved: integer('approved').notNull().default(0),
    status: integer('status').notNull().default(0),
    description: text('description'),
    messages: jsonb('messages').$type<PartnerLeadMessageRow[]>().notNull().default([]),
    website: text('website'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(company || ' ' || coalesce(description, '') || ' ' || coalesce(website, ''))`,
    ),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('partner_leads_company_idx').on(t.customerId, sql`${t.company} collate "und-x-icu"`),
    index('partner_leads_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
