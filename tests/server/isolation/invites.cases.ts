// Cross-tenant cases of the invite module: the café's super-admin against the hotel's invites.
import { asc, eq } from 'drizzle-orm';
import { userInvites } from '../../../server/tenancy/invite/table';
import type { UserInvite } from '../../../src/generated/graphql';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult } from '../harness';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($ids: [ID!], $customerIds: [String!], $search: String, $email: String) {
  userInvites(ids: $ids, customerIds: $customerIds, search: $search, email: $email, take: 1000) {
    totalCount data { _id customerId }
  }
}`;
const CUSTOMER_LIST = `query C($ids: [String!]) { customers(customerIds: $ids) { data { userInvites { totalCount } } } }`;
const CREATE = `mutation C($data: CreateUserInviteInput!) { createUserInvite(data: $data) }`;
const BATCH = `mutation B($data: CreateUserInviteBatchInput!) { createUserInviteBatch(data: $data) }`;
const UPDATE = `mutation U($data: UpdateUserInviteInput!) { updateUserInvite(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteUserInvite(_id: $id) }`;
const RESEND = `mutation R($id: ID!) { resendUserInvite(_id: $id) }`;
const TAKE_ORG = `mutation T($data: TakeOrganizationInviteInput!) { takeOrganizationInvites(data: $data) }`;

type Page = { userInvites: { totalCount: number; data: Pick<UserInvite, '_id' | 'customerId'>[] } };

function leak(r: GqlResult<Page>): string | null {
  if (r.errors?.length) return null;
  const foreign = r.data?.userInvites.data.filter((i) => i.customerId !== CAFE) ?? [];
  return foreign.length ? `answered ${foreign.length} foreign invites` : null;
}

export const inviteCases: ModuleCases = {
  module: 'invite',
  snapshot: async (s, customerId) =>
    JSON.stringify(
      await s.db.select().from(userInvites).where(eq(userInvites.customerId, customerId)).orderBy(asc(userInvites.id)),
    ),
  cases: async ({ s, owner }): Promise<IsolationCase[]> => {
    const victims = (await s.gql<Page>(owner, LIST, { customerIds: [HOTEL] })).data!.userInvites.data;
    const [a, b] = victims.map((v) => v._id);
    return [
      {
        label: 'list with the hotel’s customerIds: FORBIDDEN on customerIds',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, LIST, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      {
        label: 'list mixed with its own customerId: FORBIDDEN on customerIds',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, LIST, { customerIds: [CAFE, HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      {
        label: 'list by the hotel’s ids',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { ids: [a, b] })),
      },
      {
        label: 'list by a hotel invitee’s address',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { email: 'rezeption@alpenhotel.test' })),
      },
      {
        label: 'list searching',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { search: 'alpenhotel' })),
      },
      {
        label: 'Customer.userInvites of the hotel',
        attempt: async ({ attacker }) => {
          const r = await s.gql<{ customers: { data: { userInvites: { totalCount: number } }[] } }>(
            attacker,
            CUSTOMER_LIST,
            {
              ids: [HOTEL],
            },
          );
          if (r.errors?.length) return null;
          const n = r.data?.customers.data.reduce((sum, c) => sum + c.userInvites.totalCount, 0) ?? 0;
          return n ? `answered ${n} foreign invites` : null;
        },
      },
      {
        label: 'invite for the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, CREATE, { data: { customerId: HOTEL, email: 'spy@example.com', roles: ['admin'] } }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'batch invite including the hotel: FORBIDDEN on customerIds',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, BATCH, {
              data: { customerIds: [CAFE, HOTEL], emails: ['spy@example.com'], roles: ['admin'] },
            }),
            'FORBIDDEN',
            'customerIds',
          ),
      },
      {
        label: 'update a hotel invite: NOT_FOUND',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, UPDATE, { data: { _id: a, updatedAt: SOME_VERSION, roles: ['admin'] } }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'resend a hotel invite: NOT_FOUND',
        attempt: async ({ attacker }) => refusedWith(await s.gql(attacker, RESEND, { id: a }), 'NOT_FOUND', '_id'),
      },
      {
        label: 'delete a hotel invite: NOT_FOUND',
        attempt: async ({ attacker }) => refusedWith(await s.gql(attacker, DELETE, { id: b }), 'NOT_FOUND', '_id'),
      },
      {
        label: 'take a hotel invite addressed to someone else: NOT_FOUND',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, TAKE_ORG, { data: { customerIds: [HOTEL] } }), 'NOT_FOUND', 'customerIds'),
      },
    ];
  },
};
