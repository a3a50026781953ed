// Every database function and trigger has its live body in one file of the module it serves
// (server/<domain>/<module>/sql/<function>.sql, platform helpers in server/platform/db/sql/;
// docs/database-functions.md). On the migrated test database, inside one transaction that is rolled
// back: every function of the schema is dropped (and with it every trigger), every file is applied
// on its own, and the catalog afterwards must equal the migrated one. So a file changed without a
// migration, a migration that redefines a function without its file, a function without a file or
// one defined by two files fail here, naming the function and the file.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '../../server/platform/db/client';
import { PG_ADMIN_URL, adminQuery } from '../setup/dbTemplate';

const root = path.resolve(import.meta.dirname, '../..');

/** The module SQL files: `server/<domain>/<module>/sql/*.sql` and `server/platform/db/sql/*.sql`. */
function sqlFiles(): string[] {
  return (readdirSync(path.join(root, 'server'), { recursive: true }) as string[])
    .map((p) => `server/${p.split(path.sep).join('/')}`)
    .filter((p) => p.endsWith('.sql') && path.posix.basename(path.posix.dirname(p)) === 'sql')
    .sort();
}
const FILE_PLACE = /^server\/(platform\/db|[a-z-]+\/[a-z0-9-]+)\/sql\/[a-z0-9_]+\.sql$/;

/** A file's statements, split where drizzle's migrator splits them; chunks of comments only are left out. */
const statementsOf = (text: string): string[] =>
  text
    .split(/-->\s*statement-breakpoint/)
    .map((s) => s.trim())
    .filter((s) => s.replace(/^\s*--.*$/gm, '').trim() !== '');
/** What a file may do: re-applicable definitions, so that a migration can take it as it is. */
const STATEMENT_KINDS = /^(CREATE OR REPLACE (FUNCTION|TRIGGER)|GRANT|REVOKE|COMMENT ON)\b/i;
const withoutComments = (statement: string) => statement.replace(/^\s*--.*\n/gm, '').trimStart();

interface CatalogObject {
  kind: 'function' | 'trigger';
  /** `name(identity arguments)` or `trigger on table`. */
  key: string;
  /** The function's name, or the trigger's. */
  name: string;
  /** A trigger's function. */
  fn: string | null;
  /** The row version: changes when a statement creates or replaces the object. */
  ctid: string;
  /** Everything that must match: pg_get_functiondef / pg_get_triggerdef and the rest. */
  def: string;
  /** For DROP FUNCTION / DROP TRIGGER. */
  drop: string;
}

const CATALOG = `
  SELECT 'function' AS kind, format('%s(%s)', p.proname, pg_get_function_identity_arguments(p.oid)) AS key,
    p.proname AS name, NULL AS fn, p.ctid::text AS ctid,
    pg_get_functiondef(p.oid) || E'\\n-- owner: ' || pg_get_userbyid(p.proowner)
      || E'\\n-- privileges: ' || coalesce(p.proacl::text, '(default)')
      || E'\\n-- comment: ' || coalesce(obj_description(p.oid, 'pg_proc'), '(none)') AS def,
    format('DROP FUNCTION IF EXISTS %s CASCADE', p.oid::regprocedure) AS drop
  FROM pg_proc p
  WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind <> 'a'
    AND NOT EXISTS (SELECT FROM pg_depend d
      WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  UNION ALL
  SELECT 'trigger', format('%s on %s', t.tgname, c.relname), t.tgname, f.proname, t.ctid::text,
    pg_get_triggerdef(t.oid) || E'\\n-- enabled: ' || t.tgenabled::text
      || E'\\n-- comment: ' || coalesce(obj_description(t.oid, 'pg_trigger'), '(none)'),
    format('DROP TRIGGER IF EXISTS %I ON %s', t.tgname, c.oid::regclass)
  FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc f ON f.oid = t.tgfoid
  WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal
  ORDER BY 1, 2`;

type Runner = Pick<Db, 'execute'>;
const rowsOf = async <T>(db: Runner, text: string) =>
  ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
const catalogOf = async (db: Runner) => new Map((await rowsOf<CatalogObject>(db, CATALOG)).map((o) => [o.key, o]));

const label = (o: CatalogObject) => (o.kind === 'function' ? `function ${o.key}` : `trigger ${o.key}`);
/** Where the lines of two definitions part, with a little context. */
function difference(database: string, file: string): string {
  const a = database.split('\n');
  const b = file.split('\n');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const show = (lines: string[]) => lines.slice(Math.max(0, i - 1), i + 3).join('\n      ') || '(nothing)';
  return `    at line ${i + 1} of pg_get_*def:\n    migrations: ${show(a)}\n    file:       ${show(b)}`;
}

/**
 * A migrated database of this run (TEST_DB) and nothing else: a copy of the template database of
 * tests/setup/dbTemplate.ts, opened as tests/server/harness.ts opens one, without the server and the
 * demo (this test reads only the schema). Answers the tables' owner, which migrated it.
 */
