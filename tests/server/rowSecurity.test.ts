// Row-level security (issue 12, migration 0021, server/platform/db/rowSecurity.ts, docs/security.md): the
// database keeps each customer's rows from other customers' callers on its own.
// - Both databases: every table with customer_id has row-level security and both policies; the
//   secrets stay out of a tenant request's reach; nobody may change the audit log.
// - PostgreSQL, the server connected as a login role of its own (NOINHERIT, owning nothing): what a
//   request's connection can and cannot do, and every cross-tenant case of the isolation test re-run
//   with the application's own tenant checks SWITCHED OFF (the mocks below: a grant under any
//   customer's key counts for every customer, stores add no customer condition, every customer is
//   visible). The database alone must keep every foreign row out of every answer and unchanged.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { can, type AclMap } from '../../src/domain/acl';
import { rowScope, type RowScope } from '../../server/platform/db/rowSecurity';
import { loadViewer, tokensOf } from '../../server/tenancy/identity/viewer';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, VOUCHERS_QUERY } from './helpers';
import { MODULE_CASES, isolationContext, type IsolationContext } from './isolation/cases';

vi.mock('../../src/domain/acl', async (importOriginal) => {
  const acl = await importOriginal<typeof import('../../src/domain/acl')>();
  /** Every grant of the map under '*': the customer a check names no longer matters. */
  const anyCustomer = (map: AclMap | null | undefined): AclMap | null | undefined =>
    map && typeof map === 'object' ? { '*': Object.values(map).flat() } : map;
  return {
    ...acl,
    can: (map: AclMap, subject: never, action: never, customerId?: string | null) =>
      acl.can(anyCustomer(map), subject, action, customerId),
    customerScope: (map: AclMap, subject: never, action: never) => acl.customerScope(anyCustomer(map), subject, action),
    scopeIncludes: () => true,
  };
});
vi.mock('../../server/platform/tenant', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../server/platform/tenant')>()),
  tenantCondition: () => undefined,
}));
vi.mock('../../server/platform/guard', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../server/platform/guard')>()),
  visibleCustomers: () => '*',
}));

const POSTGRES = process.env.TEST_DB === 'postgres';
type Rows<T> = { rows: T[] };

describe('policies and privileges (catalog)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ customers: 2 });
  }, 120_000);
  afterAll(() => s?.close());

  const rows = async <T>(query: string) => ((await s.db.execute(sql.raw(query))) as unknown as Rows<T>).rows;

  it('has row-level security and both policies on every table with customer_id', async () => {
    const tables = await rows<{ relname: string; rls: boolean; policies: string[] | null }>(`
      SELECT c.relname, c.relrowsecurity AS rls,
        (SELECT array_agg(p.polname || ':' || r.rolname ORDER BY p.polname)
           FROM pg_policy p CROSS JOIN unnest(p.polroles) pr JOIN pg_roles r ON r.oid = pr
           WHERE p.polrelid = c.oid) AS policies
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
        AND EXISTS (SELECT FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'customer_id'
          AND NOT a.attisdropped)
      ORDER BY 1`);
    expect(tables.length).toBeGreaterThan(30);
    const wrong = tables.filter(
      (t) =>
        !t.rls || JSON.stringify(t.policies) !== JSON.stringify(['all_rows:hotspot_all', 'tenant_rows:hotspot_tenant']),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps secrets, tokens and the throttle from tenant requests, and the audit log from every change', async () => {
    const privileges = await rows<{ t: string; role: string; p: string }>(`
      SELECT t, role, p FROM unnest(ARRAY['settings', 'refresh_tokens', 'password_resets', 'auth_throttle', 'audit_log']) t
        CROSS JOIN unnest(ARRAY['hotspot_tenant', 'hotspot_all']) role
        CROSS JOIN unnest(ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) p
      WHERE has_table_privilege(role, t, p) ORDER BY 1, 2, 3`);
    const granted = privileges.map((r) => `${r.t} ${r.role} ${r.p}`);
    expect(granted.filter((g) => g.includes('hotspot_tenant'))).toEqual([
      'audit_log hotspot_tenant INSERT',
      'audit_log hotspot_tenant SELECT',
      'settings hotspot_tenant SELECT',
    ]);
    expect(granted.filter((g) => g.startsWith('audit_log') && /UPDATE|DELETE|TRUNCATE/.test(g))).toEqual([]);
    const [settings] = await rows<{ rls: boolean }>(
      `SELECT relrowsecurity AS rls FROM pg_class WHERE relname = 'settings'`,
    );
    expect(settings.rls).toBe(true);
  });

  it('gives a caller the customers of their grants, every customer for a grant under *', () => {
    expect(rowScope({ K100002: ['Voucher:read'], K100003: [], '*': [] })).toEqual(['K100002']);
    expect(rowScope({ K100002: ['Voucher:read'], '*': ['*:read'] })).toBe('*');
    expect(rowScope({ 'x,y': ['*:*'], "K1'": ['*:*'] })).toEqual([]);
    expect(rowScope(null)).toEqual([]);
  });
});

