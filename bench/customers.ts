// The customer search among 10,000 customers (issue 13, budget p95 ≤ 20 ms): what the customer switch
// and the customer list ask as an operator and as support, through the HTTP server, on PGlite and
// on PostgreSQL. The terms: a company's word common to a tenth of them, a rare one, a customer
// number, its start, a city, a postcode, a term matching nothing, and one letter.
//   npx tsx bench/customers.ts   or part of `npm run bench` (BENCH_CUSTOMERS=0 skips it there)
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHttpServer } from '../server/app';
import { loadConfig } from '../server/platform/config';
import { seedDemo } from '../server/seed/demo';
import { startServices } from '../server/services';
import { graphql, joinResults, ms, onEveryDatabase, pct, runAsScript, signIn } from './common';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS_COUNT ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const BUDGET = 20;

const SEARCH = `query($search:String,$take:Int){ customers(search:$search, take:$take, sort:[{key:"company",order:ASC}]){
  totalCount data{ _id customerId company active address{ city zip } } } }`;
const TERMS: [string, string][] = [
  ['a word of a tenth of the companies', 'hotel'],
  ['a rarer word', 'seeblick 12'],
  ['a customer number', 'K105000'],
  ['the start of customer numbers', 'K104'],
  ['a city', 'münchen'],
  ['a postcode', '80331'],
  ['nothing matches', 'qqqqxyz'],
  ['one letter', 'a'],
];

async function bench(databaseUrl: string | undefined): Promise<{ markdown: string; ok: boolean }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-bench-customers-'));
  const services = await startServices({ ...loadConfig({}), dataDir, databaseUrl, staticDir: '/nonexistent' });
  try {
    await seedDemo(services.db, { customers: CUSTOMERS, traffic: false });
    const server = createHttpServer(services);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ask = async (token: string, search: string) =>
      (await graphql<{ customers: { totalCount: number } }>(url, token, SEARCH, { search, take: 25 })).customers
        .totalCount;
    const rows: string[] = [];
    let ok = true;
    for (const [who, email] of [
      ['operator', 'operator@hotspot-portal.test'],
      ['support', 'support@support.hotspot-portal.test'],
    ] as const) {
      const token = await signIn(url, email);
      for (const [label, term] of TERMS) {
        const total = await ask(token, term);
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const t = performance.now();
          await ask(token, term);
          times.push(performance.now() - t);
        }
        const p95 = pct(times, 95);
        if (p95 > BUDGET) ok = false;
        rows.push(
          `| ${who}: ${label} ("${term}", ${total.toLocaleString('en')} found) | ${ms(pct(times, 50))} | ${ms(p95)} | p95 ≤ ${BUDGET} ms${p95 > BUDGET ? ' **OVER**' : ''} |`,
        );
      }
    }
    server.close();
    const markdown = `
### ${new Date().toISOString().slice(0, 10)} — customer search among ${CUSTOMERS.toLocaleString('en')}, ${services.database.kind}

Command: \`npx tsx bench/customers.ts\` (${RUNS} runs per term after one, 25 rows by company, real HTTP on loopback)

| measurement | p50 | p95 | budget |
|---|---|---|---|
${rows.join('\n')}

${ok ? 'Within budget.' : '**OVER BUDGET**'}
`;
    console.error(markdown);
    return { markdown, ok };
  } finally {
    await services.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchCustomers(): Promise<{ markdown: string; ok: boolean }> {
  return joinResults(await onEveryDatabase('hp_bench_customers', bench));
}

runAsScript(import.meta.url, benchCustomers);