async function migratedDatabase(): Promise<{ owner: Db; close: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const dump = inject('pgliteTemplate');
    const database = await openDatabase({
      dataDir: null,
      loadDataDir: dump ? new Blob([readFileSync(dump)]) : undefined,
    });
    return { owner: database.owner, close: () => database.close() };
  }
  const name = `hp_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    owner: database.owner,
    close: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

let database: Awaited<ReturnType<typeof migratedDatabase>> | undefined;
/** The migrated catalog, the catalog after every file was applied, the files that touched each object. */
let migrated: Map<string, CatalogObject>;
let fromFiles: Map<string, CatalogObject>;
const touchedBy = new Map<string, string[]>();
const applyProblems: string[] = [];
const files = sqlFiles();

beforeAll(async () => {
  database = await migratedDatabase();
  try {
    await database.owner.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL client_min_messages = warning`);
      // As pg_dump does: a SQL function's body may name a function of a file applied later.
      await tx.execute(sql`SET LOCAL check_function_bodies = off`);
      migrated = await catalogOf(tx);
      for (const o of migrated.values()) if (o.kind === 'function') await tx.execute(sql.raw(o.drop));
      for (const o of (await catalogOf(tx)).values()) await tx.execute(sql.raw(o.drop));
      for (const file of files) {
        const before = await catalogOf(tx);
        try {
          await tx.transaction(async (savepoint) => {
            for (const statement of statementsOf(readFileSync(path.join(root, file), 'utf8')))
              await savepoint.execute(sql.raw(statement));
          });
        } catch (error) {
          applyProblems.push(`${file} does not apply: ${(error as Error).message}`);
          continue;
        }
        for (const [key, o] of await catalogOf(tx)) {
          if (before.get(key)?.ctid === o.ctid) continue;
          touchedBy.set(key, [...(touchedBy.get(key) ?? []), file]);
        }
      }
      fromFiles = await catalogOf(tx);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}, 120_000);
afterAll(() => database?.close());

describe('database functions and triggers in their modules (docs/database-functions.md)', () => {
  it('finds the migrated functions and triggers', () => {
    const kinds = [...migrated.values()].map((o) => o.kind);
    expect(kinds.filter((k) => k === 'function').length).toBeGreaterThan(0);
    expect(kinds.filter((k) => k === 'trigger').length).toBeGreaterThan(0);
  });

  it('keeps each file in a module sql/ folder, with re-applicable statements that apply', () => {
    const problems = [...applyProblems];
    for (const file of files) {
      if (!FILE_PLACE.test(file))
        problems.push(
          `${file}: module SQL lives in server/<domain>/<module>/sql/<name>.sql or server/platform/db/sql/`,
        );
      for (const statement of statementsOf(readFileSync(path.join(root, file), 'utf8'))) {
        if (!STATEMENT_KINDS.test(withoutComments(statement)))
          problems.push(
            `${file}: "${withoutComments(statement).split('\n')[0]}" — a file holds only CREATE OR REPLACE FUNCTION/TRIGGER, GRANT, REVOKE and COMMENT ON`,
          );
      }
    }
    expect(problems.join('\n')).toBe('');
  });

  it('has exactly one file for every function and trigger, named after it', () => {
    const problems: string[] = [];
    for (const o of migrated.values()) {
      const owners = touchedBy.get(o.key) ?? [];
      const names = o.kind === 'function' ? [o.name] : [o.fn, o.name];
      if (owners.length === 0)
        problems.push(
          `${label(o)} has no file: put its live definition in server/<domain>/<module>/sql/${names[0]}.sql`,
        );
      else if (owners.length > 1) problems.push(`${label(o)} is defined by more than one file: ${owners.join(', ')}`);
      else if (!names.some((n) => path.posix.basename(owners[0], '.sql') === n))
        problems.push(`${label(o)} is defined in ${owners[0]}: the file must be named ${names.join('.sql or ')}.sql`);
    }
    for (const o of fromFiles.values()) {
      if (!migrated.has(o.key))
        problems.push(
          `${label(o)} is defined by ${(touchedBy.get(o.key) ?? []).join(', ')} but by no migration: ` +
            'write one with `npm run db:sql -- --name <what> <file>`, or remove it from the file',
        );
    }
    expect(problems.join('\n')).toBe('');
  });

  it('names in each file the migration that defined it last', () => {
    const migrationsDir = path.join(root, 'server/platform/db/migrations');
    const migrations = readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => ({ file: f, text: readFileSync(path.join(migrationsDir, f), 'utf8') }));
    const problems: string[] = [];
    for (const file of files) {
      const name = path.posix.basename(file, '.sql');
      const defines = new RegExp(
        `CREATE\\s+(OR\\s+REPLACE\\s+)?(FUNCTION|TRIGGER)\\s+("?public"?\\.)?"?${name}"?[\\s(]`,
        'i',
      );
      const last = migrations.filter((m) => defines.test(m.text)).at(-1)?.file;
      const named = /^-- Last defined by migration (\S+\.sql)/m.exec(readFileSync(path.join(root, file), 'utf8'))?.[1];
      if (named !== last)
        problems.push(
          `${file}: its header says "-- Last defined by migration ${named ?? '…'}", the migrations say ${last ?? 'none'}`,
        );
    }
    expect(problems.join('\n')).toBe('');
  });

  it('defines every function and trigger in its file exactly as the migrations leave it', () => {
    const problems: string[] = [];
    for (const o of migrated.values()) {
      const applied = fromFiles.get(o.key);
      if (!applied || applied.def === o.def) continue;
      problems.push(
        `${label(o)} differs between the migrations and ${(touchedBy.get(o.key) ?? ['its file']).join(', ')}: ` +
          'a file changed without a migration (`npm run db:sql -- --name <what> <file>`), or a migration ' +
          `redefined it without updating its file\n${difference(o.def, applied.def)}`,
      );
    }
    expect(problems.join('\n\n')).toBe('');
  });
});
