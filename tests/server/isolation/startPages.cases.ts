// Cross-tenant cases of the start-page module: terms of use, imprints, templates and bundles of the
// hotel, read or written by the café's administrator, and café bundles or templates that name the
// hotel's templates or imprint.
import { asc, eq } from 'drizzle-orm';
import {
  imprints,
  templateBundles,
  templateBundleTemplates,
  templates,
  termsOfUses,
} from '../../../server/templates/start-page/table';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult, TestServer } from '../harness';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

type Row = { _id: string; customerId: string };
type Lists = Record<
  'termsOfUses' | 'imprint' | 'templates' | 'templateBundles',
  { data: (Row & { templates?: string[]; updatedAt?: string })[] }
>;

const ARGS = '$ids: [ID!], $customerIds: [String!], $search: String';
const VARS = 'ids: $ids, customerIds: $customerIds, search: $search, take: 1000';
const LISTS = `query L(${ARGS}) {
  termsOfUses(${VARS}) { data { _id customerId } }
  imprint(${VARS}) { data { _id customerId } }
  templates(${VARS}) { data { _id customerId } }
  templateBundles(${VARS}) { data { _id customerId templates updatedAt } }
}`;
const ONE_LIST = (field: keyof Lists) => `query O(${ARGS}) { ${field}(${VARS}) { data { _id customerId } } }`;
const BUNDLES_BY_TEMPLATE = `query T($templates: [ID!]) { templateBundles(templates: $templates) { data { _id customerId } } }`;
const BOUND = `query B($ids: [ID!]) { templateBundles(ids: $ids) { data { boundTemplates { data { _id customerId } } } } }`;
const CUSTOMER = `query C($ids: [String!]) { customers(customerIds: $ids) { data {
  termsOfUses { totalCount } imprints { totalCount } templates { totalCount } templateBundles { totalCount } } } }`;
const m = (name: string, input: string) => `mutation M($data: ${input}!) { ${name}(data: $data) }`;
const del = (name: string) => `mutation D($id: ID!) { ${name}(_id: $id) }`;

/** Refused (an error) or nothing of the hotel in the answer. */
function leak(r: GqlResult<Partial<Lists>>): string | null {
  if (r.errors?.length) return null;
  const foreign = Object.values(r.data ?? {}).flatMap((p) => p?.data.filter((x) => x.customerId !== CAFE) ?? []);
  return foreign.length ? `answered ${foreign.length} foreign rows` : null;
}

async function snapshot(s: TestServer, customerId: string) {
  const rows = await Promise.all([
    s.db.select().from(termsOfUses).where(eq(termsOfUses.customerId, customerId)).orderBy(asc(termsOfUses.id)),
    s.db.select().from(imprints).where(eq(imprints.customerId, customerId)).orderBy(asc(imprints.id)),
    s.db.select().from(templates).where(eq(templates.customerId, customerId)).orderBy(asc(templates.id)),
    s.db
      .select()
      .from(templateBundles)
      .where(eq(templateBundles.customerId, customerId))
      .orderBy(asc(templateBundles.id)),
    s.db
      .select()
      .from(templateBundleTemplates)
      .where(eq(templateBundleTemplates.customerId, customerId))
      .orderBy(asc(templateBundleTemplates.bundleId), asc(templateBundleTemplates.templateId)),
  ]);
  return JSON.stringify(rows);
}

