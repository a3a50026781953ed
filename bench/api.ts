// The API against its floor, and list throughput (issue 13), on PostgreSQL: the server runs as its
// own process (server/main.ts, as `npm start` runs it) on a fresh seeded database.
//
// - Latency: one keep-alive connection sends, alternately, (a) the portal's WiFi-code list (25 rows,
//   newest first, with its total) through GraphQL, (b) the same 25 rows by plain SQL through pg on a
//   connection of its own, (c) a bare HTTP round trip to the same server (GET /healthz). The floor of
//   a round is (b) + (c); budget: p50 of (a) ≤ 1.5 × p50 of the floor.
// - Throughput: BENCH_API_CONNECTIONS (20) keep-alive connections send that list for
//   BENCH_API_SECONDS (10) s, each its next request when the last answered; budget ≥ 1,000
//   requests/s, 0 errors. Side by side with its floor (issue 41): the same requests to
//   bench/floor-server.mjs (node:http and pg, the list's statement, nothing else) on the same
//   database, BENCH_API_PHASES (3) phases each, alternating; budget: the portal's median rate ≥ 0.9 ×
//   the floor's.
// - The server's peak resident memory (VmHWM) is recorded next to the figures.
//   npx tsx bench/api.ts   or part of `npm run bench` (BENCH_API=0 skips it there)
import pg from 'pg';
import { Pool } from 'undici';
import { DEMO_PASSWORD, HOTEL_ID } from '../server/seed/demo';
import {
  cpuSeconds,
  mb,
  ms,
  pct,
  peakRss,
  postgresDatabase,
  runAsScript,
  seedDatabase,
  startFloorServer,
  stopServer,
  withServer,
} from './common';

const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 400);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const PHASES = Number(process.env.BENCH_API_PHASES ?? 3);
const VOUCHERS = Number(process.env.BENCH_API_VOUCHERS ?? 10_000);
const RATIO_BUDGET = 1.5;
const RATE_BUDGET = 1000;
const FLOOR_RATE_BUDGET = 0.9;

const LIST = JSON.stringify({
  query: `query($take:Int,$sort:[SortType!],$customerIds:[String!]){
    vouchers(take:$take,sort:$sort,customerIds:$customerIds){
      totalCount hasNextPage data{ _id code description active valid used expires createdAt updatedAt } } }`,
  variables: { take: 25, sort: [{ key: 'createdAt', order: 'DESC' }], customerIds: [HOTEL_ID] },
});
/** The same 25 rows, as the floor reads them. */
const FLOOR_SQL = `SELECT id, code, description, active, valid, used, expires, created_at, updated_at
  FROM vouchers WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 25`;

interface Throughput {
  rate: number;
  /** CPU seconds the answering server used in the phase, per answered request. */
  cpuPerRequest: number;
  answered: number;
  errors: number;
  firstError: string;
  latencies: number[];
}

/** CONNECTIONS senders of `request` for SECONDS s, each its next request when the last answered. */
async function throughput(request: () => Promise<void>, serverPid: number | undefined): Promise<Throughput> {
  const cpu0 = cpuSeconds(serverPid);
  let answered = 0;
  let errors = 0;
  const latencies: number[] = [];
  let firstError = '';
  const end = Date.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        try {
          await request();
          answered++;
          latencies.push(performance.now() - t);
        } catch (e) {
          errors++;
          firstError ||= (e as Error).message;
        }
      }
    }),
  );
  const cpuPerRequest = (cpuSeconds(serverPid) - cpu0) / answered;
  return { rate: answered / ((performance.now() - t0) / 1000), cpuPerRequest, answered, errors, firstError, latencies };
}

const median = (xs: number[]) => pct(xs, 50);

async function measure(
  url: string,
  floorUrl: string,
  databaseUrl: string,
  pid: number | undefined,
  floorPid: number | undefined,
) {
  const http = new Pool(url, { connections: CONNECTIONS, pipelining: 1, keepAliveTimeout: 60_000 });
  const floorHttp = new Pool(floorUrl, { connections: CONNECTIONS, pipelining: 1, keepAliveTimeout: 60_000 });
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const signIn = await http.request({
      path: '/auth/authorize',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@alpenhotel.test', password: DEMO_PASSWORD }),
    });
    const token = ((await signIn.body.json()) as { data: { accessToken: string } }).data.accessToken;
    /** The list's first page from `pool` (the portal or its floor), checked: 25 rows, no errors. */
    const listFrom = (pool: Pool, who: string) => async () => {
      const r = await pool.request({
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: LIST,
      });
      const body = (await r.body.json()) as { data?: { vouchers?: { data: unknown[] } }; errors?: unknown };
      if (r.statusCode !== 200 || body.errors || body.data?.vouchers?.data.length !== 25)
        throw new Error(`${who} answered ${r.statusCode} ${JSON.stringify(body).slice(0, 200)}`);
    };
    const list = listFrom(http, 'list');
    const floorList = listFrom(floorHttp, 'the floor');
    const bare = async () => {
      const r = await http.request({ path: '/healthz', method: 'GET' });
      await r.body.text();
      if (r.statusCode !== 200) throw new Error(`/healthz answered ${r.statusCode}`);
    };
    const rows = async () => {
      const r = await sql.query(FLOOR_SQL, [HOTEL_ID]);
      if (r.rows.length !== 25) throw new Error('the floor read no 25 rows');
    };
    const time = async (f: () => Promise<void>) => {
      const t = performance.now();
      await f();
      return performance.now() - t;
    };
    for (let i = 0; i < 100; i++) await Promise.all([list(), bare(), rows(), floorList()]);

    const api: number[] = [];
    const floor: number[] = [];
    const bareTimes: number[] = [];
    const sqlTimes: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      api.push(await time(list));
      const s = await time(rows);
      const b = await time(bare);
      sqlTimes.push(s);
      bareTimes.push(b);
      floor.push(s + b);
    }

    // The portal and its floor, alternating (portal first in even phases).
    const portal: Throughput[] = [];
    const floorRuns: Throughput[] = [];
    for (let i = 0; i < PHASES; i++)
      for (const side of i % 2 ? ['floor', 'portal'] : ['portal', 'floor'])
        if (side === 'portal') portal.push(await throughput(list, pid));
        else floorRuns.push(await throughput(floorList, floorPid));
    return { api, floor, sqlTimes, bareTimes, portal, floorRuns, rss: peakRss(pid) };
  } finally {
    await sql.end();
    await http.close();
    await floorHttp.close();
  }
}

