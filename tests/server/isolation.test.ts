// Tenant isolation (DESIGN: "every query filters on customer_id"; seed 000 §6: a key starting with K
// grants only for that customerId). The café admin (voucher-admin of K100002) tries every read and
// write path on the hotel's (K100001) WiFi codes; afterwards the hotel's rows are byte-identical.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { voucherCounters, vouchers } from '../../server/db/schema';
import {
  CAFE,
  CREATE_VOUCHER,
  DEACTIVATE_MANY,
  DELETE_MANY,
  DELETE_VOUCHER,
  HOTEL,
  UPDATE_VOUCHER,
  USERS,
  createBatch,
  expectGqlError,
  listVouchers,
  ok,
  typed,
  vouchersOk,
  type VoucherRow,
} from './helpers';

let s: TestServer;
let cafe: string;
let hotel: string;
let hotelCodes: VoucherRow[];
let cafeCodes: VoucherRow[];
let snapshot: string;

/** The hotel's voucher rows and counter, read directly (only to prove that nothing changed). */
async function hotelSnapshot(): Promise<string> {
  const rows = await s.db.select().from(vouchers).where(eq(vouchers.customerId, HOTEL)).orderBy(asc(vouchers.id));
  const counter = await s.db.select().from(voucherCounters).where(eq(voucherCounters.customerId, HOTEL));
  return JSON.stringify({ rows, counter });
}

beforeAll(async () => {
  s = await startTestServer();
  cafe = (await s.login(USERS.cafe)).accessToken;
  hotel = (await s.login(USERS.hotel)).accessToken;
  hotelCodes = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1000 })).data;
  cafeCodes = (await vouchersOk(s, cafe, { customerIds: [CAFE], take: 1000 })).data;
  snapshot = await hotelSnapshot();
});
afterAll(() => s.close());

describe('the café admin cannot read the hotel’s WiFi codes', () => {
  it('sees its own codes only', () => {
    expect(hotelCodes).toHaveLength(150);
    expect(cafeCodes).toHaveLength(40);
    expect(cafeCodes.every((v) => v.customerId === CAFE)).toBe(true);
  });

  it('is FORBIDDEN to list with customerIds of the hotel (alone or mixed with its own)', async () => {
    for (const customerIds of [[HOTEL], [CAFE, HOTEL], ['*']]) {
      const r = await listVouchers(s, cafe, { customerIds });
      expectGqlError(r, 'FORBIDDEN', 'customerIds');
      expect(r.data?.vouchers ?? null).toBeNull();
    }
  });

  it('never gets hotel rows without customerIds, by ids, by codes or by search', async () => {
    const all = await vouchersOk(s, cafe, { take: 1000 });
    expect(all.totalCount).toBe(40);
    expect(all.data.every((v) => v.customerId === CAFE)).toBe(true);
    const target = hotelCodes[0];
    const byId = await vouchersOk(s, cafe, { ids: [target._id, hotelCodes[1]._id] });
    expect(byId).toMatchObject({ count: 0, totalCount: 0, data: [] });
    const byCode = await vouchersOk(s, cafe, { codes: [target.code, typed(hotelCodes[2].code)] });
    expect(byCode).toMatchObject({ count: 0, totalCount: 0, data: [] });
    const bySearch = await vouchersOk(s, cafe, { search: target.code, take: 1000 });
    expect(bySearch.data.every((v) => v.customerId === CAFE)).toBe(true);
    expect(bySearch.data.map((v) => v._id)).not.toContain(target._id);
    const byDescription = await vouchersOk(s, cafe, { search: 'Konferenzraum', take: 1000 });
    expect(byDescription.data.every((v) => v.customerId === CAFE)).toBe(true);
  });

  it('sees only its own customer, and no licence or codes of the hotel through it', async () => {
    const q = `query C($ids: [String!]) { customers(customerIds: $ids, take: 1000) {
      totalCount data { customerId voucherLicense { allowed left } vouchers(take: 1000) { totalCount data { customerId } } } } }`;
    const mine = ok(
      await s.gql<{
        customers: { totalCount: number; data: { customerId: string; vouchers: { totalCount: number } }[] };
      }>(cafe, q, {}),
    );
    expect(mine.customers.totalCount).toBe(1);
    expect(mine.customers.data.map((c) => c.customerId)).toEqual([CAFE]);
    expect(mine.customers.data[0].vouchers.totalCount).toBe(40);
    const theirs = ok(await s.gql<{ customers: { totalCount: number; data: unknown[] } }>(cafe, q, { ids: [HOTEL] }));
    expect(theirs.customers).toMatchObject({ totalCount: 0, data: [] });
    const hotelRow = hotelCodes[0];
    const byObjectId = ok(
      await s.gql<{ customers: { totalCount: number } }>(
        cafe,
        `query($ids: [ID!]) { customers(ids: $ids) { totalCount } }`,
        { ids: [hotelRow._id] },
      ),
    );
    expect(byObjectId.customers.totalCount).toBe(0);
  });

  it('is FORBIDDEN to read the hotel’s licence utilisation', async () => {
    const r = await s.gql(cafe, `query($c: String!) { licenseUtilization(customerId: $c) { license usage } }`, {
      c: HOTEL,
    });
    expectGqlError(r, 'FORBIDDEN', 'customerId');
    expect(r.data?.licenseUtilization ?? null).toBeNull();
  });
});

