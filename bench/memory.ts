// Memory of `npm start` on PGlite (issue 13): the server as `npm start` runs it (the bundle).
// - At the demo size (budget ≤ 300 MB resident): on a new data directory, which it creates and seeds
//   with the demo; its resident memory once it listens, and after 500 list requests of the hotel's admin.
// - With 1,000,000 codes under load (budget ≤ 600 MB, the lists within theirs): a data directory
//   seeded apart, then two clients asking the hotel's lists without pause; the peak resident memory
//   and each list's p95 under that load.
//   npx tsx bench/memory.ts   or part of `npm run bench` (BENCH_MEMORY=0 skips it there;
//   BENCH_MEMORY_LARGE=0 skips the 1,000,000 codes)
import path from 'node:path';
import { HOTEL_ID } from '../server/seed/demo';
import {
  graphql,
  inTempDir,
  joinResults,
  mb,
  ms,
  pct,
  peakRss,
  runAsScript,
  seedDatabase,
  signIn,
  withServer,
} from './common';

const BUDGET = 300 * 1024 * 1024;
const LARGE_BUDGET = 600 * 1024 * 1024;
const LARGE_CODES = Number(process.env.BENCH_MEMORY_CODES ?? 1_000_000);
const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 30);
const LIST_P95_BUDGET = 50;

const HOTEL_ADMIN = 'admin@alpenhotel.test';

export async function benchMemory(): Promise<{ markdown: string; ok: boolean }> {
  const results = [await benchDemoMemory()];
  if (process.env.BENCH_MEMORY_LARGE !== '0') results.push(await benchLargeMemory());
  return joinResults(results);
}

const LIST = `query($c:[String!],$skip:Int,$search:String,$valid:Boolean,$sort:[SortType!]){
  vouchers(customerIds:$c, take:25, skip:$skip, search:$search, valid:$valid, sort:$sort){
    totalCount data{ _id code voucherCode description active valid used expires createdAt } } }`;

/** The peak memory with a million codes while two clients ask the hotel's lists. */
async function benchLargeMemory(): Promise<{ markdown: string; ok: boolean }> {
  const newest = [{ key: 'createdAt', order: 'DESC' }];
  const cases: [string, Record<string, unknown>][] = [
    ['first page', { sort: newest }],
    ['page 20,000', { sort: newest, skip: 499_975 }],
    ['last page', { sort: newest, skip: LARGE_CODES - 25 }],
    ['search "zugspitze"', { sort: newest, search: 'zugspitze' }],
    ['search "7MKD"', { sort: newest, search: '7MKD' }],
    ['filter valid', { sort: newest, valid: true }],
  ];
  return inTempDir('hp-bench-memory-large-', async (dataDir) => {
    const env = { DATA_DIR: path.join(dataDir, 'pglite'), DATABASE_URL: '' };
    const t0 = Date.now();
    seedDatabase(env, ['--hotel-vouchers', String(LARGE_CODES)]);
    const seedSeconds = (Date.now() - t0) / 1000;
    return withServer(env, async ({ url, child }) => {
      const atStart = peakRss(child.pid, 'VmRSS');
      const token = await signIn(url, HOTEL_ADMIN);
      const times = cases.map((): number[] => []);
      let errors = 0;
      let answered = 0;
      const ask = async (i: number) => {
        const t = performance.now();
        await graphql(url, token, LIST, { c: [HOTEL_ID], ...cases[i]![1] }).catch(() => errors++);
        times[i]!.push(performance.now() - t);
        answered++;
      };
      for (let i = 0; i < cases.length; i++) await ask(i); // warm-up, not counted
      times.forEach((t) => (t.length = 0));
      answered = 0;
      const end = Date.now() + LOAD_SECONDS * 1000;
      const client = async (offset: number) => {
        for (let n = offset; Date.now() < end; n++) await ask(n % cases.length);
      };
      await Promise.all([client(0), client(3)]);
      const afterLoad = peakRss(child.pid, 'VmRSS');
      const peak = peakRss(child.pid);
      const rows = cases.map(([label], i) => {
        const p95 = pct(times[i]!, 95);
        return `| ${label}, under the load | ${ms(pct(times[i]!, 50))} | ${ms(p95)} | p95 ≤ ${LIST_P95_BUDGET} ms${p95 > LIST_P95_BUDGET ? ' **OVER**' : ''} |`;
      });
      const listsOk = cases.every((_, i) => pct(times[i]!, 95) <= LIST_P95_BUDGET);
      const ok = peak <= LARGE_BUDGET && errors === 0 && listsOk;
      const markdown = `
### ${new Date().toISOString().slice(0, 10)} — memory of \`npm start\` on PGlite, ${LARGE_CODES.toLocaleString('en')} codes under load

Command: \`npx tsx bench/memory.ts\` (a data directory seeded apart with the demo and
${LARGE_CODES.toLocaleString('en')} hotel codes in ${seedSeconds.toFixed(0)} s; the server bundle on it; two clients asking
the hotel's lists as its administrator without pause for ${LOAD_SECONDS} s, ${answered.toLocaleString('en')} requests)

| measurement | p50 / resident | p95 | budget |
|---|---|---|---|
| resident once it listens | ${mb(atStart)} | | |
| resident after the load | ${mb(afterLoad)} | | |
| **peak of the server process** | **${mb(peak)}** | | ≤ 600 MB |
${rows.join('\n')}

Errors: ${errors}. ${ok ? 'Within budget.' : '**OVER BUDGET**'}
`;
      console.error(markdown);
      return { markdown, ok };
    });
  });
}

async function benchDemoMemory(): Promise<{ markdown: string; ok: boolean }> {
  const started = Date.now();
  const env = (dataDir: string) => ({ DATA_DIR: path.join(dataDir, 'pglite'), DATABASE_URL: '', SEED_DEMO: 'true' });
  return inTempDir('hp-bench-memory-', (dataDir) =>
    withServer(env(dataDir), async ({ url, child }) => {
      const seconds = (Date.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 2000));
      const atStart = peakRss(child.pid, 'VmRSS');
      const token = await signIn(url, HOTEL_ADMIN);
      const query = `query($c:[String!]){ vouchers(customerIds:$c, take:25, search:"se"){ totalCount data{ _id code description } } }`;
      const times: number[] = [];
      for (let i = 0; i < 500; i++) {
        const t = performance.now();
        await graphql(url, token, query, { c: [HOTEL_ID] });
        times.push(performance.now() - t);
      }
      const afterLists = peakRss(child.pid, 'VmRSS');
      const peak = peakRss(child.pid);
      const ok = atStart <= BUDGET && afterLists <= BUDGET;
      const markdown = `
### ${new Date().toISOString().slice(0, 10)} — memory of \`npm start\` on PGlite, demo size

Command: \`npx tsx bench/memory.ts\` (the server bundle on a new data directory, created and seeded
with the demo by a process of its own; ${seconds.toFixed(0)} s until it listened)

| measurement | resident | budget |
|---|---|---|
| once it listens | ${mb(atStart)} | ≤ 300 MB |
| after 500 list requests (${ms(pct(times, 50))} p50, ${ms(pct(times, 95))} p95 each) | ${mb(afterLists)} | ≤ 300 MB |
| peak of the server process | ${mb(peak)} | |

${ok ? 'Within budget.' : '**OVER BUDGET**'}
`;
      console.error(markdown);
      return { markdown, ok };
    }),
  );
}

runAsScript(import.meta.url, benchMemory);
