// Customers (seed 000 §3, §7: customer switch list, details, licence, white-label partner, invite
// count; seed 001 §3 Customer, CustomerPlugins, LicenseUtilization, VoucherLicense).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerPlugins } from '../../server/tenancy/customer/table';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, PARTNER, SEEDED_CUSTOMERS, USERS, expectGqlError, ok } from './helpers';

let s: TestServer;
let operator: string;
let hotel: string;
let cafe: string;

interface CustomerListRow {
  _id: string;
  customerId: string;
  company: string;
  active: boolean;
  address: { street: string; zip: string; city: string; country: string | null; countryCode: string | null } | null;
}
interface CustomerPageT {
  count: number;
  totalCount: number;
  hasNextPage: boolean;
  data: CustomerListRow[];
}

// The customer-switch query of seed 000 §7.
const CUSTOMERS = `query Customers($search: String, $take: Int, $skip: Int, $sort: [SortType!], $ids: [ID!], $customerIds: [String!], $active: Boolean) {
  customers(search: $search, take: $take, skip: $skip, sort: $sort, ids: $ids, customerIds: $customerIds, active: $active) {
    hasNextPage totalCount count
    data { _id customerId company active address { street zip city country countryCode } }
  }
}`;

const customers = async (token: string, vars: Record<string, unknown>) =>
  ok(await s.gql<{ customers: CustomerPageT }>(token, CUSTOMERS, vars)).customers;

beforeAll(async () => {
  s = await startTestServer();
  [operator, hotel, cafe] = await Promise.all(
    [USERS.operator, USERS.hotel, USERS.cafe].map(async (u) => (await s.login(u)).accessToken),
  );
});
afterAll(() => s.close());

