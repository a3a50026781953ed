// Stored start-page content → the GraphQL types. The id lists (Template.templateBundles,
// TemplateBundle.templates) are loaded per page by the services; boundTemplates resolves on the type.
import type { Imprint, Template, TemplateBundle, TemplateSlot, TermsOfUse } from '../../graphql/generated/resolvers';
import type { ImprintRow, TemplateBundleRow, TemplateRow, TermsOfUseRow } from './table';

export type TermsOfUseModel = TermsOfUse;
export type ImprintModel = Imprint;
export type TemplateModel = Template;
/** A TemplateBundle without boundTemplates, which resolves on the type. */
export type TemplateBundleModel = Omit<TemplateBundle, 'boundTemplates'>;

export function toTermsOfUse(row: TermsOfUseRow): TermsOfUseModel {
  return {
    _id: row.id,
    customerId: row.customerId,
    active: row.active,
    name: row.name,
    description: row.description,
    locales: row.locales.map((l) => ({ lang: l.lang, default: l.default, privacy: l.privacy ?? null, terms: l.terms })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toImprint(row: ImprintRow): ImprintModel {
  return {
    _id: row.id,
    customerId: row.customerId,
    active: row.active,
    default: row.isDefault,
    description: row.description,
    text: row.texts.map((t) => ({ lang: t.lang, text: t.text, default: t.default })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTemplate(row: TemplateRow, bundleIds: string[]): TemplateModel {
  return {
    _id: row.id,
    customerId: row.customerId,
    active: row.active,
    default: row.isDefault,
    description: row.description,
    slot: row.slot as TemplateSlot,
    text: row.texts.map((t) => ({ lang: t.lang, text: t.text, default: t.default })),
    cspDirectives: row.cspDirectives,
    imprint: row.imprintId,
    templateBundles: bundleIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTemplateBundle(row: TemplateBundleRow, templateIds: string[]): TemplateBundleModel {
  return {
    _id: row.id,
    customerId: row.customerId,
    active: row.active,
    default: row.isDefault,
    description: row.description,
    imprint: row.imprintId,
    templates: templateIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
