// The feedback module's face.
import type { RestRule } from '../../platform/authorization';

export { feedbackRoutes as routes } from './routes';

export const restRoutes: readonly RestRule[] = [
  { route: 'POST /feedback', access: 'viewer', scope: 'own', ids: [] },
  { route: 'GET /diagnostics', access: 'viewer', scope: 'own', ids: [] },
  { route: 'GET /diagnostics/ping', access: 'viewer', scope: 'none', ids: [] },
];
