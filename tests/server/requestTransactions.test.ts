// A request's transactions on PostgreSQL (server/platform/db/rowSecurity.ts, RequestClient, D351): one
// connection per request; while a transaction is open on it, the request's queries from outside it
// wait for its end and those from within it go through. Which side a query is on is known from an
// AsyncLocalStorage that is enabled only while some transaction of the process is open: on Node 20 an
// enabled storage hooks every promise the process makes.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/platform/db/client';
import { transactionStorageEnabled } from '../../server/platform/db/rowSecurity';
import { startTestServer, type TestServer } from './harness';
import { CAFE } from './helpers';

const POSTGRES = process.env.TEST_DB === 'postgres';

/** A deferred: a promise and the function that resolves it. */
function gate(): [Promise<void>, () => void] {
  let open!: () => void;
  return [new Promise<void>((resolve) => (open = resolve)), () => open()];
}

const text = async (db: Pick<Db, 'execute'>, query: SQL): Promise<string> =>
  ((await db.execute(query)) as unknown as { rows: { v: string }[] }).rows[0]!.v;
const MARK = sql`SELECT coalesce(current_setting('hp.mark', true), '') AS v`;

describe.skipIf(!POSTGRES)("a request's transactions", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ customers: 2 });
  }, 120_000);
  afterAll(() => s?.close());

  it('keeps the queries from outside out of it and lets those from within, a savepoint included, through', async () => {
    const { db, release } = s.services.forRequest([CAFE]);
    const seen: string[] = [];
    try {
      const [opened, open] = gate();
      const transaction = db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('hp.mark', 'inside', true)`);
        open();
        await new Promise((resolve) => setTimeout(resolve, 20));
        // Through the request's own handle, not the transaction's: still within it.
        seen.push(`within ${await text(db, MARK)}`);
        await tx.transaction(async (savepoint) => void seen.push(`savepoint ${await text(savepoint, MARK)}`));
        seen.push('end');
      });
      await opened;
      const outside = text(db, MARK).then((v) => void seen.push(`outside ${v || '-'}`));
      await Promise.all([transaction, outside]);
      expect(seen).toEqual(['within inside', 'savepoint inside', 'end', 'outside -']);
    } finally {
      await release();
    }
  });

  it("keeps a transaction's queries within it when another request's transaction ends first", async () => {
    const a = s.services.forRequest([CAFE]);
    const b = s.services.forRequest([CAFE]);
    try {
      const [bOpened, openB] = gate();
      const first = a.db.transaction(async (tx) => {
        await bOpened;
        await tx.execute(sql`SELECT 1`);
      });
      const second = b.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('hp.mark', 'b', true)`);
        openB();
        await first;
        // The other transaction is over; this one is open: the request's handle still reaches it.
        return text(b.db, MARK);
      });
      expect(await second).toBe('b');
      // And once none is open, a transaction starts and is told apart as before.
      expect(await a.db.transaction(async (tx) => text(tx, sql`SELECT 'again' AS v`))).toBe('again');
    } finally {
      await Promise.all([a.release(), b.release()]);
    }
  });

  it('leaves no storage hook on the promises of the process once no transaction is open', async () => {
    const { db, release } = s.services.forRequest([CAFE]);
    try {
      await db.transaction(async (tx) => tx.execute(sql`SELECT 1`));
      await s.gql(null, '{ __typename }');
    } finally {
      await release();
    }
    // Node 20 and 22 hook every promise while a storage is enabled (other libraries' storages, the
    // OIDC stand-in's, may be enabled in a test process: this one's own switch is asked). Node 24
    // keeps storages in context frames: no switch, nothing to check.
    expect(transactionStorageEnabled()).not.toBe(true);
  });
});
