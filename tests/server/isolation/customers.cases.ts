// Cross-tenant cases of the customer module: the hotel's record, licences and lists are invisible to
// an administrator of the café.
import { asc, eq } from 'drizzle-orm';
import { customerPlugins, customers } from '../../../server/tenancy/customer/table';
import { CAFE, HOTEL, USERS } from '../helpers';
import { refusedWith, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query C($customerIds: [String!], $ids: [ID!], $search: String) {
  customers(customerIds: $customerIds, ids: $ids, search: $search, take: 10) {
    totalCount data { customerId voucherLicense { allowed left } vouchers(take: 500) { totalCount data { customerId } } }
  }
}`;
const UTILIZATION = `query U($c: String!) { licenseUtilization(customerId: $c) { license usage } }`;

type Page = { customers: { totalCount: number; data: { customerId: string }[] } };

export const customerCases: ModuleCases = {
  module: 'customer',
  snapshot: async (s, customerId) =>
    JSON.stringify({
      customer: await s.db.select().from(customers).where(eq(customers.customerId, customerId)),
      plugins: await s.db
        .select()
        .from(customerPlugins)
        .where(eq(customerPlugins.customerId, customerId))
        .orderBy(asc(customerPlugins.id)),
    }),
  cases: async ({ s, owner }): Promise<IsolationCase[]> => {
    const [hotel] = (
      await s.gql<{ customers: { data: { _id: string }[] } }>(
        owner,
        `query { customers(customerIds: ["${HOTEL}"]) { data { _id } } }`,
      )
    ).data!.customers.data;
    const foreign = (r: Awaited<ReturnType<typeof s.gql<Page>>>) => {
      if (r.errors?.length) return `failed: ${JSON.stringify(r.errors)}`;
      const rows = r.data!.customers.data.filter((c) => c.customerId !== CAFE);
      return rows.length ? `answered ${rows.map((c) => c.customerId).join(', ')}` : null;
    };
    return [
      {
        label: 'customers without customerIds: its own customer only, with its own codes',
        attempt: async ({ attacker }) => {
          const r = await s.gql<{ customers: { data: { customerId: string; vouchers: { totalCount: number } }[] } }>(
            attacker,
            LIST,
            {},
          );
          const data = r.data?.customers.data ?? [];
          if (data.length !== 1 || data[0].customerId !== CAFE || data[0].vouchers.totalCount !== 40)
            return `answered ${JSON.stringify(data).slice(0, 300)}`;
          return null;
        },
      },
      {
        label: 'customers by the hotel’s customerId (nothing, no licence, no codes through it)',
        attempt: async ({ attacker }) => foreign(await s.gql<Page>(attacker, LIST, { customerIds: [HOTEL] })),
      },
      {
        label: 'customers by the hotel’s object id',
        attempt: async ({ attacker }) => foreign(await s.gql<Page>(attacker, LIST, { ids: [hotel._id] })),
      },
      {
        label: 'customers searching the hotel’s name',
        attempt: async ({ attacker }) => foreign(await s.gql<Page>(attacker, LIST, { search: 'Alpenhotel' })),
      },
      {
        label: 'lastLogin of the hotel: FORBIDDEN, like a customer that does not exist',
        attempt: async ({ attacker }) => {
          const q = `query($c: String) { lastLogin(customerId: $c) { customerId startTime } }`;
          return (
            refusedWith(await s.gql(attacker, q, { c: HOTEL }), 'FORBIDDEN', 'customerId') ??
            refusedWith(await s.gql(attacker, q, { c: 'K999999' }), 'FORBIDDEN', 'customerId')
          );
        },
      },
      {
        label: 'licenseUtilization of the hotel: FORBIDDEN',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, UTILIZATION, { c: HOTEL }), 'FORBIDDEN', 'customerId'),
      },
      {
        label: 'licenseUtilization of the café for the hotel’s admin: FORBIDDEN (the other direction)',
        attempt: async () => refusedWith(await s.gql(owner, UTILIZATION, { c: CAFE }), 'FORBIDDEN', 'customerId'),
      },
      {
        label: 'updateCustomerRetention of the hotel: FORBIDDEN, its retention unchanged',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(
              attacker,
              `mutation($c: String!) { updateCustomerRetention(customerId: $c, retentionMonths: 1) }`,
              {
                c: HOTEL,
              },
            ),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'updateCustomerSecondFactor of the hotel: FORBIDDEN, its requirement unchanged',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(
              attacker,
              `mutation($c: String!) { updateCustomerSecondFactor(customerId: $c, secondFactorRequired: true) }`,
              { c: HOTEL },
            ),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'the café’s voucher admin reads the hotel’s utilisation: FORBIDDEN',
        attempt: async () => {
          const cafe = (await s.login(USERS.cafe)).accessToken;
          return refusedWith(await s.gql(cafe, UTILIZATION, { c: HOTEL }), 'FORBIDDEN', 'customerId');
        },
      },
    ];
  },
};
