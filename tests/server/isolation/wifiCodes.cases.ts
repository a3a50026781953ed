// Cross-tenant cases of the WiFi-code module (DESIGN: "every query filters on customer_id"; seed 000
// §6: a key starting with K grants only for that customerId): the café's administrator tries every
// read and write path on the hotel's codes; support, the vendor and the partner stay within theirs.
import { asc, eq } from 'drizzle-orm';
import { voucherCounters, vouchers } from '../../../server/access/wifi-code/table';
import type { GqlResult, TestServer } from '../harness';
import {
  CAFE,
  CREATE_VOUCHER,
  DEACTIVATE_MANY,
  DELETE_MANY,
  DELETE_VOUCHER,
  HOTEL,
  UPDATE_VOUCHER,
  USERS,
  VOUCHERS_QUERY,
  createBatch,
  typed,
  type Page,
  type VoucherRow,
} from '../helpers';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

type VoucherPage = { vouchers: Page<VoucherRow> };

/** The first complaint of several checks, or null when all pass. */
const first = (...checks: (string | null)[]) => checks.find((c) => c !== null) ?? null;

/** An answer that must contain rows of `own` only (and, when given, exactly `total` of them). */
function onlyOwn(r: GqlResult<VoucherPage>, own: string, total?: number): string | null {
  if (r.errors?.length) return `failed: ${JSON.stringify(r.errors).slice(0, 300)}`;
  const p = r.data!.vouchers;
  const foreign = p.data.filter((v) => v.customerId !== own);
  if (foreign.length) return `answered ${foreign.length} codes of ${foreign[0].customerId}`;
  return total === undefined || p.totalCount === total ? null : `totalCount ${p.totalCount}, expected ${total}`;
}

/** FORBIDDEN on customerIds, and no data for the list. */
const forbiddenList = (r: GqlResult<VoucherPage>) =>
  first(refusedWith(r, 'FORBIDDEN', 'customerIds'), r.data?.vouchers ? 'answered data too' : null);

async function codesOf(s: TestServer, token: string, customerId: string): Promise<VoucherRow[]> {
  return (await s.gql<VoucherPage>(token, VOUCHERS_QUERY, { customerIds: [customerId], take: 1000 })).data!.vouchers
    .data;
}

