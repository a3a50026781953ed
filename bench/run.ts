// `npm run bench`: seeded data, real HTTP requests, figures for the budgets of docs/architecture.md — on the
// embedded PGlite database and, when reachable, on the PostgreSQL server. Prints a Markdown block
// per database to paste into bench/RESULTS.md. No manual ANALYZE anywhere: the demo seed and the
// server keep the planner statistics themselves (server/platform/statistics.ts).
//   BENCH_VOUCHERS (default 1000000) codes in the hotel customer K100001, BENCH_RUNS (default 60),
//   BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres; "off" skips PostgreSQL),
//   BENCH_CONTENT (default 10000) rows of each login-experience entity in K100003 (0 skips them),
//   BENCH_DEVICES (default 100000) hotspot devices in K100003 (0 skips them and the device import),
//   BENCH_IMPORT=0 skips the browser import of 10,000 rows (needs a built dist/ or E2E_DIST),
//   BENCH_BROWSER=0 skips login → home and navigation → first row in Chromium (bench/browser.ts, same build),
//   BENCH_RADIUS=0 skips the RADIUS figures (bench/radius.ts),
//   BENCH_ANALYTICS=0 skips the analytics figures (bench/analytics.ts: 1,000,000 sessions, own databases),
//   BENCH_RETENTION=0 skips the retention job beside the portal's requests (bench/retention.ts: 1,000,000
//   sessions, a third expired, the server as its own process, own databases),
//   BENCH_LOAD=0 skips the load run (bench/load.ts: 50 connections for 60 s, the server as its own process),
//   BENCH_API=0 skips the API against its floor and the list throughput (bench/api.ts, PostgreSQL),
//   BENCH_MEMORY=0 skips the memory of `npm start` on PGlite at the demo size (bench/memory.ts),
//   BENCH_UNAUTH_FLOOD=0 skips a sign-in under a flood of unauthenticated takeUserInvites (bench/unauthFlood.ts).
//   BENCH_EXPORT=0 skips the export of the hotel's codes as CSV and XLSX (bench/export.ts).
//   BENCH_FREERADIUS=0 skips the RADIUS server side by side with FreeRADIUS and the forged-packet flood
//   (bench/freeradius.ts; installs Debian's freeradius when missing and run as root).
// Exits non-zero when a figure misses its budget. Appends what it printed to bench/RESULTS.md as a
// section of its own, headed by the machine and the command (BENCH_RESULTS: another file; "off":
// none).
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, release, tmpdir, totalmem, type } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../server/platform/config';
import { startServices } from '../server/services';
import { createHttpServer } from '../server/app';
import { HOTEL_ID, seedDemo } from '../server/seed/demo';
import { vouchers } from '../server/access/wifi-code/table';
import { loginPageJs } from './bundle';
import { CONTENT_ROWS, contentCases, seedContent } from './content';
import { benchImport } from './import';
import { benchBrowser } from './browser';
import { DEVICE_LIST, DEVICE_ROWS, deviceCases, measureImport, seedDevices } from './devices';
import { benchRadius } from './radius';
import { benchAnalytics } from './analytics';
import { benchLoad } from './load';
import { benchRetention } from './retention';
import { benchApi } from './api';
import { benchMemory } from './memory';
import { benchCustomers } from './customers';
import { benchUnauthFlood } from './unauthFlood';
import { benchFreeRadius } from './freeradius';
import { exportRows } from './export';
import { LIST, measureBulk, measureShapes } from './vouchers';
import { graphql, ms, onEveryDatabase, pct, signIn } from './common';

const N = Number(process.env.BENCH_VOUCHERS ?? 1_000_000);
const LIST_P95_BUDGET = 50;
/** The list and bulk figures over budget: the run exits non-zero (docs/architecture.md budgets). */
const missed: string[] = [];
const RUNS = Number(process.env.BENCH_RUNS ?? 60);

const DEVICE_ACCOUNTS = `query($take:Int,$customerIds:[String!]){deviceAccounts(take:$take,customerIds:$customerIds){
  totalCount data{ _id name active criteria{ accountType username } } } }`;

const newest = [{ key: 'createdAt', order: 'DESC' }];
/** The far page of the portal's default order (remembered positions), read after each change below. */
const FAR_PAGE = { take: 25, skip: 499_975, customerIds: [HOTEL_ID], sort: newest };

