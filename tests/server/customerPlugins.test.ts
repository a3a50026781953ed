// Customer plugins (seed 001 §3 "Plugin settings", §7): list with its filters, create (one record
// per customer), update block by block (a null block removes it), delete; every block's rules naming
// the field; credentials write-only (null in every answer, kept when an update leaves them empty);
// permissions (CustomerPlugins: only service/owner write, super-admin reads) and tenant isolation;
// the plugin data drives the licences the customer answers at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerPlugins } from '../../server/tenancy/customer/table';
import type { CustomerPlugins } from '../../src/generated/graphql';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok, voucherLicense, type Page } from './helpers';

const SHOWCASE = 'K100004';
const EMPTY = 'K100005';

const FIELDS = `_id customerId createdAt updatedAt secretsSet
  analytics { active productTier } appLogin { active appId appName inStoreServices locations }
  boostcom { active analyticsToken communityId loyaltyClubSlug token }
  cidaas { active apiUrl clientId clientSecret } cms { active initialEmail poweredBy productTier storageSizeMb }
  concurrentUser { active value } cooldown { active } deviceAccount { active maxAccounts }
  dnsAnalytics { active organizationId } dnsFilter { active organizationId } externalLogin { active }
  matomo { active siteId siteUrl } monitoring { active }
  reos { active accessRequestUrl apiUrl clientId clientSecret domain maxVlanId minVlanId password scope tokenRequestUrl username }
  slaStatus { active email hotline level mailDomains partner slaOptions supportPortal }
  voucher { active maxVouchers } voucherRedirect { active } voucherSms { active smsSenderName }
  webhook { active apiUrl token } wifi4eu { active identifier }`;
const LIST = `query P($skip: Int, $take: Int, $sort: [SortType!], $search: String, $ids: [ID!], $customerIds: [String!],
  $active: Boolean, $type: PluginType) {
  customerPlugins(skip: $skip, take: $take, sort: $sort, search: $search, ids: $ids, customerIds: $customerIds,
    active: $active, type: $type) { count totalCount hasNextPage data { ${FIELDS} } }
}`;
const CREATE = `mutation C($data: CreateCustomerPluginsInput!) { createCustomerPlugins(data: $data) }`;
const UPDATE = `mutation U($data: UpdateCustomerPluginsInput!) { updateCustomerPlugins(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteCustomerPlugins(_id: $id) }`;

type Rec = CustomerPlugins;

let s: TestServer;
let operator: string;
let hotel: string;
let cafe: string;
let support: string;

const list = async (token: string, vars: Record<string, unknown>) =>
  ok(await s.gql<{ customerPlugins: Page<Rec> }>(token, LIST, vars)).customerPlugins;
const recordOf = async (customerId: string) => (await list(operator, { customerIds: [customerId] })).data[0]!;
const stored = async (customerId: string) =>
  (await s.db.select().from(customerPlugins).where(eq(customerPlugins.customerId, customerId)))[0]!.plugins;
const update = (token: string, data: Record<string, unknown>) => s.gql(token, UPDATE, { data });

beforeAll(async () => {
  s = await startTestServer();
  operator = (await s.login(USERS.operator)).accessToken;
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
  support = (await s.login(USERS.support)).accessToken;
});
afterAll(() => s?.close());