describe('customers: list', () => {
  it('lists every customer for the operator', async () => {
    const p = await customers(operator, {});
    expect(p.totalCount).toBe(SEEDED_CUSTOMERS);
    expect(p.count).toBe(SEEDED_CUSTOMERS);
    expect(p.hasNextPage).toBe(false);
    const ids = p.data.map((c) => c.customerId);
    expect(new Set(ids).size).toBe(SEEDED_CUSTOMERS);
    expect(ids).toEqual(expect.arrayContaining([HOTEL, CAFE, PARTNER, 'K900002']));
    expect(ids.every((id) => /^K\d{6}$/.test(id))).toBe(true);
    expect(p.data.every((c) => /^[0-9a-f]{24}$/.test(c._id))).toBe(true);
  });

  it('lists only the own customer for a customer admin', async () => {
    const h = await customers(hotel, {});
    expect(h.totalCount).toBe(1);
    expect(h.data.map((c) => c.customerId)).toEqual([HOTEL]);
    const c = await customers(cafe, {});
    expect(c).toMatchObject({ totalCount: 1, count: 1, hasNextPage: false });
    expect(c.data.map((x) => x.customerId)).toEqual([CAFE]);
  });

  it('searches company, city and customerId (case-insensitive, partial)', async () => {
    const company = await customers(operator, { search: 'ALPENHOTEL' });
    expect(company.data.map((c) => c.customerId)).toEqual([HOTEL]);
    expect(company.totalCount).toBe(1);

    const city = await customers(operator, { search: 'garmisch' });
    expect(city.data.map((c) => c.customerId)).toEqual([HOTEL]);

    const koeln = await customers(operator, { search: 'köln' });
    expect(koeln.data.map((c) => c.customerId)).toContain(CAFE);
    expect(koeln.data.every((c) => `${c.company} ${c.address?.city}`.toLowerCase().includes('köln'))).toBe(true);

    const id = await customers(operator, { search: 'k100002' });
    expect(id.data.map((c) => c.customerId)).toEqual([CAFE]);
    const partial = await customers(operator, { search: 'K9000' });
    expect(partial.data.map((c) => c.customerId).sort()).toEqual([PARTNER, 'K900002']);

    expect(await customers(operator, { search: 'no such customer anywhere' })).toMatchObject({
      totalCount: 0,
      count: 0,
      data: [],
    });
    // LIKE wildcards are literal.
    expect((await customers(operator, { search: '%' })).totalCount).toBe(0);
    // A customer admin searching for another customer finds nothing.
    expect((await customers(cafe, { search: 'alpenhotel' })).totalCount).toBe(0);
  });

  it('filters by active and by customerIds', async () => {
    // The demo generator makes every customer inactive whose number n has n % 17 === 7: K100007 here.
    const inactive = await customers(operator, { active: false });
    expect(inactive.data.map((c) => c.customerId)).toEqual(['K100007']);
    expect(inactive.data[0].active).toBe(false);
    const active = ok(
      await s.gql<{ customers: CustomerPageT }>(operator, `{ customers(active: true) { totalCount } }`),
    );
    expect(active.customers.totalCount).toBe(SEEDED_CUSTOMERS - 1);
    const some = await customers(operator, { customerIds: [CAFE, HOTEL, 'K999999'], sort: [{ key: 'customerId' }] });
    expect(some.data.map((c) => c.customerId)).toEqual([HOTEL, CAFE]);
  });

  it('sorts by company ascending and descending', async () => {
    const asc = (await customers(operator, { sort: [{ key: 'company', order: 'ASC' }] })).data;
    const desc = (await customers(operator, { sort: [{ key: 'company', order: 'DESC' }] })).data;
    expect(asc).toHaveLength(SEEDED_CUSTOMERS);
    expect(desc.map((c) => c.customerId)).toEqual([...asc].reverse().map((c) => c.customerId));
    // Collation-neutral check: every company starts with an ASCII capital, so first letters ascend.
    const initials = asc.map((c) => c.company.charCodeAt(0));
    expect(initials).toEqual([...initials].sort((a, b) => a - b));
    expect(asc[0].company).toBe('Alpenhotel Sonnblick GmbH');
    expect(desc[0].company).toBe('WLAN Vertrieb AG');
    expectGqlError(await s.gql(operator, CUSTOMERS, { sort: [{ key: 'passwordHash' }] }), 'BAD_USER_INPUT', 'sort');
  });

  it('orders a search’s matches as the whole list is ordered (a search of few matches sorts them itself)', async () => {
    for (const order of ['ASC', 'DESC']) {
      const sort = [{ key: 'company', order }];
      const all = (await customers(operator, { sort, take: 100 })).data.map((c) => c.customerId);
      // Every seeded customer number holds a "1": the search matches them all, few enough to be
      // read from its matches and sorted, where the list without a search walks the company index.
      const searched = (await customers(operator, { search: '1', sort, take: 100 })).data.map((c) => c.customerId);
      expect(searched).toEqual(all.filter((id) => id.includes('1')));
      expect(searched.length).toBeGreaterThan(5);
    }
  });

  it('loads more with skip = the count already loaded (seed 000 §7)', async () => {
    const sort = [{ key: 'company', order: 'ASC' }];
    const full = (await customers(operator, { sort })).data;
    const loaded: CustomerListRow[] = [];
    const pages: CustomerPageT[] = [];
    do {
      const p = await customers(operator, { sort, take: 5, skip: loaded.length });
      pages.push(p);
      loaded.push(...p.data);
    } while (pages.at(-1)!.hasNextPage);
    expect(pages.map((p) => p.count)).toEqual([5, 5, 2]);
    expect(pages.map((p) => p.hasNextPage)).toEqual([true, true, false]);
    expect(pages.every((p) => p.totalCount === SEEDED_CUSTOMERS)).toBe(true);
    expect(loaded).toEqual(full);
    // Search and paging together.
    const searched = await customers(operator, { search: 'K1', take: 3, skip: 3 });
    expect(searched.count).toBe(3);
    expect(searched.totalCount).toBe(SEEDED_CUSTOMERS - 2);
    expectGqlError(await s.gql(operator, CUSTOMERS, { take: 0 }), 'BAD_USER_INPUT', 'take');
  });
});

