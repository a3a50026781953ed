// WiFi codes (seed 001 §3 Voucher, §4, §7, §9): list with paging, search, filters and sorting;
// create one (own or generated code) or a batch under the licence; update only sent fields with
// optimistic locking; permanent deactivation; soft and permanent delete; lookup by codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { vouchers } from '../../server/access/wifi-code/table';
import { listVoucherRows } from '../../server/access/wifi-code/store';
import { startTestServer, type TestServer } from './harness';
import { CODE_ALPHABET, CODE_LENGTH, normalizeCode } from '../../src/domain/voucherCode';
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
  voucherLicense,
  vouchersOk,
  type VoucherRow,
} from './helpers';

let s: TestServer;
let hotel: string;
let cafe: string;
/** All codes of the hotel as seeded (150), in the default order (_id ascending). */
let seeded: VoucherRow[];

const GENERATED = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
  seeded = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1000 })).data;
});
afterAll(() => s.close());

const createVoucher = (token: string, data: Record<string, unknown>) =>
  s.gql<{ createVoucher: VoucherRow }>(token, CREATE_VOUCHER, { data });
const byId = async (id: string) => (await vouchersOk(s, hotel, { ids: [id] })).data[0];
const ids = (rows: { _id: string }[]) => rows.map((r) => r._id).sort();

