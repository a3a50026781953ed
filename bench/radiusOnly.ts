// The RADIUS figures alone (bench/radius.ts) over a fresh demo with N hotel codes, on PGlite or — with
// DATABASE_URL — on a new database of that PostgreSQL server (dropped afterwards):
//   N=1000000 npx tsx bench/radiusOnly.ts
//   N=1000000 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/radiusOnly.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/platform/config';
import { startServices } from '../server/services';
import { seedDemo } from '../server/seed/demo';
import { benchRadius } from './radius';

const N = Number(process.env.N ?? 1_000_000);
const admin = process.env.DATABASE_URL;
const name = `radius_bench_${Date.now()}`;
const dir = mkdtempSync(path.join(tmpdir(), 'radius-bench-'));
let url: string | undefined;
if (admin) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  url = admin.replace(/\/[^/]*$/, `/${name}`);
}
const services = await startServices(
  loadConfig({ ...process.env, DATABASE_URL: url ?? '', DATA_DIR: path.join(dir, 'db'), SEED_DEMO: 'false' }),
);
try {
  const t0 = Date.now();
  await seedDemo(services.db, { hotelVouchers: N });
  console.log(`${services.database.kind}, ${N.toLocaleString('en')} codes seeded in ${(Date.now() - t0) / 1000} s`);
  console.log((await benchRadius(services.db)).join('\n'));
} finally {
  await services.mailer.close();
  await services.database.close();
  rmSync(dir, { recursive: true, force: true });
  if (admin) {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  }
}
