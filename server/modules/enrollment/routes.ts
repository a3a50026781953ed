// REST of the device side of enrollment: POST /enrollment/enroll (docs/enrollment.md).
import type { Route } from '../../rest/routes';
import type { Services } from '../../graphql/context';

export function enrollmentRoutes(_services: Services): Route[] {
  return [];
}
