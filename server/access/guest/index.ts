// The guest module's face: the guest login page (docs/guest-page.md).
import type { HousekeepingJob } from '../../platform/module';
import { purgeGuestHints } from './capture';

export { guestRoutes as routes } from './routes';

// What the guest page learnt about clients (taken over within 30 minutes, kept a day).
export const housekeeping: readonly HousekeepingJob[] = [{ name: 'guest login hints', run: purgeGuestHints }];
