// Bulk WiFi-code mutations (seed 001 §4 "can be deactivated or deleted in bulk", §7; DESIGN: one
// request, one transaction, all codes or none).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import {
  DEACTIVATE_MANY,
  DELETE_MANY,
  HOTEL,
  USERS,
  createBatch,
  expectGqlError,
  ok,
  typed,
  voucherLicense,
  vouchersOk,
  type VoucherRow,
} from './helpers';

let s: TestServer;
let hotel: string;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
});
afterAll(() => s.close());

const deactivateMany = (codes: string[], customerId = HOTEL) =>
  s.gql<{ deactivateManyVouchers: boolean }>(hotel, DEACTIVATE_MANY, { customerId, codes });
const deleteMany = (codes: string[], permanent?: boolean, customerId = HOTEL) =>
  s.gql<{ deleteManyVouchers: boolean }>(hotel, DELETE_MANY, { customerId, codes, permanent });

async function batch(amount: number, description: string): Promise<string[]> {
  return ok(await createBatch(s, hotel, { customerId: HOTEL, amount, description })).createVoucherBatch.codes;
}
const byCodes = async (codes: string[]): Promise<VoucherRow[]> =>
  (await vouchersOk(s, hotel, { codes, take: 1000 })).data;
const total = async () => (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount;
/** A code that can never exist: Z is not in the code alphabet. */
const UNKNOWN = 'ZZZZ-ZZZZ';

describe('deactivateManyVouchers', () => {
  it('deactivates 50 codes in one request', async () => {
    const codes = await batch(50, 'bulk deactivate');
    const before = await byCodes(codes);
    expect(before.every((v) => v.active)).toBe(true);
    const untouched = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1000 })).data.filter(
      (v) => !codes.includes(v.code),
    );
    expect(ok(await deactivateMany(codes)).deactivateManyVouchers).toBe(true);
    const after = await byCodes(codes);
    expect(after).toHaveLength(50);
    expect(after.every((v) => v.active === false)).toBe(true);
    expect(after.every((v) => new Date(v.updatedAt) >= new Date(before[0].updatedAt))).toBe(true);
    // Other codes of the customer are untouched; the codes still count (deactivated, not deleted).
    const others = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1000 })).data.filter(
      (v) => !codes.includes(v.code),
    );
    expect(others).toEqual(untouched);
    // Deactivating again is harmless (deactivation is permanent, not a toggle).
    ok(await deactivateMany(codes.slice(0, 5)));
    expect((await byCodes(codes.slice(0, 5))).every((v) => !v.active)).toBe(true);
  });

  it('changes nothing when one code of the list is unknown (NOT_FOUND naming it)', async () => {
    const codes = await batch(20, 'bulk atomic');
    const before = await byCodes(codes);
    const err = expectGqlError(await deactivateMany([...codes, UNKNOWN]), 'NOT_FOUND', 'codes');
    expect(err.extensions?.codes).toEqual(['ZZZZZZZZ']);
    expect(err.extensions?.missing).toBe(1);
    expect(await byCodes(codes)).toEqual(before);
    // Unknown code first in the list: the same.
    expectGqlError(await deactivateMany([UNKNOWN, ...codes]), 'NOT_FOUND', 'codes');
    expect(await byCodes(codes)).toEqual(before);
  });

  it('accepts codes in lower case, with dashes and repeated', async () => {
    const codes = await batch(10, 'bulk typed');
    const some = codes.slice(0, 4);
    ok(await deactivateMany([...some.map(typed), some[0], ` ${some[1].toLowerCase()} `]));
    const after = await byCodes(codes);
    for (const v of after) expect(v.active, v.code).toBe(!some.includes(v.code));
  });
});

