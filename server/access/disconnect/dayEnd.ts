// The end of a wifi4eu day (seed 001 §3, issue 36): a customer with the wifi4eu plugin active gets
// sessions that end at 24:00 on the device's time zone (the login's Session-Timeout, decision.ts). A
// NAS that ignored or lost the Session-Timeout keeps the guest online, so a job on every instance
// queues a Disconnect-Request (reason `wifi4eu-day-ended`) for each such session still online once
// its start day has ended: one read (the device zones of the candidate sessions), then one
// INSERT … SELECT, at most one request per session ever (docs/radius.md, docs/decisions.md D237).
import { applyDynamicExpires, expiryTimeZone } from '../../../src/domain/dynamicExpires';
import type { Db } from '../../platform/db/client';
import { log } from '../../platform/log';
import { installationTimeZone } from '../../platform/timeZone';
import { kickSenders } from './sender';
import { queueRequests, wifi4euSessionZones } from './store';

/** How often the job runs on each instance. */
export const DAY_END_INTERVAL_MS = 30_000;
/**
 * How long after 24:00 a session still online is disconnected: the NAS's own Session-Timeout and its
 * Accounting-Stop come first (a request to a session the NAS has just ended would only be NAKed).
 */
export const DAY_END_GRACE_MS = 60_000;

/**
 * The last instant of the day before the one `at` falls on, on the zone a device with this stored zone
 * uses for its wifi4eu midnight ('' or an unknown zone: the installation's, the same rule as the login
 * decision's `tz`): a session that started at or before it has seen its 24:00.
 */
export function lastStartOfEndedDays(zone: string, at: Date): Date {
  return applyDynamicExpires('eod -1d', at, expiryTimeZone(zone || null, installationTimeZone()));
}

/**
 * Queues the Disconnect-Requests of wifi4eu sessions whose day ended more than DAY_END_GRACE_MS before
 * `now` (tests pass their own). Safe on several instances at once: a session gets at most one request
 * of the reason, ever. Answers how many were queued.
 */
export async function queueWifi4euDayEnds(db: Db, now = new Date()): Promise<number> {
  const at = new Date(now.getTime() - DAY_END_GRACE_MS);
  const zones = await wifi4euSessionZones(db, at, now);
  if (!zones.length) return 0;
  const n = await queueRequests(
    db,
    '*',
    { wifi4euDayEnded: zones.map((zone) => ({ zone, lastStart: lastStartOfEndedDays(zone, at) })) },
    'disconnect',
    'wifi4eu-day-ended',
    null,
    now,
  );
  if (n) kickSenders();
  return n;
}

export interface DayEndJob {
  stop(): void;
}

/** Runs queueWifi4euDayEnds every `intervalMs` (default DAY_END_INTERVAL_MS) on an unref'd timer. */
export function startDayEndJob(db: Db, opts: { intervalMs?: number } = {}): DayEndJob {
  const every = opts.intervalMs ?? DAY_END_INTERVAL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let lastWarn = 0;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void run(), every);
    timer.unref();
  };
  const run = async () => {
    try {
      await queueWifi4euDayEnds(db);
    } catch (e) {
      if (!stopped && Date.now() - lastWarn > 10 * 60_000) {
        lastWarn = Date.now();
        log.warn(`wifi4eu day-end disconnects not queued: ${(e as Error).message.split('\n')[0]}`);
      }
    }
    schedule();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