describe('vouchers: list', () => {
  it('lists the seeded codes of the customer with totals', () => {
    expect(seeded).toHaveLength(150);
    expect(seeded.every((v) => v.customerId === HOTEL)).toBe(true);
    expect(new Set(seeded.map((v) => v.code)).size).toBe(150);
    // Default order: id ascending (seed 001 §9).
    expect(seeded.map((v) => v._id)).toEqual([...seeded.map((v) => v._id)].sort());
  });

  it('reads only the columns of the fields asked for, answering them as the whole row does', async () => {
    const narrowQuery = `query V($skip: Int, $take: Int, $sort: [SortType!], $customerIds: [String!], $active: Boolean) {
      vouchers(skip: $skip, take: $take, sort: $sort, customerIds: $customerIds, active: $active) {
        totalCount data { id: _id ...F } } }
      fragment F on Voucher { valid expires }`;
    for (const vars of [
      { customerIds: [HOTEL], take: 30 },
      { customerIds: [HOTEL], take: 30, skip: 30, active: true },
      { customerIds: [HOTEL], take: 10, sort: [{ key: 'code', order: 'ASC' }] },
    ]) {
      const whole = await vouchersOk(s, hotel, vars);
      const narrow = ok(
        await s.gql<{ vouchers: { totalCount: number; data: unknown[] } }>(hotel, narrowQuery, vars),
      ).vouchers;
      expect(narrow.totalCount).toBe(whole.totalCount);
      expect(narrow.data).toEqual(whole.data.map((v) => ({ id: v._id, valid: v.valid, expires: v.expires })));
    }
    // The customer's own page of codes, with the Voucher's own resolvers (they read id and customer).
    const nested = ok(
      await s.gql<{ customers: { data: { vouchers: { data: { code: string; onlineAccounts: number }[] } }[] } }>(
        hotel,
        `query { customers(customerIds: ["${HOTEL}"], take: 1) { data {
          vouchers(take: 3, sort: [{ key: "createdAt", order: DESC }]) { data { code onlineAccounts } } } } }`,
      ),
    ).customers.data[0]!.vouchers.data;
    expect(nested).toHaveLength(3);
    expect(nested.every((v) => typeof v.code === 'string' && v.onlineAccounts === 0)).toBe(true);
    // The page's rows hold those columns and no other.
    const { rows } = await listVoucherRows(s.db, [HOTEL], {}, {}, { offset: 0, limit: 3 }, undefined, [
      'code',
      'customerId',
      'id',
    ]);
    expect(rows.map((r) => Object.keys(r).sort())).toEqual(Array(3).fill(['code', 'customerId', 'id']));
  });

  it('pages with skip and take (count, totalCount, hasNextPage)', async () => {
    const pages: VoucherRow[] = [];
    for (let skip = 0; skip < 150; skip += 40) {
      const p = await vouchersOk(s, hotel, { customerIds: [HOTEL], skip, take: 40 });
      expect(p.totalCount).toBe(150);
      expect(p.count).toBe(Math.min(40, 150 - skip));
      expect(p.count).toBe(p.data.length);
      expect(p.hasNextPage).toBe(skip + 40 < 150);
      pages.push(...p.data);
    }
    expect(pages.map((v) => v._id)).toEqual(seeded.map((v) => v._id));
    const beyond = await vouchersOk(s, hotel, { customerIds: [HOTEL], skip: 500, take: 10 });
    expect(beyond).toMatchObject({ count: 0, totalCount: 150, hasNextPage: false, data: [] });
    // Without customerIds the caller's own customers are listed; take defaults to 100.
    const dflt = await vouchersOk(s, hotel, {});
    expect(dflt).toMatchObject({ count: 100, totalCount: 150, hasNextPage: true });
  });

  it('searches the code partially, in lower case and with dashes', async () => {
    const target = seeded[7];
    const q = `${target.code.slice(1, 3)}-${target.code.slice(3, 6)}`.toLowerCase();
    const norm = normalizeCode(q);
    const p = await vouchersOk(s, hotel, { customerIds: [HOTEL], search: q, take: 1000 });
    expect(p.data.map((v) => v._id)).toContain(target._id);
    const expected = seeded.filter((v) => v.code.includes(norm) || (v.description ?? '').toLowerCase().includes(q));
    expect(ids(p.data)).toEqual(ids(expected));
    expect(p.totalCount).toBe(expected.length);
    // The whole code typed with spaces finds exactly that code.
    const whole = await vouchersOk(s, hotel, {
      customerIds: [HOTEL],
      search: ` ${target.code.slice(0, 4)} ${target.code.slice(4).toLowerCase()} `,
    });
    expect(whole.data.map((v) => v._id)).toEqual([target._id]);
  });

  it('searches the description (case-insensitive) and takes LIKE wildcards literally', async () => {
    for (const q of ['konferenzraum', 'TAGESGAST 1']) {
      const p = await vouchersOk(s, hotel, { customerIds: [HOTEL], search: q, take: 1000 });
      const expected = seeded.filter(
        (v) => v.code.includes(normalizeCode(q)) || (v.description ?? '').toLowerCase().includes(q.toLowerCase()),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(p.data)).toEqual(ids(expected));
      expect(p.totalCount).toBe(expected.length);
    }
    for (const q of ['%', '_', 'Tagesgast%1']) {
      const p = await vouchersOk(s, hotel, { customerIds: [HOTEL], search: q, take: 1000 });
      expect(p.totalCount, q).toBe(0);
    }
  });

  it('filters by active and valid', async () => {
    for (const [active, valid] of [
      [true, undefined],
      [false, undefined],
      [undefined, false],
      [true, false],
    ] as const) {
      const p = await vouchersOk(s, hotel, { customerIds: [HOTEL], active, valid, take: 1000 });
      const expected = seeded.filter(
        (v) => (active === undefined || v.active === active) && (valid === undefined || v.valid === valid),
      );
      expect(ids(p.data)).toEqual(ids(expected));
      expect(p.totalCount).toBe(expected.length);
    }
    // The demo data has both states, so the filters are really exercised.
    expect(seeded.some((v) => !v.active)).toBe(true);
    expect(seeded.some((v) => !v.valid)).toBe(true);
  });

  it('sorts by code ascending and descending', async () => {
    const asc = await vouchersOk(s, hotel, { customerIds: [HOTEL], sort: [{ key: 'code', order: 'ASC' }], take: 1000 });
    const codes = seeded.map((v) => v.code).sort();
    expect(asc.data.map((v) => v.code)).toEqual(codes);
    const desc = await vouchersOk(s, hotel, {
      customerIds: [HOTEL],
      sort: [{ key: 'code', order: 'DESC' }],
      take: 1000,
    });
    expect(desc.data.map((v) => v.code)).toEqual([...codes].reverse());
    // A page of a sorted list is the slice of the sorted list.
    const page = await vouchersOk(s, hotel, {
      customerIds: [HOTEL],
      sort: [{ key: 'code', order: 'DESC' }],
      skip: 30,
      take: 10,
    });
    expect(page.data.map((v) => v.code)).toEqual([...codes].reverse().slice(30, 40));
  });

  it('sorts by used (ties by id, stable across pages)', async () => {
    for (const order of ['ASC', 'DESC'] as const) {
      const p = await vouchersOk(s, hotel, { customerIds: [HOTEL], sort: [{ key: 'used', order }], take: 1000 });
      const used = p.data.map((v) => v.used);
      const sorted = [...used].sort((a, b) => (order === 'ASC' ? a - b : b - a));
      expect(used).toEqual(sorted);
      expect(ids(p.data)).toEqual(ids(seeded));
      const paged = [
        ...(await vouchersOk(s, hotel, { customerIds: [HOTEL], sort: [{ key: 'used', order }], take: 75 })).data,
        ...(await vouchersOk(s, hotel, { customerIds: [HOTEL], sort: [{ key: 'used', order }], skip: 75, take: 75 }))
          .data,
      ];
      expect(paged.map((v) => v._id)).toEqual(p.data.map((v) => v._id));
    }
    expect(new Set(seeded.map((v) => v.used)).size).toBeGreaterThan(1);
  });

  it('refuses an unknown sort key and take/skip out of range (BAD_USER_INPUT on the field)', async () => {
    expectGqlError(await listVouchers(s, hotel, { sort: [{ key: 'passwordHash' }] }), 'BAD_USER_INPUT', 'sort');
    expectGqlError(
      await listVouchers(s, hotel, { sort: [{ key: 'customer_id; drop table vouchers' }] }),
      'BAD_USER_INPUT',
      'sort',
    );
    expectGqlError(await listVouchers(s, hotel, { take: 0 }), 'BAD_USER_INPUT', 'take');
    expectGqlError(await listVouchers(s, hotel, { take: 1001 }), 'BAD_USER_INPUT', 'take');
    expectGqlError(await listVouchers(s, hotel, { skip: -1 }), 'BAD_USER_INPUT', 'skip');
    expect((await vouchersOk(s, hotel, { take: 1000 })).count).toBe(150);
  });

  it('looks codes up by their normalised form', async () => {
    const [a, b] = [seeded[3], seeded[42]];
    const p = await vouchersOk(s, hotel, {
      codes: [`${a.code.slice(0, 4)}-${a.code.slice(4)}`.toLowerCase(), ` ${b.code} `, 'NOSUCHCODE'],
    });
    expect(ids(p.data)).toEqual(ids([a, b]));
    expect(p.totalCount).toBe(2);
  });
});

