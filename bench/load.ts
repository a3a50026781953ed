// Load (issue 12): 50 connections for 60 s on the main lists plus a mix of writes, 0 errors allowed.
// The server runs as its own process (server/main.ts, as `npm start` runs it) on a seeded database
// (PGlite; then a fresh database of the PostgreSQL server when reachable); this process only sends.
// Every worker owns a keep-alive connection and loops: lists of WiFi codes (first page, a search, the
// valid filter), customers, hotspot devices and locations, and writes (a new WiFi code; a code loaded
// and updated with the updatedAt it was loaded with). An error is any answer that is not HTTP 200
// with data and without errors, or a failed connection.
//   npx tsx bench/load.ts   or   BENCH_LOAD=1 npm run bench   (BENCH_LOAD=0 skips it there)
//   BENCH_LOAD_CONNECTIONS (50), BENCH_LOAD_SECONDS (60), BENCH_LOAD_VOUCHERS (100000 hotel codes),
//   BENCH_PG_URL ("off" skips PostgreSQL)
import { Pool } from 'undici';
import { DEMO_PASSWORD, HOTEL_ID } from '../server/seed/demo';
import { CAFE_ID } from '../server/platform/seed/ids';
import {
  joinResults,
  mb,
  ms,
  onEveryDatabase,
  pct,
  peakRss,
  runAsScript,
  seedDatabase,
  inTempDir,
  withServer,
} from './common';

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const VOUCHERS = Number(process.env.BENCH_LOAD_VOUCHERS ?? 100_000);

const VOUCHER_FIELDS = '_id code description active valid used expires createdAt updatedAt';
const Q = {
  vouchers: `query($skip:Int,$take:Int,$sort:[SortType!],$search:String,$customerIds:[String!],$valid:Boolean){
    vouchers(skip:$skip,take:$take,sort:$sort,search:$search,customerIds:$customerIds,valid:$valid){
      totalCount hasNextPage data{ ${VOUCHER_FIELDS} } } }`,
  voucher: `query($ids:[ID!],$customerIds:[String!]){ vouchers(ids:$ids,customerIds:$customerIds){ data{ _id updatedAt } } }`,
  customers: `query($take:Int,$sort:[SortType!]){ customers(take:$take,sort:$sort){ totalCount data{ _id company active } } }`,
  devices: `query($take:Int,$customerIds:[String!]){ hotspotDevices(take:$take,customerIds:$customerIds){
    totalCount data{ _id name active } } }`,
  locations: `query($take:Int,$customerIds:[String!]){ locations(take:$take,customerIds:$customerIds){
    totalCount data{ _id name } } }`,
  create: `mutation($data:CreateVoucherInput!){ createVoucher(data:$data){ _id updatedAt } }`,
  update: `mutation($data:UpdateVoucherInput!){ updateVoucher(data:$data) }`,
  remove: `mutation($id:ID!){ deleteVoucher(_id:$id, permanent:true) }`,
};

type Kind =
  | 'list codes'
  | 'search codes'
  | 'valid codes'
  | 'customers'
  | 'devices'
  | 'locations'
  | 'create code'
  | 'update code'
  | 'delete code';
/**
 * The mix: 70 % reads of the main lists (the hotel's codes), 30 % writes. A worker's writes cycle
 * through one code of its own in the café (create, update it some times, delete it), so that the
 * café's WiFi-code licence is never reached however long the run.
 */
const MIX: [Kind | 'write', number][] = [
  ['list codes', 25],
  ['search codes', 10],
  ['valid codes', 10],
  ['customers', 10],
  ['devices', 8],
  ['locations', 7],
  ['write', 30],
];
const KINDS: Kind[] = [
  ...MIX.flatMap(([k]) => (k === 'write' ? [] : [k])),
  'create code',
  'update code',
  'delete code',
];