export async function benchApi(): Promise<{ markdown: string; ok: boolean }> {
  const database = await postgresDatabase('hp_bench_api');
  if (!database) return { markdown: '\nAPI against its floor: no PostgreSQL server, not measured.\n', ok: true };
  // BENCH_PROFILE=<dir>: the server writes a CPU profile there (node --cpu-prof) when it ends.
  const profile = process.env.BENCH_PROFILE;
  try {
    const env: Record<string, string> = { DATABASE_URL: database.url };
    seedDatabase(env, ['--hotel-vouchers', String(VOUCHERS)]);
    const floorServer = await startFloorServer(database.url);
    const m = await withServer(
      env,
      ({ url, child }) => measure(url, floorServer.url, database.url, child.pid, floorServer.child.pid),
      profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
    ).finally(() => stopServer(floorServer.child));
    const ratio = pct(m.api, 50) / pct(m.floor, 50);
    const rates = m.portal.map((t) => t.rate);
    const floorRates = m.floorRuns.map((t) => t.rate);
    const rate = median(rates);
    const rateRatio = rate / median(floorRates);
    const errors = [...m.portal, ...m.floorRuns].reduce((n, t) => n + t.errors, 0);
    const firstError = [...m.portal, ...m.floorRuns].find((t) => t.firstError)?.firstError;
    const latencies = m.portal.flatMap((t) => t.latencies);
    const floorLatencies = m.floorRuns.flatMap((t) => t.latencies);
    const perPhase = (ts: Throughput[]) => ts.map((t) => t.rate.toFixed(0)).join(', ');
    // Server CPU per answered request (user + system, /proc): where the rates' gap comes from (the
    // sender, the servers and PostgreSQL share the 2 cores), less dependent on how they are shared.
    const cpu = median(m.portal.map((t) => t.cpuPerRequest));
    const floorCpu = median(m.floorRuns.map((t) => t.cpuPerRequest));
    const us = (seconds: number) => `${(seconds * 1e6).toFixed(0)} µs`;
    const cpuPerPhase = (ts: Throughput[]) => ts.map((t) => us(t.cpuPerRequest)).join(', ');
    const ok = ratio <= RATIO_BUDGET && rate >= RATE_BUDGET && rateRatio >= FLOOR_RATE_BUDGET && errors === 0;
    const markdown = `
### ${new Date().toISOString().slice(0, 10)} — API against its floor and list throughput, PostgreSQL

Command: \`npx tsx bench/api.ts\` (the server bundle as its own process on a fresh database: the demo and
${VOUCHERS.toLocaleString('en')} hotel codes; ${ROUNDS} alternating rounds on one keep-alive connection, then
${CONNECTIONS} connections for ${SECONDS} s per phase, ${PHASES} phases each of the portal and of its floor
(bench/floor-server.mjs), alternating; sender, servers and PostgreSQL on the same 2 cores)

| measurement | p50 | p95 | budget |
|---|---|---|---|
| (a) WiFi-code list through GraphQL, 25 rows with total | ${ms(pct(m.api, 50))} | ${ms(pct(m.api, 95))} | |
| (b) the same rows by plain SQL (pg) | ${ms(pct(m.sqlTimes, 50))} | ${ms(pct(m.sqlTimes, 95))} | |
| (c) a bare HTTP round trip (GET /healthz) | ${ms(pct(m.bareTimes, 50))} | ${ms(pct(m.bareTimes, 95))} | |
| floor (b) + (c), per round | ${ms(pct(m.floor, 50))} | ${ms(pct(m.floor, 95))} | |
| **ratio (a) / floor, p50** | **${ratio.toFixed(2)}×** | | ≤ ${RATIO_BUDGET}× |
| **list throughput, ${CONNECTIONS} connections** (median of ${perPhase(m.portal)}/s) | **${rate.toFixed(0)}/s** | ${ms(pct(latencies, 95))} | ≥ ${RATE_BUDGET.toLocaleString('en')}/s, 0 errors |
| the floor's throughput, the same requests (median of ${perPhase(m.floorRuns)}/s) | ${median(floorRates).toFixed(0)}/s | ${ms(pct(floorLatencies, 95))} | |
| **list throughput / the floor's** | **${rateRatio.toFixed(2)}×** | | ≥ ${FLOOR_RATE_BUDGET}× |
| server CPU per list request: the portal (median of ${cpuPerPhase(m.portal)}) | ${us(cpu)} | | |
| server CPU per list request: the floor (median of ${cpuPerPhase(m.floorRuns)}) | ${us(floorCpu)} | | |
| the floor's CPU per request / the portal's | ${(floorCpu / cpu).toFixed(2)}× | | |

Errors: **${errors}**${firstError ? ` (first: ${firstError})` : ''}. Server peak resident memory: ${mb(m.rss)}.
${ok ? 'Within budget.' : '**OVER BUDGET**'}
`;
    console.error(markdown);
    return { markdown, ok };
  } finally {
    await database.drop();
  }
}

runAsScript(import.meta.url, benchApi);
