// The retention job at scale (issue 38; docs/privacy.md "Retention"): a fresh database (PGlite; the
// PostgreSQL server too when reachable) with the demo and BENCH_RETENTION_SESSIONS more sessions of
// the hotel K100001 over 600 days (one generate_series INSERT per 100,000 rows), so that about a
// third of them are older than the default retention of 13 months. The server runs as its own
// process (bench/retentionServer.ts); the bench asks the portal's requests (the live-session list,
// both tabs, and the analytics dashboard's queries) through real HTTP GraphQL as the hotel's
// administrator, one lane of requests per case, in alternating rounds: job off for
// BENCH_RETENTION_ROUND_MS, then job on (one run of the housekeeping job with that time budget, asked
// over IPC), until the job has deleted everything expired, and a last round off. It records the rows
// deleted, the batches and their durations, the job's time, p50/p95 of each request off and on, and
// checks that the analytics totals (GraphQL and the rollup tables) are the same before and after.
//   npx tsx bench/retention.ts   or   BENCH_RETENTION=1 npm run bench
//   BENCH_RETENTION_SESSIONS (default 1000000), BENCH_RETENTION_ROUND_MS (default 3000),
//   BENCH_PG_URL ("off" skips PostgreSQL)
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/platform/config';
import { startServices } from '../server/services';
import { analyzeAfterLoad } from '../server/platform/statistics';
import { HOTEL_ID, seedDemo } from '../server/seed/demo';
import type { Db } from '../server/platform/db/client';
import { graphql, joinResults, ms, onEveryDatabase, pct, runAsScript, signIn } from './common';

const SESSIONS = Number(process.env.BENCH_RETENTION_SESSIONS ?? 1_000_000);
const ROUND_MS = Number(process.env.BENCH_RETENTION_ROUND_MS ?? 3000);
const ADMIN = 'admin@alpenhotel.test';
const SPAN_DAYS = 600;
const CHUNK = 100_000;
const DAY = 86_400_000;

const LIVE = `query($customerIds:[String!],$history:Boolean,$sort:[SortType!]){liveSessions(customerIds:$customerIds,
  take:25,skip:0,sort:$sort,history:$history){totalCount hasNextPage data{_id hotspotDeviceName loginType code
  username clientMac startedAt lastUpdateAt stoppedAt online durationSeconds bytesUp bytesDown
  disconnect{state kind}}}}`;
const TOTALS = 'sessions users logins dwellTime inputBytes outputBytes';
const TIMELINE = `query($f:AnalyticsFilter!){analyticsTimeline(filter:$f){granularity points{t sessions users logins dwellTime} totals{${TOTALS}}}}`;
const BREAKDOWN = `query($f:AnalyticsFilter!,$d:AnalyticsDimension!){analyticsBreakdown(filter:$f,dimension:$d,take:20){key sessions}}`;
const RANKING = `query($f:AnalyticsFilter!,$by:AnalyticsRankBy!){analyticsRanking(filter:$f,by:$by,take:10){measure top{id sessions} flop{id sessions}}}`;

type Case = [label: string, query: string, vars: Record<string, unknown>];

