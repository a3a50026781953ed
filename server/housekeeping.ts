// Clean-up the server does itself: hourly, the first run right at start, unref'd (it never keeps
// the process alive). Every job is one plain DELETE, so several instances may run it at once.
import type { Db } from './platform/db/client';
import { purgeEndedThrottles } from './tenancy/identity/throttle';
import { purgeExpiredInvites } from './tenancy/invite/service';
import { purgeGuestHints } from './access/guest/capture';

export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

const JOBS: readonly { name: string; run: (db: Db) => Promise<unknown> }[] = [
  // Unaccepted invites, 5 days after they expired (seed 001 §4; docs/decisions.md).
  { name: 'expired invites', run: (db) => purgeExpiredInvites(db) },
  // Sign-in throttle windows that ended.
  { name: 'sign-in throttle', run: (db) => purgeEndedThrottles(db) },
  // What the guest page learnt about clients (taken over within 30 minutes, kept a day).
  { name: 'guest login hints', run: (db) => purgeGuestHints(db) },
];

export function startHousekeeping(db: Db, everyMs = HOUSEKEEPING_EVERY_MS): { stop: () => void } {
  const run = () => {
    for (const job of JOBS) {
      job.run(db).catch((error: unknown) => {
        console.warn(`Housekeeping (${job.name}) failed: ${(error as Error).message}`);
      });
    }
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