describe('the café admin cannot change the hotel’s WiFi codes', () => {
  it('updateVoucher and deleteVoucher on a hotel _id answer NOT_FOUND (existence not revealed)', async () => {
    const target = hotelCodes.find((v) => v.active)!;
    for (const data of [
      { _id: target._id, description: 'pwned' },
      { _id: target._id, active: false },
      { _id: target._id, used: 999, updatedAt: target.updatedAt },
    ]) {
      const err = expectGqlError(await s.gql(cafe, UPDATE_VOUCHER, { data }), 'NOT_FOUND', '_id');
      // The same answer as for an id that does not exist at all.
      const ghost = expectGqlError(
        await s.gql(cafe, UPDATE_VOUCHER, { data: { ...data, _id: 'f'.repeat(24) } }),
        'NOT_FOUND',
        '_id',
      );
      expect(err.message).toBe(ghost.message);
    }
    expectGqlError(await s.gql(cafe, DELETE_VOUCHER, { id: target._id }), 'NOT_FOUND', '_id');
    expectGqlError(await s.gql(cafe, DELETE_VOUCHER, { id: target._id, permanent: true }), 'NOT_FOUND', '_id');
  });

  it('bulk mutations naming the hotel are FORBIDDEN', async () => {
    const codes = hotelCodes.slice(0, 10).map((v) => v.code);
    expectGqlError(await s.gql(cafe, DEACTIVATE_MANY, { customerId: HOTEL, codes }), 'FORBIDDEN', 'customerId');
    expectGqlError(await s.gql(cafe, DELETE_MANY, { customerId: HOTEL, codes }), 'FORBIDDEN', 'customerId');
    expectGqlError(
      await s.gql(cafe, DELETE_MANY, { customerId: HOTEL, codes, permanent: true }),
      'FORBIDDEN',
      'customerId',
    );
  });

  it('bulk mutations for its own customer naming hotel codes answer NOT_FOUND', async () => {
    // Pick hotel codes the café does not also have (codes are unique per customer only).
    const own = new Set(cafeCodes.map((v) => v.code));
    const foreign = hotelCodes
      .filter((v) => !own.has(v.code))
      .slice(0, 10)
      .map((v) => v.code);
    expectGqlError(await s.gql(cafe, DEACTIVATE_MANY, { customerId: CAFE, codes: foreign }), 'NOT_FOUND', 'codes');
    expectGqlError(
      await s.gql(cafe, DELETE_MANY, { customerId: CAFE, codes: foreign.map(typed) }),
      'NOT_FOUND',
      'codes',
    );
    expectGqlError(
      await s.gql(cafe, DELETE_MANY, { customerId: CAFE, codes: foreign, permanent: true }),
      'NOT_FOUND',
      'codes',
    );
  });

  it('a mixed list of own and hotel codes answers NOT_FOUND and leaves the own codes unchanged too', async () => {
    const ownActive = cafeCodes.filter((v) => v.active).slice(0, 5);
    const own = new Set(cafeCodes.map((v) => v.code));
    const foreign = hotelCodes.filter((v) => v.active && !own.has(v.code)).slice(0, 3);
    const codes = [...ownActive.map((v) => v.code), ...foreign.map((v) => v.code)];
    const d = expectGqlError(await s.gql(cafe, DEACTIVATE_MANY, { customerId: CAFE, codes }), 'NOT_FOUND', 'codes');
    expect((d.extensions?.codes as string[]).sort()).toEqual(foreign.map((v) => v.code).sort());
    expectGqlError(await s.gql(cafe, DELETE_MANY, { customerId: CAFE, codes }), 'NOT_FOUND', 'codes');
    expectGqlError(await s.gql(cafe, DELETE_MANY, { customerId: CAFE, codes, permanent: true }), 'NOT_FOUND', 'codes');
    const after = await vouchersOk(s, cafe, { codes: ownActive.map((v) => v.code) });
    expect(after.data.sort((a, b) => a._id.localeCompare(b._id))).toEqual(
      [...ownActive].sort((a, b) => a._id.localeCompare(b._id)),
    );
    expect((await vouchersOk(s, cafe, { take: 1 })).totalCount).toBe(40);
  });

  it('cannot create codes for the hotel (FORBIDDEN)', async () => {
    expectGqlError(await s.gql(cafe, CREATE_VOUCHER, { data: { customerId: HOTEL } }), 'FORBIDDEN', 'customerId');
    expectGqlError(
      await s.gql(cafe, CREATE_VOUCHER, { data: { customerId: HOTEL, code: 'INTRUDER-1' } }),
      'FORBIDDEN',
      'customerId',
    );
    expectGqlError(await createBatch(s, cafe, { customerId: HOTEL, amount: 5 }), 'FORBIDDEN', 'customerId');
    expectGqlError(await createBatch(s, cafe, { customerId: HOTEL, amount: 0 }), 'FORBIDDEN', 'customerId');
  });

  it('left the hotel’s codes byte-identical', async () => {
    expect(await hotelSnapshot()).toBe(snapshot);
    const now = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1000 })).data;
    expect(now).toEqual(hotelCodes);
  });
});

