// REST of the UI settings store (seed 000 §3, §7).
import type { Route } from '../../rest/routes';
import type { Services } from '../../graphql/context';

export function uiSettingsRoutes(_services: Services): Route[] {
  return [];
}