describe('customers: details', () => {
  const DETAILS = `query CustomersDetails($ids: [ID!]) {
    customers(ids: $ids, take: 1, skip: 0) {
      totalCount
      data {
        _id customerId company active email phone description website createdAt updatedAt
        address { street zip city country countryCode }
        plugins {
          customerId
          voucher { active maxVouchers }
          concurrentUser { active value }
          analytics { active productTier }
          slaStatus { active level partner slaOptions hotline }
          cms { active productTier storageSizeMb initialEmail poweredBy }
          webhook { active }
        }
        licenseUtilization { customerId isValid license usage }
        voucherLicense { customerId allowed left }
      }
    }
  }`;

  async function hotelObjectId() {
    return (await customers(operator, { customerIds: [HOTEL] })).data[0]._id;
  }

  it('returns the fields of the customer, its plugins and licences', async () => {
    const id = await hotelObjectId();
    const d = ok(
      await s.gql<{ customers: { totalCount: number; data: Record<string, unknown>[] } }>(hotel, DETAILS, {
        ids: [id],
      }),
    );
    expect(d.customers.totalCount).toBe(1);
    const c = d.customers.data[0];
    expect(c).toMatchObject({
      _id: id,
      customerId: HOTEL,
      company: 'Alpenhotel Sonnblick GmbH',
      active: true,
      email: 'rezeption@alpenhotel.test',
      phone: '+49 8821 7300',
      website: 'https://alpenhotel.test',
      address: {
        street: 'Zugspitzstraße 44',
        zip: '82467',
        city: 'Garmisch-Partenkirchen',
        country: 'Deutschland',
        countryCode: 'DE',
      },
      plugins: {
        customerId: HOTEL,
        voucher: { active: true, maxVouchers: 5000 },
        concurrentUser: { active: true, value: 50 },
        analytics: { active: true, productTier: 'PROFESSIONAL' },
        slaStatus: {
          active: true,
          level: 'PREMIUM',
          partner: 'NetPartner Systemhaus GmbH',
          slaOptions: ['ALL_DAY_HOTLINE', 'LOCAL_SERVICE'],
        },
        cms: {
          active: true,
          productTier: 'STANDARD',
          storageSizeMb: 500,
          initialEmail: 'web@alpenhotel.test',
          poweredBy: 'NetPartner',
        },
        webhook: null,
      },
      // 6 demo guests online (sessions of the session seed) against a licence of 50.
      licenseUtilization: { customerId: HOTEL, isValid: true, license: 50, usage: 6 },
      voucherLicense: { customerId: HOTEL, allowed: 5000, left: 4850 },
    });
    expect(Number.isNaN(Date.parse(c.createdAt as string))).toBe(false);
    // The operator sees the same details.
    const op = ok(await s.gql<{ customers: { data: Record<string, unknown>[] } }>(operator, DETAILS, { ids: [id] }));
    expect(op.customers.data[0]).toEqual(c);
  });

  it('hides licence figures the caller may not read (café admin: voucher rights only)', async () => {
    const cafeId = (await customers(operator, { customerIds: [CAFE] })).data[0]._id;
    const d = ok(await s.gql<{ customers: { data: Record<string, unknown>[] } }>(cafe, DETAILS, { ids: [cafeId] }));
    expect(d.customers.data[0]).toMatchObject({
      customerId: CAFE,
      licenseUtilization: null,
      voucherLicense: { customerId: CAFE, allowed: 200, left: 160 },
      plugins: { voucher: { active: true, maxVouchers: 200 }, concurrentUser: { active: true, value: 10 } },
    });
  });

  it('licenseUtilization query: 50 / 6 for the hotel, FORBIDDEN without OnlineUsers read', async () => {
    const q = `query L($c: String!) { licenseUtilization(customerId: $c) { customerId isValid license usage } }`;
    for (const token of [hotel, operator]) {
      const d = ok(await s.gql<{ licenseUtilization: unknown }>(token, q, { c: HOTEL }));
      expect(d.licenseUtilization).toEqual({ customerId: HOTEL, isValid: true, license: 50, usage: 6 });
    }
    // A customer without a concurrent-user plugin has an unlimited licence (-1).
    const other = ok(
      await s.gql<{ licenseUtilization: { license: number; isValid: boolean } }>(operator, q, { c: PARTNER }),
    );
    expect(other.licenseUtilization).toMatchObject({ license: -1, isValid: false, usage: 0 });
    expectGqlError(await s.gql(cafe, q, { c: CAFE }), 'FORBIDDEN', 'customerId');
  });
});

