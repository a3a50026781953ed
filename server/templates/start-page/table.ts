// Start-page content (seed 001 §3 "Terms of use, imprint, template, template bundle", §4 "Template
// slots"): what a guest sees on the login page. One default per customer for imprints and bundles and
// per slot for templates (partial unique indexes); a bundle holds at most one template per slot
// (unique key of the join table), and a template cannot be deleted while a bundle holds it. The imprint
// of a template or bundle is the customer's own (composite foreign keys, cleared when it is deleted).
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

/** A text in one language (imprints, templates). */
export type LocalizedTextValue = { lang: string; text: string; default: boolean };
/** Terms and privacy text in one language. */
export type TermsOfUseLocaleValue = { lang: string; default: boolean; privacy: string | null; terms: string };

export const termsOfUses = pgTable(
  'terms_of_uses',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    locales: jsonb('locales').$type<TermsOfUseLocaleValue[]>().notNull(),
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('terms_of_uses_name_uq').on(t.customerId, sql`lower(${t.name})`),
    index('terms_of_uses_name_idx').on(t.customerId, t.name),
    index('terms_of_uses_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const imprints = pgTable(
  'imprints',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    texts: jsonb('texts').$type<LocalizedTextValue[]>().notNull(),
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('imprints_default_uq')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
    index('imprints_description_idx').on(t.customerId, t.description),
    index('imprints_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const templates = pgTable(
  'templates',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    slot: text('slot').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    texts: jsonb('texts').$type<LocalizedTextValue[]>().notNull(),
    cspDirectives: text('csp_directives')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The imprint linked from the screen (cleared when the imprint is deleted). */
    imprintId: text('imprint_id'),
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('templates_default_uq')
      .on(t.customerId, t.slot)
      .where(sql`${t.isDefault}`),
    index('templates_slot_idx').on(t.customerId, t.slot, t.id),
    index('templates_description_idx').on(t.customerId, t.description),
    index('templates_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // ON DELETE SET NULL of the reference column alone: drizzle-orm cannot name the column, so its
    // snapshot says 'set null' and migration 0029 writes `SET NULL ("imprint_id")` (a plain SET NULL would
    // clear customer_id too, which is NOT NULL).
    foreignKey({
      name: 'templates_imprint_fk',
      columns: [t.customerId, t.imprintId],
      foreignColumns: [imprints.customerId, imprints.id],
    }).onDelete('set null'),
  ],
);

export const templateBundles = pgTable(
  'template_bundles',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    /** The bundle's imprint (cleared when the imprint is deleted). */
    imprintId: text('imprint_id'),
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('template_bundles_default_uq')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
    index('template_bundles_description_idx').on(t.customerId, t.description),
    index('template_bundles_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // ON DELETE SET NULL of the reference column alone: drizzle-orm cannot name the column, so its
    // snapshot says 'set null' and migration 0029 writes `SET NULL ("imprint_id")` (a plain SET NULL would
    // clear customer_id too, which is NOT NULL).
    foreignKey({
      name: 'template_bundles_imprint_fk',
      columns: [t.customerId, t.imprintId],
      foreignColumns: [imprints.customerId, imprints.id],
    }).onDelete('set null'),
  ],
);

/** The templates of a bundle, in order; the slot is the template's (kept in step by the service). */
export const templateBundleTemplates = pgTable(
  'template_bundle_templates',
  {
    customerId: text('customer_id').notNull(),
    bundleId: text('bundle_id').notNull(),
    templateId: text('template_id').notNull(),
    slot: text('slot').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.bundleId, t.templateId] }),
    uniqueIndex('template_bundle_templates_slot_uq').on(t.customerId, t.bundleId, t.slot),
    index('template_bundle_templates_template_idx').on(t.customerId, t.templateId),
    foreignKey({
      name: 'template_bundle_templates_bundle_fk',
      columns: [t.customerId, t.bundleId],
      foreignColumns: [templateBundles.customerId, templateBundles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'template_bundle_templates_template_fk',
      columns: [t.customerId, t.templateId],
      foreignColumns: [templates.customerId, templates.id],
    }).onDelete('restrict'),
  ],
);

export type TermsOfUseRow = typeof termsOfUses.$inferSelect;
export type ImprintRow = typeof imprints.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;
export type TemplateBundleRow = typeof templateBundles.$inferSelect;
