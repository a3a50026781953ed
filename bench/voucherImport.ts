// The WiFi-code import's budget (issue 39, D303): 100,000 codes ≤ 10 s end to end on the server —
// one POST /api/import/vouchers through real HTTP, from the request's start to its last line, on
// PGlite and, when reachable, PostgreSQL. Also the check step's dry run of the same rows (the same
// checks, nothing written) and a cancel (the request closed while writing: nothing stays).
//   npx tsx bench/voucherImport.ts   (BENCH_IMPORT_CODES, default 100000; BENCH_PG_URL as in common.ts)
// bench/vouchers.ts measures the import too, beside the bulk mutations (measureImport).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { and, count, eq, isNull } from 'drizzle-orm';
import { loadConfig } from '../server/platform/config';
import { startServices } from '../server/services';
import { createHttpServer } from '../server/app';
import { seedDemo } from '../server/seed/demo';
import { vouchers } from '../server/access/wifi-code/table';
import { auditLog } from '../server/tenancy/audit/table';
import type { Db } from '../server/platform/db/client';
import { ms, onEveryDatabase, runAsScript, signIn } from './common';

export const IMPORT_BUDGET = 10_000;
/** A customer of the demo without a WiFi-code licence limit (as the bench of createVoucherBatch). */
const CUSTOMER = 'K100003';

type Line = { progress?: { phase: string; done: number }; result?: { imported: number; problemCount: number } };

/** `n` rows as the wizard sends them: a code, a description with umlauts, an expiry, a count. */
export function importRows(n: number, prefix: string) {
  const expires = new Date(Date.now() + 365 * 86_400_000).toISOString();
  return Array.from({ length: n }, (_, i) => ({
    row: i + 2,
    code: `${prefix}-${i.toString(36).toUpperCase().padStart(6, '0')}`,
    description: `Übernahme Altsystem ${i % 50}`,
    expires: i % 2 ? expires : null,
    simultaneousUse: i % 4,
    deviceVoucher: i % 3 === 0,
  }));
}

/** One import request; its time and last line (or the time until `abortOn` closed it). */
async function post(url: string, token: string, body: unknown, abortOn?: (line: Line) => boolean) {
  const controller = new AbortController();
  const t = performance.now();
  const res = await fetch(`${url}/api/import/vouchers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  if (!res.ok) throw new Error(`import answered ${res.status}: ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let last: Line | null = null;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (value) text += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = text.indexOf('\n')) >= 0) {
        last = JSON.parse(text.slice(0, nl)) as Line;
        text = text.slice(nl + 1);
        if (abortOn?.(last)) {
          controller.abort();
          return { took: performance.now() - t, last };
        }
      }
      if (done) break;
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { took: performance.now() - t, last };
}

const live = async (db: Db, customerId: string) =>
  Number(
    (
      await db
        .select({ n: count() })
        .from(vouchers)
        .where(and(eq(vouchers.customerId, customerId), isNull(vouchers.deletedAt)))
    )[0]!.n,
  );

/**
 * The import of `n` codes into K100003 as `operator`: the check step's dry run, the import, and a
 * cancel while writing (then the live codes are counted: unchanged). Table rows; over budget pushed
 * onto `missed`.
 */
export async function measureImport(
  db: Db,
  url: string,
  operator: string,
  kind: string,
  missed: string[],
  n = 100_000,
): Promise<string[]> {
  const rows: string[] = [];
  const label = `import of ${n.toLocaleString('en')} codes (POST /api/import/vouchers), one request`;
  const stamp = Date.now().toString(36).toUpperCase().slice(-5);
  const check = await post(url, operator, { customerId: CUSTOMER, dryRun: true, rows: importRows(n, `C${stamp}`) });
  rows.push(`| check (dry run) of ${n.toLocaleString('en')} codes, nothing written | ${ms(check.took)} | | |`);
  const before = await live(db, CUSTOMER);
  const done = await post(url, operator, { customerId: CUSTOMER, rows: importRows(n, `I${stamp}`) });
  const imported = done.last?.result?.imported ?? 0;
  const over = done.took > IMPORT_BUDGET || imported !== n;
  if (over) missed.push(`${kind}: ${label}${imported !== n ? ` (imported ${imported})` : ''}`);
  rows.push(`| ${label} | ${ms(done.took)} | | ≤ 10 s${over ? ' **OVER**' : ''} |`);
  const afterImport = await live(db, CUSTOMER);
  // A cancel once the first chunk is written: the transaction rolls back, nothing stays.
  const cancel = await post(
    url,
    operator,
    { customerId: CUSTOMER, rows: importRows(n, `X${stamp}`) },
    (line) => line.progress?.phase === 'write',
  );
  // The server notices the close at its next step and rolls back; until then its rows are uncommitted
  // (invisible), so the count alone cannot tell. Its audit entry (outcome CONFLICT) says it is over.
  const t = performance.now();
  const cancelled = async () =>
    (
      await db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.operation, 'importVouchers'), eq(auditLog.outcome, 'CONFLICT')))
    )[0]!.n > 0;
  while (performance.now() - t < 60_000 && !(await cancelled())) await new Promise((r) => setTimeout(r, 200));
  const after = await live(db, CUSTOMER);
  const rolledBack = after === afterImport && afterImport === before + n;
  if (!rolledBack) missed.push(`${kind}: cancel left ${after - afterImport} codes`);
  rows.push(
    `| cancel after the first chunk written: codes left behind | ${after - afterImport} (closed after ${ms(cancel.took)}) | | 0${rolledBack ? '' : ' **OVER**'} |`,
  );
  return rows;
}

async function one(databaseUrl: string | undefined, n: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-bench-import-'));
  const config = { ...loadConfig({}), dataDir, databaseUrl, staticDir: '/nonexistent' };
  const services = await startServices(config);
  try {
    await seedDemo(services.db, { customers: 12, traffic: false });
    const kind = services.database.kind;
    const server = createHttpServer(services);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const operator = await signIn(url, 'operator@hotspot-portal.test');
      const missed: string[] = [];
      const rows = await measureImport(services.db, url, operator, kind, missed, n);
      return { kind, rows, missed };
    } finally {
      server.close();
    }
  } finally {
    await services.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadAverage = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};

export async function benchVoucherImport(): Promise<{ markdown: string; ok: boolean }> {
  const n = Number(process.env.BENCH_IMPORT_CODES ?? 100_000);
  const results = await onEveryDatabase('hp_bench_import', (url) => one(url, n));
  const missed = results.flatMap((r) => r.missed);
  const markdown = results
    .map(
      (r) => `
### ${new Date().toISOString().slice(0, 10)} — WiFi-code import, ${r.kind}, ${n.toLocaleString('en')} codes

Command: \`npx tsx bench/voucherImport.ts\` (real HTTP on loopback, the demo installation; load average at the end ${loadAverage()})

| measurement | time | | budget |
|---|---|---|---|
${r.rows.join('\n')}
`,
    )
    .join('');
  return { markdown: markdown + (missed.length ? `\nOver budget: ${missed.join('; ')}.\n` : ''), ok: !missed.length };
}

runAsScript(import.meta.url, benchVoucherImport);