describe('whitelabelPartner and myInvites', () => {
  const WL = `{ whitelabelPartner { customerId company } }`;

  it('is NetPartner (K900001) for the hotel admin and null for the operator and the café', async () => {
    expect(ok(await s.gql(hotel, WL)).whitelabelPartner).toEqual({
      customerId: PARTNER,
      company: 'NetPartner Systemhaus GmbH',
    });
    expect(ok(await s.gql(operator, WL)).whitelabelPartner).toBeNull();
    expect(ok(await s.gql(cafe, WL)).whitelabelPartner).toBeNull();
    expectGqlError(await s.gql(null, WL), 'UNAUTHENTICATED');
  });

  it('is the partner itself for the partner’s own staff, and null for the vendor', async () => {
    const partner = (await s.login(USERS.partner)).accessToken;
    const vendor = (await s.login(USERS.vendor)).accessToken;
    expect(ok(await s.gql(partner, WL)).whitelabelPartner).toEqual({
      customerId: PARTNER,
      company: 'NetPartner Systemhaus GmbH',
    });
    expect(ok(await s.gql(vendor, WL)).whitelabelPartner).toBeNull();
  });

  it('counts the own pending invites', async () => {
    // The invite-count poll of seed 000 §7 reads only totalCount.
    const q = `{ myInvites { totalCount count data { _id customerId email firstName lastName roles permissions expired createdAt } } }`;
    const mine = ok(
      await s.gql<{ myInvites: { totalCount: number; count: number; data: Record<string, unknown>[] } }>(cafe, q),
    ).myInvites;
    expect(mine.totalCount).toBe(1);
    expect(mine.count).toBe(1);
    expect(mine.data[0]).toMatchObject({
      customerId: HOTEL,
      email: USERS.cafe,
      firstName: 'Max',
      lastName: 'Müller',
      roles: ['voucher-admin'],
      permissions: [],
      expired: false,
    });
    const none = ok(await s.gql<{ myInvites: { totalCount: number } }>(hotel, q)).myInvites;
    expect(none.totalCount).toBe(0);
    expectGqlError(await s.gql(null, q), 'UNAUTHENTICATED');
  });

  it('names the inviting organisation as a PublicCustomer', async () => {
    // schema/invite.graphql: invitingCustomer is a PublicCustomer (company and customerId required).
    const q = `{ myInvites { data { invitingCustomer { customerId company } } } }`;
    const r = await s.gql<{ myInvites: { data: { invitingCustomer: unknown }[] } }>(cafe, q);
    expect(ok(r).myInvites.data[0].invitingCustomer).toEqual({
      customerId: HOTEL,
      company: 'Alpenhotel Sonnblick GmbH',
    });
  });
});

describe('customers: plugin credentials', () => {
  it('never answers credentials of plugin blocks, not even to callers who may change plugins', async () => {
    const [row] = await s.db.select().from(customerPlugins).where(eq(customerPlugins.customerId, HOTEL));
    await s.db
      .update(customerPlugins)
      .set({
        plugins: { ...row.plugins, webhook: { active: true, apiUrl: 'https://hooks.test/in', token: 'SECRET-TOKEN' } },
      })
      .where(eq(customerPlugins.customerId, HOTEL));
    const q = `query($ids:[String!]){ customers(customerIds:$ids){ data{ plugins{ webhook{ active apiUrl token } } } } }`;
    const admin = (await s.login(USERS.hotel)).accessToken;
    const operator = (await s.login(USERS.operator)).accessToken;
    const asAdmin = ok(
      await s.gql<{ customers: { data: { plugins: { webhook: Record<string, unknown> } }[] } }>(admin, q, {
        ids: [HOTEL],
      }),
    );
    const asOperator = ok(
      await s.gql<{ customers: { data: { plugins: { webhook: Record<string, unknown> } }[] } }>(operator, q, {
        ids: [HOTEL],
      }),
    );
    expect(asAdmin.customers.data[0].plugins.webhook).toEqual({
      active: true,
      apiUrl: 'https://hooks.test/in',
      token: null,
    });
    expect(asOperator.customers.data[0].plugins.webhook.token).toBeNull();
  });
});
