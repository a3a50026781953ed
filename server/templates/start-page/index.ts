// The start-page module's face: terms of use, imprints, templates and their bundles.
import type { SeedStep } from '../../platform/module';
import { seedStartPages } from './seed';
import { crud, list, type OperationRule } from '../../platform/authorization';

export { startPageResolvers as resolvers } from './resolvers';
export { bundleUsedBy } from './hooks';
export { bundleById } from './service/bundle';

// The chain a guest login needs, for both demo customers: start-page content (terms of use,
// imprint, templates, bundle) → account templates → login templates.
export const seed: readonly SeedStep[] = [
  {
    order: 61,
    perDemoCustomer: true,
    run: (s, customerId) => seedStartPages(s.db, customerId, () => s.rng.objectId()),
  },
];

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
