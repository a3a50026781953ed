// Calls of one statement coalesced across concurrent callers (issue 36: RADIUS logins). While
// statements of a kind are in flight on a database handle, the calls that arrive wait, and go together
// in the next statement of that kind: under load N concurrent calls cost one round trip, one parse
// and one commit instead of N. On PostgreSQL the round trips were a third of the server's CPU
// (writev); at one call at a time nothing waits.
// On PGlite every statement pays the protocol and a commit in the one thread that runs the database,
// and runs synchronously in it: no call can arrive while one is in flight, so every call went alone
// (2,284 of 2,284 logins' reads at 16 in flight, at 0.66 ms each against 0.13 ms per login in a
// statement of 16). There the calls made in one turn of the event loop (the datagrams read together)
// go together, sent at the end of the turn (setImmediate; decision D339).
//
// `run` answers one result per call, in the calls' order. When a combined statement fails (a
// deadlock between two instances' batches, one call's bad value), every call of it runs again alone:
// one call's failure fails no other.
import { runsInProcess, type Db } from './client';

interface Waiting<A, R> {
  call: A;
  resolve: (r: R) => void;
  reject: (e: unknown) => void;
}

interface Lane<A, R> {
  queue: Waiting<A, R>[];
  inFlight: number;
  /** A flush is due at the end of this turn of the event loop. */
  due: boolean;
}

export interface CoalesceOptions {
  /** Calls per statement at most. */
  max?: number;
  /** Statements of this kind in flight at once on one handle (a pool's connections work in parallel). */
  parallel?: number;
}

export function coalesced<A, R>(
  run: (db: Db, calls: readonly A[]) => Promise<R[]>,
  { max = 64, parallel = 1 }: CoalesceOptions = {},
): (db: Db, call: A) => Promise<R> {
  const lanes = new WeakMap<Db, Lane<A, R>>();

  const alone = (db: Db, w: Waiting<A, R>) =>
    run(db, [w.call]).then(
      ([r]) => w.resolve(r as R),
      (e: unknown) => w.reject(e),
    );

  const flush = (db: Db, lane: Lane<A, R>) => {
    while (lane.inFlight < parallel && lane.queue.length) {
      const batch = lane.queue.splice(0, max);
      lane.inFlight++;
      const done = () => {
        lane.inFlight--;
        flush(db, lane);
      };
      if (batch.length === 1) {
        void alone(db, batch[0]!).finally(done);
        continue;
      }
      run(
        db,
        batch.map((w) => w.call),
      )
        .then(
          (results) => {
            if (results.length !== batch.length)
              throw new Error(`coalesced: ${results.length} results for ${batch.length} calls`);
            batch.forEach((w, i) => w.resolve(results[i] as R));
          },
          // One at a time: what failed the statement fails only its own call.
          () => Promise.all(batch.map((w) => alone(db, w))),
        )
        .catch((e: unknown) => batch.forEach((w) => w.reject(e)))
        .finally(done);
    }
  };

  return (db, call) =>
    new Promise<R>((resolve, reject) => {
      let lane = lanes.get(db);
      if (!lane) {
        lane = { queue: [], inFlight: 0, due: false };
        lanes.set(db, lane);
      }
      lane.queue.push({ call, resolve, reject });
      if (lane.due || lane.inFlight >= parallel) return;
      if (!runsInProcess(db)) return flush(db, lane);
      // The other calls of this turn (the datagrams read with this one) join it.
      lane.due = true;
      const l = lane;
      setImmediate(() => {
        l.due = false;
        flush(db, l);
      });
    });
}

/** The columns of a list of calls, one array each (the parameters of an `unnest`). */
export const columnsOf = (calls: readonly (readonly unknown[])[]): unknown[][] =>
  calls[0]!.map((_, c) => calls.map((call) => call[c]));

/**
 * The results of an `unnest … with ordinality` statement in the calls' order: `value` of the row
 * numbered i for call i (1-based), `missing` for a call without a row.
 */
export function inCallOrder<Row extends { i: number }, R>(
  count: number,
  rows: readonly Row[],
  value: (row: Row) => R,
  missing: R,
): R[] {
  const out: R[] = Array.from({ length: count }, () => missing);
  for (const r of rows) out[r.i - 1] = value(r);
  return out;
}