describe('deleteManyVouchers', () => {
  it('deletes all codes of the list (soft), frees the licence and hides them', async () => {
    const codes = await batch(50, 'bulk delete');
    const count = await total();
    const lic = await voucherLicense(s, hotel, HOTEL);
    expect(ok(await deleteMany(codes)).deleteManyVouchers).toBe(true);
    expect(await byCodes(codes)).toEqual([]);
    expect(await total()).toBe(count - 50);
    expect((await vouchersOk(s, hotel, { search: 'bulk delete' })).totalCount).toBe(0);
    expect((await voucherLicense(s, hotel, HOTEL)).left).toBe(lic.left + 50);
    // Deleted codes are gone for the bulk mutations too.
    expectGqlError(await deleteMany(codes.slice(0, 1)), 'NOT_FOUND', 'codes');
    expectGqlError(await deactivateMany(codes.slice(0, 1)), 'NOT_FOUND', 'codes');
    expect((await voucherLicense(s, hotel, HOTEL)).left).toBe(lic.left + 50);
  });

  it('deletes nothing when one code of the list is unknown', async () => {
    const codes = await batch(20, 'bulk delete atomic');
    const before = await byCodes(codes);
    const count = await total();
    const lic = await voucherLicense(s, hotel, HOTEL);
    const err = expectGqlError(await deleteMany([...codes, UNKNOWN]), 'NOT_FOUND', 'codes');
    expect(err.extensions?.codes).toEqual(['ZZZZZZZZ']);
    expectGqlError(await deleteMany([...codes, UNKNOWN], true), 'NOT_FOUND', 'codes');
    expect(await byCodes(codes)).toEqual(before);
    expect(await total()).toBe(count);
    expect(await voucherLicense(s, hotel, HOTEL)).toEqual(lic);
  });

  it('accepts typed codes and deletes permanently on request', async () => {
    const codes = await batch(10, 'bulk delete typed');
    const count = await total();
    ok(await deleteMany([...codes.slice(0, 3).map(typed), codes[0]]));
    ok(
      await deleteMany(
        codes.slice(3, 5).map((c) => c.toLowerCase()),
        true,
      ),
    );
    expect((await byCodes(codes)).map((v) => v.code).sort()).toEqual(codes.slice(5).sort());
    expect(await total()).toBe(count - 5);
  });
});

describe('bulk input validation', () => {
  it('refuses an empty list and more than 10000 codes (BAD_USER_INPUT on codes)', async () => {
    const tooMany = Array.from({ length: 10001 }, (_, i) => `ZZ${i}`);
    for (const codes of [[], tooMany, ['---'], ['ABCD', '  ']]) {
      expectGqlError(await deactivateMany(codes), 'BAD_USER_INPUT', 'codes');
      expectGqlError(await deleteMany(codes), 'BAD_USER_INPUT', 'codes');
    }
  });

  it('accepts exactly 10000 codes (then only unknown codes are reported, nothing changes)', async () => {
    const [known] = (await vouchersOk(s, hotel, { customerIds: [HOTEL], active: true, take: 1 })).data;
    const codes = [known.code, ...Array.from({ length: 9999 }, (_, i) => `ZZ${i}`)];
    const count = await total();
    const err = expectGqlError(await deactivateMany(codes), 'NOT_FOUND', 'codes');
    expect(err.extensions?.missing).toBe(9999);
    expect((err.extensions?.codes as string[]).length).toBeLessThanOrEqual(20);
    expectGqlError(await deleteMany(codes), 'NOT_FOUND', 'codes');
    expect(await total()).toBe(count);
    expect((await byCodes([known.code]))[0]).toEqual(known);
  });

  it('refuses a customer the caller has no grant for (FORBIDDEN) before looking at codes', async () => {
    expectGqlError(await deactivateMany([UNKNOWN], 'K100002'), 'FORBIDDEN', 'customerId');
    expectGqlError(await deleteMany([UNKNOWN], false, 'K100002'), 'FORBIDDEN', 'customerId');
    expectGqlError(await deactivateMany([], 'K100002'), 'FORBIDDEN');
  });
});
