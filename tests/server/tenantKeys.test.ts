// Tenant tables can be distributed by customer_id (issue 13, docs/scaling.md: Citus): read from the
// database's own catalog after every migration, every table with a customer_id column has it NOT NULL,
// in its primary key and in every unique index, and every foreign key between tables joins on it.
// Global tables (no customer_id: users, grants, tokens, settings …) are listed, so that a new table is
// a decision, not an accident. The exceptions are the lookups a device or resolver makes without
// knowing the customer; docs/scaling.md says how they are kept on a distributed database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';

/** Tables without customer_id: shared by all tenants (reference or coordinator tables on Citus). */
const GLOBAL_TABLES = [
  'auth_throttle',
  'mail_outbox',
  'passkey_challenges',
  'password_resets',
  'refresh_tokens',
  'settings',
  'sms_outbox',
  'ui_settings',
  'user_grants',
  'user_passkeys',
  'user_recovery_codes',
  'user_totp',
  'users',
];

/**
 * Keys without customer_id, each a lookup by something only the caller holds (docs/scaling.md):
 * the audit log spans customers (sign-ins have none), an enrollment key is found by its secret, a
 * DNS filter address by the resolver's source IP.
 */
const GLOBAL_KEYS: Record<string, string> = {
  audit_log_pkey: 'audit_log spans customers: its own id, customer_id may be NULL',
  enrollment_keys_key_uq: 'the enrollment endpoint finds a key by its secret alone',
  location_dns_ips_pkey: 'the DNS resolver finds a location by the source IP alone',
};
const NULLABLE_CUSTOMER = ['audit_log'];

let s: TestServer;
const rows = async <T>(query: string) => ((await s.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  s = await startTestServer({ customers: 6 });
}, 120_000);
afterAll(() => s?.close());

const TABLES = `SELECT c.oid, c.relname,
    EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'customer_id'
      AND NOT a.attisdropped) AS tenant
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`;

describe('tenant tables distributable by customer_id', () => {
  it('lists every table without customer_id as global', async () => {
    const global = await rows<{ relname: string }>(`SELECT relname FROM (${TABLES}) t WHERE NOT tenant ORDER BY 1`);
    expect(global.map((t) => t.relname)).toEqual(GLOBAL_TABLES);
  });

  it('has customer_id NOT NULL in every tenant table', async () => {
    const nullable = await rows<{ relname: string }>(`SELECT t.relname FROM (${TABLES}) t
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attname = 'customer_id'
      WHERE t.tenant AND NOT a.attnotnull ORDER BY 1`);
    expect(nullable.map((t) => t.relname)).toEqual(NULLABLE_CUSTOMER);
  });

  it('has customer_id in the primary key and every unique index of every tenant table', async () => {
    const keys = await rows<{ relname: string; idx: string; primary: boolean; has: boolean }>(`
      SELECT t.relname, ic.relname AS idx, i.indisprimary AS primary,
        EXISTS (SELECT 1 FROM unnest(i.indkey) k JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k
          WHERE a.attname = 'customer_id') AS has
      FROM (${TABLES}) t JOIN pg_index i ON i.indrelid = t.oid AND (i.indisunique OR i.indisprimary)
      JOIN pg_class ic ON ic.oid = i.indexrelid
      WHERE t.tenant ORDER BY 1, 2`);
    expect(keys.length).toBeGreaterThan(40);
    const tenants = new Set(keys.map((k) => k.relname));
    const withPrimary = new Set(keys.filter((k) => k.primary).map((k) => k.relname));
    expect([...tenants].filter((t) => !withPrimary.has(t))).toEqual([]);
    expect(keys.filter((k) => !k.has).map((k) => k.idx)).toEqual(Object.keys(GLOBAL_KEYS).sort());
  });

  it('joins every foreign key between tenant tables on customer_id = customer_id', async () => {
    const fks = await rows<{
      conname: string;
      tenant: boolean;
      reftenant: boolean;
      cols: string[];
      refcols: string[];
    }>(`
      SELECT con.conname, t.tenant, r.tenant AS reftenant,
        (SELECT array_agg(a.attname::text ORDER BY k.i) FROM unnest(con.conkey) WITH ORDINALITY k(n, i)
          JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n) AS cols,
        (SELECT array_agg(a.attname::text ORDER BY k.i) FROM unnest(con.confkey) WITH ORDINALITY k(n, i)
          JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n) AS refcols
      FROM pg_constraint con JOIN (${TABLES}) t ON t.oid = con.conrelid JOIN (${TABLES}) r ON r.oid = con.confrelid
      WHERE con.contype = 'f' ORDER BY 1`);
    expect(fks.filter((f) => f.tenant).length).toBeGreaterThan(10);
    // A tenant row never points into a global table nor the other way round.
    expect(fks.filter((f) => f.tenant !== f.reftenant).map((f) => f.conname)).toEqual([]);
    const wrong = fks.filter(
      (f) =>
        f.tenant && f.cols.findIndex((c) => c === 'customer_id') !== f.refcols.findIndex((c) => c === 'customer_id'),
    );
    expect(wrong.map((f) => f.conname)).toEqual([]);
    expect(fks.filter((f) => f.tenant && !f.cols.includes('customer_id')).map((f) => f.conname)).toEqual([]);
  });
});
