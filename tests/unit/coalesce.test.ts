// Calls coalesced into one statement while another is in flight (server/platform/db/coalesce.ts,
// issue 36). `run` here is the unit's own contract (one result per call, in order), recorded.
import { describe, expect, it } from 'vitest';
import { markInProcess, type Db } from '../../server/platform/db/client';
import { coalesced, columnsOf, inCallOrder } from '../../server/platform/db/coalesce';

const db = {} as Db;
const other = {} as Db;

function recorder(fail?: (call: number) => boolean) {
  const statements: number[][] = [];
  let release: (() => void)[] = [];
  const run = async (_db: Db, calls: readonly number[]) => {
    statements.push([...calls]);
    await new Promise<void>((r) => release.push(r));
    if (fail && calls.some(fail)) throw new Error(`failed: ${calls.join(',')}`);
    return calls.map((c) => c * 10);
  };
  const releaseAll = async () => {
    while (release.length) {
      const now = release;
      release = [];
      now.forEach((r) => r());
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { statements, run, releaseAll };
}

describe('coalesced calls', () => {
  it('run a call at once when nothing is in flight, and the calls that arrive meanwhile together, in order', async () => {
    const r = recorder();
    const call = coalesced(r.run);
    const first = call(db, 1);
    const rest = [call(db, 2), call(db, 3), call(db, 4)];
    expect(r.statements).toEqual([[1]]);
    await r.releaseAll();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(r.statements).toEqual([[1], [2, 3, 4]]);
  });

  it('keep to the most calls per statement and statements in flight, per handle', async () => {
    const r = recorder();
    const call = coalesced(r.run, { max: 2, parallel: 2 });
    const all = [1, 2, 3, 4, 5, 6].map((n) => call(db, n));
    const elsewhere = call(other, 7);
    expect(r.statements).toEqual([[1], [2], [7]]);
    await r.releaseAll();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(await elsewhere).toBe(70);
    expect(r.statements.slice(3)).toEqual([
      [3, 4],
      [5, 6],
    ]);
  });

  it('run the calls of a failed statement again one by one: only the failing call fails', async () => {
    const r = recorder((c) => c === 3);
    const call = coalesced(r.run);
    const first = call(db, 1);
    const rest = [2, 3, 4].map((n) =>
      call(db, n).then(
        (v) => v,
        (e: Error) => e.message,
      ),
    );
    await r.releaseAll();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 'failed: 3', 40]);
    expect(r.statements).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('gather the calls of one turn of the event loop on a database in this process (PGlite runs each statement synchronously)', async () => {
    const r = recorder();
    const call = coalesced(r.run, { parallel: 2 });
    const embedded = {} as Db;
    markInProcess(embedded);
    const turn = [1, 2, 3].map((n) => call(embedded, n));
    // Nothing is sent before the turn ends: a call made a moment later in it still joins.
    expect(r.statements).toEqual([]);
    const late = call(embedded, 4);
    await new Promise((done) => setImmediate(done));
    expect(r.statements).toEqual([[1, 2, 3, 4]]);
    const next = call(embedded, 5);
    await r.releaseAll();
    expect(await Promise.all([...turn, late, next])).toEqual([10, 20, 30, 40, 50]);
    expect(r.statements).toEqual([[1, 2, 3, 4], [5]]);
  });

  it('turn calls into the columns an unnest takes', () => {
    expect(
      columnsOf([
        ['a', 1, null],
        ['b', 2, 'x'],
      ]),
    ).toEqual([
      ['a', 'b'],
      [1, 2],
      [null, 'x'],
    ]);
  });

  it('put the rows of an unnest back in the calls’ order, and a default where a call has no row', () => {
    expect(
      inCallOrder(
        4,
        [
          { i: 3, v: 'c' },
          { i: 1, v: 'a' },
        ],
        (r) => r.v,
        null,
      ),
    ).toEqual(['a', null, 'c', null]);
  });
});
