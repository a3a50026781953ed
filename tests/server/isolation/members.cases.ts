// Cross-tenant cases of the member module: the café's super-admin against the hotel's members.
import { asc, eq } from 'drizzle-orm';
import { userGrants, users } from '../../../server/tenancy/identity/table';
import type { Member } from '../../../src/generated/graphql';
import { CAFE, HOTEL, USERS } from '../helpers';
import type { GqlResult } from '../harness';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($c: String!, $ids: [ID!], $search: String) {
  members(customerId: $c, ids: $ids, search: $search, take: 1000) { totalCount data { _id customerId email } }
}`;
const UPDATE = `mutation U($data: UpdateMemberInput!) { updateMember(data: $data) }`;
const REMOVE = `mutation R($c: String!, $id: ID!) { removeMember(customerId: $c, _id: $id) }`;
const SIGN_OUT = `mutation S($c: String!, $id: ID!) { signOutMember(customerId: $c, _id: $id) }`;
const RESET_FACTOR = `mutation F($c: String!, $id: ID!) { resetMemberSecondFactor(customerId: $c, _id: $id) }`;

type Page = { members: { totalCount: number; data: Pick<Member, '_id' | 'customerId' | 'email'>[] } };

function leak(r: GqlResult<Page>): string | null {
  if (r.errors?.length) return null;
  const foreign = r.data?.members.data.filter((m) => m.customerId !== CAFE) ?? [];
  return foreign.length ? `answered ${foreign.length} foreign members` : null;
}

export const memberCases: ModuleCases = {
  module: 'member',
  snapshot: async (s, customerId) =>
    JSON.stringify(
      await s.db
        .select({ grant: userGrants, tokenVersion: users.tokenVersion })
        .from(userGrants)
        .innerJoin(users, eq(users.id, userGrants.userId))
        .where(eq(userGrants.customerKey, customerId))
        .orderBy(asc(userGrants.userId)),
    ),
  cases: async ({ s }): Promise<IsolationCase[]> => {
    const [hotelAdmin] = await s.db.select().from(users).where(eq(users.email, USERS.hotel));
    const victim = hotelAdmin!.id;
    return [
      {
        label: 'members of the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, LIST, { c: HOTEL }), 'FORBIDDEN', 'customerId'),
      },
      {
        label: 'own members by a hotel member’s id',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { c: CAFE, ids: [victim] })),
      },
      {
        label: 'own members searching the hotel’s address',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { c: CAFE, search: 'alpenhotel' })),
      },
      {
        label: 'change a hotel member naming the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, UPDATE, {
              data: { _id: victim, customerId: HOTEL, updatedAt: SOME_VERSION, roles: ['user'] },
            }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'change a hotel member naming the café: NOT_FOUND',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, UPDATE, {
              data: { _id: victim, customerId: CAFE, updatedAt: SOME_VERSION, roles: ['user'] },
            }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'remove a hotel member naming the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, REMOVE, { c: HOTEL, id: victim }), 'FORBIDDEN', 'customerId'),
      },
      {
        label: 'remove a hotel member naming the café: NOT_FOUND',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, REMOVE, { c: CAFE, id: victim }), 'NOT_FOUND', '_id'),
      },
      {
        label: 'sign out a hotel member naming the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, SIGN_OUT, { c: HOTEL, id: victim }), 'FORBIDDEN', 'customerId'),
      },
      {
        label: 'sign out a hotel member naming the café: NOT_FOUND',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, SIGN_OUT, { c: CAFE, id: victim }), 'NOT_FOUND', '_id'),
      },
      {
        label: 'reset a hotel member’s second factor naming the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, RESET_FACTOR, { c: HOTEL, id: victim }), 'FORBIDDEN', 'customerId'),
      },
      {
        label: 'reset a hotel member’s second factor naming the café: NOT_FOUND',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, RESET_FACTOR, { c: CAFE, id: victim }), 'NOT_FOUND', '_id'),
      },
    ];
  },
};
