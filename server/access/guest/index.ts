// The guest module's face: the guest login page (docs/guest-page.md).
import type { HousekeepingJob } from '../../platform/module';
import { purgeGuestHints } from './capture';
import type { RestRule } from '../../platform/authorization';

export { guestRoutes as routes } from './routes';

// What the guest page learnt about clients (taken over within 30 minutes, kept a day).
export const housekeeping: readonly HousekeepingJob[] = [{ name: 'guest login hints', run: purgeGuestHints }];

export const restRoutes: readonly RestRule[] = [
  { route: 'GET /guest', access: 'public', scope: 'none', ids: [] },
  { route: 'GET /guest/abc', access: 'public', scope: 'none', ids: ['deviceId'] },
  { route: 'POST /guest/abc/login', access: 'public', scope: 'none', ids: ['deviceId'] },
];
