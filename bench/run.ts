// `npm run bench`: seeded data on the embedded database, real HTTP requests, figures for the budgets
// of DESIGN.md. Prints a Markdown block to paste into bench/RESULTS.md.
//   BENCH_VOUCHERS (default 1000000) codes in the hotel customer K100001, BENCH_RUNS (default 60).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { startServices } from '../server/services';
import { createHttpServer } from '../server/app';
import { DEMO_PASSWORD, HOTEL_ID, seedDemo } from '../server/seed/demo';
import { vouchers } from '../server/db/schema';
import { existsSync } from 'node:fs';
import { loginPageJs } from './bundle';

const N = Number(process.env.BENCH_VOUCHERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-bench-'));
const config = {
  ...loadConfig({}),
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  staticDir: '/nonexistent',
};

const t0 = Date.now();
const services = await startServices(config);
// No manual ANALYZE: the demo seed and the server keep the planner statistics themselves.
await seedDemo(services.db, { customers: 40, hotelVouchers: N });
const seedSeconds = (Date.now() - t0) / 1000;
console.error(`seeded in ${seedSeconds.toFixed(0)} s`);

const server = createHttpServer(services);
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const auth = await fetch(url + '/auth/authorize', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'operator@hotspot-portal.test', password: DEMO_PASSWORD }),
}).then((r) => r.json());
const token = auth.data.accessToken as string;

async function gql(query: string, variables: Record<string, unknown>) {
  const r = await fetch(url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await r.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const LIST = `query($skip:Int,$take:Int,$sort:[SortType!],$search:String,$customerIds:[String!],$active:Boolean,$valid:Boolean){
  vouchers(skip:$skip,take:$take,sort:$sort,search:$search,customerIds:$customerIds,active:$active,valid:$valid){
    totalCount hasNextPage count data{ _id code voucherCode description active valid used simultaneousUse expires deviceVoucher createdAt updatedAt }
  }
}`;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

async function measure(label: string, vars: () => Record<string, unknown>) {
  await gql(LIST, vars());
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await gql(LIST, vars());
    times.push(performance.now() - t);
  }
  return { label, p50: pct(times, 50), p95: pct(times, 95) };
}

const base = { take: 25, customerIds: [HOTEL_ID] };
const lists = [
  await measure('first page, newest first', () => ({ ...base, skip: 0, sort: [{ key: 'createdAt', order: 'DESC' }] })),
  await measure('page 40, newest first', () => ({ ...base, skip: 1000, sort: [{ key: 'createdAt', order: 'DESC' }] })),
  await measure('sorted by code', () => ({ ...base, skip: 0, sort: [{ key: 'code', order: 'ASC' }] })),
  await measure('search "ab" (code or description)', () => ({
    ...base,
    skip: 0,
    search: 'ab',
    sort: [{ key: 'createdAt', order: 'DESC' }],
  })),
  await measure('search "7MKD" (4 characters of a code)', () => ({
    ...base,
    skip: 0,
    search: '7MKD',
    sort: [{ key: 'createdAt', order: 'DESC' }],
  })),
  await measure('search "zugspitze" (description of 1 in 7 codes)', () => ({
    ...base,
    skip: 0,
    search: 'zugspitze',
    sort: [{ key: 'createdAt', order: 'DESC' }],
  })),
  await measure('filter active', () => ({
    ...base,
    skip: 0,
    active: true,
    sort: [{ key: 'createdAt', order: 'DESC' }],
  })),
  await measure('filter valid (flag and expiry)', () => ({
    ...base,
    skip: 0,
    valid: true,
    sort: [{ key: 'createdAt', order: 'DESC' }],
  })),
];

const DEVICE_ACCOUNTS = `query($take:Int,$customerIds:[String!]){deviceAccounts(take:$take,customerIds:$customerIds){
  totalCount data{ _id name active criteria{ accountType username } } } }`;
const deviceAccountTimes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  await gql(DEVICE_ACCOUNTS, { take: 25, customerIds: [HOTEL_ID] });
  deviceAccountTimes.push(performance.now() - started);
}

// Deactivate 10,000 codes in one call.
const codes = (
  await services.db
    .select({ code: vouchers.code })
    .from(vouchers)
    .where(and(eq(vouchers.customerId, HOTEL_ID), eq(vouchers.active, true)))
    .limit(10_000)
).map((r) => r.code);
let t = performance.now();
await gql('mutation($c:String!,$codes:[String!]!){deactivateManyVouchers(customerId:$c,codes:$codes)}', {
  c: HOTEL_ID,
  codes,
});
const deactivateMs = performance.now() - t;

// A batch of 1,000 new codes (K100003 has no voucher plugin: no licence limit).
t = performance.now();
await gql('mutation($d:CreateVoucherBatchInput!){createVoucherBatch(data:$d){amount}}', {
  d: { customerId: 'K100003', amount: 1000 },
});
const batchMs = performance.now() - t;

const f = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`
### ${new Date().toISOString().slice(0, 10)} — ${services.database.kind}, ${N.toLocaleString('en')} codes in ${HOTEL_ID}

Command: \`BENCH_VOUCHERS=${N} npm run bench\` (${RUNS} runs per list query, real HTTP on loopback, 2-core machine)

| measurement | p50 | p95 | budget |
|---|---|---|---|
${lists.map((l) => `| vouchers list, 25 rows: ${l.label} | ${f(l.p50)} | ${f(l.p95)} | p95 ≤ 50 ms |`).join('\n')}
| deviceAccounts list, 25 rows (demo accounts) | ${f(pct(deviceAccountTimes, 50))} | ${f(pct(deviceAccountTimes, 95))} | p95 ≤ 50 ms |
| deactivateManyVouchers, ${codes.length.toLocaleString('en')} codes, one call | ${f(deactivateMs)} | | ≤ 1 s |
| createVoucherBatch, 1,000 codes | ${f(batchMs)} | | — |

${existsSync('dist/index.html') ? `Login page initial JavaScript (dist/, gzip -9): ${(loginPageJs().gzip / 1000).toFixed(1)} kB (budget 300 kB).\n\n` : ''}Seeding (demo seed, which leaves planner statistics behind on PGlite; no manual ANALYZE) took ${seedSeconds.toFixed(0)} s.
`);

server.close();
await services.database.close();
rmSync(dataDir, { recursive: true, force: true });