export const startPageCases: ModuleCases = {
  module: 'start-page',
  snapshot,
  cases: async ({ s, owner }): Promise<IsolationCase[]> => {
    const hotelRows = (await s.gql<Lists>(owner, LISTS, { customerIds: [HOTEL] })).data!;
    const terms = hotelRows.termsOfUses.data[0]!._id;
    const imprint = hotelRows.imprint.data[0]!._id;
    const template = hotelRows.templates.data[0]!._id;
    const bundle = hotelRows.templateBundles.data[0]!;
    const all = {
      termsOfUses: hotelRows.termsOfUses.data.map((r) => r._id),
      imprint: hotelRows.imprint.data.map((r) => r._id),
      templates: hotelRows.templates.data.map((r) => r._id),
      templateBundles: hotelRows.templateBundles.data.map((r) => r._id),
    };
    const text = [{ lang: 'de', text: '<p>x</p>', default: true }];
    const cases: IsolationCase[] = [
      {
        label: 'lists with the hotel’s customerIds: FORBIDDEN on customerIds',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, LISTS, { customerIds: [CAFE, HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      {
        label: 'lists searching without customerIds',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LISTS, { search: 'alpenhotel' })),
      },
      {
        label: 'bundles holding the hotel’s templates',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, BUNDLES_BY_TEMPLATE, { templates: all.templates })),
      },
      {
        label: 'boundTemplates of the hotel’s bundle by id',
        attempt: async ({ attacker }) => {
          const r = await s.gql<{ templateBundles: { data: { boundTemplates: { data: Row[] } }[] } }>(attacker, BOUND, {
            ids: [bundle._id],
          });
          if (r.errors?.length) return null;
          const seen = r.data!.templateBundles.data.flatMap((b) => b.boundTemplates.data);
          return seen.length || r.data!.templateBundles.data.length ? 'read the hotel’s bound templates' : null;
        },
      },
      {
        label: 'Customer fields of the hotel',
        attempt: async ({ attacker }) => {
          const r = await s.gql<{ customers: { data: unknown[] } }>(attacker, CUSTOMER, { ids: [HOTEL] });
          return r.errors?.length || !r.data?.customers.data.length ? null : 'read the hotel’s start-page content';
        },
      },
      ...(Object.keys(all) as (keyof Lists)[]).map((field) => ({
        label: `${field} by the hotel’s ids`,
        attempt: async ({ attacker }: { attacker: string }) =>
          leak(await s.gql(attacker, ONE_LIST(field), { ids: all[field] })),
      })),
      {
        label: 'create terms of use in the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, m('createTermsOfUse', 'CreateTermsOfUseInput'), {
              data: { customerId: HOTEL, name: 'evil', locales: [{ lang: 'de', default: true, terms: 'x' }] },
            }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'create an imprint in the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, m('createImprint', 'CreateImprintInput'), {
              data: { customerId: HOTEL, text: [{ lang: 'de', default: true, text: 'evil' }] },
            }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'update the hotel’s terms of use: NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, m('updateTermsOfUse', 'UpdateTermsOfUseInput'), {
              data: {
                _id: terms,
                updatedAt: SOME_VERSION,
                name: 'owned',
                locales: [{ lang: 'de', default: true, terms: 'x' }],
              },
            }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'update the hotel’s imprint to default: NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, m('updateImprint', 'UpdateImprintInput'), {
              data: { _id: imprint, updatedAt: SOME_VERSION, default: true },
            }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'update the hotel’s template slot: NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, m('updateTemplate', 'UpdateTemplateInput'), {
              data: { _id: template, updatedAt: SOME_VERSION, slot: 'Cooldown' },
            }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'update the hotel’s bundle: NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, m('updateTemplateBundle', 'UpdateTemplateBundleInput'), {
              data: { _id: bundle._id, updatedAt: SOME_VERSION, templates: [] },
            }),
            'NOT_FOUND',
            '_id',
          ),
      },
      ...(
        [
          ['deleteTermsOfUse', terms],
          ['deleteImprint', imprint],
          ['deleteTemplate', template],
          ['deleteTemplateBundle', bundle._id],
        ] as const
      ).map(([name, id]) => ({
        label: `${name} of the hotel: NOT_FOUND on _id`,
        attempt: async ({ attacker }: { attacker: string }) =>
          refusedWith(await s.gql(attacker, del(name), { id }), 'NOT_FOUND', '_id'),
      })),
      {
        label: 'a café bundle naming the hotel’s templates: BAD_USER_INPUT on templates',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, m('createTemplateBundle', 'CreateTemplateBundleInput'), {
              data: { customerId: CAFE, templates: bundle.templates },
            }),
            'BAD_USER_INPUT',
            'templates',
          ),
      },
      {
        label: 'a café bundle naming the hotel’s imprint: BAD_USER_INPUT on imprint',
        attempt: async ({ attacker }) => {
          const own = (await s.gql<Lists>(attacker, LISTS, { customerIds: [CAFE] })).data!.templates.data[0]!._id;
          return refusedWith(
            await s.gql(attacker, m('createTemplateBundle', 'CreateTemplateBundleInput'), {
              data: { customerId: CAFE, templates: [own], imprint },
            }),
            'BAD_USER_INPUT',
            'imprint',
          );
        },
      },
      {
        label: 'a café template naming the hotel’s imprint: BAD_USER_INPUT on imprint',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, m('createTemplate', 'CreateTemplateInput'), {
              data: { customerId: CAFE, slot: 'Welcome', text, imprint },
            }),
            'BAD_USER_INPUT',
            'imprint',
          ),
      },
      {
        label: 'a café bundle updated to hold the hotel’s template: BAD_USER_INPUT on templates',
        attempt: async ({ attacker }) => {
          const own = (await s.gql<Lists>(attacker, LISTS, { customerIds: [CAFE] })).data!.templateBundles.data[0]!;
          return refusedWith(
            await s.gql(attacker, m('updateTemplateBundle', 'UpdateTemplateBundleInput'), {
              data: { _id: own._id, updatedAt: own.updatedAt, templates: [...own.templates!, template] },
            }),
            'BAD_USER_INPUT',
            'templates',
          );
        },
      },
    ];
    return cases;
  },
};
