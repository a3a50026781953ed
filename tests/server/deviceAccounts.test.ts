// Device accounts (seed 001 §3, §5, §7): list with search, paging and sorting; create per account
// type with its required criteria; the client MAC kept only as a keyed hash and the password only as
// a scrypt hash; unique usernames and devices per customer; optimistic locking; delete; the
// deviceAccount plugin gate and its maxAccounts licence; permissions and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { customerPlugins } from '../../server/tenancy/customer/table';
import { deviceAccounts } from '../../server/access/device-account/table';
import type { DeviceAccount, DeviceAccountPage } from '../../src/generated/graphql';
import { statisticsSettled } from '../../server/platform/statistics';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

const FIELDS = `_id customerId name description mac keywords expires active loginTemplate showTermsOfUse
  createdAt updatedAt criteria { accountType clientDeviceMac username password }`;
export const DEVICE_ACCOUNTS = `query DA($skip: Int, $take: Int, $sort: [SortType!], $search: String, $ids: [ID!],
  $customerIds: [String!], $active: Boolean) {
  deviceAccounts(skip: $skip, take: $take, sort: $sort, search: $search, ids: $ids, customerIds: $customerIds,
    active: $active) { count totalCount hasNextPage data { ${FIELDS} } }
}`;
export const CREATE = `mutation C($data: CreateDeviceAccountInput!) { createDeviceAccount(data: $data) }`;
export const UPDATE = `mutation U($data: UpdateDeviceAccountInput!) { updateDeviceAccount(data: $data) }`;
export const DELETE = `mutation D($id: ID!) { deleteDeviceAccount(_id: $id) }`;

type Page = Pick<DeviceAccountPage, 'count' | 'totalCount' | 'hasNextPage'> & { data: DeviceAccount[] };

let s: TestServer;
let hotel: string;
let operator: string;
let support: string;
let cafe: string;

const list = async (token: string, vars: Record<string, unknown>) =>
  ok(await s.gql<{ deviceAccounts: Page }>(token, DEVICE_ACCOUNTS, vars)).deviceAccounts;
const create = (token: string, data: Record<string, unknown>) =>
  s.gql<{ createDeviceAccount: string }>(token, CREATE, { data: { customerId: HOTEL, ...data } });
const one = async (id: string) => (await list(hotel, { customerIds: [HOTEL], ids: [id] })).data[0]!;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
  support = (await s.login(USERS.support)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
});
afterAll(() => s?.close());

describe('device accounts: list', () => {
  it('lists the demo accounts of the customer with paging and sorting, never a password', async () => {
    const page = await list(hotel, { customerIds: [HOTEL], sort: [{ key: 'name', order: 'ASC' }], take: 2 });
    expect(page.totalCount).toBe(4);
    expect(page.count).toBe(2);
    expect(page.hasNextPage).toBe(true);
    const all = await list(hotel, { customerIds: [HOTEL], sort: [{ key: 'name', order: 'ASC' }] });
    const names = all.data.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.data.every((a) => a.criteria.password === null)).toBe(true);
  });

  it('searches name, description, keywords and username; filters by active', async () => {
    expect((await list(hotel, { customerIds: [HOTEL], search: 'drucker' })).data.map((a) => a.name)).toEqual([
      'Rezeption Drucker',
    ]);
    expect((await list(hotel, { customerIds: [HOTEL], search: 'haustech' })).totalCount).toBe(1);
    expect((await list(hotel, { customerIds: [HOTEL], search: 'suite' })).totalCount).toBe(1);
    expect((await list(hotel, { customerIds: [HOTEL], active: false })).totalCount).toBe(0);
  });

  it('refuses an oversized search term and id list, naming the argument', async () => {
    expectGqlError(
      await s.gql(hotel, DEVICE_ACCOUNTS, { customerIds: [HOTEL], search: 'x'.repeat(201) }),
      'BAD_USER_INPUT',
      'search',
    );
    const ids = Array.from({ length: 1001 }, (_, i) => i.toString(16).padStart(24, '0'));
    expectGqlError(await s.gql(hotel, DEVICE_ACCOUNTS, { customerIds: [HOTEL], ids }), 'BAD_USER_INPUT', 'ids');
  });
});

