// The account-template module's face.
import type { SeedStep } from '../../platform/module';
import { seedAccountTemplates } from './seed';
import { crud, list, type OperationRule } from '../../platform/authorization';

export { accountTemplateResolvers as resolvers } from './resolvers';
export { accountTemplateLimitsChanged, accountTemplateUsedBy } from './hooks';
export { findAccountTemplate, hasAccountTemplates } from './store';

export const seed: readonly SeedStep[] = [
  {
    order: 62,
    perDemoCustomer: true,
    run: (s, customerId) => seedAccountTemplates(s.db, customerId, () => s.rng.objectId()),
  },
];

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.hotspotAccountTemplates': list('HotspotAccountTemplate:read'),
  ...crud('HotspotAccountTemplate', 'HotspotAccountTemplate'),
};
