// Cross-tenant cases of the device-config module: the hotel's configs by list, ids and login-template
// filter, Customer.hotspotDeviceConfigs and HotspotLoginTemplate.hotspotDeviceConfigs; writes to them;
// a café config offering the hotel's login template or showing its bundle.
import { and, asc, eq } from 'drizzle-orm';
import { hotspotLoginTemplates } from '../../../server/templates/login-template/table';
import { hotspotDeviceConfigLoginTemplates, hotspotDeviceConfigs } from '../../../server/network/device-config/table';
import { templateBundles } from '../../../server/templates/start-page/table';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult } from '../harness';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($ids: [ID!], $customerIds: [String!], $search: String, $lt: [ID!]) {
  hotspotDeviceConfigs(ids: $ids, customerIds: $customerIds, search: $search, hotspotLoginTemplateIds: $lt, take: 1000) {
    totalCount data { _id customerId } }
}`;
const CUSTOMER_LIST = `query C($ids: [String!]) { customers(customerIds: $ids) { data { hotspotDeviceConfigs { totalCount } } } }`;
const TEMPLATE_CONFIGS = `query T($ids: [ID!]) { hotspotLoginTemplates(ids: $ids) { data { customerId hotspotDeviceConfigs { totalCount } } } }`;
const CREATE = `mutation C($data: CreateHotspotDeviceConfigInput!) { createHotspotDeviceConfig(data: $data) }`;
const UPDATE = `mutation U($data: UpdateHotspotDeviceConfigInput!) { updateHotspotDeviceConfig(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteHotspotDeviceConfig(_id: $id) }`;

type Page = { hotspotDeviceConfigs: { totalCount: number; data: { _id: string; customerId: string }[] } };

function leak(r: GqlResult<Page>): string | null {
  if (r.errors?.length) return null;
  const foreign = r.data?.hotspotDeviceConfigs.data.filter((d) => d.customerId !== CAFE) ?? [];
  return foreign.length ? `answered ${foreign.length} foreign configs` : null;
}

export const deviceConfigsCases: ModuleCases = {
  module: 'deviceConfigs',
  snapshot: async (s, customerId) =>
    JSON.stringify([
      await s.db
        .select()
        .from(hotspotDeviceConfigs)
        .where(eq(hotspotDeviceConfigs.customerId, customerId))
        .orderBy(asc(hotspotDeviceConfigs.id)),
      await s.db
        .select()
        .from(hotspotDeviceConfigLoginTemplates)
        .where(eq(hotspotDeviceConfigLoginTemplates.customerId, customerId))
        .orderBy(asc(hotspotDeviceConfigLoginTemplates.configId), asc(hotspotDeviceConfigLoginTemplates.position)),
    ]),
  cases: async ({ s, owner, attacker }): Promise<IsolationCase[]> => {
    const victims = (await s.gql<Page>(owner, LIST, { customerIds: [HOTEL] })).data!.hotspotDeviceConfigs.data;
    const ids = victims.map((v) => v._id);
    const [a] = ids;
    const templatesOf = async (customerId: string) =>
      (
        await s.db
          .select({ id: hotspotLoginTemplates.id })
          .from(hotspotLoginTemplates)
          .where(eq(hotspotLoginTemplates.customerId, customerId))
      ).map((r) => r.id);
    const [hotelTemplates, cafeTemplates] = [await templatesOf(HOTEL), await templatesOf(CAFE)];
    const [hotelBundle] = await s.db
      .select({ id: templateBundles.id })
      .from(templateBundles)
      .where(eq(templateBundles.customerId, HOTEL));
    const cafeCreate = (data: Record<string, unknown>) =>
      s.gql(attacker, CREATE, {
        data: { customerId: CAFE, name: 'Café Übernahme', hotspotLoginTemplates: [cafeTemplates[0]], ...data },
      });
    const nothingMade = async () =>
      (
        await s.db
          .select()
          .from(hotspotDeviceConfigs)
          .where(and(eq(hotspotDeviceConfigs.customerId, CAFE), eq(hotspotDeviceConfigs.name, 'Café Übernahme')))
      ).length
        ? 'created a café config on a hotel reference'
        : null;
    return [
      {
        label: 'list with the hotel’s customerIds: FORBIDDEN on customerIds',
        attempt: async () =>
          refusedWith(await s.gql(attacker, LIST, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      { label: 'list by the hotel’s ids', attempt: async () => leak(await s.gql(attacker, LIST, { ids })) },
      {
        label: 'list by the hotel’s login template ids',
        attempt: async () => leak(await s.gql(attacker, LIST, { lt: hotelTemplates })),
      },
      {
        label: 'list without customerIds, searching',
        attempt: async () => leak(await s.gql(attacker, LIST, { search: 'hotel' })),
      },
      {
        label: 'Customer.hotspotDeviceConfigs of the hotel',
        attempt: async () => {
          const r = await s.gql<{ customers: { data: unknown[] } }>(attacker, CUSTOMER_LIST, { ids: [HOTEL] });
          return r.errors?.length || !r.data?.customers.data.length ? null : 'read the hotel’s configs';
        },
      },
      {
        label: 'HotspotLoginTemplate.hotspotDeviceConfigs of the hotel’s templates',
        attempt: async () => {
          const r = await s.gql<{ hotspotLoginTemplates: { data: unknown[] } }>(attacker, TEMPLATE_CONFIGS, {
            ids: hotelTemplates,
          });
          return r.errors?.length || !r.data?.hotspotLoginTemplates.data.length ? null : 'read the hotel’s configs';
        },
      },
      {
        label: 'create in the hotel: FORBIDDEN on customerId',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, CREATE, {
              data: { customerId: HOTEL, name: 'Eingeschleust', hotspotLoginTemplates: [hotelTemplates[0]] },
            }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'create in the café offering the hotel’s login template: BAD_USER_INPUT, nothing created',
        attempt: async () =>
          refusedWith(
            await cafeCreate({ hotspotLoginTemplates: [hotelTemplates[0]] }),
            'BAD_USER_INPUT',
            'hotspotLoginTemplates',
          ) ?? (await nothingMade()),
      },
      {
        label: 'create in the café showing the hotel’s bundle: BAD_USER_INPUT, nothing created',
        attempt: async () =>
          hotelBundle
            ? (refusedWith(await cafeCreate({ templateBundle: hotelBundle.id }), 'BAD_USER_INPUT', 'templateBundle') ??
              (await nothingMade()))
            : null,
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
        label: 'update by id, offering the café’s template: NOT_FOUND on _id',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, UPDATE, {
              data: { _id: a, updatedAt: SOME_VERSION, hotspotLoginTemplates: [cafeTemplates[0]] },
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