describe('customer plugins: list', () => {
  it('lists the records the caller may read; filters by customer, type and active flag; searches', async () => {
    const all = await list(operator, { sort: [{ key: 'customerId', order: 'ASC' }] });
    expect(all.data.map((r) => r.customerId)).toEqual([HOTEL, CAFE, SHOWCASE, 'K900001']);
    expect(all.totalCount).toBe(4);
    const paged = await list(operator, { take: 1, skip: 1, sort: [{ key: 'customerId', order: 'ASC' }] });
    expect(paged).toMatchObject({ count: 1, totalCount: 4, hasNextPage: true });
    expect(paged.data[0]!.customerId).toBe(CAFE);
    // The hotel's demo room login (docs/reos.md) and the showcase.
    expect((await list(operator, { type: 'REOS' })).data.map((r) => r.customerId)).toEqual([HOTEL, SHOWCASE]);
    expect((await list(operator, { type: 'COOLDOWN', active: false })).data.map((r) => r.customerId)).toEqual([
      SHOWCASE,
    ]);
    expect((await list(operator, { type: 'COOLDOWN', active: true })).data.map((r) => r.customerId)).toEqual([HOTEL]);
    expect((await list(operator, { active: false })).data.map((r) => r.customerId)).toEqual([SHOWCASE]);
    expect((await list(operator, { search: 'alpenhotel' })).data.map((r) => r.customerId)).toEqual([HOTEL]);
    expect((await list(operator, { search: 'k10000' })).totalCount).toBe(3);
    // The hotel's super-admin reads its own record only; the café's voucher admin reads none.
    expect((await list(hotel, {})).data.map((r) => r.customerId)).toEqual([HOTEL]);
    expectGqlError(await s.gql(hotel, LIST, { customerIds: [CAFE] }), 'FORBIDDEN', 'customerIds');
    expect((await list(cafe, {})).totalCount).toBe(0);
    expectGqlError(await s.gql(operator, LIST, { sort: [{ key: 'plugins', order: 'ASC' }] }), 'BAD_USER_INPUT', 'sort');
  });

  it('has every plugin block type in the demo', async () => {
    const all = await list(operator, {});
    const blocks = new Set(
      all.data.flatMap((r) =>
        Object.entries(r)
          .filter(([, v]) => v !== null && typeof v === 'object' && !Array.isArray(v))
          .map(([k]) => k),
      ),
    );
    expect([...blocks].sort()).toEqual(
      [
        'analytics',
        'appLogin',
        'boostcom',
        'cidaas',
        'cms',
        'concurrentUser',
        'cooldown',
        'deviceAccount',
        'dnsAnalytics',
        'dnsFilter',
        'externalLogin',
        'matomo',
        'monitoring',
        'reos',
        'slaStatus',
        'voucher',
        'voucherRedirect',
        'voucherSms',
        'webhook',
        'wifi4eu',
      ].sort(),
    );
  });

  it('never answers a credential, to nobody; says which are stored', async () => {
    for (const token of [operator, support]) {
      const r = (await list(token, { customerIds: [SHOWCASE] })).data[0]!;
      expect(r.cidaas).toMatchObject({ apiUrl: 'https://login.cidaas.test', clientSecret: null });
      expect(r.reos).toMatchObject({ minVlanId: 100, maxVlanId: 399, clientSecret: null, password: null });
      expect(r.webhook).toMatchObject({ apiUrl: 'https://hooks.example.test/hotspot', token: null });
      expect(r.boostcom).toMatchObject({ token: null, analyticsToken: null });
      expect([...r.secretsSet].sort()).toEqual(
        ['boostcom.token', 'cidaas.clientSecret', 'reos.clientSecret', 'reos.password', 'webhook.token'].sort(),
      );
    }
    const viaCustomer = ok(
      await s.gql<{ customers: Page<{ plugins: Rec }> }>(
        operator,
        `query($ids: [String!]) { customers(customerIds: $ids) { data { plugins { secretsSet webhook { token } reos { password clientSecret } } } } }`,
        { ids: [SHOWCASE] },
      ),
    ).customers.data[0]!.plugins;
    expect(viaCustomer).toEqual({
      secretsSet: expect.arrayContaining(['webhook.token', 'reos.password']),
      webhook: { token: null },
      reos: { password: null, clientSecret: null },
    });
  });
});