/** Seeds one database, measures every figure through the HTTP server, returns the Markdown block. */
async function bench(databaseUrl: string | undefined): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-bench-'));
  const config = { ...loadConfig({}), dataDir, databaseUrl, staticDir: '/nonexistent' };
  const t0 = Date.now();
  const services = await startServices(config);
  await seedDemo(services.db, { customers: 40, hotelVouchers: N });
  const contentIds = CONTENT_ROWS > 0 ? await seedContent(services.db) : null;
  const deviceIds = DEVICE_ROWS > 0 ? await seedDevices(services.db) : null;
  const seedSeconds = (Date.now() - t0) / 1000;
  const kind = services.database.kind;
  console.error(`${kind}: seeded in ${seedSeconds.toFixed(0)} s`);

  const server = createHttpServer(services);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const operator = await signIn(url, 'operator@hotspot-portal.test');
  // The hotel's lists as the hotel's administrator: on PostgreSQL under the row policy of K100001,
  // as a customer's administrator sees them.
  const hotelAdmin = await signIn(url, 'admin@alpenhotel.test');
  const gql = (query: string, variables: Record<string, unknown>, token = operator) =>
    graphql(url, token, query, variables);

  /** p50/p95 of RUNS requests after one warm-up. */
  async function measure(query: string, vars: Record<string, unknown>, token = operator) {
    await gql(query, vars, token);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await gql(query, vars, token);
      times.push(performance.now() - t);
    }
    return { p50: pct(times, 50), p95: pct(times, 95) };
  }

  const rows: string[] = [];
  /** A list's row, against the list budget (p95 ≤ 50 ms); a miss fails the run. */
  const listRow = (label: string, m: { p50: number; p95: number }) => {
    const over = m.p95 > LIST_P95_BUDGET;
    if (over) missed.push(`${kind}: ${label}`);
    rows.push(`| ${label} | ${ms(m.p50)} | ${ms(m.p95)} | p95 ≤ 50 ms${over ? ' **OVER**' : ''} |`);
  };
  // Every shape of the WiFi-code list, enumerated from its sortable columns and filters (bench/vouchers.ts).
  rows.push(...(await measureShapes(services.db, url, hotelAdmin, N, RUNS, kind, missed)));
  {
    // The far page above starts from remembered positions (server/access/wifi-code/positions.ts).
    // Here each request follows a move (the newest code deleted and restored: two statements that
    // raise `moves`, before every position counted from the newest), so it first carries its
    // positions over the codes those moved (voucher_moves): what the first reader after each change
    // waits.
    const [{ id }] = await services.db
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(eq(vouchers.customerId, HOTEL_ID))
      .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
      .limit(1);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await services.db.update(vouchers).set({ deletedAt: new Date() }).where(eq(vouchers.id, id));
      await services.db.update(vouchers).set({ deletedAt: null }).where(eq(vouchers.id, id));
      const t = performance.now();
      await gql(LIST, FAR_PAGE, hotelAdmin);
      times.push(performance.now() - t);
    }
    rows.push(
      `| vouchers list, 25 rows: page 20,000, newest first, the first request after each change | ${ms(pct(times, 50))} | ${ms(pct(times, 95))} | none (the row above holds until the next change) |`,
    );
  }
  listRow(
    'deviceAccounts list, 25 rows (demo accounts)',
    await measure(DEVICE_ACCOUNTS, { take: 25, customerIds: [HOTEL_ID] }, hotelAdmin),
  );

  if (contentIds) {
    for (const [label, query, vars] of contentCases(contentIds)) {
      listRow(`${label}, 25 of ${CONTENT_ROWS.toLocaleString('en')} rows`, await measure(query, vars));
    }
  }

  if (deviceIds) {
    for (const [label, vars] of deviceCases(deviceIds)) {
      listRow(
        `hotspotDevices list, 25 of ${DEVICE_ROWS.toLocaleString('en')}: ${label}`,
        await measure(DEVICE_LIST, vars),
      );
    }
    const imp = await measureImport(gql, deviceIds.configId);
    rows.push(
      `| importHotspotDevices, 10,000 rows in 20 batches of 500 | ${ms(imp.importMs)} | | ≤ 5 s (whole import) |`,
    );
    rows.push(
      `| the same with the check step's hotspotDeviceConflicts per batch | ${ms(imp.withChecksMs)} | | ≤ 5 s (whole import) |`,
    );
    if (imp.imported !== 20_000) throw new Error(`device import: ${imp.imported} of 20,000 rows imported`);
  }

  // The export of the whole list (rate and extra memory; before the deactivation below changes nothing it reads).
  if (process.env.BENCH_EXPORT !== '0') rows.push(...(await exportRows(url, hotelAdmin, N, kind, missed)));

  // RADIUS logins and accounting against the 1,000,000 codes (before the deactivation below).
  if (process.env.BENCH_RADIUS !== '0') rows.push(...(await benchRadius(services.db)));

  // Deactivation and deletion of 10,000 codes, a batch of 10,000 new ones (bench/vouchers.ts).
  rows.push(...(await measureBulk(services.db, url, hotelAdmin, operator, kind, missed)));

  server.close();
  await services.database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return `
### ${new Date().toISOString().slice(0, 10)} — ${kind}, ${N.toLocaleString('en')} codes in ${HOTEL_ID}

Command: \`BENCH_VOUCHERS=${N} npm run bench\` (${RUNS} runs per list query, real HTTP on loopback, 2-core machine)

| measurement | p50 | p95 | budget |
|---|---|---|---|
${rows.join('\n')}

Seeding (demo seed, statistics gathered by the server itself; no manual ANALYZE) took ${seedSeconds.toFixed(0)} s.
`;
}

