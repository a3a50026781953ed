/**
 * Start-page content on the data interface (seed 001 §3, §7): terms of use, imprints, templates and
 * template bundles. The react-admin resource names are the paths below the area
 * (`start-pages/terms-of-use` …), so `resourcePath()` builds their links.
 */
import type {
  CreateImprintInput,
  CreateTemplateBundleInput,
  CreateTemplateInput,
  CreateTermsOfUseInput,
  UpdateImprintInput,
  UpdateTemplateBundleInput,
  UpdateTemplateInput,
  UpdateTermsOfUseInput,
} from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

const common = {
  createReturnsId: true,
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
} as const;

const active = { arg: 'active', type: 'Boolean' };
const isDefault = { arg: 'default', type: 'Boolean' };
const search = { arg: 'search', type: 'String' };
const ids = { arg: 'ids', type: '[ID!]' };
const localized = 'text { lang text default }';

const termsOfUseFields = `_id customerId name description active locales { lang default privacy terms } createdAt updatedAt`;
const termsOfUse = defineResource<CreateTermsOfUseInput, UpdateTermsOfUseInput>({
  ...common,
  type: 'TermsOfUse',
  list: 'termsOfUses',
  create: 'createTermsOfUse',
  update: 'updateTermsOfUse',
  delete: 'deleteTermsOfUse',
  fields: termsOfUseFields,
  detailFields: termsOfUseFields,
  sortable: ['name', 'active', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'name', order: 'ASC' },
  filters: { q: search, active, ids },
  creatable: ['name', 'description', 'active', 'locales'],
  updatable: ['name', 'description', 'active', 'locales'],
});

const imprintFields = `_id customerId active default description ${localized} createdAt updatedAt`;
const imprint = defineResource<CreateImprintInput, UpdateImprintInput>({
  ...common,
  type: 'Imprint',
  list: 'imprint',
  create: 'createImprint',
  update: 'updateImprint',
  delete: 'deleteImprint',
  fields: imprintFields,
  detailFields: imprintFields,
  sortable: ['description', 'active', 'default', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'createdAt', order: 'DESC' },
  filters: { q: search, active, default: isDefault, ids },
  creatable: ['description', 'active', 'default', 'text'],
  updatable: ['description', 'active', 'default', 'text'],
});

const templateFields = `_id customerId active default description slot ${localized} cspDirectives imprint
  templateBundles createdAt updatedAt`;
const template = defineResource<CreateTemplateInput, UpdateTemplateInput>({
  ...common,
  type: 'Template',
  list: 'templates',
  create: 'createTemplate',
  update: 'updateTemplate',
  delete: 'deleteTemplate',
  fields: templateFields,
  detailFields: templateFields,
  sortable: ['slot', 'description', 'active', 'default', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'slot', order: 'ASC' },
  filters: { q: search, active, default: isDefault, slot: { arg: 'slot', type: 'TemplateSlot' }, ids },
  creatable: ['slot', 'description', 'active', 'default', 'text', 'cspDirectives', 'imprint'],
  updatable: ['slot', 'description', 'active', 'default', 'text', 'cspDirectives', 'imprint'],
});

const bundleFields = `_id customerId active default description imprint templates createdAt updatedAt`;
const bundle = defineResource<CreateTemplateBundleInput, UpdateTemplateBundleInput>({
  ...common,
  type: 'TemplateBundle',
  list: 'templateBundles',
  create: 'createTemplateBundle',
  update: 'updateTemplateBundle',
  delete: 'deleteTemplateBundle',
  fields: bundleFields,
  detailFields: bundleFields,
  sortable: ['description', 'active', 'default', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'createdAt', order: 'DESC' },
  filters: { q: search, active, default: isDefault, templates: { arg: 'templates', type: '[ID!]' }, ids },
  creatable: ['description', 'active', 'default', 'imprint', 'templates'],
  updatable: ['description', 'active', 'default', 'imprint', 'templates'],
});

export default {
  'start-pages/terms-of-use': termsOfUse,
  'start-pages/imprints': imprint,
  'start-pages/templates': template,
  'start-pages/bundles': bundle,
};
