// Cross-tenant cases of the partner-lead module. The victim is the demo partner (K900001), whose
// leads the runner proves unchanged (the snapshot ignores the runner's customer: the hotel has no
// leads). Attackers: the café's administrator (no PartnerLead at all), and another partner — a user
// with PartnerLead:* on the café — who must not reach the demo partner's leads either.
import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../../server/platform/passwords';
import { partnerLeads } from '../../../server/tenancy/partner-lead/table';
import { userGrants, users } from '../../../server/tenancy/identity/table';
import { newObjectId } from '../../../server/platform/ids';
import type { PartnerLead } from '../../../src/generated/graphql';
import { CAFE, PARTNER, USERS } from '../helpers';
import type { GqlResult } from '../harness';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($ids: [ID!], $customerIds: [String!], $search: String) {
  partnerLeads(ids: $ids, customerIds: $customerIds, search: $search, take: 1000) { totalCount data { _id customerId } }
}`;
const VENDOR_LIST = `query V($ids: [ID!]) { vendorPartnerLeads(ids: $ids, take: 1000) { totalCount data { _id customerId } } }`;
const CUSTOMER_LEADS = `query C($ids: [String!]) { customers(customerIds: $ids) { data { leads { totalCount } } } }`;
const CREATE = `mutation C($data: CreatePartnerLeadInput!) { createPartnerLead(data: $data) { _id } }`;
const UPDATE = `mutation U($data: UpdatePartnerLeadInput!) { updatePartnerLead(data: $data) }`;
const VENDOR_UPDATE = `mutation V($data: PartnerLeadVendorUpdateInput!) { partnerLeadVendorUpdate(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deletePartnerLead(_id: $id) }`;

type Page = { partnerLeads: { totalCount: number; data: Pick<PartnerLead, '_id' | 'customerId'>[] } };

/** Refused (an error) or nothing of the demo partner in the answer. */
function leak(r: GqlResult<Page>): string | null {
  if (r.errors?.length) return null;
  const foreign = r.data?.partnerLeads.data.filter((l) => l.customerId !== CAFE) ?? [];
  return foreign.length ? `answered ${foreign.length} foreign leads` : null;
}

export const partnerLeadCases: ModuleCases = {
  module: 'partner-lead',
  snapshot: async (s) =>
    JSON.stringify(
      await s.db.select().from(partnerLeads).where(eq(partnerLeads.customerId, PARTNER)).orderBy(asc(partnerLeads.id)),
    ),
  cases: async ({ s }): Promise<IsolationCase[]> => {
    const partner = (await s.login(USERS.partner)).accessToken;
    const victims = (await s.gql<Page>(partner, LIST, { customerIds: [PARTNER] })).data!.partnerLeads.data;
    const [a, b] = victims.map((v) => v._id);
    // Another partner: all lead rights on the café, none on the demo partner.
    const id = newObjectId();
    const email = `rival-${id}@stadtcafe.test`;
    await s.db.insert(users).values({ id, email, passwordHash: await hashPassword('Rival#2026xy') });
    await s.db.insert(userGrants).values({ userId: id, customerKey: CAFE, roles: ['partner', 'super-admin'] });
    const rival = (await s.login(email, 'Rival#2026xy')).accessToken;

    const both = (label: string, run: (token: string) => Promise<string | null>) =>
      (['attacker', 'rival'] as const).map((who) => ({
        label: `${who}: ${label}`,
        attempt: async ({ attacker }: { attacker: string }) => run(who === 'rival' ? rival : attacker),
      }));

    return [
      ...both('list with the partner’s customerIds: FORBIDDEN on customerIds', async (t) =>
        refusedWith(await s.gql(t, LIST, { customerIds: [PARTNER] }), 'FORBIDDEN', 'customerIds'),
      ),
      ...both('list mixed with its own customerId: FORBIDDEN on customerIds', async (t) =>
        refusedWith(await s.gql(t, LIST, { customerIds: [CAFE, PARTNER] }), 'FORBIDDEN', 'customerIds'),
      ),
      ...both('list by the partner’s ids', async (t) => leak(await s.gql(t, LIST, { ids: [a, b] }))),
      ...both('list without customerIds, searching', async (t) => leak(await s.gql(t, LIST, { search: 'hotel' }))),
      ...both('vendorPartnerLeads without being a vendor: FORBIDDEN', async (t) =>
        refusedWith(await s.gql(t, VENDOR_LIST, { ids: [a] }), 'FORBIDDEN'),
      ),
      ...both('Customer.leads of the partner', async (t) => {
        const r = await s.gql<{ customers: { data: { leads: { totalCount: number } }[] } }>(t, CUSTOMER_LEADS, {
          ids: [PARTNER],
        });
        return r.errors?.length || !r.data?.customers.data.length ? null : 'read the partner’s leads';
      }),
      ...both('create for the partner: FORBIDDEN on customerId', async (t) =>
        refusedWith(
          await s.gql(t, CREATE, { data: { customerId: PARTNER, company: 'Fremd GmbH' } }),
          'FORBIDDEN',
          'customerId',
        ),
      ),
      ...both('update by id: NOT_FOUND on _id', async (t) =>
        refusedWith(
          await s.gql(t, UPDATE, { data: { _id: a, updatedAt: SOME_VERSION, company: 'owned', status: 4 } }),
          'NOT_FOUND',
          '_id',
        ),
      ),
      ...both('append a comment by id: NOT_FOUND on _id', async (t) =>
        refusedWith(
          await s.gql(t, UPDATE, { data: { _id: b, updatedAt: SOME_VERSION, messages: [{ text: 'x' }] } }),
          'NOT_FOUND',
          '_id',
        ),
      ),
      ...both('vendor update (approve, take over) without being a vendor: NOT_FOUND on _id', async (t) =>
        refusedWith(
          await s.gql(t, VENDOR_UPDATE, { data: { _id: a, updatedAt: SOME_VERSION, approved: 1, customerId: CAFE } }),
          'NOT_FOUND',
          '_id',
        ),
      ),
      ...both('delete by id: NOT_FOUND on _id', async (t) =>
        refusedWith(await s.gql(t, DELETE, { id: a }), 'NOT_FOUND', '_id'),
      ),
    ];
  },
};