describe('the other direction and the other roles', () => {
  it('the hotel admin cannot read or change the café’s codes', async () => {
    expectGqlError(await listVouchers(s, hotel, { customerIds: [CAFE] }), 'FORBIDDEN', 'customerIds');
    expect((await vouchersOk(s, hotel, { ids: cafeCodes.map((v) => v._id) })).count).toBe(0);
    expectGqlError(
      await s.gql(hotel, UPDATE_VOUCHER, { data: { _id: cafeCodes[0]._id, description: 'x' } }),
      'NOT_FOUND',
      '_id',
    );
    expectGqlError(
      await s.gql(hotel, DEACTIVATE_MANY, { customerId: CAFE, codes: [cafeCodes[0].code] }),
      'FORBIDDEN',
      'customerId',
    );
    const lu = await s.gql(hotel, `query($c: String!) { licenseUtilization(customerId: $c) { license } }`, { c: CAFE });
    expectGqlError(lu, 'FORBIDDEN', 'customerId');
    expect((await vouchersOk(s, cafe, { take: 1000 })).data).toEqual(cafeCodes);
  });

  it('support (read on *) reads any customer’s codes but may not create, change or delete', async () => {
    const support = (await s.login(USERS.support)).accessToken;
    expect((await vouchersOk(s, support, { customerIds: [HOTEL], take: 1 })).totalCount).toBe(150);
    expect((await vouchersOk(s, support, { customerIds: [CAFE], take: 1 })).totalCount).toBe(40);
    expect((await vouchersOk(s, support, { codes: [hotelCodes[0].code] })).data.map((v) => v._id)).toEqual([
      hotelCodes[0]._id,
    ]);
    expectGqlError(await s.gql(support, CREATE_VOUCHER, { data: { customerId: HOTEL } }), 'FORBIDDEN', 'customerId');
    expectGqlError(await createBatch(s, support, { customerId: HOTEL, amount: 1 }), 'FORBIDDEN', 'customerId');
    expectGqlError(
      await s.gql(support, DEACTIVATE_MANY, { customerId: HOTEL, codes: [hotelCodes[0].code] }),
      'FORBIDDEN',
      'customerId',
    );
    expectGqlError(
      await s.gql(support, DELETE_MANY, { customerId: HOTEL, codes: [hotelCodes[0].code] }),
      'FORBIDDEN',
      'customerId',
    );
    // A code the support user can read but not change: FORBIDDEN (not NOT_FOUND).
    for (const r of [
      await s.gql(support, UPDATE_VOUCHER, { data: { _id: hotelCodes[0]._id, description: 'x' } }),
      await s.gql(support, DELETE_VOUCHER, { id: hotelCodes[0]._id }),
    ]) {
      expectGqlError(r, 'FORBIDDEN', '_id');
    }
  });

  it('the vendor (no Voucher grant) gets FORBIDDEN for the hotel’s codes and nothing without customerIds', async () => {
    const vendor = (await s.login(USERS.vendor)).accessToken;
    expectGqlError(await listVouchers(s, vendor, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds');
    expect(await vouchersOk(s, vendor, {})).toMatchObject({ count: 0, totalCount: 0, data: [] });
    expect((await vouchersOk(s, vendor, { ids: [hotelCodes[0]._id] })).count).toBe(0);
    expectGqlError(await s.gql(vendor, CREATE_VOUCHER, { data: { customerId: HOTEL } }), 'FORBIDDEN', 'customerId');
  });

  it('the partner (admin of the hotel, not of the café) reads the hotel only', async () => {
    const partner = (await s.login(USERS.partner)).accessToken;
    expect((await vouchersOk(s, partner, { customerIds: [HOTEL], take: 1 })).totalCount).toBe(150);
    expectGqlError(await listVouchers(s, partner, { customerIds: [CAFE] }), 'FORBIDDEN', 'customerIds');
    const mine = await vouchersOk(s, partner, { take: 1000 });
    expect(mine.data.every((v) => v.customerId !== CAFE)).toBe(true);
  });

  it('after every attempt the hotel’s codes are still byte-identical', async () => {
    expect(await hotelSnapshot()).toBe(snapshot);
  });
});