describe('device accounts: create', () => {
  it('creates a MAC account: the MAC is stored only as a keyed hash and never returned', async () => {
    const mac = '00-1B-44-11-3A-B7';
    const id = ok(
      await create(hotel, { name: 'Lobby-TV', criteria: { accountType: 'MAC', clientDeviceMac: mac } }),
    ).createDeviceAccount;
    const account = await one(id);
    expect(account.criteria.accountType).toBe('MAC');
    expect(account.criteria.clientDeviceMac).toMatch(/^[0-9a-f]{64}$/);
    expect(account.mac).toBe(account.criteria.clientDeviceMac);
    const [row] = await s.db.select().from(deviceAccounts).where(eq(deviceAccounts.id, id));
    const stored = JSON.stringify(row).toLowerCase();
    for (const form of ['00-1b-44-11-3a-b7', '00:1b:44:11:3a:b7', '001b44113ab7']) expect(stored).not.toContain(form);
    // the same device again (other notation): already exists
    expectGqlError(
      await create(hotel, {
        name: 'Lobby-TV 2',
        criteria: { accountType: 'MAC', clientDeviceMac: '00:1b:44:11:3a:b7' },
      }),
      'CONFLICT',
      'criteria.clientDeviceMac',
    );
  });

  it('requires the criteria of each type and refuses locally administered MACs', async () => {
    expectGqlError(
      await create(hotel, { name: 'x', criteria: { accountType: 'MAC' } }),
      'BAD_USER_INPUT',
      'criteria.clientDeviceMac',
    );
    expectGqlError(
      await create(hotel, { name: 'x', criteria: { accountType: 'Username' } }),
      'BAD_USER_INPUT',
      'criteria.username',
    );
    expectGqlError(
      await create(hotel, { name: 'x', criteria: { accountType: 'UsernamePassword', username: 'u1' } }),
      'BAD_USER_INPUT',
      'criteria.password',
    );
    const e = expectGqlError(
      await create(hotel, { name: 'x', criteria: { accountType: 'MAC', clientDeviceMac: '02:00:00:00:00:01' } }),
      'BAD_USER_INPUT',
      'criteria.clientDeviceMac',
    );
    expect(e.extensions?.i18n).toBe('forms.validationMessages.realMac');
    expectGqlError(
      await create(hotel, { name: '  ', criteria: { accountType: 'Username', username: 'u' } }),
      'BAD_USER_INPUT',
      'name',
    );
  });

  it('hashes the password, keeps usernames unique per customer (case-insensitive)', async () => {
    const id = ok(
      await create(hotel, {
        name: 'Tablet',
        criteria: { accountType: 'UsernamePassword', username: 'Tablet-1', password: 'geheim-123' },
      }),
    ).createDeviceAccount;
    expect((await one(id)).criteria.password).toBeNull();
    const [row] = await s.db.select().from(deviceAccounts).where(eq(deviceAccounts.id, id));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain('geheim-123');
    const dup = expectGqlError(
      await create(hotel, { name: 'Tablet 2', criteria: { accountType: 'Username', username: 'tablet-1' } }),
      'CONFLICT',
      'criteria.username',
    );
    expect(dup.extensions?.reason).toBe('DUPLICATE');
  });

  it('needs the active deviceAccount plugin and stays within maxAccounts', async () => {
    // the café has no device-account plugin
    const gate = expectGqlError(
      await s.gql(operator, CREATE, {
        data: { customerId: CAFE, name: 'x', criteria: { accountType: 'Username', username: 'x' } },
      }),
      'FORBIDDEN',
    );
    expect(gate.extensions?.reason).toBe('PLUGIN_INACTIVE');
    const [{ total }] = await s.db
      .select({ total: sql<number>`count(*)::int` })
      .from(deviceAccounts)
      .where(eq(deviceAccounts.customerId, HOTEL));
    const [plugins] = await s.db.select().from(customerPlugins).where(eq(customerPlugins.customerId, HOTEL));
    await s.db
      .update(customerPlugins)
      .set({ plugins: { ...plugins!.plugins, deviceAccount: { active: true, maxAccounts: total } } })
      .where(eq(customerPlugins.customerId, HOTEL));
    try {
      const e = expectGqlError(
        await create(hotel, { name: 'over', criteria: { accountType: 'Username', username: 'over' } }),
        'LICENCE_EXCEEDED',
      );
      expect(e.extensions?.args).toEqual({ left: 0, allowed: total });
    } finally {
      await s.db
        .update(customerPlugins)
        .set({ plugins: plugins!.plugins })
        .where(eq(customerPlugins.customerId, HOTEL));
    }
  });

  it('is refused to a read-only user and to a user without device-account rights', async () => {
    expectGqlError(
      await create(support, { name: 'x', criteria: { accountType: 'Username', username: 'ro' } }),
      'FORBIDDEN',
    );
    expectGqlError(
      await s.gql(cafe, CREATE, {
        data: { customerId: HOTEL, name: 'x', criteria: { accountType: 'Username', username: 'c' } },
      }),
      'FORBIDDEN',
    );
  });
});

