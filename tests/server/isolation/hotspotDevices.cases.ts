// Cross-tenant cases of the hotspotDevices module.
import type { ModuleCases } from './cases';

export const hotspotDevicesCases: ModuleCases = {
  module: 'hotspotDevices',
  snapshot: async () => '',
  cases: async () => [],
};
