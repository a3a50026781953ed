// Browser-test harness: the real server (built web app, fresh embedded database with the demo
// installation) on a free port, and Debian's Chromium driven by playwright-core.
import { cpSync, mkdtempSync, renameSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';
// @ts-expect-error: a JavaScript module of the scripts, without declarations
import { SERVER_BUNDLE, serverNodeArgs, buildServer } from '../../scripts/build-server.mjs';
import { freePort, freeUdpPort } from '../setup/freePort';
import { PG_ADMIN_URL, adminQuery } from '../setup/dbTemplate';

/**
 * Debian's Chromium for the browser tests: its headless shell (package chromium-headless-shell, the
 * same Blink without the browser's own UI processes: ~12 % less CPU for the same files, D345) where
 * installed, else the browser itself.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) =>
    existsSync(p),
  );

/** The server bundle's build, outside vitest (the benchmarks start servers outside it). */
let serverBuilt: Promise<void> | undefined;

function provided<K extends 'e2eDataDir' | 'e2ePorts'>(key: K) {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/**
 * This worker's port for the portal (tests/setup/dbTemplate.ts): the files of one worker run one
 * after another on it, those of the other worker on its own. Undefined outside vitest.
 */
export function e2ePort(): number | undefined {
  const ports = provided('e2ePorts');
  if (!ports?.length) return undefined;
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return ports[(worker - 1) % ports.length];
}

/** What the demo seed reads of the environment (server/platform/config.ts): one seeded copy per kind and port. */
const SEED_ENV = ['DEMO_TRAFFIC', 'DEMO_CUSTOMERS', 'SEED_DEMO', 'PUBLIC_URL'] as const;

/**
 * The migrated template with the demo seeded, made by the first file of a worker that asks for this
 * kind of demo and copied by the worker's later files (seeding costs a file 5–10 s). The seed process is
 * the server's own (HOTSPOT_SEED_ONLY, server/main.ts), with the worker's port in PUBLIC_URL as every
 * file's server has it.
 */
function seededTemplate(template: string, port: number, env: Record<string, string>): string {
  const kind = [`port=${port}`, ...SEED_ENV.map((k) => `${k}=${env[k] ?? ''}`)].join('&');
  const dir = `${template}-seeded-${createHash('sha256').update(kind).digest('hex').slice(0, 8)}`;
  if (existsSync(dir)) return dir;
  const making = `${dir}.making`;
  rmSync(making, { recursive: true, force: true });
  cpSync(template, making, { recursive: true });
  const seeded = spawnSync(process.execPath, [...serverNodeArgs({ DATABASE_URL: '' }), SERVER_BUNDLE], {
    env: { ...process.env, ...serverEnv(making, port, env), HOTSPOT_SEED_ONLY: '1' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`demo seed failed (${seeded.status}):\n${seeded.stdout}${seeded.stderr}`);
  renameSync(making, dir);
  return dir;
}

/** The environment of an e2e server (and of its seed) on the PGlite data directory `dataDir`. */
function serverEnv(dataDir: string, port: number, env: Record<string, string>): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'production',
    // The address the browser uses: the redirect logins' way back and the demo's stand-ins.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The analytics traffic only where a test reads it (startE2E({ DEMO_TRAFFIC: 'on' })).
    DEMO_TRAFFIC: 'off',
    // A server of one file's life: ready 1.3 s sooner with V8's baseline compiler (server/main.ts).
    PGLITE_LIFTOFF: 'on',
    ...env,
  };
}

export interface E2E {
  url: string;
  /** The server's RADIUS ports (udp on 127.0.0.1). */
  radius: { authPort: number; acctPort: number };
  /** The browser of `context`: another user's session is a context of its own in it (browser.newContext). */
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Everything the server wrote to stdout and stderr so far (a test greps it for secrets). */
  log(): string;
  /** The PostgreSQL database of the server (db 'postgres'), else undefined (PGlite). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** The server as `npm start` runs it (the bundle) on `port` and the data directory `dataDir`, once it answers. */
async function launchServer(root: string, dataDir: string, port: number, env: Record<string, string>) {
  const server: ChildProcess = spawn(
    process.execPath,
    [...serverNodeArgs({ DATABASE_URL: '', ...env }), SERVER_BUNDLE],
    {
      cwd: root,
      env: { ...process.env, ...serverEnv(dataDir, port, {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const r = await fetch(url + '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{_health}"}',
      });
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('server did not start:\n' + output);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { server, url, log: () => output };
}

/**
 * A second instance beside `e`'s server on the same PostgreSQL database (db 'postgres'; several
 * instances, docs/scaling.md): the same built app, a port of its own, no RADIUS.
 */
export async function startSecondInstance(e: E2E): Promise<{ url: string; close(): Promise<void> }> {
  if (!e.databaseUrl) throw new Error("a second instance needs startE2E(env, 'postgres')");
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-e2e-second-'));
  const { server, url } = await launchServer(root, dataDir, await freePort(), {
    STATIC_DIR: process.env.E2E_DIST ?? 'dist',
    DATABASE_URL: e.databaseUrl,
    RADIUS: 'off',
  });
  return {
    url,
    async close() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The database an e2e server runs on. */
export type E2EDatabase = 'pglite' | 'postgres';

/**
 * The database of an e2e server: PGlite in its own data directory, or (`db: 'postgres'`, a file that
 * runs its tests on both, e.g. tests/e2e/guestLoginTypes.postgres.e2e.test.ts) a new database on the
 * PostgreSQL server, dropped afterwards. An option, not an environment variable: a worker keeps its
 * modules and its environment from one file to the next (D341).
 */
async function e2eDatabase(db: E2EDatabase): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (db !== 'postgres') return { env: {}, drop: async () => {} };
  const name = `hp_e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Chromium's flags for the tests: no sandbox (root in a container), no GPU, nothing fetched of its own. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The worker's browser, kept from one file to the next (inside vitest). */
let workerBrowser: Promise<Browser> | undefined;

/**
 * The browser of a file: inside vitest, the worker's, launched by its first file and kept for its later
 * files (a worker keeps its modules between files, D341), each file in a context of its own (cookies,
 * storage and cache of its own, closed with the file); Chromium's start cost each of the ~40 files 1.5–3 s.
 * Playwright ends it with the worker's process. Outside vitest (the benchmarks) a browser per server,
 * closed with it.
 */
async function browserForFile(): Promise<{ browser: Browser; shared: boolean }> {
  const launch = () => chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  if (!provided('e2ePorts')) return { browser: await launch(), shared: false };
  let browser = await (workerBrowser ??= launch());
  // A browser that crashed in an earlier file is launched again.
  if (!browser.isConnected()) browser = await (workerBrowser = launch());
  return { browser, shared: true };
}

/**
 * What a file's browser did lately, told when one of its tests fails (tests/setup/e2eFailure.ts): a
 * failure in CI leaves nothing else to look at. Kept small and cheap: the page's navigations, console
 * errors and the GraphQL operations with their status; a response's body is read only when told.
 */
interface Journal {
  started: number;
  page: Page;
  entries: { at: number; line: string; request?: Request }[];
  log(): string;
}
const journals = new Set<Journal>();

function keepJournal(page: Page, log: () => string): Journal {
  const journal: Journal = { started: Date.now(), page, entries: [], log };
  const add = (line: string, request?: Request) => {
    journal.entries.push({ at: Date.now(), line, request });
    if (journal.entries.length > 40) journal.entries.shift();
  };
  const operation = (request: Request) => {
    try {
      const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
      return body?.operationName ?? /^\s*(?:query|mutation)?\s*\w*[^{]*\{\s*(\w+)/.exec(body?.query ?? '')?.[1] ?? '?';
    } catch {
      return '?';
    }
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) add(`navigated ${frame.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      add(`console.${message.type()} ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => add(`page error ${String(error).slice(0, 300)}`));
  page.on('requestfinished', (request) => {
    if (!request.url().includes('/graphql')) return;
    const timing = request.timing();
    add(`${request.method()} /graphql ${operation(request)} ${Math.round(timing.responseEnd)} ms`, request);
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('/graphql'))
      add(`failed /graphql ${operation(request)}: ${request.failure()?.errorText ?? ''}`);
  });
  journals.add(journal);
  return journal;
}

/** The report of every running file's browser and server, for a failed test. */
export async function failureReport(): Promise<string> {
  const parts: string[] = [];
  for (const j of journals) {
    const seconds = (at: number) => ((at - j.started) / 1000).toFixed(1).padStart(7);
    const lines = await Promise.all(
      j.entries.map(async ({ at, line, request }) => {
        const response = request && (await request.response().catch(() => null));
        if (!response) return `${seconds(at)} s ${line}`;
        const body = await response.text().catch(() => '');
        const errors = body.includes('"errors"')
          ? ` ${body.slice(body.indexOf('"errors"'), body.indexOf('"errors"') + 300)}`
          : '';
        return `${seconds(at)} s ${line} → ${response.status()}${errors}`;
      }),
    );
    const screen = await j.page
      .evaluate(() => {
        const text = (e: Element | null) => (e as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ?? '';
        const open = [...document.querySelectorAll('[role="dialog"], [role="alert"], [role="alertdialog"]')];
        return [
          `content: ${text(document.querySelector('#main-content') ?? document.body).slice(0, 1_200)}`,
          ...open.map((e) => `${e.getAttribute('role')}: ${text(e).slice(0, 300)}`),
        ];
      })
      .catch((e: unknown) => [`(not read: ${String(e).split('\n')[0]})`]);
    parts.push(
      [
        `page ${j.page.url()} at ${seconds(Date.now())} s`,
        ...screen,
        'last events:',
        ...lines,
        'server log (end):',
        ...j.log().trimEnd().split('\n').slice(-15),
      ].join('\n  '),
    );
  }
  return parts.join('\n\n');
}

export async function startE2E(env: Record<string, string> = {}, db: E2EDatabase = 'pglite'): Promise<E2E> {
  if (!CHROMIUM) throw new Error('Chromium not found: apt-get install -y chromium');
  const database = await e2eDatabase(db);
  env = { ...database.env, ...env };
  const root = path.resolve(import.meta.dirname, '../..');
  // E2E_DIST: another build directory (parallel work: `npx vite build --outDir .tmp/dist-x`).
  const dist = process.env.E2E_DIST ?? 'dist';
  if (!existsSync(path.join(root, dist, 'index.html')))
    throw new Error(`${dist}/ missing: run \`npx vite build\` first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-e2e-'));
  // The server as `npm start` runs it: the bundle (scripts/build-server.mjs), built once per run.
  // Inside vitest the run's globalSetup built it once for all workers (tests/setup/dbTemplate.ts): two
  // workers writing the bundle at once could start a server from a half-written file.
  if (!provided('e2eDataDir')) await (serverBuilt ??= buildServer());
  // The migrated data directory of tests/setup/dbTemplate.ts (globalSetup), with the demo seeded once
  // per run: the server opens it (migrations, statistics) as it would any data directory. Without a
  // template (outside vitest) or on PostgreSQL, on a port of its own, seeding the demo itself.
  const template = provided('e2eDataDir');
  const runPort = e2ePort();
  // A file may bring its own port (env.PORT): one whose PUBLIC_URL must name it before the start.
  const port = env.PORT ? Number(env.PORT) : runPort && !env.DATABASE_URL ? runPort : await freePort();
  if (template && !env.DATABASE_URL)
    cpSync(seededTemplate(template, port, env), path.join(dataDir, 'db'), { recursive: true });
  const radius = { authPort: await freeUdpPort(), acctPort: await freeUdpPort() };
  const { server, url, log } = await launchServer(root, path.join(dataDir, 'db'), port, {
    STATIC_DIR: dist,
    RADIUS_HOST: '127.0.0.1',
    RADIUS_AUTH_PORT: String(radius.authPort),
    RADIUS_ACCT_PORT: String(radius.acctPort),
    ...env,
  });
  const { browser, shared } = await browserForFile();
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'de-DE',
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
  });
  const page = await context.newPage();
  const journal = keepJournal(page, log);
  return {
    url,
    radius,
    browser,
    context,
    page,
    log,
    databaseUrl: env.DATABASE_URL || undefined,
    async close() {
      journals.delete(journal);
      await context.close();
      if (!shared) await browser.close();
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/**
 * A screenshot for people to look at (the PNG under .tmp/), taken when `SCREENSHOTS` is set (`on`; `all`
 * also takes the extra widths and themes some files offer): `SCREENSHOTS=on npm run test:e2e`. Without
 * it none is taken: nobody looks at them in CI, and the ~290 of a run cost the browser-test step about
 * a minute (D348). What a test checks beside a screenshot (overflow, contrast, the text on the screen)
 * is checked either way.
 */
export async function shot(page: Page, options: Parameters<Page['screenshot']>[0]): Promise<void> {
  if (process.env.SCREENSHOTS) await page.screenshot(options);
}

/** Logs in through the login screen and waits for the portal. */
export async function login(e: Pick<E2E, 'url' | 'page'>, email: string, password: string, path = '/') {
  const { de } = await import('../../src/i18n/de');
  await e.page.goto(e.url + path);
  await e.page.getByLabel(de.login.email).fill(email);
  await e.page.locator('#login-password').fill(password);
  await e.page.getByRole('button', { name: de.login.submit }).click();
  await e.page.getByRole('link', { name: de.shell.logout }).first().waitFor();
}

/** A GraphQL request as the given user, from the test process (to know what the server holds). */
export async function serverQuery<T>(
  e: E2E,
  email: string,
  password: string,
  query: string,
  variables = {},
): Promise<T> {
  const auth = await fetch(e.url + '/auth/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then((r) => r.json());
  const r = await fetch(e.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.data.accessToken}` },
    body: JSON.stringify({ query, variables }),
  }).then((res) => res.json());
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
}
