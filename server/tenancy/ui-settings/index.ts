// The ui-settings module's face.
import type { RestRule } from '../../platform/authorization';

export { uiSettingsRoutes as routes } from './routes';

export const restRoutes: readonly RestRule[] = [
  { route: 'GET /ui-settings/owner/namespace', access: 'viewer', scope: 'own', ids: ['ownerId'] },
  { route: 'PUT /ui-settings/owner/namespace/key', access: 'viewer', scope: 'own', ids: ['ownerId'] },
  { route: 'DELETE /ui-settings/owner/namespace/key', access: 'viewer', scope: 'own', ids: ['ownerId'] },
];