/** Every block printed, for bench/RESULTS.md. */
const printed: string[] = [];
const report = (markdown: string) => {
  console.log(markdown);
  printed.push(markdown);
};

const blocks = await onEveryDatabase('hp_bench', bench);
report(blocks.join(''));
if (missed.length) {
  report(`\nOver budget: ${missed.join('; ')}.`);
  process.exitCode = 1;
}
// The customer search among 10,000 (bench/customers.ts); the API against its floor and list
// throughput on PostgreSQL (bench/api.ts); memory of `npm start` on PGlite (bench/memory.ts); a sign-in
// under a flood of unauthenticated work (bench/unauthFlood.ts).
for (const [flag, run] of [
  ['BENCH_CUSTOMERS', benchCustomers],
  ['BENCH_API', benchApi],
  ['BENCH_MEMORY', benchMemory],
  ['BENCH_UNAUTH_FLOOD', benchUnauthFlood],
  ['BENCH_FREERADIUS', benchFreeRadius],
] as const) {
  if (process.env[flag] === '0') continue;
  const result = await run();
  report(result.markdown);
  if (!result.ok) process.exitCode = 1;
}
// The device import in the browser (Playwright, built app): 10,000 rows from file choice to finished.
if (process.env.BENCH_IMPORT !== '0' && existsSync(path.join(process.env.E2E_DIST ?? 'dist', 'index.html')))
  report(await benchImport());
// Login → home and navigation → first row in Chromium (the same build); a missed budget fails the run.
if (process.env.BENCH_BROWSER !== '0' && existsSync(path.join(process.env.E2E_DIST ?? 'dist', 'index.html'))) {
  const browser = await benchBrowser();
  report(browser.markdown);
  if (!browser.ok) process.exitCode = 1;
}
// Analytics over 1,000,000 sessions (fresh databases of its own); a missed budget fails the run.
if (process.env.BENCH_ANALYTICS !== '0') {
  const analytics = await benchAnalytics();
  report(analytics.markdown);
  if (!analytics.ok) process.exitCode = 1;
}
// The retention job over 1,000,000 sessions beside the portal's requests (fresh databases of its own);
// the analytics totals changed or expired sessions left fail the run.
if (process.env.BENCH_RETENTION !== '0') {
  const retention = await benchRetention();
  report(retention.markdown);
  if (!retention.ok) process.exitCode = 1;
}
// Load: 50 connections for 60 s on the main lists and writes; an error fails the run.
if (process.env.BENCH_LOAD !== '0') {
  const load = await benchLoad();
  report(load.markdown);
  if (!load.ok) process.exitCode = 1;
}
if (existsSync('dist/index.html')) {
  const { gzip } = loginPageJs();
  report(`Login page initial JavaScript (dist/, gzip -9): ${(gzip / 1000).toFixed(1)} kB (budget 120 kB).`);
  if (gzip > 120_000) process.exitCode = 1;
}

// The run as a section of bench/RESULTS.md: the machine, the command, every block above, the verdict.
const resultsFile = process.env.BENCH_RESULTS ?? path.join(import.meta.dirname, 'RESULTS.md');
if (resultsFile !== 'off') {
  const settings = Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_') && name !== 'BENCH_RESULTS')
    .map(([name, value]) => `${name}=${name === 'BENCH_PG_URL' ? (value ?? '').replace(/\/\/[^@/]*@/, '//') : value} `)
    .join('');
  const cpu = cpus();
  appendFileSync(
    resultsFile,
    `
## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — \`npm run bench\`

Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${type()} ${release()}, Node.js ${process.version}.
Command: \`${settings}npm run bench\`.
${printed.join('\n')}
${process.exitCode ? '**A figure missed its budget** (the run exited non-zero).' : 'Every figure within its budget.'}
`,
  );
}
