// A real sign-in while unauthenticated work floods the server (issue 33): 40 clients without pause
// sending takeUserInvites with bogus invite tokens. Before the fix each of them hashed the password
// (scrypt, about 100 ms in libuv's 4 threads) ahead of the real sign-in's hash; now the token is
// looked up first, attempts are counted per address and token in the database, and the hashing of
// unauthenticated work runs in a bounded pool (server/platform/passwords.ts).
// The server as `npm start` runs it (the bundle, its own process) with the demo, on PGlite and on
// PostgreSQL when one answers. Sign-ins one after the other, in rounds alternating between no flood
// and the flood, so that both sides see the same machine:
// - "one address": the 40 clients on 127.0.0.1 (most are refused by the per-address limit);
// - "many addresses": every bogus request from an address of its own in 127.0.0.0/8 (a new
//   connection each), so that no limit per address refuses any: what a spread flood costs;
// - "no token" (the control): the same mutation without a token from one address, refused as
//   UNAUTHENTICATED before any limit, lookup or hash: what answering any audited mutation at the
//   flood's rate costs the sign-in, whatever the mutation does.
// The flood's clients run in a worker thread, the sign-ins are timed on the main thread.
// Budget: the sign-in's p95 under each flood of bogus tokens ≤ 2 × its p95 without.
//   npx tsx bench/unauthFlood.ts   or part of `npm run bench` (BENCH_UNAUTH_FLOOD=0 skips it there);
//   BENCH_FLOOD_PGLITE=off measures PostgreSQL only;
//   BENCH_FLOOD_ROUNDS (default 6) rounds of BENCH_FLOOD_SIGNINS (default 20) sign-ins per side.
import http from 'node:http';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { inTempDir, joinResults, ms, pct, postgresDatabase, runAsScript, withServer } from './common';

const CLIENTS = 40;
const ROUNDS = Number(process.env.BENCH_FLOOD_ROUNDS ?? 6);
const SIGN_INS = Number(process.env.BENCH_FLOOD_SIGNINS ?? 20);
const BUDGET_RATIO = 2;
const EMAIL = 'admin@alpenhotel.test';
const TAKE = `mutation T($data: TakeUserInviteInput!) { takeUserInvites(data: $data) }`;
const TAKE_BODY = JSON.stringify({
  query: TAKE,
  variables: { data: { customerIds: ['K100001'], firstName: 'F', lastName: 'F', password: 'Sicher#2026' } },
});

/** One POST; its status and the first error code of a GraphQL answer. */
function post(
  url: string,
  pathName: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; code?: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(pathName, url);
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let code: string | undefined;
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
              errors?: { extensions?: { code?: string } }[];
              error?: { code?: string };
            };
            code = parsed.errors?.[0]?.extensions?.code ?? parsed.error?.code;
          } catch {
            /* no JSON */
          }
          resolve({ status: res.statusCode ?? 0, code });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

type Flood = 'none' | 'one address' | 'many addresses' | 'no token';
const FLOODS = ['many addresses', 'one address', 'no token'] as const;

/**
 * The flood's clients, in a worker thread of their own: the sign-ins are timed on this thread, whose
 * event loop must not queue their answers behind the flood's. Plain JavaScript (an eval'd worker).
 * Every bogus request from "many addresses" comes from the next address of 127.0.0.0/8 after
 * 127.1.0.0 (each used once, a new connection each).
 */