describe('vouchers: create', () => {
  it('stores an own code normalised and keeps the original', async () => {
    const before = await voucherLicense(s, hotel, HOTEL);
    const v = ok(
      await createVoucher(hotel, {
        customerId: HOTEL,
        code: 'ab-cd 1234',
        description: '  Empfang  ',
        simultaneousUse: 2,
      }),
    ).createVoucher;
    expect(v).toMatchObject({
      code: 'ABCD1234',
      voucherCode: 'ab-cd 1234',
      customerId: HOTEL,
      active: true,
      valid: true,
      used: 0,
      deviceVoucher: false,
      description: 'Empfang',
      simultaneousUse: 2,
      connectedDevices: [],
    });
    expect(v._id).toMatch(/^[0-9a-f]{24}$/);
    expect(await byId(v._id)).toEqual(v);
    expect((await vouchersOk(s, hotel, { codes: ['abcd1234'] })).data.map((r) => r._id)).toEqual([v._id]);
    expect((await voucherLicense(s, hotel, HOTEL)).left).toBe(before.left - 1);
  });

  it('refuses a duplicate code in any spelling (CONFLICT on code) and creates nothing', async () => {
    const before = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount;
    for (const code of ['ABCD1234', 'abcd-1234', seeded[0].code.toLowerCase()]) {
      expectGqlError(await createVoucher(hotel, { customerId: HOTEL, code }), 'CONFLICT', 'code');
    }
    expect((await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount).toBe(before);
    // The same code is free for another customer.
    const other = ok(await createVoucher(cafe, { customerId: CAFE, code: 'ABCD-1234' })).createVoucher;
    expect(other).toMatchObject({ code: 'ABCD1234', customerId: CAFE });
    ok(await s.gql(cafe, DELETE_VOUCHER, { id: other._id, permanent: true }));
  });

  it('creates one of two concurrent requests for the same own code and answers CONFLICT to the other', async () => {
    const both = await Promise.all(
      ['SAME-0001', 'same 0001'].map((code) => createVoucher(hotel, { customerId: HOTEL, code })),
    );
    expect(both.filter((r) => !r.errors).length).toBe(1);
    expectGqlError(
      both.find((r) => r.errors)!,
      'CONFLICT',
      'code',
    );
    expect((await vouchersOk(s, hotel, { codes: ['SAME0001'] })).count).toBe(1);
  });

  it('keeps all fields given and reads them back (expires, deviceVoucher, simultaneousUse)', async () => {
    const v = ok(
      await createVoucher(hotel, {
        customerId: HOTEL,
        expires: '2030-01-31T22:59:59.000Z',
        deviceVoucher: true,
        simultaneousUse: 0,
        active: false,
      }),
    ).createVoucher;
    expect(v).toMatchObject({
      expires: '2030-01-31T22:59:59.000Z',
      deviceVoucher: true,
      simultaneousUse: 0,
      active: false,
    });
    expect(await byId(v._id)).toEqual(v);
    // The updatedAt of a fresh code works for optimistic locking right away.
    ok(await s.gql(hotel, UPDATE_VOUCHER, { data: { _id: v._id, updatedAt: v.updatedAt, description: 'locked' } }));
    expect((await byId(v._id)).description).toBe('locked');
  });

  it('creates codes without limit for a customer without voucher plugin (licence -1)', async () => {
    const op = (await s.login(USERS.operator)).accessToken;
    const other = 'K100003';
    expect(await voucherLicense(s, op, other)).toEqual({ customerId: other, allowed: -1, left: -1 });
    const b = ok(await createBatch(s, op, { customerId: other, amount: 20 })).createVoucherBatch;
    expect(b.license).toMatchObject({ allowed: -1, left: -1 });
    expect((await vouchersOk(s, op, { customerIds: [other], take: 1 })).totalCount).toBe(20);
  });

  it('answers the licence and the online accounts of a code', async () => {
    const r = await s.gql<{ vouchers: { data: { license: { allowed: number; left: number; customerId: string } }[] } }>(
      hotel,
      `{ vouchers(take: 2) { data { _id license { allowed left customerId } } } }`,
    );
    const d = ok(r).vouchers.data;
    expect(d).toHaveLength(2);
    for (const v of d) expect(v.license).toMatchObject({ allowed: 5000, customerId: HOTEL });
    const online = ok(
      await s.gql<{ vouchers: { data: { onlineAccounts: number }[] } }>(
        hotel,
        `{ vouchers(take: 5) { data { _id onlineAccounts } } }`,
      ),
    );
    for (const v of online.vouchers.data) expect(v.onlineAccounts).toBeGreaterThanOrEqual(0);
  });

  it('generates a code of the unambiguous alphabet when none is given', async () => {
    for (const code of [undefined, null, '', '   ']) {
      const v = ok(await createVoucher(hotel, { customerId: HOTEL, code })).createVoucher;
      expect(v.code).toMatch(GENERATED);
      expect(v.voucherCode).toBe(v.code);
    }
  });

  it('refuses invalid input (BAD_USER_INPUT on the field) and creates nothing', async () => {
    const before = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount;
    const cases: [Record<string, unknown>, string][] = [
      [{ description: 'x'.repeat(501) }, 'description'],
      [{ code: 'ab' }, 'code'],
      [{ code: 'Käse-1234' }, 'code'],
      [{ code: 'A'.repeat(33) }, 'code'],
      [{ simultaneousUse: -1 }, 'simultaneousUse'],
    ];
    for (const [input, field] of cases) {
      expectGqlError(await createVoucher(hotel, { customerId: HOTEL, ...input }), 'BAD_USER_INPUT', field);
    }
    expectGqlError(await createVoucher(hotel, { customerId: HOTEL, expires: 'tomorrow' }), 'BAD_USER_INPUT');
    expect((await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount).toBe(before);
    // 500 characters are fine.
    ok(await createVoucher(hotel, { customerId: HOTEL, description: 'x'.repeat(500) }));
  });

  it('creates a batch of 50 distinct codes and counts them against the licence', async () => {
    const total = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount;
    const lic = await voucherLicense(s, hotel, HOTEL);
    expect(lic.allowed).toBe(5000);
    const b = ok(
      await createBatch(s, hotel, { customerId: HOTEL, amount: 50, description: 'Messe', simultaneousUse: 1 }),
    ).createVoucherBatch;
    expect(b.amount).toBe(50);
    expect(b.codes).toHaveLength(50);
    expect(new Set(b.codes).size).toBe(50);
    expect(b.codes.every((c) => GENERATED.test(c))).toBe(true);
    expect(b.license).toMatchObject({ allowed: 5000, left: lic.left - 50, customerId: HOTEL });
    expect((await voucherLicense(s, hotel, HOTEL)).left).toBe(lic.left - 50);
    expect((await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount).toBe(total + 50);
    const created = await vouchersOk(s, hotel, { codes: b.codes, take: 100 });
    expect(created.count).toBe(50);
    expect(
      created.data.every(
        (v) => v.description === 'Messe' && v.simultaneousUse === 1 && v.active && v.customerId === HOTEL,
      ),
    ).toBe(true);
    // No batch code collides with an earlier code of the customer.
    const seededCodes = new Set(seeded.map((v) => v.code));
    expect(b.codes.some((c) => seededCodes.has(c))).toBe(false);
  });

  it('refuses a batch amount of 0 or above 10000 (BAD_USER_INPUT on amount)', async () => {
    const total = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount;
    for (const amount of [0, -5, 10001]) {
      expectGqlError(await createBatch(s, hotel, { customerId: HOTEL, amount }), 'BAD_USER_INPUT', 'amount');
    }
    expect((await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount).toBe(total);
  });

  it('refuses a customer that does not exist (NOT_FOUND) for a caller allowed everywhere', async () => {
    const op = (await s.login(USERS.operator)).accessToken;
    expectGqlError(await createVoucher(op, { customerId: 'K999999' }), 'NOT_FOUND', 'customerId');
    expectGqlError(await createBatch(s, op, { customerId: 'K999999', amount: 1 }), 'NOT_FOUND', 'customerId');
  });
});

describe('vouchers: licence (café: maxVouchers 200, 40 codes)', () => {
  it('creates the 160 codes left (also under concurrency) and then answers LICENCE_EXCEEDED with args.left', async () => {
    expect(await voucherLicense(s, cafe, CAFE)).toEqual({ allowed: 200, left: 160, customerId: CAFE });
    // A batch above what is left creates nothing.
    const tooMany = expectGqlError(await createBatch(s, cafe, { customerId: CAFE, amount: 161 }), 'LICENCE_EXCEEDED');
    expect(tooMany.extensions?.args).toMatchObject({ left: 160, allowed: 200 });
    expect((await vouchersOk(s, cafe, { customerIds: [CAFE], take: 1 })).totalCount).toBe(40);
    expect((await vouchersOk(s, cafe, { customerIds: [CAFE], take: 1000 })).count).toBe(40);

    // Two batches of 100 at the same time: only one fits into the 160 left.
    const both = await Promise.all([1, 2].map(() => createBatch(s, cafe, { customerId: CAFE, amount: 100 })));
    expect(both.filter((r) => !r.errors).length).toBe(1);
    expectGqlError(
      both.find((r) => r.errors)!,
      'LICENCE_EXCEEDED',
    );
    expect((await vouchersOk(s, cafe, { customerIds: [CAFE], take: 1000 })).count).toBe(140);

    const over = expectGqlError(await createBatch(s, cafe, { customerId: CAFE, amount: 61 }), 'LICENCE_EXCEEDED');
    expect(over.extensions?.args).toMatchObject({ left: 60 });
    expect((await vouchersOk(s, cafe, { customerIds: [CAFE], take: 1000 })).count).toBe(140);
    const b = ok(await createBatch(s, cafe, { customerId: CAFE, amount: 60 })).createVoucherBatch;
    expect(b.amount).toBe(60);
    expect(b.license).toMatchObject({ allowed: 200, left: 0 });
    expect((await vouchersOk(s, cafe, { customerIds: [CAFE], take: 1 })).totalCount).toBe(200);

    const one = expectGqlError(await createVoucher(cafe, { customerId: CAFE }), 'LICENCE_EXCEEDED');
    expect(one.extensions?.args).toMatchObject({ left: 0 });
    expectGqlError(await createVoucher(cafe, { customerId: CAFE, code: 'EXTRA-0001' }), 'LICENCE_EXCEEDED');
    expectGqlError(await createBatch(s, cafe, { customerId: CAFE, amount: 1 }), 'LICENCE_EXCEEDED');
    expect((await vouchersOk(s, cafe, { customerIds: [CAFE], take: 1000 })).count).toBe(200);
    expect(await voucherLicense(s, cafe, CAFE)).toMatchObject({ allowed: 200, left: 0 });
  });

  it('frees licence when a code is deleted', async () => {
    const [first] = (await vouchersOk(s, cafe, { customerIds: [CAFE], take: 1 })).data;
    ok(await s.gql(cafe, DELETE_VOUCHER, { id: first._id }));
    expect(await voucherLicense(s, cafe, CAFE)).toMatchObject({ allowed: 200, left: 1 });
    ok(await createVoucher(cafe, { customerId: CAFE, code: 'EXTRA-0001' }));
    expect(await voucherLicense(s, cafe, CAFE)).toMatchObject({ left: 0 });
    expectGqlError(await createVoucher(cafe, { customerId: CAFE }), 'LICENCE_EXCEEDED');
  });
});

describe('vouchers: update', () => {
  /** An update as a client sends it: with the code's current updatedAt unless the case names one (a missing code: any). */
  const update = async (data: Record<string, unknown>) =>
    s.gql<{ updateVoucher: boolean }>(hotel, UPDATE_VOUCHER, {
      data:
        'updatedAt' in data
          ? data
          : { updatedAt: (await byId(String(data._id)))?.updatedAt ?? new Date().toISOString(), ...data },
    });
  const pick = () =>
    seeded.find(
      (v) => v.active && v.valid && !v.deviceVoucher && v.description === null && (v.simultaneousUse ?? 0) > 0,
    )!;

  it('changes only the fields sent', async () => {
    const v = pick();
    expect(v).toBeTruthy();
    const before = await byId(v._id);
    expect(ok(await update({ _id: v._id, description: 'Lobby' })).updateVoucher).toBe(true);
    const after = await byId(v._id);
    expect(after.description).toBe('Lobby');
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
    const { description: _d, updatedAt: _u, ...rest } = after;
    const { description: _d0, updatedAt: _u0, ...restBefore } = before;
    expect(rest).toEqual(restBefore);

    ok(await update({ _id: v._id, updatedAt: after.updatedAt, simultaneousUse: 3, deviceVoucher: true }));
    const again = await byId(v._id);
    expect(again).toMatchObject({
      description: 'Lobby',
      simultaneousUse: 3,
      deviceVoucher: true,
      active: true,
      valid: true,
      code: v.code,
      used: v.used,
    });
    // An explicit null clears a nullable field.
    ok(await update({ _id: v._id, description: null }));
    expect((await byId(v._id)).description).toBeNull();
  });

  it('refuses a stale updatedAt (CONFLICT) and changes nothing', async () => {
    const v = seeded.find((x) => x.active && x._id !== pick()._id)!;
    const loaded = await byId(v._id);
    ok(await update({ _id: v._id, updatedAt: loaded.updatedAt, description: 'first writer' }));
    const current = await byId(v._id);
    expectGqlError(
      await update({ _id: v._id, updatedAt: loaded.updatedAt, description: 'second writer', active: false }),
      'CONFLICT',
      'updatedAt',
    );
    expect(await byId(v._id)).toEqual(current);
  });

  it('never re-activates a deactivated code (BAD_USER_INPUT on active)', async () => {
    const v = seeded.filter((x) => x.active)[5];
    ok(await update({ _id: v._id, active: false }));
    const deactivated = await byId(v._id);
    expect(deactivated.active).toBe(false);
    expectGqlError(await update({ _id: v._id, active: true }), 'BAD_USER_INPUT', 'active');
    expectGqlError(await update({ _id: v._id, active: true, description: 'sneaky' }), 'BAD_USER_INPUT', 'active');
    expect(await byId(v._id)).toEqual(deactivated);
    // A seeded inactive code cannot be re-activated either; other fields of it can still change.
    const inactive = seeded.find((x) => !x.active)!;
    expectGqlError(await update({ _id: inactive._id, active: true }), 'BAD_USER_INPUT', 'active');
    ok(await update({ _id: inactive._id, description: 'archiviert' }));
    expect(await byId(inactive._id)).toMatchObject({ active: false, description: 'archiviert' });
  });

  it('validates the input and answers NOT_FOUND for unknown ids', async () => {
    const v = seeded[10];
    const before = await byId(v._id);
    expectGqlError(await update({ _id: v._id, used: -1 }), 'BAD_USER_INPUT', 'used');
    expectGqlError(await update({ _id: v._id, description: 'y'.repeat(501) }), 'BAD_USER_INPUT', 'description');
    expectGqlError(await update({ _id: v._id, simultaneousUse: 100000 }), 'BAD_USER_INPUT', 'simultaneousUse');
    expect(await byId(v._id)).toEqual(before);
    expectGqlError(await update({ _id: 'f'.repeat(24), description: 'x' }), 'NOT_FOUND', '_id');
  });
});

describe('vouchers: delete', () => {
  it('soft-deletes: gone from lists and lookups, licence freed, second delete NOT_FOUND', async () => {
    const v = ok(await createVoucher(hotel, { customerId: HOTEL, code: 'DEL-0001' })).createVoucher;
    const total = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount;
    const filteredTotal = (await vouchersOk(s, hotel, { customerIds: [HOTEL], active: true, take: 1 })).totalCount;
    const lic = await voucherLicense(s, hotel, HOTEL);
    expect(ok(await s.gql<{ deleteVoucher: boolean }>(hotel, DELETE_VOUCHER, { id: v._id })).deleteVoucher).toBe(true);
    expect((await vouchersOk(s, hotel, { ids: [v._id] })).count).toBe(0);
    expect((await vouchersOk(s, hotel, { codes: ['DEL0001'] })).count).toBe(0);
    expect((await vouchersOk(s, hotel, { search: 'del0001' })).count).toBe(0);
    expect((await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount).toBe(total - 1);
    expect((await vouchersOk(s, hotel, { customerIds: [HOTEL], active: true, take: 1 })).totalCount).toBe(
      filteredTotal - 1,
    );
    expect((await voucherLicense(s, hotel, HOTEL)).left).toBe(lic.left + 1);
    expectGqlError(await s.gql(hotel, DELETE_VOUCHER, { id: v._id }), 'NOT_FOUND', '_id');
    expectGqlError(
      await s.gql(hotel, UPDATE_VOUCHER, { data: { _id: v._id, updatedAt: v.updatedAt, description: 'x' } }),
      'NOT_FOUND',
      '_id',
    );
    expect((await voucherLicense(s, hotel, HOTEL)).left).toBe(lic.left + 1);
  });

  it('deletes permanently on request', async () => {
    const v = ok(await createVoucher(hotel, { customerId: HOTEL, code: 'DEL-0002' })).createVoucher;
    const lic = await voucherLicense(s, hotel, HOTEL);
    ok(await s.gql(hotel, DELETE_VOUCHER, { id: v._id, permanent: true }));
    expect((await vouchersOk(s, hotel, { ids: [v._id] })).count).toBe(0);
    expect((await voucherLicense(s, hotel, HOTEL)).left).toBe(lic.left + 1);
    // The code is free again after a permanent delete.
    expect(ok(await createVoucher(hotel, { customerId: HOTEL, code: 'del 0002' })).createVoucher.code).toBe('DEL0002');
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    expectGqlError(await s.gql(hotel, DELETE_VOUCHER, { id: '0'.repeat(24) }), 'NOT_FOUND', '_id');
  });
});

describe('vouchers: search of one or two characters', () => {
  it('matches codes starting with the characters (index range), in any case', async () => {
    // All codes as they are now (other tests of this file add codes to the hotel).
    const now = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1000 })).data;
    const prefix = now[0].code.slice(0, 2);
    const page = await vouchersOk(s, hotel, { customerIds: [HOTEL], search: prefix.toLowerCase(), take: 1000 });
    const expected = now
      .filter((v) => v.code.startsWith(prefix))
      .map((v) => v.code)
      .sort();
    expect(page.data.map((v) => v.code).sort()).toEqual(expected);
    expect(page.totalCount).toBe(expected.length);
  });
});

describe('vouchers: a deleted code may be issued again', () => {
  it('creates an own code that was deleted before (the old row goes) but not one that is live', async () => {
    const created = ok(await createVoucher(hotel, { customerId: HOTEL, code: 'REUSE-2026' })).createVoucher;
    expectGqlError(await createVoucher(hotel, { customerId: HOTEL, code: 'reuse2026' }), 'CONFLICT', 'code');
    ok(await s.gql(hotel, DELETE_VOUCHER, { id: created._id }));
    const again = ok(await createVoucher(hotel, { customerId: HOTEL, code: 'reuse 2026' })).createVoucher;
    expect(again.code).toBe('REUSE2026');
    expect(again._id).not.toBe(created._id);
    const found = await vouchersOk(s, hotel, { customerIds: [HOTEL], codes: ['REUSE2026'] });
    expect(found.data.map((v) => v._id)).toEqual([again._id]);
  });
});

describe('vouchers: totals from the counters the triggers keep', () => {
  it('match a real count for every state filter after creates, deactivations, updates and deletes', async () => {
    const made = ok(await createBatch(s, hotel, { customerId: HOTEL, amount: 12 })).createVoucherBatch.codes;
    ok(await s.gql(hotel, DEACTIVATE_MANY, { customerId: HOTEL, codes: made.slice(0, 4) }));
    const rows = (await vouchersOk(s, hotel, { customerIds: [HOTEL], codes: made })).data;
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const first = byCode.get(made[4])!;
    ok(await s.gql(hotel, UPDATE_VOUCHER, { data: { _id: first._id, valid: false, updatedAt: first.updatedAt } }));
    ok(await s.gql(hotel, DELETE_VOUCHER, { id: byCode.get(made[5])!._id }));
    ok(await s.gql(hotel, DELETE_VOUCHER, { id: byCode.get(made[0])!._id, permanent: true }));
    ok(await s.gql(hotel, DELETE_MANY, { customerId: HOTEL, codes: made.slice(6, 8) }));
    for (const f of [
      {},
      { active: true },
      { active: false },
      { valid: true },
      { valid: false },
      { active: true, valid: false },
    ]) {
      const conds = [eq(vouchers.customerId, HOTEL), isNull(vouchers.deletedAt)];
      if ('active' in f) conds.push(eq(vouchers.active, f.active!));
      // valid = usable now: the flag, and the expiry not passed
      if (f.valid === true)
        conds.push(eq(vouchers.valid, true), sql`(${vouchers.expires} is null or ${vouchers.expires} >= now())`);
      if (f.valid === false) conds.push(sql`(${vouchers.valid} = false or ${vouchers.expires} < now())`);
      const [{ n }] = await s.db
        .select({ n: sql<number>`count(*)::int` })
        .from(vouchers)
        .where(and(...conds));
      const page = await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1, ...f });
      expect({ filter: f, total: page.totalCount }).toEqual({ filter: f, total: n });
    }
  });
});

