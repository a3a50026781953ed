// The device-config module's face.
import type { SeedStep } from '../../platform/module';
import { loginTemplateUsedBy } from '../../templates/login-template';
import { bundleUsedBy } from '../../templates/start-page';
import { seedDeviceConfigs } from './seed';
import { namesUsingBundle, namesUsingLoginTemplate } from './store';
import { crud, list, type OperationRule } from '../../platform/authorization';

export { deviceConfigResolvers as resolvers } from './resolvers';
export { toControllerSettings, toDeviceConfig } from './mapper';

// A configuration offers login templates and shows a bundle: they are in use while it does.
loginTemplateUsedBy.register(namesUsingLoginTemplate);
bundleUsedBy.register(namesUsingBundle);

export const seed: readonly SeedStep[] = [
  {
    order: 65,
    perDemoCustomer: true,
    run: (s, customerId) => seedDeviceConfigs(s.db, customerId, () => s.rng.objectId()),
  },
];

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.hotspotDeviceConfigs': list('HotspotDeviceConfig:read', ['hotspotLoginTemplateIds']),
  ...crud('HotspotDeviceConfig', 'HotspotDeviceConfig'),
};