describe.skipIf(!POSTGRES)('PostgreSQL: a login role of its own, the database the only check', () => {
  let s: TestServer;
  let ctx: IsolationContext;
  const scopes = new Map<string, RowScope>();
  /** Id of a hotel row → its table. */
  const markers = new Map<string, string>();
  let sent = 0;
  let skipped = 0;
  let leaks: string[] = [];

  beforeAll(async () => {
    s = await startTestServer({ traffic: true, loginRole: true });
    ctx = await isolationContext(s);
    // Ids of every hotel row of every tenant table: none may appear in an answer to another customer.
    const tables = (
      (await s.db.execute(sql`SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind = 'r'
          AND EXISTS (SELECT FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'customer_id')
          AND EXISTS (SELECT FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'id')`)) as unknown as Rows<{
        relname: string;
      }>
    ).rows;
    for (const { relname } of tables) {
      const ids = (await s.db.execute(
        sql`SELECT id::text AS id FROM ${sql.identifier(relname)} WHERE customer_id = ${HOTEL}`,
      )) as unknown as Rows<{ id: string }>;
      for (const { id } of ids.rows) markers.set(id, relname);
    }
    expect(markers.size).toBeGreaterThan(1000);

    // Every request a case makes is sent by a caller confined to some customers; a caller with
    // grants under '*' (support, operators) sees every customer by design, so their requests are not
    // sent here (the isolation test covers them with the application's checks on).
    const gql = s.gql;
    s.gql = (async (token: string | null, query: string, variables?: Record<string, unknown>) => {
      const scope = token ? await scopeOf(token) : [];
      if (scope === '*') {
        skipped++;
        return { errors: [{ message: 'not sent: a caller of every customer', extensions: { code: 'SKIPPED' } }] };
      }
      const r = await gql(token, query, variables);
      if (token !== ctx.owner) {
        sent++;
        // A caller of the hotel (its partner) may see the hotel's rows: only customers outside count.
        const leak = scope.includes(HOTEL) ? foreignRow(r.data, scope, 'data', false) : foreignRow(r.data, scope);
        if (leak) leaks.push(`${query.replace(/\s+/g, ' ').slice(0, 80)}: ${leak}`);
      }
      return r;
    }) as typeof s.gql;
  }, 180_000);
  afterAll(() => s?.close());

  /** The row scope of a token's user, from their grants as the server loads them. */
  async function scopeOf(token: string): Promise<RowScope> {
    const known = scopes.get(token);
    if (known) return known;
    const verified = await tokensOf(s.services).verifyAccess(token);
    const viewer = 'userId' in verified ? await loadViewer(s.db, s.services.config, verified.userId) : null;
    const scope = rowScope(viewer?.acl);
    scopes.set(token, scope);
    return scope;
  }

  /** An object of a customer outside the scope, or an id of a hotel row, anywhere in the data. */
  function foreignRow(data: unknown, scope: RowScope, path = 'data', hotelIds = true): string | null {
    if (typeof data === 'string') {
      return hotelIds && markers.has(data) ? `${path}: id of a hotel row of ${markers.get(data)}` : null;
    }
    if (!data || typeof data !== 'object') return null;
    const customerId = (data as { customerId?: unknown }).customerId;
    if (typeof customerId === 'string' && scope !== '*' && !scope.includes(customerId)) {
      return `${path}: object of ${customerId}: ${JSON.stringify(data).slice(0, 200)}`;
    }
    for (const [key, value] of Object.entries(data)) {
      const found = foreignRow(value, scope, `${path}.${key}`, hotelIds);
      if (found) return found;
    }
    return null;
  }

  it('connects as a role that owns nothing and cannot bypass a policy', async () => {
    expect(s.services.database.rowSecurity).toBe('role');
    // Without taking one of the application's roles the login role may read nothing (NOINHERIT).
    const bare = new pg.Client({ connectionString: s.databaseUrl });
    await bare.connect();
    try {
      await expect(bare.query('SELECT count(*) FROM vouchers')).rejects.toThrow(/permission denied/);
      await expect(bare.query(`SELECT count(*) FROM hotspot_voucher_matches(NULL, NULL, NULL, '%')`)).rejects.toThrow(
        /permission denied/,
      );
    } finally {
      await bare.end();
    }
  });

  it("confines a request's connection to its customers", async () => {
    const { db, release } = s.services.forRequest([CAFE]);
    const run = async <T>(query: string) => ((await db.execute(sql.raw(query))) as unknown as Rows<T>).rows;
    /** The database's own message of a refused statement. */
    const refusal = (query: string) =>
      run(query).then(
        () => 'done',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    try {
      expect(await run(`SELECT DISTINCT customer_id FROM vouchers`)).toEqual([{ customer_id: CAFE }]);
      expect(await run(`SELECT count(*)::int AS n FROM customers WHERE customer_id = '${HOTEL}'`)).toEqual([{ n: 0 }]);
      expect(await run(`UPDATE vouchers SET active = NOT active WHERE customer_id = '${HOTEL}' RETURNING id`)).toEqual(
        [],
      );
      expect(await run(`DELETE FROM vouchers WHERE customer_id = '${HOTEL}' RETURNING id`)).toEqual([]);
      // Moving a row to another customer, or writing one there, violates the policy itself.
      expect(
        await refusal(`UPDATE vouchers SET customer_id = '${HOTEL}' WHERE id = (SELECT min(id) FROM vouchers)`),
      ).toMatch(/violates row-level security/);
      expect(
        await refusal(`INSERT INTO vouchers SELECT (jsonb_populate_record(NULL::vouchers,
          to_jsonb(v) || jsonb_build_object('customer_id', '${HOTEL}', 'id', 'rls-test'))).* FROM vouchers v LIMIT 1`),
      ).toMatch(/violates row-level security/);
      expect(await run(`SELECT key FROM settings`)).toEqual(
        (await run<{ key: string }>(`SELECT key FROM settings`)).filter((r) => r.key === 'analytics_timezone'),
      );
      // The code search matches as the owner (migration 0022) and confines the matches itself.
      const matches = `SELECT DISTINCT customer_id FROM hotspot_voucher_matches`;
      expect(await run(`${matches}(ARRAY['${HOTEL}', '${CAFE}'], NULL, NULL, '%')`)).toEqual([{ customer_id: CAFE }]);
      expect(await run(`${matches}(NULL, NULL, '%', NULL)`)).toEqual([{ customer_id: CAFE }]);
      expect(await refusal(`SELECT * FROM refresh_tokens`)).toMatch(/permission denied/);
      expect(await refusal(`DELETE FROM audit_log`)).toMatch(/permission denied/);
    } finally {
      await release();
    }
    const none = s.services.forRequest([]);
    try {
      const counts = (await none.db.execute(
        sql`SELECT (SELECT count(*) FROM vouchers)::int AS v, (SELECT count(*) FROM customers)::int AS c`,
      )) as unknown as Rows<{ v: number; c: number }>;
      expect(counts.rows).toEqual([{ v: 0, c: 0 }]);
    } finally {
      await none.release();
    }
  });

  it("sends a request's parallel queries to its connection one after the other", async () => {
    // pg 8 queues a query sent while another runs, with a deprecation warning; pg 9 will refuse it.
    const send = pg.Client.prototype.query;
    let running = 0;
    let most = 0;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args) {
      running++;
      most = Math.max(most, running);
      return (send.apply(this, args as never) as unknown as Promise<unknown>).finally(() => running--) as never;
    });
    const { db, release } = s.services.forRequest([CAFE]);
    try {
      const answers = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((i) => db.execute(sql`SELECT pg_sleep(0.005), ${i}::int AS i`)),
      );
      expect(answers.map((a) => (a as unknown as Rows<{ i: number }>).rows[0]!.i)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(most).toBe(1);
    } finally {
      spy.mockRestore();
      await release();
    }
  });

  it("answers every cross-tenant case without a foreign row and leaves the hotel's rows unchanged", async () => {
    // The switch is on: the application itself would now let the café's administrator read the hotel.
    expect(can({ [CAFE]: ['*:*'] }, 'Voucher', 'read', HOTEL)).toBe(true);
    const listed = await s.gql<{ vouchers: { totalCount: number } }>(ctx.attacker, VOUCHERS_QUERY, {
      customerIds: [HOTEL],
    });
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.vouchers.totalCount).toBe(0);

    leaks = [];
    const changed: string[] = [];
    let cases = 0;
    for (const module of MODULE_CASES) {
      const before = await module.snapshot(s, HOTEL);
      for (const c of await module.cases(ctx)) {
        cases++;
        // The case's own verdict expects the application's answers (FORBIDDEN, NOT_FOUND); here
        // only what reaches the caller and what changes count.
        await c.attempt(ctx).catch(() => null);
      }
      if ((await module.snapshot(s, HOTEL)) !== before) changed.push(module.module);
    }
    console.info(
      `row-level security alone: ${cases} cases, ${sent} requests of confined callers, ${skipped} of '*' callers not sent, ${leaks.length} foreign rows`,
    );
    expect(leaks).toEqual([]);
    expect(changed).toEqual([]);
    expect(sent).toBeGreaterThan(200);
  }, 300_000);
});