describe('vouchers: the descriptions the triggers count', () => {
  /** The description counts as kept, and as a count of the live codes gives them. */
  const counts = async () => {
    const kept = (await s.db.execute(
      sql`SELECT customer_id || ' ' || description || ' ' || live AS r FROM voucher_descriptions ORDER BY 1`,
    )) as unknown as { rows: { r: string }[] };
    const counted = (await s.db.execute(
      sql`SELECT customer_id || ' ' || lower(description) || ' ' || count(*) AS r FROM vouchers
          WHERE deleted_at IS NULL AND description IS NOT NULL GROUP BY customer_id, lower(description) ORDER BY 1`,
    )) as unknown as { rows: { r: string }[] };
    return { kept: kept.rows.map((x) => x.r), counted: counted.rows.map((x) => x.r) };
  };

  it('match a real count after creates, edits, deactivations, deletes and writes of any statement', async () => {
    const made = ok(await createBatch(s, hotel, { customerId: HOTEL, amount: 12, description: 'Tagungsraum Watzmann' }))
      .createVoucherBatch.codes;
    const rows = (await vouchersOk(s, hotel, { customerIds: [HOTEL], codes: made })).data;
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const edit = async (code: string, description: string | null) => {
      const row = byCode.get(code)!;
      ok(await s.gql(hotel, UPDATE_VOUCHER, { data: { _id: row._id, description, updatedAt: row.updatedAt } }));
    };
    await edit(made[0], 'Tagungsraum Zugspitze');
    await edit(made[1], null);
    await edit(made[2], 'TAGUNGSRAUM watzmann'); // the same, lowercased
    ok(await s.gql(hotel, DEACTIVATE_MANY, { customerId: HOTEL, codes: made.slice(3, 6) }));
    ok(await s.gql(hotel, DELETE_VOUCHER, { id: byCode.get(made[6])!._id }));
    ok(await s.gql(hotel, DELETE_VOUCHER, { id: byCode.get(made[7])!._id, permanent: true }));
    ok(await s.gql(hotel, DELETE_MANY, { customerId: HOTEL, codes: made.slice(8, 10) }));
    let now = await counts();
    expect(now.kept).toEqual(now.counted);
    expect(now.kept).toContain(`${HOTEL} tagungsraum watzmann 6`);
    // Statements the resolvers never send: a soft-deleted code restored, one changed in place, every
    // remaining code of the description removed at once (its row goes).
    await s.db.execute(sql`UPDATE vouchers SET deleted_at = NULL WHERE id = ${byCode.get(made[6])!._id}`);
    await s.db.execute(
      sql`UPDATE vouchers SET description = description || ' Nord' WHERE customer_id = ${HOTEL} AND id = ${byCode.get(made[11])!._id}`,
    );
    now = await counts();
    expect(now.kept).toEqual(now.counted);
    await s.db.execute(sql`DELETE FROM vouchers WHERE lower(description) = 'tagungsraum watzmann'`);
    now = await counts();
    expect(now.kept).toEqual(now.counted);
    expect(now.kept.filter((r) => /^\S+ tagungsraum watzmann \d+$/.test(r))).toEqual([]);
    expect(now.kept).toContain(`${HOTEL} tagungsraum watzmann nord 1`);
  });
});