describe('customer plugins: create', () => {
  it('creates the one record of a customer; a second one is a CONFLICT', async () => {
    const id = ok(
      await s.gql<{ createCustomerPlugins: string }>(operator, CREATE, {
        data: {
          customerId: EMPTY,
          voucher: { active: true, maxVouchers: 30 },
          webhook: { active: true, apiUrl: ' https://hooks.test/a ', token: 'tok-1' },
          analytics: { active: true },
        },
      }),
    ).createCustomerPlugins;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    const r = await recordOf(EMPTY);
    expect(r).toMatchObject({
      _id: id,
      customerId: EMPTY,
      voucher: { active: true, maxVouchers: 30 },
      webhook: { active: true, apiUrl: 'https://hooks.test/a', token: null },
      analytics: { active: true, productTier: 'BASIC' },
      reos: null,
      secretsSet: ['webhook.token'],
    });
    expect((await stored(EMPTY)).webhook).toEqual({ active: true, apiUrl: 'https://hooks.test/a', token: 'tok-1' });
    const again = expectGqlError(
      await s.gql(operator, CREATE, { data: { customerId: EMPTY, monitoring: { active: true } } }),
      'CONFLICT',
      'customerId',
    );
    expect(again.extensions?.reason).toBe('DUPLICATE');
    expectGqlError(
      await s.gql(operator, CREATE, { data: { customerId: 'K999999', monitoring: { active: true } } }),
      'NOT_FOUND',
      'customerId',
    );
  });

  it('refuses callers without create permission', async () => {
    // super-admin reads plugins but does not change them; the café's voucher admin has nothing.
    expectGqlError(
      await s.gql(hotel, CREATE, { data: { customerId: HOTEL, monitoring: { active: true } } }),
      'FORBIDDEN',
      'customerId',
    );
    expectGqlError(
      await s.gql(cafe, CREATE, { data: { customerId: 'K100006', monitoring: { active: true } } }),
      'FORBIDDEN',
      'customerId',
    );
    expectGqlError(
      await s.gql(support, CREATE, { data: { customerId: 'K100006', monitoring: { active: true } } }),
      'FORBIDDEN',
      'customerId',
    );
  });

  // One case per block rule: the block, what is wrong, the field named, the message key.
  const V = 'forms.validationMessages.';
  const CASES: [string, Record<string, unknown>, string, string][] = [
    ['cidaas', { apiUrl: 'ftp://x.test', clientId: 'c', clientSecret: 's' }, 'cidaas.apiUrl', `${V}url`],
    ['cidaas', { apiUrl: 'https://x.test', clientId: ' ', clientSecret: 's' }, 'cidaas.clientId', `${V}required`],
    ['cidaas', { apiUrl: 'https://x.test', clientId: 'c', clientSecret: '' }, 'cidaas.clientSecret', `${V}required`],
    ['cms', { initialEmail: 'no-mail', productTier: 'BASIC', storageSizeMb: 10 }, 'cms.initialEmail', `${V}email`],
    ['cms', { initialEmail: 'a@b.test', productTier: 'BASIC', storageSizeMb: 0 }, 'cms.storageSizeMb', `${V}min_value`],
    ['dnsFilter', { organizationId: 0 }, 'dnsFilter.organizationId', `${V}min_value`],
    [
      'reos',
      { apiUrl: 'https://r.test', clientSecret: 's', minVlanId: 200, maxVlanId: 100 },
      'reos.maxVlanId',
      'resources.customer-plugins.errors.vlanRange',
    ],
    [
      'reos',
      { apiUrl: 'https://r.test', clientSecret: 's', minVlanId: 0, maxVlanId: 100 },
      'reos.minVlanId',
      `${V}min_value`,
    ],
    [
      'reos',
      { apiUrl: 'https://r.test', clientSecret: 's', minVlanId: 1, maxVlanId: 5000 },
      'reos.maxVlanId',
      `${V}max_value`,
    ],
    [
      'reos',
      { apiUrl: 'https://r.test', clientSecret: 's', minVlanId: 1, maxVlanId: 2, tokenRequestUrl: 'x' },
      'reos.tokenRequestUrl',
      `${V}url`,
    ],
    ['voucher', { maxVouchers: -2 }, 'voucher.maxVouchers', `${V}min_value`],
    [
      'voucherSms',
      { smsSenderName: 'A sender name that is far too long' },
      'voucherSms.smsSenderName',
      'resources.customer-plugins.errors.smsSenderName',
    ],
    ['voucherSms', { smsSenderName: '  ' }, 'voucherSms.smsSenderName', `${V}required`],
    ['webhook', { apiUrl: 'https://h.test', token: '' }, 'webhook.token', `${V}required`],
    ['webhook', { apiUrl: 'javascript:alert(1)', token: 't' }, 'webhook.apiUrl', `${V}url`],
    ['wifi4eu', { identifier: '' }, 'wifi4eu.identifier', `${V}required`],
    ['slaStatus', { level: null }, 'slaStatus.level', `${V}required`],
    ['slaStatus', { level: 'BASIC', email: 'x@' }, 'slaStatus.email', `${V}email`],
    ['slaStatus', { level: 'BASIC', supportPortal: 'portal' }, 'slaStatus.supportPortal', `${V}url`],
    [
      'slaStatus',
      { level: 'BASIC', mailDomains: ['ok.test', 'not a domain'] },
      'slaStatus.mailDomains',
      'resources.customer-plugins.errors.mailDomain',
    ],
    ['slaStatus', { level: 'BASIC', mailDomains: ['a.test', 'a.test'] }, 'slaStatus.mailDomains', `${V}unique`],
    [
      'slaStatus',
      { level: 'BASIC', slaOptions: ['LOCAL_SERVICE', 'LOCAL_SERVICE'] },
      'slaStatus.slaOptions',
      `${V}unique`,
    ],
    ['matomo', { siteUrl: 'matomo' }, 'matomo.siteUrl', `${V}url`],
    ['appLogin', { locations: -1 }, 'appLogin.locations', `${V}min_value`],
    ['deviceAccount', { maxAccounts: -5 }, 'deviceAccount.maxAccounts', `${V}min_value`],
    ['concurrentUser', { value: -3 }, 'concurrentUser.value', `${V}min_value`],
    ['boostcom', { communityId: 'x'.repeat(201) }, 'boostcom.communityId', `${V}max`],
  ];
  it.each(CASES)('%s: refuses %j naming %s', async (block, values, field, i18n) => {
    const r = await s.gql(operator, CREATE, { data: { customerId: 'K100006', [block]: { active: true, ...values } } });
    const error = expectGqlError(r, 'BAD_USER_INPUT', field);
    expect(error.extensions?.i18n).toBe(i18n);
    expect((await list(operator, { customerIds: ['K100006'] })).totalCount).toBe(0);
  });

  it('refuses what GraphQL itself cannot take: a required field left out, an unknown enum value', async () => {
    const r = await s.gql(operator, CREATE, { data: { customerId: 'K100006', voucher: { active: true } } });
    expect(r.errors?.length).toBeGreaterThan(0);
    const e = await s.gql(operator, CREATE, {
      data: { customerId: 'K100006', slaStatus: { active: true, level: 'GOLD' } },
    });
    expect(e.errors?.length).toBeGreaterThan(0);
    expect((await list(operator, { customerIds: ['K100006'] })).totalCount).toBe(0);
  });
});

