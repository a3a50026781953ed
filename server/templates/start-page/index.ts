// The start-page module's face: terms of use, imprints, templates and their bundles.
import type { SeedStep } from '../../platform/module';
import { seedStartPages } from './seed';
import { crud, list, type OperationRule } from '../../platform/authorization';
import type { LongTexts } from '../../platform/input';
import { START_PAGE_TEXT_MAX } from '../../../src/domain/startPage';

export { startPageResolvers as resolvers } from './resolvers';
export { bundleUsedBy } from './hooks';
export { bundleById } from './service/bundle';
export { findTermsOfUse } from './store/termsOfUse';

// The chain a guest login needs, for both demo customers: start-page content (terms of use,
// imprint, templates, bundle) → account templates → login templates.
export const seed: readonly SeedStep[] = [
  {
    order: 61,
    perDemoCustomer: true,
    run: (s, customerId) => seedStartPages(s.db, customerId, () => s.rng.objectId()),
  },
];

// The HTML of templates and imprints and the terms-of-use texts are long (a contract): their own bound
// (src/domain/startPage.ts), above the default bound of every other text argument.
export const longTexts: LongTexts = {
  'LocalizedTextInput.text': START_PAGE_TEXT_MAX,
  'TermsOfUseLocaleInput.terms': START_PAGE_TEXT_MAX,
  'TermsOfUseLocaleInput.privacy': START_PAGE_TEXT_MAX,
};

// Start-page content (terms of use, imprints, templates, bundles): StartPageContent (decision).
export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.termsOfUses': list('StartPageContent:read'),
  'Query.imprint': list('StartPageContent:read'),
  'Query.templates': list('StartPageContent:read'),
  'Query.templateBundles': list('StartPageContent:read', ['templates']),
  ...crud('StartPageContent', 'TermsOfUse'),
  ...crud('StartPageContent', 'Imprint'),
  ...crud('StartPageContent', 'Template'),
  ...crud('StartPageContent', 'TemplateBundle'),
};