describe('device accounts: update and delete', () => {
  it('changes only what is sent, keeps the stored secrets, and refuses a stale update', async () => {
    const id = ok(
      await create(hotel, {
        name: 'Kiosk',
        criteria: { accountType: 'UsernamePassword', username: 'kiosk', password: 'Kiosk-2026' },
      }),
    ).createDeviceAccount;
    const before = await one(id);
    const [{ passwordHash }] = await s.db.select().from(deviceAccounts).where(eq(deviceAccounts.id, id));
    ok(
      await s.gql(hotel, UPDATE, {
        data: {
          _id: id,
          updatedAt: before.updatedAt,
          description: 'Foyer',
          criteria: { accountType: 'UsernamePassword', username: 'kiosk-foyer' },
        },
      }),
    );
    const after = await one(id);
    expect(after.description).toBe('Foyer');
    expect(after.criteria.username).toBe('kiosk-foyer');
    const [row] = await s.db.select().from(deviceAccounts).where(eq(deviceAccounts.id, id));
    expect(row!.passwordHash).toBe(passwordHash);
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt: before.updatedAt, description: 'stale' } }),
      'CONFLICT',
      'updatedAt',
    );
    expect((await one(id)).description).toBe('Foyer');
    // switching to a MAC account needs the MAC
    expectGqlError(
      await s.gql(hotel, UPDATE, {
        data: { _id: id, updatedAt: (await one(id)).updatedAt, criteria: { accountType: 'MAC' } },
      }),
      'BAD_USER_INPUT',
      'criteria.clientDeviceMac',
    );
  });

  it('deletes; another customer’s account answers NOT_FOUND like a missing one', async () => {
    const id = ok(
      await create(hotel, { name: 'weg', criteria: { accountType: 'Username', username: 'weg' } }),
    ).createDeviceAccount;
    const foreignCaller = (await s.login(USERS.cafe)).accessToken;
    expectGqlError(await s.gql(foreignCaller, DELETE, { id }), 'NOT_FOUND');
    const { updatedAt } = await one(id);
    expectGqlError(await s.gql(foreignCaller, UPDATE, { data: { _id: id, updatedAt, name: 'x' } }), 'NOT_FOUND');
    expect(ok(await s.gql<{ deleteDeviceAccount: boolean }>(hotel, DELETE, { id })).deleteDeviceAccount).toBe(true);
    expectGqlError(await s.gql(hotel, DELETE, { id }), 'NOT_FOUND');
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('device accounts: planner statistics (PGlite)', () => {
  it('are refreshed once the accounts written pass the threshold (no autovacuum on PGlite)', async () => {
    const reltuples = async () => {
      const r = (await s.db.execute(
        sql`select reltuples::float8 as n from pg_class where relname = 'device_accounts'`,
      )) as unknown as { rows: { n: number }[] };
      return Number(r.rows[0]!.n);
    };
    const before = await reltuples();
    for (let i = 0; i < 60; i++) {
      ok(await create(hotel, { name: `stats ${i}`, criteria: { accountType: 'Username', username: `stats-${i}` } }));
    }
    await statisticsSettled();
    // 50 + 10 % of the table: the first ANALYZE runs within the 60 creations, none before.
    expect(await reltuples()).toBeGreaterThan(before + 40);
  });
});