async function runLoad(url: string) {
  const pool = new Pool(url, { connections: CONNECTIONS, pipelining: 1, keepAliveTimeout: 60_000 });
  const post = async (pathName: string, body: unknown, token?: string) => {
    const r = await pool.request({
      path: pathName,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await r.body.text();
    return { status: r.statusCode, body: JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] } };
  };
  const signIn = async (email: string) => {
    const r = await post('/auth/authorize', { email, password: DEMO_PASSWORD });
    return (r.body.data as { accessToken: string }).accessToken;
  };
  const admin = await signIn('admin@alpenhotel.test');
  const cafe = await signIn('admin@stadtcafe.test');
  const operator = await signIn('operator@hotspot-portal.test');

  const latencies = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  const errors = new Map<string, number>();
  const fail = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
  const newest = [{ key: 'createdAt', order: 'DESC' }];
  const hotel = { customerIds: [HOTEL_ID] };
  const total = MIX.reduce((n, [, w]) => n + w, 0);
  const pick = (): Kind | 'write' => {
    let r = Math.random() * total;
    for (const [k, w] of MIX) if ((r -= w) < 0) return k;
    return MIX[0][0];
  };
  const searches = ['ab', '7MK', 'zugspitze', 'x', 'se'];
  const end = Date.now() + SECONDS * 1000;

  async function worker(n: number) {
    let own: string | null = null;
    const gql = async (kind: Kind, query: string, variables: Record<string, unknown>, token = admin) => {
      const t = performance.now();
      try {
        const r = await post('/graphql', { query, variables }, token);
        if (r.status !== 200 || r.body.errors || !r.body.data) {
          fail(`${kind}: HTTP ${r.status} ${JSON.stringify(r.body.errors ?? '').slice(0, 160)}`);
          return null;
        }
        latencies.get(kind)!.push(performance.now() - t);
        return r.body.data;
      } catch (e) {
        fail(`${kind}: ${(e as Error).message}`);
        return null;
      }
    };
    while (Date.now() < end) {
      const kind = pick();
      switch (kind) {
        case 'list codes':
          await gql(kind, Q.vouchers, { ...hotel, take: 25, sort: newest });
          break;
        case 'search codes':
          await gql(kind, Q.vouchers, { ...hotel, take: 25, sort: newest, search: searches[n % searches.length] });
          break;
        case 'valid codes':
          await gql(kind, Q.vouchers, { ...hotel, take: 25, sort: newest, valid: true });
          break;
        case 'customers':
          await gql(kind, Q.customers, { take: 25, sort: [{ key: 'company', order: 'ASC' }] }, operator);
          break;
        case 'devices':
          await gql(kind, Q.devices, { take: 25, ...hotel });
          break;
        case 'locations':
          await gql(kind, Q.locations, { take: 25, ...hotel });
          break;
        case 'write': {
          if (!own) {
            const d = await gql(
              'create code',
              Q.create,
              { data: { customerId: CAFE_ID, description: `load ${n}` } },
              cafe,
            );
            if (d) own = (d.createVoucher as { _id: string })._id;
          } else if (Math.random() < 0.7) {
            // Loaded, then updated with the updatedAt it was loaded with (the portal's edit).
            const d = await gql('update code', Q.voucher, { ids: [own], customerIds: [CAFE_ID] }, cafe);
            const row = (d?.vouchers as { data: { updatedAt: string }[] } | undefined)?.data[0];
            if (row)
              await gql(
                'update code',
                Q.update,
                { data: { _id: own, updatedAt: row.updatedAt, description: `load ${n} ${Date.now()}` } },
                cafe,
              );
          } else {
            if (await gql('delete code', Q.remove, { id: own }, cafe)) own = null;
          }
          break;
        }
      }
    }
  }
  const t0 = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => worker(n)));
  const seconds = (Date.now() - t0) / 1000;
  await pool.close();
  return { latencies, errors, seconds };
}

async function benchOne(postgresUrl: string | undefined): Promise<{ markdown: string; ok: boolean }> {
  const kind = postgresUrl ? 'PostgreSQL' : 'PGlite';
  return inTempDir('hp-bench-load-', async (dataDir) => {
    const env: Record<string, string> = postgresUrl
      ? { DATABASE_URL: postgresUrl }
      : { DATA_DIR: dataDir, DATABASE_URL: '' };
    const t0 = Date.now();
    seedDatabase(env, ['--hotel-vouchers', String(VOUCHERS)]);
    console.error(`load, ${kind}: seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    return withServer(env, async ({ url, child }) => {
      const { latencies, errors, seconds } = await runLoad(url);
      const rss = peakRss(child.pid);
      const all = [...latencies.values()].flat();
      const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
      const rows = [...latencies].map(
        ([k, xs]) =>
          `| ${k} | ${xs.length.toLocaleString('en')} | ${ms(pct(xs, 50))} | ${ms(pct(xs, 95))} | ${ms(pct(xs, 99))} |`,
      );
      const ok = errorCount === 0;
      const markdown = `
### ${new Date().toISOString().slice(0, 10)} — load, ${kind}: ${CONNECTIONS} connections for ${SECONDS} s

Command: \`npx tsx bench/load.ts\` (the server bundle as its own process, ${VOUCHERS.toLocaleString('en')} hotel codes
and the demo; ${CONNECTIONS} keep-alive connections, each sending its next request when the last answered; 2-core
machine shared by sender and server)

| request | answered | p50 | p95 | p99 |
|---|---|---|---|---|
${rows.join('\n')}
| **all** | **${all.length.toLocaleString('en')}** (${(all.length / seconds).toFixed(0)}/s) | ${ms(pct(all, 50))} | ${ms(pct(all, 95))} | ${ms(pct(all, 99))} |

Errors: **${errorCount}**${errorCount ? ` — ${[...errors].map(([k, n]) => `${n}× ${k}`).join('; ')}` : ''}.
Server peak resident memory: ${mb(rss)}${postgresUrl ? ' (PostgreSQL runs apart)' : ' (the server with PGlite in it)'}.
${ok ? 'Within budget (0 errors).' : '**OVER BUDGET**'}
`;
      console.error(markdown);
      return { markdown, ok };
    });
  });
}

export const benchLoad = async (): Promise<{ markdown: string; ok: boolean }> =>
  joinResults(await onEveryDatabase('hp_bench_load', benchOne));

runAsScript(import.meta.url, benchLoad);
