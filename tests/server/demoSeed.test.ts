// The demo's WiFi codes tell a consistent story: a code with logins knows when it was first used
// (issue 40: "a code with 12 logins says 'Noch nicht angemeldet'"), never in the future and never
// before it was made; a code without logins has no first login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 180_000);
afterAll(() => s?.close());

describe('demo WiFi codes', () => {
  it('have a first login exactly when they have logins, between creation and now', async () => {
    const r = (await s.db.execute(sql`select
        count(*) filter (where used > 0)::int as used,
        count(*) filter (where used > 0 and first_login_at is null)::int as used_without_first,
        count(*) filter (where used = 0 and first_login_at is not null)::int as unused_with_first,
        count(*) filter (where first_login_at < created_at or first_login_at > now())::int as out_of_order
      from vouchers`)) as unknown as { rows: Record<string, number>[] };
    const row = r.rows[0]!;
    expect(row.used).toBeGreaterThan(0);
    expect(row).toMatchObject({ used_without_first: 0, unused_with_first: 0, out_of_order: 0 });
  });
});