function cases(now: number): Case[] {
  const to = new Date(Math.ceil(now / 900_000) * 900_000);
  const f = (days: number, granularity?: string) => ({
    customerId: HOTEL_ID,
    from: new Date(to.getTime() - days * DAY).toISOString(),
    to: to.toISOString(),
    ...(granularity ? { granularity } : {}),
  });
  const newest = [{ key: 'startedAt', order: 'DESC' }];
  return [
    ['liveSessions, online now, 25 rows', LIVE, { customerIds: [HOTEL_ID], sort: newest }],
    ['liveSessions, history, 25 rows', LIVE, { customerIds: [HOTEL_ID], sort: newest, history: true }],
    ['analyticsTimeline 30 d / day', TIMELINE, { f: f(30, 'day') }],
    ['analyticsTimeline 7 d / 1h', TIMELINE, { f: f(7, '1h') }],
    ['analyticsBreakdown BROWSER 30 d', BREAKDOWN, { f: f(30), d: 'BROWSER' }],
    ['analyticsRanking HOTSPOT 30 d', RANKING, { f: f(30), by: 'HOTSPOT' }],
  ];
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The demo, then SESSIONS hotel sessions over SPAN_DAYS days on the hotel's devices, rollups rebuilt. */
async function seed(db: Db, now: number): Promise<void> {
  await seedDemo(db, { customers: 40 });
  const c = HOTEL_ID;
  for (let from = 1; from <= SESSIONS; from += CHUNK) {
    const to = Math.min(SESSIONS, from + CHUNK - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('hotspot.skip_rollups', 'on', true)`);
      // Session i started (i / N) × SPAN_DAYS days before now and lasted up to 2 hours.
      await tx.execute(sql`insert into radius_sessions (customer_id, id, acct_session_id, hotspot_device_id,
          location_id, client_mac_hash, nas_ip, started_at, updated_at, stopped_at, input_bytes, output_bytes,
          session_time, terminate_cause, login_type, browser, os, device_class, language)
        select ${c}, 'rb' || lpad(to_hex(i), 22, '0'), 'rb' || i, d.ids[1 + i % d.n], d.locs[1 + i % d.n],
          md5('client' || (i % 150000)), '10.20.0.1', t.st, t.st + t.dur, t.st + t.dur,
          (i::bigint * 7919) % 50000000, (i::bigint * 104729) % 200000000, extract(epoch from t.dur)::int, 'User-Request',
          (array['VOUCHER_LOGIN','SMS_LOGIN','CLICK_THROUGH_LOGIN','EMAIL_LOGIN'])[1 + i % 4],
          (array['Chrome','Safari','Firefox','Samsung Internet','Edge'])[1 + i % 5],
          (array['Android','iOS','Windows','macOS'])[1 + i % 4],
          (array['mobile','mobile','tablet','desktop'])[1 + i % 4],
          (array['de','en','fr','it'])[1 + i % 4]
        from generate_series(${from}::int, ${to}::int) i,
          (select array_agg(id order by id) as ids, array_agg(location_id order by id) as locs, count(*)::int as n
             from hotspot_devices where customer_id = ${c}) d,
          lateral (select to_timestamp(${now / 1000}::float8) - (i::float8 / ${SESSIONS}::float8 * ${SPAN_DAYS}::float8) * interval '1 day' as st,
                          ((i::bigint * 7919) % 7200 + 60) * interval '1 second' as dur) t`);
    });
    console.error(`retention: ${to.toLocaleString('en')} of ${SESSIONS.toLocaleString('en')} sessions written`);
  }
  await db.execute(sql`select analytics_rebuild(${c})`);
  await analyzeAfterLoad(db);
}

/** Every analytics figure of the hotel in the rollup tables (as tests/server/retention.test.ts checks). */
const rollupTotals = async (db: Db) =>
  (
    await rowsOf<Record<string, string>>(
      db,
      sql`SELECT
    (SELECT row(sum(sessions), sum(logins), sum(stopped), sum(dwell_seconds), sum(input_bytes), sum(output_bytes), count(*))::text
       FROM session_rollups WHERE customer_id = ${HOTEL_ID}) AS rollups,
    (SELECT row(sum(sessions), sum(logins), sum(stopped), sum(dwell_seconds), sum(input_bytes), sum(output_bytes), count(*))::text
       FROM session_daily WHERE customer_id = ${HOTEL_ID}) AS daily,
    (SELECT row(sum(sessions), count(*))::text FROM session_daily_clients WHERE customer_id = ${HOTEL_ID}) AS clients,
    (SELECT row(sum(sessions), count(*))::text FROM session_daily_dims WHERE customer_id = ${HOTEL_ID}) AS dims`,
    )
  )[0];

/** The server process (bench/retentionServer.ts) on the database of `env`, until it listens. */
async function startRetentionServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(path.join(import.meta.dirname, 'retentionServer.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`retention server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

interface JobRun {
  sessions: number;
  rounds: number;
  done: boolean;
  ms: number;
  /** The batches of sessions that deleted rows: how many and how long each took. */
  batches: { rows: number; ms: number }[];
}

/** One run of the job in the server process with a time budget: its outcome once it ends. */
const runJob = (child: ChildProcess, budgetMs: number) =>
  new Promise<JobRun>((resolve, reject) => {
    const on = (m: { done?: JobRun; error?: string }) => {
      if (!m.done && !m.error) return;
      child.off('message', on);
      if (m.done) resolve(m.done);
      else reject(new Error(m.error));
    };
    child.on('message', on);
    child.send({ run: budgetMs });
  });

async function benchOne(databaseUrl: string | undefined): Promise<{ markdown: string; ok: boolean }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-bench-retention-'));
  const config = { ...loadConfig({}), dataDir, databaseUrl, staticDir: '/nonexistent' };
  const now = Date.now();
  let server: { url: string; child: ChildProcess } | undefined;
  try {
    // Seeding in this process (PGlite's directory is opened by one process at a time).
    const seeding = await startServices(config);
    const kind = seeding.database.kind;
    const t0 = Date.now();
    await seed(seeding.db, now);
    const seedSeconds = (Date.now() - t0) / 1000;
    const [{ total, expired }] = await rowsOf<{ total: number; expired: number }>(
      seeding.db,
      sql`select count(*)::int as total, count(*) filter (where coalesce(stopped_at, updated_at) <
          now() - make_interval(months => (select retention_months from customers where customer_id = ${HOTEL_ID})))::int as expired
        from radius_sessions where customer_id = ${HOTEL_ID}`,
    );
    const rollupsBefore = await rollupTotals(seeding.db);
    await seeding.database.close();
    console.error(`retention, ${kind}: ${total} sessions (${expired} expired) seeded in ${seedSeconds.toFixed(0)} s`);

    server = await startRetentionServer(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir });
    const { url, child } = server;
    let token = await signIn(url, ADMIN);
    let signedAt = Date.now();
    const gql = async (query: string, vars: Record<string, unknown>) => {
      if (Date.now() - signedAt > 60_000) {
        token = await signIn(url, ADMIN);
        signedAt = Date.now();
      }
      return graphql(url, token, query, vars);
    };
    // The analytics totals over the whole span, as the dashboard's timeline answers them (at most 366
    // days a request: two years back in two).
    const until = Math.ceil(now / 900_000) * 900_000 + DAY;
    const year = (back: number) => ({
      f: {
        customerId: HOTEL_ID,
        from: new Date(until - (back + 1) * 365 * DAY).toISOString(),
        to: new Date(until - back * 365 * DAY).toISOString(),
        granularity: 'month',
      },
    });
    const totalsOf = async () =>
      JSON.stringify(
        await Promise.all(
          [0, 1].map(
            async (back) =>
              ((await gql(TIMELINE, year(back))) as { analyticsTimeline: { totals: unknown } }).analyticsTimeline
                .totals,
          ),
        ),
      );
    const totalsBefore = await totalsOf();

    const list = cases(now);
    const times = { off: list.map(() => [] as number[]), on: list.map(() => [] as number[]) };
    let resets = 0;
    const one = async (i: number, mode: 'off' | 'on') => {
      const [, query, vars] = list[i]!;
      const t = performance.now();
      try {
        await gql(query, vars);
      } catch (error) {
        // A kept-alive socket the server closed just then (ECONNRESET): counted, asked again.
        if (!(error instanceof TypeError)) throw error;
        resets++;
        return;
      }
      times[mode][i]!.push(performance.now() - t);
    };
    for (let i = 0; i < list.length; i++) await gql(list[i]![1], list[i]![2]); // warm-up
    // One lane per case, each request after the previous one of its case: in an off round for
    // ROUND_MS, in an on round until the job's run ends (and one request per case at least).
    const lanes = (mode: 'off' | 'on', over: () => boolean) =>
      Promise.all(
        list.map(async (_, i) => {
          for (let k = 0; k < 1 || !over(); k++) await one(i, mode);
        }),
      );
    const offRound = async () => {
      const end = Date.now() + ROUND_MS;
      await lanes('off', () => Date.now() >= end);
    };
    const runs: JobRun[] = [];
    for (let round = 0; round < 500; round++) {
      await offRound();
      const job = runJob(child, ROUND_MS);
      let finished: JobRun | undefined;
      void job.then((r) => (finished = r));
      await lanes('on', () => finished !== undefined);
      runs.push(await job);
      console.error(
        `retention, ${kind}: round ${round + 1}: ${finished!.sessions} sessions in ${finished!.rounds} batches, ${finished!.ms.toFixed(0)} ms`,
      );
      // Done: a run went all the way round, or the hotel's expired sessions are gone and the runs since
      // (resuming where the last stopped, D327) found nothing more. With 3-s runs on PGlite beside the
      // requests a run reaches ~45 of the 120 statements of a round, so it never ends a round by itself.
      const since = runs.slice(runs.findLastIndex((r) => r.sessions > 0) + 1);
      if (finished!.done || (runs.reduce((a, r) => a + r.sessions, 0) >= expired && since.length >= 3)) break;
    }
    await offRound();
    const totalsAfter = await totalsOf();
    const {
      sessions: deleted,
      batches,
      jobMs,
    } = runs.reduce(
      (a, r) => ({ sessions: a.sessions + r.sessions, batches: [...a.batches, ...r.batches], jobMs: a.jobMs + r.ms }),
      { sessions: 0, batches: [] as JobRun['batches'], jobMs: 0 },
    );
    child.send({ stop: true });
    await new Promise((r) => child.once('exit', r));
    server = undefined;

    // What is left, read afresh.
    const after = await startServices(config);
    const [{ left, leftExpired }] = await rowsOf<{ left: number; leftExpired: number }>(
      after.db,
      sql`select count(*)::int as left, count(*) filter (where coalesce(stopped_at, updated_at) <
          ${new Date(now).toISOString()}::timestamptz - make_interval(months => (select retention_months from customers where customer_id = ${HOTEL_ID})))::int as "leftExpired"
        from radius_sessions where customer_id = ${HOTEL_ID}`,
    );
    const rollupsAfter = await rollupTotals(after.db);
    await after.database.close();

    const batchMs = batches.map((b) => b.ms);
    const rows = list.map(([label], i) => {
      const off = times.off[i]!;
      const on = times.on[i]!;
      const ratio = pct(on, 95) / pct(off, 95);
      return `| ${label} | ${ms(pct(off, 50))} | ${ms(pct(off, 95))} | ${ms(pct(on, 50))} | ${ms(pct(on, 95))} | ${ratio.toFixed(2)} | ${off.length} / ${on.length} |`;
    });
    const totalsSame = totalsBefore === totalsAfter && JSON.stringify(rollupsBefore) === JSON.stringify(rollupsAfter);
    // (A few more than counted at the seeding: sessions that expired since.)
    const allGone = leftExpired === 0 && deleted >= expired && left + deleted === total;
    // The job's work is done when every expired session is gone (a run need not end a round, D327).
    const ok = totalsSame && allGone;
    return {
      ok,
      markdown: `
### ${new Date().toISOString().slice(0, 10)} — retention job, ${kind}, ${total.toLocaleString('en')} sessions in ${HOTEL_ID}

Command: \`BENCH_RETENTION_SESSIONS=${SESSIONS} npx tsx bench/retention.ts\` (server as its own process, real HTTP
GraphQL on loopback as ${ADMIN}; one lane of requests per case, one after the other; rounds alternate: ${ROUND_MS} ms
with the job off, then one run of the job (budget ${ROUND_MS} ms) in the server process; load average at the end
${loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')})

| request | p50 job off | p95 job off | p50 job on | p95 job on | p95 on/off | requests off / on |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Job: ${deleted.toLocaleString('en')} of ${expired.toLocaleString('en')} expired sessions deleted in ${batches.length} batches
of at most ${Math.max(...batches.map((b) => b.rows)).toLocaleString('en')} rows (${runs.length} runs of the job, ${runs.reduce((a, r) => a + r.rounds, 0)} DELETE
statements with the other customers' and tables' empty ones) in ${(jobMs / 1000).toFixed(1)} s of job time; one batch
(DELETE … FOR UPDATE SKIP LOCKED, its own transaction) took p50 ${ms(pct(batchMs, 50))}, p95
${ms(pct(batchMs, 95))}, max ${ms(Math.max(...batchMs))}. Left: ${left.toLocaleString('en')} sessions, ${leftExpired} of them expired.
Analytics totals over the whole span (analyticsTimeline) and the rollup tables before and after:
${totalsSame ? 'equal' : `**DIFFERENT** (${totalsBefore} → ${totalsAfter})`}. Seeding took ${seedSeconds.toFixed(0)} s. Connection resets (not counted): ${resets}.
${ok ? '' : '**FAILED**'}
`,
    };
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PGlite, then the PostgreSQL server when reachable. */
export const benchRetention = async (): Promise<{ markdown: string; ok: boolean }> =>
  joinResults(await onEveryDatabase('hp_bench_retention', benchOne));

runAsScript(import.meta.url, benchRetention);
