// The login-template module's face.
import { accountTemplateUsedBy } from '../account-template';
import { pluginsUsedBy } from '../../tenancy/customer-plugins';
import type { SeedStep } from '../../platform/module';
import { seedLoginTemplates } from './seed';
import { namesUsingAccountTemplate, namesUsingPlugins } from './store';
import { crud, list, type OperationRule } from '../../platform/authorization';

export { loginTemplateResolvers as resolvers } from './resolvers';
export { loginTemplateAccountTemplateChanged, loginTemplateUsedBy } from './hooks';
export { findLoginTemplate } from './store';

// A login template names an account template and plugin settings: they are in use while it does.
accountTemplateUsedBy.register(namesUsingAccountTemplate);
pluginsUsedBy.register(namesUsingPlugins);

export const seed: readonly SeedStep[] = [
  {
    order: 63,
    perDemoCustomer: true,
    run: (s, customerId) => seedLoginTemplates(s.db, customerId, () => s.rng.objectId(), s.options.publicUrl),
  },
];

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.hotspotLoginTemplates': list('HotspotLoginTemplate:read', ['hotspotAccountTemplateIds']),
  ...crud('HotspotLoginTemplate', 'HotspotLoginTemplate'),
};
