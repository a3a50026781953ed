// Memory of `npm start` on PGlite at the demo size (issue 13, budget ≤ 300 MB resident): the server
// as `npm start` runs it (the bundle) on a new data directory, which it creates and seeds with the
// demo; its resident memory once it listens, and after 500 list requests of the hotel's admin.
//   npx tsx bench/memory.ts   or part of `npm run bench` (BENCH_MEMORY=0 skips it there)
import path from 'node:path';
import { DEMO_PASSWORD, HOTEL_ID } from '../server/seed/demo';
import { inTempDir, mb, peakRss, runAsScript, withServer } from './common';

const BUDGET = 300 * 1024 * 1024;

export async function benchMemory(): Promise<{ markdown: string; ok: boolean }> {
  const started = Date.now();
  const env = (dataDir: string) => ({ DATA_DIR: path.join(dataDir, 'pglite'), DATABASE_URL: '', SEED_DEMO: 'true' });
  return inTempDir('hp-bench-memory-', (dataDir) =>
    withServer(env(dataDir), async ({ url, child }) => {
      const seconds = (Date.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 2000));
      const atStart = peakRss(child.pid, 'VmRSS');
      const token = (
        await fetch(`${url}/auth/authorize`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@alpenhotel.test', password: DEMO_PASSWORD }),
        }).then((r) => r.json())
      ).data.accessToken as string;
      const body = JSON.stringify({
        query: `query($c:[String!]){ vouchers(customerIds:$c, take:25, search:"se"){ totalCount data{ _id code description } } }`,
        variables: { c: [HOTEL_ID] },
      });
      for (let i = 0; i < 500; i++) {
        const r = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        });
        if (r.status !== 200) throw new Error(`list answered ${r.status}`);
        await r.arrayBuffer();
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
| after 500 list requests | ${mb(afterLists)} | ≤ 300 MB |
| peak of the server process | ${mb(peak)} | |

${ok ? 'Within budget.' : '**OVER BUDGET**'}
`;
      console.error(markdown);
      return { markdown, ok };
    }),
  );
}

runAsScript(import.meta.url, benchMemory);
