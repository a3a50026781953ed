// Idempotent WiFi-code creation (issue 40, decision D203): a create request repeated with the same
// idempotency key — one after the other or at the same time — creates the codes once, answers the
// same codes and charges the licence once; a key is the customer's, bounded, and remembered 24 hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import {
  CAFE,
  CREATE_VOUCHER,
  HOTEL,
  USERS,
  createBatch,
  expectGqlError,
  ok,
  voucherLicense,
  vouchersOk,
  type VoucherRow,
} from './helpers';

let s: TestServer;
let hotel: string;
let cafe: string;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
});
afterAll(() => s.close());

let serial = 0;
/** A fresh key as the portal makes one (a UUID). */
const newKey = () => `${crypto.randomUUID()}-${++serial}`.slice(0, 100);

const createVoucher = (token: string, data: Record<string, unknown>) =>
  s.gql<{ createVoucher: VoucherRow }>(token, CREATE_VOUCHER, { data });
const total = async (token: string, customerId: string) =>
  (await vouchersOk(s, token, { customerIds: [customerId], take: 1 })).totalCount;

describe('vouchers: idempotent create', () => {
  it('creates one code for a single create sent twice with one key, and answers the same code', async () => {
    const before = await total(hotel, HOTEL);
    const licence = await voucherLicense(s, hotel, HOTEL);
    const data = { customerId: HOTEL, description: 'Doppelklick', idempotencyKey: newKey() };
    const first = ok(await createVoucher(hotel, data)).createVoucher;
    const second = ok(await createVoucher(hotel, data)).createVoucher;
    expect(second).toEqual(first);
    expect(await total(hotel, HOTEL)).toBe(before + 1);
    expect((await voucherLicense(s, hotel, HOTEL)).left).toBe(licence.left - 1);
  });

  it('answers the same own code again instead of CONFLICT on code', async () => {
    const data = { customerId: HOTEL, code: 'IDEM-0001', idempotencyKey: newKey() };
    const first = ok(await createVoucher(hotel, data)).createVoucher;
    expect(ok(await createVoucher(hotel, data)).createVoucher).toEqual(first);
    // Without the key (or with another) the code exists already.
    expectGqlError(await createVoucher(hotel, { customerId: HOTEL, code: 'IDEM-0001' }), 'CONFLICT', 'code');
  });

  it('creates one batch of 3 for a batch sent twice with one key, and answers the same codes', async () => {
    const before = await total(hotel, HOTEL);
    const licence = await voucherLicense(s, hotel, HOTEL);
    const data = { customerId: HOTEL, amount: 3, description: 'Messe', idempotencyKey: newKey() };
    const first = ok(await createBatch(s, hotel, data)).createVoucherBatch;
    const second = ok(await createBatch(s, hotel, data)).createVoucherBatch;
    expect(first.codes).toHaveLength(3);
    expect(second).toEqual(first);
    expect(first.license).toMatchObject({ left: licence.left - 3 });
    expect(await total(hotel, HOTEL)).toBe(before + 3);
    expect((await voucherLicense(s, hotel, HOTEL)).left).toBe(licence.left - 3);
    expect((await vouchersOk(s, hotel, { codes: first.codes })).count).toBe(3);
  });

  it('creates once for the same key sent at the same time (single and batch)', async () => {
    const before = await total(hotel, HOTEL);
    const licence = await voucherLicense(s, hotel, HOTEL);
    const single = { customerId: HOTEL, idempotencyKey: newKey() };
    const singles = await Promise.all([1, 2, 3].map(() => createVoucher(hotel, single)));
    const made = singles.map((r) => ok(r).createVoucher);
    expect(new Set(made.map((v) => v._id)).size).toBe(1);
    expect(made[1]).toEqual(made[0]);

    const batch = { customerId: HOTEL, amount: 3, idempotencyKey: newKey() };
    const batches = (await Promise.all([1, 2, 3].map(() => createBatch(s, hotel, batch)))).map(
      (r) => ok(r).createVoucherBatch,
    );
    expect(batches[0]!.codes).toHaveLength(3);
    for (const b of batches) expect(b.codes).toEqual(batches[0]!.codes);

    expect(await total(hotel, HOTEL)).toBe(before + 4);
    expect((await voucherLicense(s, hotel, HOTEL)).left).toBe(licence.left - 4);
  });

  it('creates every time without a key (as before)', async () => {
    const before = await total(hotel, HOTEL);
    const data = { customerId: HOTEL, amount: 2 };
    const [a, b] = await Promise.all([createBatch(s, hotel, data), createBatch(s, hotel, data)]);
    expect(ok(a).createVoucherBatch.codes).not.toEqual(ok(b).createVoucherBatch.codes);
    ok(await createVoucher(hotel, { customerId: HOTEL }));
    ok(await createVoucher(hotel, { customerId: HOTEL }));
    expect(await total(hotel, HOTEL)).toBe(before + 6);
  });

  it('refuses a key used for another request (CONFLICT on idempotencyKey) and creates nothing', async () => {
    const key = newKey();
    ok(await createBatch(s, hotel, { customerId: HOTEL, amount: 2, idempotencyKey: key }));
    const before = await total(hotel, HOTEL);
    const other = expectGqlError(
      await createBatch(s, hotel, { customerId: HOTEL, amount: 5, idempotencyKey: key }),
      'CONFLICT',
      'idempotencyKey',
    );
    expect(other.extensions?.reason).toBe('IDEMPOTENCY_KEY_REUSED');
    expectGqlError(
      await createVoucher(hotel, { customerId: HOTEL, idempotencyKey: key }),
      'CONFLICT',
      'idempotencyKey',
    );
    expect(await total(hotel, HOTEL)).toBe(before);
  });

  it('refuses a malformed key (BAD_USER_INPUT on idempotencyKey) and creates nothing', async () => {
    const before = await total(hotel, HOTEL);
    for (const key of ['', 'short', 'x'.repeat(101), 'with space 123', 'ümlaut-12345']) {
      expectGqlError(
        await createVoucher(hotel, { customerId: HOTEL, idempotencyKey: key }),
        'BAD_USER_INPUT',
        'idempotencyKey',
      );
      expectGqlError(
        await createBatch(s, hotel, { customerId: HOTEL, amount: 2, idempotencyKey: key }),
        'BAD_USER_INPUT',
        'idempotencyKey',
      );
    }
    expect(await total(hotel, HOTEL)).toBe(before);
  });

  it('keeps keys per customer: the same key of another customer creates that customer’s codes', async () => {
    const key = newKey();
    const h = ok(await createBatch(s, hotel, { customerId: HOTEL, amount: 1, idempotencyKey: key })).createVoucherBatch;
    const c = ok(await createBatch(s, cafe, { customerId: CAFE, amount: 1, idempotencyKey: key })).createVoucherBatch;
    expect(c.codes).not.toEqual(h.codes);
    expect((await vouchersOk(s, cafe, { codes: c.codes, customerIds: [CAFE] })).count).toBe(1);
    // The café cannot replay the hotel's request (no rights there, and the key is the hotel's).
    expectGqlError(await createBatch(s, cafe, { customerId: HOTEL, amount: 1, idempotencyKey: key }), 'FORBIDDEN');
  });

  it('charges the licence once: a repeated request that used up the licence answers its codes', async () => {
    const left = (await voucherLicense(s, cafe, CAFE)).left;
    expect(left).toBeGreaterThan(0);
    const data = { customerId: CAFE, amount: left, idempotencyKey: newKey() };
    const first = ok(await createBatch(s, cafe, data)).createVoucherBatch;
    expect(first.license).toMatchObject({ left: 0 });
    const again = ok(await createBatch(s, cafe, data)).createVoucherBatch;
    expect(again).toEqual(first);
    // A new request (another key) finds the licence used up.
    expectGqlError(await createBatch(s, cafe, { ...data, idempotencyKey: newKey() }), 'LICENCE_EXCEEDED');
    expect(await voucherLicense(s, cafe, CAFE)).toMatchObject({ allowed: 200, left: 0 });
  });

  it('forgets a key after 24 hours: the request then creates again', async () => {
    const key = newKey();
    const data = { customerId: HOTEL, amount: 1, idempotencyKey: key };
    const first = ok(await createBatch(s, hotel, data)).createVoucherBatch;
    await s.db.execute(
      sql`update voucher_idempotency set created_at = created_at - interval '25 hours' where key = ${key}`,
    );
    const before = await total(hotel, HOTEL);
    const later = ok(await createBatch(s, hotel, data)).createVoucherBatch;
    expect(later.codes).not.toEqual(first.codes);
    expect(await total(hotel, HOTEL)).toBe(before + 1);
    // Remembered anew: a third request answers the second's codes.
    expect(ok(await createBatch(s, hotel, data)).createVoucherBatch).toEqual(later);
  });
});
