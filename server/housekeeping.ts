// Clean-up the server does itself: hourly, the first run right at start, unref'd (it never keeps
// the process alive). Each module names its jobs (its face's `housekeeping`); every job is one plain
// DELETE, so several instances may run it at once.
import type { Database, Db } from './platform/db/client';
import { MODULES } from './composition';
import { log } from './platform/log';

export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/** One run of every module's jobs, side by side; a failed job is reported and the others go on. */
export async function runHousekeeping(db: Db, kind: Database['kind']): Promise<void> {
  const jobs = MODULES.flatMap((m) => m.housekeeping ?? []);
  await Promise.all(
    jobs.map((job) =>
      job.run(db, kind).catch((error: unknown) => {
        log.warn({ job: job.name, err: (error as Error).message }, 'housekeeping failed');
      }),
    ),
  );
}

export function startHousekeeping(
  database: Pick<Database, 'db' | 'kind'>,
  everyMs = HOUSEKEEPING_EVERY_MS,
): { stop: () => void } {
  const run = () => void runHousekeeping(database.db, database.kind);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
