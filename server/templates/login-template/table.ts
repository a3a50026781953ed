// Hotspot login templates (seed 001 §3 "Login template"): how guests log in and which account
// template their accounts get. Composite foreign keys keep the account template and the terms of use
// inside the customer and make deleting one that a login template uses impossible (RESTRICT).
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';
import { hotspotAccountTemplates } from '../account-template/table';
import { termsOfUses } from '../start-page/table';

/** loginTypeConfig as stored: only the fields of the template's login type. */
export type LoginTypeConfigValue = {
  defaultCountryCallingCode?: string | null;
  pluginId?: string | null;
  splashUrl?: string | null;
  successUrl?: string | null;
  errorUrl?: string | null;
  externalLoginPluginId?: string | null;
  deviceAccountPluginId?: string | null;
  reosPluginId?: string | null;
  voucherSmsPluginId?: string | null;
};

export type ConditionalCooldownValue = {
  property: 'maxVolume' | 'maxSurftime' | 'expires';
  accountCreatedBefore: string | null;
  dynamicExpires: string;
};

/** The re-login delay; null: none. */
export type CooldownValue = {
  cooldownPluginId: string | null;
  dynamicExpires: string | null;
  conditionalCooldowns: ConditionalCooldownValue[];
};

export const hotspotLoginTemplates = pgTable(
  'hotspot_login_templates',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    loginType: text('login_type').notNull(),
    loginTypeConfig: jsonb('login_type_config').$type<LoginTypeConfigValue>(),
    accountTemplateId: text('account_template_id').notNull(),
    termsOfUseId: text('terms_of_use_id'),
    cooldown: jsonb('cooldown').$type<CooldownValue>(),
    /** Lowercased name and description, for the trigram search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('hotspot_login_templates_name_uq').on(t.customerId, sql`lower(${t.name})`),
    index('hotspot_login_templates_name_idx').on(t.customerId, t.name),
    index('hotspot_login_templates_account_template_idx').on(t.customerId, t.accountTemplateId),
    index('hotspot_login_templates_terms_of_use_idx').on(t.customerId, t.termsOfUseId),
    index('hotspot_login_templates_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    foreignKey({
      name: 'hotspot_login_templates_account_template_fk',
      columns: [t.customerId, t.accountTemplateId],
      foreignColumns: [hotspotAccountTemplates.customerId, hotspotAccountTemplates.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'hotspot_login_templates_terms_of_use_fk',
      columns: [t.customerId, t.termsOfUseId],
      foreignColumns: [termsOfUses.customerId, termsOfUses.id],
    }).onDelete('restrict'),
  ],
);

export type HotspotLoginTemplateRow = typeof hotspotLoginTemplates.$inferSelect;