export const wifiCodeCases: ModuleCases = {
  module: 'wifi-code',
  snapshot: async (s, customerId) =>
    JSON.stringify({
      rows: await s.db.select().from(vouchers).where(eq(vouchers.customerId, customerId)).orderBy(asc(vouchers.id)),
      counter: await s.db.select().from(voucherCounters).where(eq(voucherCounters.customerId, customerId)),
    }),
  cases: async ({ s, owner, attacker }): Promise<IsolationCase[]> => {
    const list = (token: string, vars: Record<string, unknown>) => s.gql<VoucherPage>(token, VOUCHERS_QUERY, vars);
    const hotelCodes = await codesOf(s, owner, HOTEL);
    const cafeCodes = await codesOf(s, attacker, CAFE);
    const ownCodes = new Set(cafeCodes.map((v) => v.code));
    // Codes are unique per customer only: pick hotel codes the café does not also have.
    const foreign = hotelCodes.filter((v) => v.active && !ownCodes.has(v.code));
    const target = hotelCodes.find((v) => v.active)!;
    const login = async (email: string) => (await s.login(email)).accessToken;
    return [
      {
        label: 'the seeded codes are there (150 hotel, 40 café)',
        attempt: async () =>
          hotelCodes.length === 150 && cafeCodes.length === 40 ? null : `${hotelCodes.length}/${cafeCodes.length}`,
      },
      {
        label: 'list with the hotel’s customerIds, alone, mixed or "*": FORBIDDEN on customerIds',
        attempt: async () =>
          first(
            forbiddenList(await list(attacker, { customerIds: [HOTEL] })),
            forbiddenList(await list(attacker, { customerIds: [CAFE, HOTEL] })),
            forbiddenList(await list(attacker, { customerIds: ['*'] })),
          ),
      },
      {
        label: 'the home page’s figures of the hotel (issue 40): FORBIDDEN on customerId, no figures',
        attempt: async () => {
          const r = await s.gql<{ voucherFigures: unknown }>(
            attacker,
            'query($c: String!, $s: DateTime!) { voucherFigures(customerId: $c, since: $s) { created firstUsed } }',
            { c: HOTEL, s: '2020-01-01T00:00:00.000Z' },
          );
          return first(refusedWith(r, 'FORBIDDEN', 'customerId'), r.data?.voucherFigures ? 'answered figures' : null);
        },
      },
      {
        label: 'list without customerIds, by the hotel’s ids, codes (typed too) or by search: own rows only',
        attempt: async () =>
          first(
            onlyOwn(await list(attacker, { take: 1000 }), CAFE, 40),
            onlyOwn(await list(attacker, { ids: [hotelCodes[0]._id, hotelCodes[1]._id] }), CAFE, 0),
            onlyOwn(await list(attacker, { codes: [foreign[0].code, typed(foreign[1].code)] }), CAFE, 0),
            onlyOwn(await list(attacker, { search: foreign[0].code, take: 1000 }), CAFE),
            onlyOwn(await list(attacker, { search: 'Konferenzraum', take: 1000 }), CAFE),
          ),
      },
      {
        label: 'update and delete by a hotel _id: NOT_FOUND like an id that does not exist',
        attempt: async () => {
          const checks: (string | null)[] = [];
          for (const data of [
            { _id: target._id, updatedAt: target.updatedAt, description: 'pwned' },
            { _id: target._id, updatedAt: target.updatedAt, active: false },
            { _id: target._id, used: 999, updatedAt: target.updatedAt },
          ]) {
            const r = await s.gql(attacker, UPDATE_VOUCHER, { data });
            const ghost = await s.gql(attacker, UPDATE_VOUCHER, { data: { ...data, _id: 'f'.repeat(24) } });
            checks.push(refusedWith(r, 'NOT_FOUND', '_id'), refusedWith(ghost, 'NOT_FOUND', '_id'));
            if (r.errors?.[0]?.message !== ghost.errors?.[0]?.message) checks.push('message reveals existence');
          }
          checks.push(refusedWith(await s.gql(attacker, DELETE_VOUCHER, { id: target._id }), 'NOT_FOUND', '_id'));
          checks.push(
            refusedWith(await s.gql(attacker, DELETE_VOUCHER, { id: target._id, permanent: true }), 'NOT_FOUND', '_id'),
          );
          return first(...checks);
        },
      },
      {
        label: 'bulk mutations naming the hotel: FORBIDDEN on customerId',
        attempt: async () => {
          const codes = hotelCodes.slice(0, 10).map((v) => v.code);
          return first(
            refusedWith(
              await s.gql(attacker, DEACTIVATE_MANY, { customerId: HOTEL, codes }),
              'FORBIDDEN',
              'customerId',
            ),
            refusedWith(await s.gql(attacker, DELETE_MANY, { customerId: HOTEL, codes }), 'FORBIDDEN', 'customerId'),
            refusedWith(
              await s.gql(attacker, DELETE_MANY, { customerId: HOTEL, codes, permanent: true }),
              'FORBIDDEN',
              'customerId',
            ),
          );
        },
      },
      {
        label: 'bulk mutations for its own customer naming hotel codes: NOT_FOUND on codes',
        attempt: async () => {
          const codes = foreign.slice(0, 10).map((v) => v.code);
          return first(
            refusedWith(await s.gql(attacker, DEACTIVATE_MANY, { customerId: CAFE, codes }), 'NOT_FOUND', 'codes'),
            refusedWith(
              await s.gql(attacker, DELETE_MANY, { customerId: CAFE, codes: codes.map(typed) }),
              'NOT_FOUND',
              'codes',
            ),
            refusedWith(
              await s.gql(attacker, DELETE_MANY, { customerId: CAFE, codes, permanent: true }),
              'NOT_FOUND',
              'codes',
            ),
          );
        },
      },
      {
        label: 'a mixed list of own and hotel codes: NOT_FOUND naming the hotel codes, own codes unchanged',
        attempt: async () => {
          const ownActive = cafeCodes.filter((v) => v.active).slice(0, 5);
          const theirs = foreign.slice(0, 3);
          const codes = [...ownActive.map((v) => v.code), ...theirs.map((v) => v.code)];
          const r = await s.gql(attacker, DEACTIVATE_MANY, { customerId: CAFE, codes });
          const named = ((r.errors?.[0]?.extensions?.codes as string[] | undefined) ?? []).sort().join();
          const after = (await list(attacker, { codes: ownActive.map((v) => v.code) })).data!.vouchers.data;
          const byId = (rows: VoucherRow[]) => JSON.stringify([...rows].sort((a, b) => a._id.localeCompare(b._id)));
          return first(
            refusedWith(r, 'NOT_FOUND', 'codes'),
            named ===
              theirs
                .map((v) => v.code)
                .sort()
                .join()
              ? null
              : `named ${named}`,
            refusedWith(await s.gql(attacker, DELETE_MANY, { customerId: CAFE, codes }), 'NOT_FOUND', 'codes'),
            refusedWith(
              await s.gql(attacker, DELETE_MANY, { customerId: CAFE, codes, permanent: true }),
              'NOT_FOUND',
              'codes',
            ),
            byId(after) === byId(ownActive) ? null : 'own codes changed',
            onlyOwn(await list(attacker, { take: 1 }), CAFE, 40),
          );
        },
      },
      {
        label: 'create codes for the hotel (own code, generated, batch, empty batch): FORBIDDEN on customerId',
        attempt: async () =>
          first(
            refusedWith(
              await s.gql(attacker, CREATE_VOUCHER, { data: { customerId: HOTEL } }),
              'FORBIDDEN',
              'customerId',
            ),
            refusedWith(
              await s.gql(attacker, CREATE_VOUCHER, { data: { customerId: HOTEL, code: 'INTRUDER-1' } }),
              'FORBIDDEN',
              'customerId',
            ),
            refusedWith(await createBatch(s, attacker, { customerId: HOTEL, amount: 5 }), 'FORBIDDEN', 'customerId'),
            refusedWith(await createBatch(s, attacker, { customerId: HOTEL, amount: 0 }), 'FORBIDDEN', 'customerId'),
          ),
      },
      {
        label: 'the other direction: the hotel’s admin cannot read or change the café’s codes',
        attempt: async () =>
          first(
            forbiddenList(await list(owner, { customerIds: [CAFE] })),
            onlyOwn(await list(owner, { ids: cafeCodes.map((v) => v._id) }), HOTEL, 0),
            refusedWith(
              await s.gql(owner, UPDATE_VOUCHER, {
                data: { _id: cafeCodes[0]._id, updatedAt: SOME_VERSION, description: 'x' },
              }),
              'NOT_FOUND',
              '_id',
            ),
            refusedWith(
              await s.gql(owner, DEACTIVATE_MANY, { customerId: CAFE, codes: [cafeCodes[0].code] }),
              'FORBIDDEN',
              'customerId',
            ),
            JSON.stringify(await codesOf(s, attacker, CAFE)) === JSON.stringify(cafeCodes)
              ? null
              : 'café codes changed',
          ),
      },
      {
        label: 'support (read on *) reads any customer’s codes; create, change, delete FORBIDDEN',
        attempt: async () => {
          const support = await login(USERS.support);
          const one = [hotelCodes[0].code];
          const found = (await list(support, { codes: one })).data?.vouchers.data.map((v) => v._id).join();
          return first(
            onlyOwn(await list(support, { customerIds: [HOTEL], take: 1 }), HOTEL, 150),
            onlyOwn(await list(support, { customerIds: [CAFE], take: 1 }), CAFE, 40),
            found === hotelCodes[0]._id ? null : `lookup by code answered ${found}`,
            refusedWith(
              await s.gql(support, CREATE_VOUCHER, { data: { customerId: HOTEL } }),
              'FORBIDDEN',
              'customerId',
            ),
            refusedWith(await createBatch(s, support, { customerId: HOTEL, amount: 1 }), 'FORBIDDEN', 'customerId'),
            refusedWith(
              await s.gql(support, DEACTIVATE_MANY, { customerId: HOTEL, codes: one }),
              'FORBIDDEN',
              'customerId',
            ),
            refusedWith(
              await s.gql(support, DELETE_MANY, { customerId: HOTEL, codes: one }),
              'FORBIDDEN',
              'customerId',
            ),
            // A code support can read but not change: FORBIDDEN (not NOT_FOUND).
            refusedWith(
              await s.gql(support, UPDATE_VOUCHER, {
                data: { _id: hotelCodes[0]._id, updatedAt: SOME_VERSION, description: 'x' },
              }),
              'FORBIDDEN',
              '_id',
            ),
            refusedWith(await s.gql(support, DELETE_VOUCHER, { id: hotelCodes[0]._id }), 'FORBIDDEN', '_id'),
          );
        },
      },
      {
        label: 'the vendor (no Voucher grant): FORBIDDEN for the hotel’s codes, nothing without customerIds',
        attempt: async () => {
          const vendor = await login(USERS.vendor);
          const empty = await list(vendor, {});
          return first(
            forbiddenList(await list(vendor, { customerIds: [HOTEL] })),
            empty.data?.vouchers.totalCount === 0 && empty.data.vouchers.count === 0 ? null : 'vendor sees codes',
            onlyOwn(await list(vendor, { ids: [hotelCodes[0]._id] }), '-', 0),
            refusedWith(
              await s.gql(vendor, CREATE_VOUCHER, { data: { customerId: HOTEL } }),
              'FORBIDDEN',
              'customerId',
            ),
          );
        },
      },
      {
        label: 'the partner (admin of the hotel, not of the café) reads the hotel only',
        attempt: async () => {
          const partner = await login(USERS.partner);
          const mine = await list(partner, { take: 1000 });
          return first(
            onlyOwn(await list(partner, { customerIds: [HOTEL], take: 1 }), HOTEL, 150),
            forbiddenList(await list(partner, { customerIds: [CAFE] })),
            mine.data?.vouchers.data.some((v) => v.customerId === CAFE) ? 'partner sees café codes' : null,
          );
        },
      },
      {
        label: 'after every attempt the hotel’s codes read the same through the API',
        attempt: async () =>
          JSON.stringify(await codesOf(s, owner, HOTEL)) === JSON.stringify(hotelCodes) ? null : 'hotel codes changed',
      },
    ];
  },
};
