// `npm run db:sql -- --name <what> <file.sql> …`: a new migration from changed module SQL files
// (docs/database-functions.md). A function's or trigger's live definition is its file in
// server/<domain>/<module>/sql/ (or server/platform/db/sql/); after editing one, this writes the next
// numbered drizzle migration (`drizzle-kit generate --custom`, so journal and snapshot stay drizzle's)
// and fills it with the files, in the order given, separated by drizzle's statement breakpoints.
// tests/server/dbFunctions.test.ts then checks that the migrated database and the files agree.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(root, 'server', 'platform', 'db', 'migrations');
const journalFile = path.join(migrationsDir, 'meta', '_journal.json');
const BREAKPOINT = '--> statement-breakpoint';
const USAGE = 'usage: npm run db:sql -- --name <what> server/<domain>/<module>/sql/<function>.sql …';

function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

// Arguments: --name <what> (or --name=<what>) and the files, relative to where npm was run.
let name;
const files = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--help' || arg === '-h') {
    console.log(USAGE);
    process.exit(0);
  } else if (arg === '--name') name = args[++i];
  else if (arg.startsWith('--name=')) name = arg.slice('--name='.length);
  else if (arg.startsWith('-')) fail(`unknown option ${arg}`);
  else files.push(arg);
}
if (!name) fail('--name is missing');
if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name)) fail(`--name ${name}: letters, digits, - and _ only (it ends the file name)`);
if (files.length === 0) fail('no SQL file given');

const base = process.env.INIT_CWD ?? process.cwd();
const sources = [];
for (const file of files) {
  const absolute = path.resolve(base, file);
  const relative = path.relative(root, absolute).split(path.sep).join('/');
  if (!existsSync(absolute)) fail(`${file}: no such file`);
  if (!/^server\/(.+\/)?sql\/[^/]+\.sql$/.test(relative))
    fail(`${file}: not a module SQL file (server/<domain>/<module>/sql/*.sql or server/platform/db/sql/*.sql)`);
  if (!sources.includes(relative)) sources.push(relative);
}

const tags = () => JSON.parse(readFileSync(journalFile, 'utf8')).entries.map((e) => e.tag);
const before = new Set(tags());
const generate = spawnSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', name], {
  cwd: root,
  stdio: 'inherit',
});
if (generate.status !== 0) {
  console.error('drizzle-kit generate --custom failed: no migration written.');
  process.exit(generate.status ?? 1);
}
const added = tags().filter((tag) => !before.has(tag));
if (added.length !== 1) {
  console.error(`expected one new migration in ${journalFile}, found ${added.length}: ${added.join(', ')}`);
  process.exit(1);
}
const migration = path.join(migrationsDir, `${added[0]}.sql`);

// Each file's header names the migration that defined it last: now this one.
const LAST = /^-- Last defined by migration (\S+)\.sql(?: \(before: ([^)]*)\))?\.$/m;
for (const source of sources) {
  const file = path.join(root, source);
  const text = readFileSync(file, 'utf8');
  const last = LAST.exec(text);
  if (!last) {
    console.warn(`${source}: no "-- Last defined by migration …" line in its header to update.`);
    continue;
  }
  const earlier = [...(last[2] ? last[2].split(', ') : []), last[1].slice(0, 4)];
  writeFileSync(
    file,
    text.replace(LAST, `-- Last defined by migration ${added[0]}.sql (before: ${earlier.join(', ')}).`),
  );
}

// The header rides on the first file's first statement (a chunk of comments alone is no statement).
const header = [
  `-- ${name}: the live definitions of`,
  ...sources.map((source) => `--   ${source}`),
  '-- (written by scripts/sql-migration.mjs from the module SQL files; docs/database-functions.md).',
].join('\n');
const bodies = sources.map((source) => readFileSync(path.join(root, source), 'utf8').trim());
writeFileSync(migration, `${header}\n${bodies.join(`\n${BREAKPOINT}\n`)}\n`);

console.log(`\nWrote ${path.relative(root, migration)} from ${sources.length} file(s).`);
console.log(
  'A function whose arguments or result type changed needs `DROP FUNCTION <name>(<old argument types>);` ' +
    `and a ${BREAKPOINT} above its CREATE OR REPLACE in the migration (CREATE OR REPLACE cannot change them).`,
);
console.log('Then: npx vitest run --project server-pglite --project server-postgres tests/server/dbFunctions.test.ts');