const FLOOD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { randomBytes } = require('node:crypto');
const { url, kind, clients, body } = workerData;
let n = workerData.next;
let running = true;
const codes = {};
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const loopback = (k) => '127.' + (1 + ((k >> 16) & 0x7f)) + '.' + ((k >> 8) & 0xff) + '.' + (k & 0xff);
const target = new URL('/graphql', url);
function post() {
  return new Promise((resolve) => {
    const many = kind === 'many addresses';
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    if (kind !== 'no token') headers.authorization = 'Bearer ' + randomBytes(32).toString('base64url');
    const req = http.request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers,
        agent: many ? false : agent, localAddress: many ? loopback(n++) : undefined },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let code = String(res.statusCode);
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            code = (parsed.errors && parsed.errors[0].extensions.code) || code;
          } catch {}
          resolve(code);
        });
      },
    );
    req.on('error', () => resolve('CONNECTION'));
    req.end(body);
  });
}
async function client() {
  while (running) {
    const code = await post();
    codes[code] = (codes[code] || 0) + 1;
  }
}
const all = Array.from({ length: clients }, client);
parentPort.on('message', async () => {
  running = false;
  await Promise.all(all);
  agent.destroy();
  parentPort.postMessage({ codes, next: n });
});
`;

/** 40 clients sending takeUserInvites without pause until `stop()`, which answers their answers by code. */
function startFlood(url: string, kind: Exclude<Flood, 'none'>, next: { n: number }) {
  const worker = new Worker(FLOOD_WORKER, {
    eval: true,
    workerData: { url, kind, clients: CLIENTS, body: TAKE_BODY, next: next.n },
  });
  return {
    stop: async (): Promise<Record<string, number>> => {
      const done = new Promise<{ codes: Record<string, number>; next: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage('stop');
      const { codes, next: n } = await done;
      next.n = n;
      await worker.terminate();
      return codes;
    },
  };
}

async function signInOnce(url: string): Promise<number> {
  const t = performance.now();
  const r = await post(url, '/auth/authorize', JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }));
  if (r.status !== 200) throw new Error(`sign-in answered ${r.status} ${r.code}`);
  return performance.now() - t;
}

async function measure(env: Record<string, string>, label: string) {
  return withServer(env, async ({ url }) => {
    for (let i = 0; i < 5; i++) await signInOnce(url); // warm-up
    const times: Record<Flood, number[]> = { none: [], 'one address': [], 'many addresses': [], 'no token': [] };
    const answers = new Map(FLOODS.map((kind) => [kind, new Map<string, number>()]));
    const next = { n: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of FLOODS.flatMap((f) => ['none', f] as const)) {
        const flood = kind === 'none' ? null : startFlood(url, kind, next);
        if (flood) await new Promise((r) => setTimeout(r, 300)); // the flood under way
        const n = kind === 'none' ? Math.ceil(SIGN_INS / FLOODS.length) : SIGN_INS;
        for (let i = 0; i < n; i++) times[kind].push(await signInOnce(url));
        if (flood && kind !== 'none') {
          const seen = answers.get(kind)!;
          for (const [code, count] of Object.entries(await flood.stop())) seen.set(code, (seen.get(code) ?? 0) + count);
        }
      }
    }
    const base = pct(times.none, 95);
    let ok = true;
    const rows = FLOODS.map((kind) => {
      const p95 = pct(times[kind], 95);
      const ratio = p95 / base;
      const budgeted = kind !== 'no token';
      if (budgeted && !(ratio <= BUDGET_RATIO)) ok = false;
      const verdict = !budgeted ? ' (control)' : ratio <= BUDGET_RATIO ? '' : ' **OVER**';
      const seen = [...answers.get(kind)!].map(([code, n]) => `${code} ${n.toLocaleString('en')}`).join(', ');
      return `| ${kind} | ${ms(pct(times.none, 50))} / ${ms(base)} | ${ms(pct(times[kind], 50))} / ${ms(p95)} | **${ratio.toFixed(2)}×**${verdict} | ${seen} |`;
    });
    const markdown = `
### ${new Date().toISOString().slice(0, 10)} — a sign-in under a flood of unauthenticated takeUserInvites, ${label}

Command: \`npx tsx bench/unauthFlood.ts\` (the server bundle as its own process with the demo; ${CLIENTS}
clients sending takeUserInvites without pause; ${ROUNDS} rounds, each alternating sign-ins without a flood and
${SIGN_INS} with each flood, one after the other; 2-core machine shared by sender and server)

| flood | sign-in p50 / p95 without | with | p95 ratio (budget ≤ ${BUDGET_RATIO}×) | the flood's answers |
|---|---|---|---|---|
${rows.join('\n')}
`;
    return { markdown, ok };
  });
}

export async function benchUnauthFlood(): Promise<{ markdown: string; ok: boolean }> {
  const demo = { SEED_DEMO: 'true', DEMO_TRAFFIC: 'off', DEMO_CUSTOMERS: '6' };
  const results =
    process.env.BENCH_FLOOD_PGLITE === 'off'
      ? []
      : [
          await inTempDir('hp-bench-flood-', (dir) =>
            measure({ ...demo, DATA_DIR: path.join(dir, 'pglite'), DATABASE_URL: '' }, 'PGlite'),
          ),
        ];
  const postgres = await postgresDatabase('hp_bench_flood');
  if (postgres) {
    try {
      results.push(await measure({ ...demo, DATABASE_URL: postgres.url }, 'PostgreSQL'));
    } finally {
      await postgres.drop();
    }
  }
  return joinResults(results);
}

runAsScript(import.meta.url, benchUnauthFlood);