describe('customer plugins: update and delete', () => {
  it('replaces the given blocks only; an empty credential keeps the stored one, a new one replaces it', async () => {
    const before = await recordOf(SHOWCASE);
    const storedBefore = await stored(SHOWCASE);
    ok(
      await update(operator, {
        _id: before._id,
        updatedAt: before.updatedAt,
        reos: {
          active: true,
          apiUrl: 'https://reos2.test/api',
          clientSecret: '',
          minVlanId: 10,
          maxVlanId: 10,
        },
        webhook: { active: false, apiUrl: 'https://hooks.example.test/v2', token: 'new-token' },
      }),
    );
    const after = await stored(SHOWCASE);
    // reos: replaced as a whole, its stored credentials kept (the password too: it was left out)
    expect(after.reos).toEqual({
      active: true,
      apiUrl: 'https://reos2.test/api',
      clientSecret: storedBefore.reos!.clientSecret,
      password: storedBefore.reos!.password,
      minVlanId: 10,
      maxVlanId: 10,
    });
    expect(after.webhook).toEqual({ active: false, apiUrl: 'https://hooks.example.test/v2', token: 'new-token' });
    expect(after.cidaas).toEqual(storedBefore.cidaas);
    const r = await recordOf(SHOWCASE);
    expect(r.webhook).toEqual({ active: false, apiUrl: 'https://hooks.example.test/v2', token: null });
    expect(r.updatedAt).not.toBe(before.updatedAt);
    // the old updatedAt is stale now: CONFLICT and nothing changes
    const stale = expectGqlError(
      await update(operator, { _id: r._id, updatedAt: before.updatedAt, monitoring: { active: false } }),
      'CONFLICT',
      'updatedAt',
    );
    expect(stale.extensions?.reason).toBe('STALE');
    expect((await stored(SHOWCASE)).monitoring).toEqual({ active: true });
  });

  it('a required credential of a new block cannot be left empty', async () => {
    const r = await recordOf(CAFE);
    const e = expectGqlError(
      await update(operator, {
        _id: r._id,
        updatedAt: r.updatedAt,
        cidaas: { active: true, apiUrl: 'https://c.test', clientId: 'c', clientSecret: '' },
      }),
      'BAD_USER_INPUT',
      'cidaas.clientSecret',
    );
    expect(e.extensions?.i18n).toBe('forms.validationMessages.required');
    expect((await stored(CAFE)).cidaas).toBeUndefined();
  });

  it('a null block removes the plugin; the licences follow at once', async () => {
    const r = await recordOf(CAFE);
    expect((await voucherLicense(s, operator, CAFE)).allowed).toBe(200);
    const fresh = async () => (await recordOf(CAFE)).updatedAt;
    ok(await update(operator, { _id: r._id, updatedAt: r.updatedAt, voucher: { active: true, maxVouchers: 120 } }));
    expect((await voucherLicense(s, operator, CAFE)).allowed).toBe(120);
    ok(await update(operator, { _id: r._id, updatedAt: await fresh(), voucher: null }));
    expect((await stored(CAFE)).voucher).toBeUndefined();
    expect(await voucherLicense(s, operator, CAFE)).toMatchObject({ allowed: -1, left: -1 });
    ok(await update(operator, { _id: r._id, updatedAt: await fresh(), voucher: { active: true, maxVouchers: 200 } }));
  });

  it('refuses updates and deletes without permission, and foreign records as missing', async () => {
    const hotelRecord = await recordOf(HOTEL);
    const hotelBefore = JSON.stringify(await stored(HOTEL));
    const { _id, updatedAt } = hotelRecord;
    // the hotel's super-admin reads the record but may not change it
    expectGqlError(await update(hotel, { _id, updatedAt, monitoring: { active: false } }), 'FORBIDDEN', '_id');
    expectGqlError(await s.gql(hotel, DELETE, { id: hotelRecord._id }), 'FORBIDDEN', '_id');
    // the café's admin cannot even read it: NOT_FOUND like a missing one
    expectGqlError(await update(cafe, { _id, updatedAt, monitoring: { active: false } }), 'NOT_FOUND', '_id');
    expectGqlError(await s.gql(cafe, DELETE, { id: hotelRecord._id }), 'NOT_FOUND', '_id');
    expectGqlError(
      await update(operator, { _id: 'f'.repeat(24), updatedAt, monitoring: { active: true } }),
      'NOT_FOUND',
      '_id',
    );
    expect(JSON.stringify(await stored(HOTEL))).toBe(hotelBefore);
  });

  it('refuses to delete settings that login templates name (their plugin references would point nowhere)', async () => {
    const r = await recordOf(HOTEL);
    const before = JSON.stringify(await stored(HOTEL));
    const e = expectGqlError(await s.gql(operator, DELETE, { id: r._id }), 'CONFLICT', '_id');
    expect(e.extensions).toMatchObject({ reason: 'IN_USE', i18n: 'resources.customer-plugins.errors.inUse' });
    expect(String((e.extensions?.args as { templates: string }).templates).length).toBeGreaterThan(0);
    expect(JSON.stringify(await stored(HOTEL))).toBe(before);
  });

  it('deletes a record', async () => {
    const r = await recordOf(EMPTY);
    ok(await s.gql(operator, DELETE, { id: r._id }));
    expect((await list(operator, { customerIds: [EMPTY] })).totalCount).toBe(0);
    expectGqlError(await s.gql(operator, DELETE, { id: r._id }), 'NOT_FOUND', '_id');
  });
});
