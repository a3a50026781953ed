// globalSetup of the server and browser test projects: the migrated, still empty database, made once
// per run, that every test file's database starts from instead of an empty cluster (creating the
// cluster and applying the migrations cost a test file ~10 s on PGlite).
// The browser tests seed the demo once per run and kind of demo (tests/e2e/browser.ts) and copy it.
// - server-pglite: a dump (`dumpDataDir`) of an in-memory PGlite, read by tests/server/harness.ts.
// - server-postgres: a template database on the server (`CREATE DATABASE … TEMPLATE`).
// - e2e: a PGlite data directory that tests/e2e/browser.ts copies for each server it starts.
// Each is opened by openDatabase exactly as a test's database is (migrations, planner statistics),
// and every database made from it opens through openDatabase again, so nothing is skipped: the
// migrations find themselves applied, the statistics are gathered again.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/platform/db/client';
// @ts-expect-error: a JavaScript module of the scripts, without declarations
import { buildServer } from '../../scripts/build-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** server-pglite: the file with the dump of the migrated database. */
    pgliteTemplate?: string;
    /** server-postgres: the name of the migrated template database. */
    postgresTemplate?: string;
    /** e2e: the migrated PGlite data directory. */
    e2eDataDir?: string;
    /**
     * e2e: the run's ports for the portal, one per worker (the project's maxWorkers). A worker runs its files one
     * after another, each with a server on its port, so a demo seeded once per port (its stand-in
     * addresses carry the port) serves every file of that worker. tests/e2e/browser.ts `e2ePort()`.
     */
    e2ePorts?: number[];
  }
}

const root = path.resolve(import.meta.dirname, '../..');
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the PostgreSQL server's administrative connection (CREATE/DROP DATABASE, roles). */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether the process that made a template (its name starts with the pid) is gone: a run killed before teardown. */
const leftOver = (name: string): boolean => {
  const pid = Number(/^[a-z][a-z0-9]*?_(\d+)_/.exec(name)?.[1]);
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
};

/**
 * A port free now below Linux's ephemeral range (32768–60999), so that no outgoing connection of
 * the run takes it between two files' servers.
 */
async function portBelowEphemeral(): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const dir = path.join(root, '.tmp', 'db-templates');
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir).filter(leftOver)) rmSync(path.join(dir, name), { recursive: true, force: true });

  if (project.name === 'server-postgres') {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'hp\\_tpl\\_%'",
    );
    await client.end();
    for (const { datname } of rows)
      if (leftOver(datname.slice('hp_'.length))) await adminQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    const name = `hp_tpl_${id}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close(); // a template must have no open connection
    project.provide('postgresTemplate', name);
    // With the template go the seeded copies made from it (`${name}_s…`, tests/server/harness.ts).
    return async () => {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      const { rows: made } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname = $1 or datname like $2',
        [name, `${name}\\_s%`],
      );
      await admin.end();
      for (const { datname } of made) await adminQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    };
  }

  if (project.name === 'e2e') {
    // The server as `npm start` runs it, built once for every worker of the run (tests/e2e/browser.ts).
    await buildServer();
    const dataDir = path.join(dir, `e2e_${id}`);
    const database = await openDatabase({ dataDir });
    await database.close();
    project.provide('e2eDataDir', dataDir);
    const ports: number[] = [];
    // One port per worker of the project (its maxWorkers, vite.config.ts).
    while (ports.length < Math.max(1, project.config.maxWorkers)) {
      const port = await portBelowEphemeral();
      if (!ports.includes(port)) ports.push(port);
    }
    project.provide('e2ePorts', ports);
    // The seeded copies of tests/e2e/browser.ts sit beside the template.
    return async () => {
      for (const name of readdirSync(dir).filter((n) => n.startsWith(path.basename(dataDir))))
        rmSync(path.join(dir, name), { recursive: true, force: true });
    };
  }

  const file = path.join(dir, `pglite_${id}.tar`);
  const database = await openDatabase({ dataDir: null });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return async () => rmSync(file, { force: true });
}
