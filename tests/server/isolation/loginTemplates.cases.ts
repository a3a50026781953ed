// Cross-tenant cases of the login-template module, including a café login template pointing at the
// hotel's account template or terms of use, and the hotel's templates through the account-template field.
import { and, asc, eq } from 'drizzle-orm';
import { customerPlugins } from '../../../server/tenancy/customer/table';
import { hotspotLoginTemplates } from '../../../server/templates/login-template/table';
import { termsOfUses } from '../../../server/templates/start-page/table';
import type { HotspotLoginTemplate } from '../../../src/generated/graphql';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult } from '../harness';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($ids: [ID!], $customerIds: [String!], $search: String, $at: [ID!]) {
  hotspotLoginTemplates(ids: $ids, customerIds: $customerIds, search: $search, hotspotAccountTemplateIds: $at,
    take: 1000) { totalCount data { _id customerId } }
}`;
const ACCOUNT_TEMPLATES = `query A($customerIds: [String!], $ids: [ID!]) {
  hotspotAccountTemplates(customerIds: $customerIds, ids: $ids, take: 50) {
    data { _id customerId hotspotLoginTemplates { totalCount data { _id customerId } } } }
}`;
const CUSTOMER_LIST = `query C($ids: [String!]) {
  customers(customerIds: $ids, take: 10) { data { hotspotLoginTemplates { totalCount data { _id } } } }
}`;
const CREATE = `mutation C($data: CreateHotspotLoginTemplateInput!) { createHotspotLoginTemplate(data: $data) }`;
const UPDATE = `mutation U($data: UpdateHotspotLoginTemplateInput!) { updateHotspotLoginTemplate(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteHotspotLoginTemplate(_id: $id) }`;

type Page = { hotspotLoginTemplates: { totalCount: number; data: Pick<HotspotLoginTemplate, '_id' | 'customerId'>[] } };
type AccountTemplates = {
  hotspotAccountTemplates: {
    data: { _id: string; customerId: string; hotspotLoginTemplates: Page['hotspotLoginTemplates'] }[];
  };
};

/** Refused (an error) or nothing of the hotel in the answer. */
function leak(r: GqlResult<Page>): string | null {
  if (r.errors?.length) return null;
  const foreign = r.data?.hotspotLoginTemplates.data.filter((a) => a.customerId !== CAFE) ?? [];
  return foreign.length ? `answered ${foreign.length} foreign login templates` : null;
}

export const loginTemplateCases: ModuleCases = {
  module: 'login-template',
  snapshot: async (s, customerId) =>
    JSON.stringify(
      await s.db
        .select()
        .from(hotspotLoginTemplates)
        .where(eq(hotspotLoginTemplates.customerId, customerId))
        .orderBy(asc(hotspotLoginTemplates.id)),
    ),
  cases: async ({ s, owner, attacker }): Promise<IsolationCase[]> => {
    const victims = (await s.gql<Page>(owner, LIST, { customerIds: [HOTEL] })).data!.hotspotLoginTemplates.data;
    const ids = victims.map((v) => v._id);
    const [a] = ids;
    const hotelAccountTemplates = (
      await s.gql<AccountTemplates>(owner, ACCOUNT_TEMPLATES, { customerIds: [HOTEL] })
    ).data!.hotspotAccountTemplates.data.map((t) => t._id);
    const cafeAccountTemplate = (await s.gql<AccountTemplates>(attacker, ACCOUNT_TEMPLATES, { customerIds: [CAFE] }))
      .data!.hotspotAccountTemplates.data[0]!._id;
    const terms = async (customerId: string) =>
      (await s.db.select().from(termsOfUses).where(eq(termsOfUses.customerId, customerId)).limit(1))[0]?.id ?? null;
    const [cafeTerms, hotelTerms] = [await terms(CAFE), await terms(HOTEL)];
    const [hotelPlugins] = await s.db.select().from(customerPlugins).where(eq(customerPlugins.customerId, HOTEL));
    const cafeCreate = (data: Record<string, unknown>) =>
      s.gql(attacker, CREATE, {
        data: {
          customerId: CAFE,
          name: 'Café Übernahme',
          loginType: 'VOUCHER_LOGIN',
          hotspotAccountTemplateId: cafeAccountTemplate,
          termsOfUseId: cafeTerms,
          ...data,
        },
      });
    return [
      {
        label: 'list with the hotel’s customerIds: FORBIDDEN on customerIds',
        attempt: async () =>
          refusedWith(await s.gql(attacker, LIST, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      {
        label: 'list mixed with its own customerId: FORBIDDEN on customerIds',
        attempt: async () =>
          refusedWith(await s.gql(attacker, LIST, { customerIds: [CAFE, HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      {
        label: 'list by the hotel’s ids',
        attempt: async () => leak(await s.gql(attacker, LIST, { ids })),
      },
      {
        label: 'list by the hotel’s account template ids',
        attempt: async () => leak(await s.gql(attacker, LIST, { at: hotelAccountTemplates })),
      },
      {
        label: 'list without customerIds, searching',
        attempt: async () => leak(await s.gql(attacker, LIST, { search: 'login' })),
      },
      {
        label: 'HotspotAccountTemplate.hotspotLoginTemplates by the hotel’s account template ids',
        attempt: async () => {
          const r = await s.gql<AccountTemplates>(attacker, ACCOUNT_TEMPLATES, { ids: hotelAccountTemplates });
          const rows = r.data?.hotspotAccountTemplates.data ?? [];
          const foreign = rows.filter(
            (t) => t.customerId !== CAFE || t.hotspotLoginTemplates.data.some((l) => l.customerId !== CAFE),
          );
          return foreign.length ? 'read the hotel’s login templates through its account templates' : null;
        },
      },
      {
        label: 'Customer.hotspotLoginTemplates of the hotel',
        attempt: async () => {
          const r = await s.gql<{ customers: { data: unknown[] } }>(attacker, CUSTOMER_LIST, { ids: [HOTEL] });
          return r.errors?.length || !r.data?.customers.data.length ? null : 'read the hotel’s login templates';
        },
      },
      {
        label: 'create in the hotel: FORBIDDEN on customerId',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, CREATE, {
              data: {
                customerId: HOTEL,
                name: 'Eingeschleust',
                loginType: 'VOUCHER_LOGIN',
                hotspotAccountTemplateId: hotelAccountTemplates[0],
                termsOfUseId: hotelTerms,
              },
            }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'create in the café with the hotel’s account template: BAD_USER_INPUT, nothing created',
        attempt: async () => {
          const r = await cafeCreate({ hotspotAccountTemplateId: hotelAccountTemplates[0] });
          const refused = refusedWith(r, 'BAD_USER_INPUT', 'hotspotAccountTemplateId');
          if (refused) return refused;
          if (r.errors![0]!.extensions?.i18n !== 'resources.hotspot-login-template.errors.unknownAccountTemplate') {
            return `unexpected message ${String(r.errors![0]!.extensions?.i18n)}`;
          }
          const made = await s.db
            .select()
            .from(hotspotLoginTemplates)
            .where(and(eq(hotspotLoginTemplates.customerId, CAFE), eq(hotspotLoginTemplates.name, 'Café Übernahme')));
          return made.length ? 'created a café login template on the hotel’s account template' : null;
        },
      },
      {
        label: 'create in the café with the hotel’s terms of use: BAD_USER_INPUT',
        attempt: async () =>
          hotelTerms && cafeTerms
            ? refusedWith(await cafeCreate({ termsOfUseId: hotelTerms }), 'BAD_USER_INPUT', 'termsOfUseId')
            : null,
      },
      {
        label: 'create in the café referencing the hotel’s plugins: BAD_USER_INPUT',
        attempt: async () =>
          refusedWith(
            await cafeCreate({
              loginType: 'DEVICE_ACCOUNT_LOGIN',
              loginTypeConfig: { deviceAccountPluginId: hotelPlugins!.id },
            }),
            'BAD_USER_INPUT',
            'loginTypeConfig.deviceAccountPluginId',
          ),
      },
      {
        label: 'update by id: NOT_FOUND on _id',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, UPDATE, { data: { _id: a, updatedAt: SOME_VERSION, name: 'owned' } }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'update by id, moving it to the café’s account template: NOT_FOUND on _id',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, UPDATE, {
              data: { _id: a, updatedAt: SOME_VERSION, hotspotAccountTemplateId: cafeAccountTemplate },
            }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'delete by id: NOT_FOUND on _id',
        attempt: async () => refusedWith(await s.gql(attacker, DELETE, { id: a }), 'NOT_FOUND', '_id'),
      },
    ];
  },
};
