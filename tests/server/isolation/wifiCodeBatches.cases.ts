// Cross-tenant cases of the batches of WiFi codes (issue 39): the café's administrator tries to list,
// deactivate and delete the hotel's batch (the demo's conference-room batch) and to read its codes
// through the batch filter; the hotel's administrator tries the café's; support reads but may not
// change them.
import { asc, eq } from 'drizzle-orm';
import { voucherBatches, vouchers } from '../../../server/access/wifi-code/table';
import type { GqlResult, TestServer } from '../harness';
import { CAFE, HOTEL, USERS } from '../helpers';
import { refusedWith, type IsolationCase, type ModuleCases } from './cases';

type BatchPage = { voucherBatches: { totalCount: number; data: { _id: string; customerId: string }[] } };
type CodePage = { vouchers: { totalCount: number; data: { customerId: string }[] } };

const BATCHES = `query B($customerIds: [String!], $ids: [ID!], $search: String) {
  voucherBatches(customerIds: $customerIds, ids: $ids, search: $search) { totalCount data { _id customerId } }
}`;
const CODES = `query C($customerIds: [String!], $batchId: ID) {
  vouchers(customerIds: $customerIds, batchId: $batchId, take: 1000) { totalCount data { customerId } }
}`;
const DEACTIVATE = `mutation D($customerId: String!, $id: ID!) { deactivateVoucherBatch(customerId: $customerId, _id: $id) }`;
const DELETE = `mutation X($customerId: String!, $id: ID!) { deleteVoucherBatch(customerId: $customerId, _id: $id) }`;

const first = (...checks: (string | null)[]) => checks.find((c) => c !== null) ?? null;

/** An answer holding rows of `own` only (and, when given, exactly `total`). */
function onlyOwn(r: GqlResult<BatchPage | CodePage>, own: string, total?: number): string | null {
  if (r.errors?.length) return `failed: ${JSON.stringify(r.errors).slice(0, 300)}`;
  const page = 'voucherBatches' in r.data! ? r.data.voucherBatches : (r.data as CodePage).vouchers;
  const foreign = page.data.filter((row) => row.customerId !== own);
  if (foreign.length) return `answered ${foreign.length} rows of ${foreign[0]!.customerId}`;
  return total === undefined || page.totalCount === total ? null : `totalCount ${page.totalCount}, expected ${total}`;
}

async function batchOf(s: TestServer, token: string, customerId: string): Promise<string> {
  const r = await s.gql<BatchPage>(token, BATCHES, { customerIds: [customerId] });
  const id = r.data?.voucherBatches.data[0]?._id;
  if (!id) throw new Error(`no batch of ${customerId}: ${JSON.stringify(r).slice(0, 300)}`);
  return id;
}

export const wifiCodeBatchCases: ModuleCases = {
  module: 'wifi-code batches',
  snapshot: async (s, customerId) =>
    JSON.stringify({
      batches: await s.db
        .select()
        .from(voucherBatches)
        .where(eq(voucherBatches.customerId, customerId))
        .orderBy(asc(voucherBatches.id)),
      codes: await s.db.select().from(vouchers).where(eq(vouchers.customerId, customerId)).orderBy(asc(vouchers.id)),
    }),
  cases: async ({ s, owner, attacker }): Promise<IsolationCase[]> => {
    const hotelBatch = await batchOf(s, owner, HOTEL);
    const cafeBatch = await batchOf(s, attacker, CAFE);
    const vars = (customerId: string, id: string) => ({ customerId, id });
    return [
      {
        label: 'the batches list naming the hotel, alone or mixed: FORBIDDEN on customerIds',
        attempt: async () =>
          first(
            refusedWith(await s.gql(attacker, BATCHES, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds'),
            refusedWith(await s.gql(attacker, BATCHES, { customerIds: [CAFE, HOTEL] }), 'FORBIDDEN', 'customerIds'),
          ),
      },
      {
        label:
          'the batches list by the hotel batch’s id or by search, and its codes by the batch filter: own rows only',
        attempt: async () =>
          first(
            onlyOwn(await s.gql<BatchPage>(attacker, BATCHES, { ids: [hotelBatch] }), CAFE, 0),
            onlyOwn(await s.gql<BatchPage>(attacker, BATCHES, { search: 'Konferenzraum' }), CAFE, 1),
            onlyOwn(await s.gql<CodePage>(attacker, CODES, { batchId: hotelBatch }), CAFE, 0),
            refusedWith(
              await s.gql(attacker, CODES, { customerIds: [HOTEL], batchId: hotelBatch }),
              'FORBIDDEN',
              'customerIds',
            ),
          ),
      },
      {
        label: 'deactivate and delete the hotel’s batch naming the hotel: FORBIDDEN on customerId',
        attempt: async () =>
          first(
            refusedWith(await s.gql(attacker, DEACTIVATE, vars(HOTEL, hotelBatch)), 'FORBIDDEN', 'customerId'),
            refusedWith(await s.gql(attacker, DELETE, vars(HOTEL, hotelBatch)), 'FORBIDDEN', 'customerId'),
          ),
      },
      {
        label: 'deactivate and delete the hotel’s batch naming its own customer: NOT_FOUND on _id, as an unknown id',
        attempt: async () => {
          const ghost = 'f'.repeat(24);
          const r = await s.gql(attacker, DELETE, vars(CAFE, hotelBatch));
          const unknown = await s.gql(attacker, DELETE, vars(CAFE, ghost));
          return first(
            refusedWith(await s.gql(attacker, DEACTIVATE, vars(CAFE, hotelBatch)), 'NOT_FOUND', '_id'),
            refusedWith(r, 'NOT_FOUND', '_id'),
            refusedWith(unknown, 'NOT_FOUND', '_id'),
            r.errors?.[0]?.message === unknown.errors?.[0]?.message ? null : 'message reveals existence',
          );
        },
      },
      {
        label: 'the other direction: the hotel’s administrator cannot touch the café’s batch',
        attempt: async () =>
          first(
            refusedWith(await s.gql(owner, DEACTIVATE, vars(CAFE, cafeBatch)), 'FORBIDDEN', 'customerId'),
            refusedWith(await s.gql(owner, DELETE, vars(HOTEL, cafeBatch)), 'NOT_FOUND', '_id'),
          ),
      },
      {
        label: 'support (read on *) lists the hotel’s batches; deactivate and delete FORBIDDEN',
        attempt: async () => {
          const support = (await s.login(USERS.support)).accessToken;
          return first(
            onlyOwn(await s.gql<BatchPage>(support, BATCHES, { customerIds: [HOTEL] }), HOTEL, 1),
            refusedWith(await s.gql(support, DEACTIVATE, vars(HOTEL, hotelBatch)), 'FORBIDDEN', 'customerId'),
            refusedWith(await s.gql(support, DELETE, vars(HOTEL, hotelBatch)), 'FORBIDDEN', 'customerId'),
          );
        },
      },
    ];
  },
};
