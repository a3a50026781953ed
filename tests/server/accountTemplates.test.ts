// Hotspot account templates (seed 001 §3, §5, §7): list with search, filters, sorting and paging;
// create with the shared rules (units, formula) naming the dotted field; the formula stored in its
// canonical form; unique names per customer; optimistic locking; the login templates using one
// (needing HotspotLoginTemplate read); refusing to delete one in use, listing the login templates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../server/platform/passwords';
import { hotspotAccountTemplates } from '../../server/templates/account-template/table';
import { hotspotLoginTemplates } from '../../server/templates/login-template/table';
import { termsOfUses } from '../../server/templates/start-page/table';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { newObjectId } from '../../server/platform/ids';
import type {
  HotspotAccountTemplate,
  HotspotAccountTemplatePage,
  HotspotLoginTemplate,
} from '../../src/generated/graphql';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

const FIELDS = `_id customerId name description active createdAt updatedAt
  accountConfiguration { dynamicExpires }
  accountProfile { expires idleTimeout maxBandwidthDown maxBandwidthUp maxSurftime maxVolume }`;
const LIST = `query AT($skip: Int, $take: Int, $sort: [SortType!], $search: String, $ids: [ID!],
  $customerIds: [String!], $active: Boolean) {
  hotspotAccountTemplates(skip: $skip, take: $take, sort: $sort, search: $search, ids: $ids,
    customerIds: $customerIds, active: $active) { count totalCount hasNextPage data { ${FIELDS} } }
}`;
const USING = `query U($ids: [ID!], $type: LoginType, $take: Int, $filter: [ID!]) {
  hotspotAccountTemplates(ids: $ids) { data { _id name
    hotspotLoginTemplates(type: $type, take: $take, hotspotAccountTemplateIds: $filter) {
      totalCount count hasNextPage data { _id name loginType hotspotAccountTemplateId } } } }
}`;
const CUSTOMER = `query C($ids: [String!], $search: String) {
  customers(customerIds: $ids) { data { customerId hotspotAccountTemplates(search: $search) { totalCount data { name } } } }
}`;
const CREATE = `mutation C($data: CreateHotspotAccountTemplateInput!) { createHotspotAccountTemplate(data: $data) }`;
const UPDATE = `mutation U($data: UpdateHotspotAccountTemplateInput!) { updateHotspotAccountTemplate(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteHotspotAccountTemplate(_id: $id) }`;

type Page = Pick<HotspotAccountTemplatePage, 'count' | 'totalCount' | 'hasNextPage'> & {
  data: HotspotAccountTemplate[];
};
type Using = {
  hotspotAccountTemplates: {
    data: {
      _id: string;
      name: string;
      hotspotLoginTemplates: { totalCount: number; count: number; hasNextPage: boolean; data: HotspotLoginTemplate[] };
    }[];
  };
};

let s: TestServer;
let hotel: string;
let operator: string;
let support: string;
let cafe: string;

const list = async (token: string, vars: Record<string, unknown>) =>
  ok(await s.gql<{ hotspotAccountTemplates: Page }>(token, LIST, vars)).hotspotAccountTemplates;
const create = (token: string, data: Record<string, unknown>) =>
  s.gql<{ createHotspotAccountTemplate: string }>(token, CREATE, { data: { customerId: HOTEL, ...data } });
const one = async (id: string) => (await list(operator, { ids: [id] })).data[0]!;
const byName = async (name: string) => (await list(hotel, { customerIds: [HOTEL], search: name })).data[0]!;

/** A user with exactly these grants on one customer; answers its access token. */
async function userWith(customerKey: string, roles: string[], permissions: string[] = []) {
  const id = newObjectId();
  const email = `u-${id}@test.test`;
  await s.db.insert(users).values({ id, email, passwordHash: await hashPassword('Grant#2026x') });
  await s.db.insert(userGrants).values({ userId: id, customerKey, roles, permissions });
  return (await s.login(email, 'Grant#2026x')).accessToken;
}

/** Inserts login templates using an account template (terms of use made when the customer has none). */
async function loginTemplatesUsing(customerId: string, accountTemplateId: string, names: string[]) {
  let [terms] = await s.db.select().from(termsOfUses).where(eq(termsOfUses.customerId, customerId)).limit(1);
  if (!terms) {
    [terms] = await s.db
      .insert(termsOfUses)
      .values({
        customerId,
        id: newObjectId(),
        name: 'Nutzungsbedingungen Test',
        locales: [{ lang: 'de', default: true, privacy: null, terms: 'Bedingungen' }],
      })
      .returning();
  }
  await s.db.insert(hotspotLoginTemplates).values(
    names.map((name) => ({
      customerId,
      id: newObjectId(),
      name,
      loginType: 'VOUCHER_LOGIN',
      accountTemplateId,
      termsOfUseId: terms!.id,
      searchText: name.toLowerCase(),
    })),
  );
}

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
  support = (await s.login(USERS.support)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
});
afterAll(() => s?.close());

describe('account templates: list', () => {
  it('lists the demo templates with sorting and paging', async () => {
    const first = await list(hotel, { customerIds: [HOTEL], sort: [{ key: 'name', order: 'ASC' }], take: 2 });
    expect(first).toMatchObject({ totalCount: 3, count: 2, hasNextPage: true });
    expect(first.data.map((t) => t.name)).toEqual(['Hotelgast', 'Konferenz']);
    const rest = await list(hotel, { customerIds: [HOTEL], sort: [{ key: 'name', order: 'ASC' }], skip: 2, take: 2 });
    expect(rest).toMatchObject({ count: 1, hasNextPage: false });
    expect(rest.data[0]!.name).toBe('Tagesgast');
    const desc = await list(hotel, { customerIds: [HOTEL], sort: [{ key: 'name', order: 'DESC' }] });
    expect(desc.data.map((t) => t.name)).toEqual(['Tagesgast', 'Konferenz', 'Hotelgast']);
    for (const key of ['active', 'createdAt', 'updatedAt']) {
      expect((await list(hotel, { customerIds: [HOTEL], sort: [{ key, order: 'ASC' }] })).totalCount).toBe(3);
    }
    expectGqlError(
      await s.gql(hotel, LIST, { customerIds: [HOTEL], sort: [{ key: 'searchText', order: 'ASC' }] }),
      'BAD_USER_INPUT',
      'sort',
    );
  });

  it('answers the profile with its units and the formula in canonical form', async () => {
    const day = await byName('Tagesgast');
    expect(day.accountConfiguration?.dynamicExpires).toBe('eod 4h');
    expect(day.accountProfile).toMatchObject({ maxBandwidthDown: 10000, maxBandwidthUp: 2000, idleTimeout: 30 });
    expect(day.accountProfile?.maxVolume).toBeNull();
  });

  it('searches name and description, filters by ids and active, and lists per customer', async () => {
    expect((await list(hotel, { customerIds: [HOTEL], search: 'KONFER' })).data.map((t) => t.name)).toEqual([
      'Konferenz',
    ]);
    expect((await list(hotel, { customerIds: [HOTEL], search: 'eine woche' })).data.map((t) => t.name)).toEqual([
      'Hotelgast',
    ]);
    expect((await list(hotel, { customerIds: [HOTEL], search: '100%' })).totalCount).toBe(0);
    const hotelGuest = await byName('Hotelgast');
    expect((await list(hotel, { ids: [hotelGuest._id] })).data.map((t) => t.name)).toEqual(['Hotelgast']);
    expect((await list(hotel, { customerIds: [HOTEL], active: false })).totalCount).toBe(0);
    const c = ok(
      await s.gql<{ customers: { data: { hotspotAccountTemplates: { totalCount: number } }[] } }>(operator, CUSTOMER, {
        ids: [CAFE],
      }),
    );
    expect(c.customers.data[0]!.hotspotAccountTemplates.totalCount).toBe(1);
    expectGqlError(
      await s.gql(hotel, LIST, { customerIds: [HOTEL], search: 'x'.repeat(201) }),
      'BAD_USER_INPUT',
      'search',
    );
  });

  it('lists the login templates using a template, filtered, for a reader of login templates only', async () => {
    const hotelGuest = await byName('Hotelgast');
    const using = ok(await s.gql<Using>(hotel, USING, { ids: [hotelGuest._id] })).hotspotAccountTemplates.data[0]!;
    expect(using.hotspotLoginTemplates.data.map((t) => t.name).sort()).toEqual(
      ['App-Login', 'Gerätekonten', 'Gäste-WLAN', 'REOS-Freunde', 'REOS-Login'].sort(),
    );
    expect(using.hotspotLoginTemplates.data.every((t) => t.hotspotAccountTemplateId === hotelGuest._id)).toBe(true);
    const voucher = ok(await s.gql<Using>(hotel, USING, { ids: [hotelGuest._id], type: 'VOUCHER_LOGIN' }))
      .hotspotAccountTemplates.data[0]!;
    expect(voucher.hotspotLoginTemplates.data.map((t) => t.name)).toEqual(['Gäste-WLAN']);
    const paged = ok(await s.gql<Using>(hotel, USING, { ids: [hotelGuest._id], take: 1 })).hotspotAccountTemplates
      .data[0]!;
    expect(paged.hotspotLoginTemplates).toMatchObject({ totalCount: 5, count: 1, hasNextPage: true });
    const other = ok(await s.gql<Using>(hotel, USING, { ids: [hotelGuest._id], filter: [newObjectId()] }))
      .hotspotAccountTemplates.data[0]!;
    expect(other.hotspotLoginTemplates.totalCount).toBe(0);
    // a reader of account templates without HotspotLoginTemplate read: FORBIDDEN on the field, no empty page
    const accountsOnly = await userWith(HOTEL, [], ['HotspotAccountTemplate:read']);
    const r = await s.gql<Using>(accountsOnly, USING, { ids: [hotelGuest._id] });
    expectGqlError(r, 'FORBIDDEN', 'hotspotLoginTemplates');
  });
});

describe('account templates: create', () => {
  it('creates with profile and formula (normalised) and answers the id', async () => {
    const id = ok(
      await create(hotel, {
        name: 'Wellness',
        description: 'Spa-Gäste',
        accountConfiguration: { dynamicExpires: 'eod4h' },
        accountProfile: { idleTimeout: 15, maxSurftime: 120, maxVolume: 500, expires: '2030-01-31T12:00:00Z' },
      }),
    ).createHotspotAccountTemplate;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    const t = await one(id);
    expect(t).toMatchObject({ customerId: HOTEL, name: 'Wellness', description: 'Spa-Gäste', active: true });
    expect(t.accountConfiguration?.dynamicExpires).toBe('eod 4h');
    expect(t.accountProfile).toMatchObject({
      idleTimeout: 15,
      maxSurftime: 120,
      maxVolume: 500,
      maxBandwidthDown: null,
      expires: '2030-01-31T12:00:00.000Z',
    });
  });

  it('refuses values outside the rules, naming the dotted field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'x', accountProfile: { maxVolume: 0 } }, 'accountProfile.maxVolume', 'min_value'],
      [{ name: 'x', accountProfile: { idleTimeout: 600000 } }, 'accountProfile.idleTimeout', 'max_value'],
      [{ name: 'x', accountProfile: { maxBandwidthUp: -5 } }, 'accountProfile.maxBandwidthUp', 'min_value'],
      [
        { name: 'x', accountConfiguration: { dynamicExpires: '1.5h' } },
        'accountConfiguration.dynamicExpires',
        'dynamicExpires',
      ],
      [{ name: '   ' }, 'name', 'required'],
      [{ name: 'x'.repeat(101) }, 'name', 'max'],
      [{ name: 'x', description: 'y'.repeat(501) }, 'description', 'max'],
    ];
    for (const [data, field, rule] of cases) {
      const e = expectGqlError(await create(hotel, data), 'BAD_USER_INPUT', field);
      expect(e.extensions?.i18n).toBe(`forms.validationMessages.${rule}`);
    }
  });

  it('keeps names unique per customer, case-insensitively', async () => {
    const e = expectGqlError(await create(hotel, { name: ' hotelGAST ' }), 'CONFLICT', 'name');
    expect(e.extensions).toMatchObject({
      reason: 'DUPLICATE',
      i18n: 'resources.hotspot-account-template.errors.duplicateName',
    });
    // concurrent creations of one name: one wins, the others answer the same CONFLICT (never a 500)
    const results = await Promise.all(Array.from({ length: 4 }, () => create(hotel, { name: 'Gleichzeitig' })));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    for (const r of results.filter((x) => x.errors)) expectGqlError(r, 'CONFLICT', 'name');
    // another customer may use the name
    ok(await s.gql(operator, CREATE, { data: { customerId: CAFE, name: 'Hotelgast' } }));
  });

  it('is refused without the permission and for a customer that does not exist', async () => {
    expectGqlError(await create(support, { name: 'nur lesen' }), 'FORBIDDEN', 'customerId');
    expectGqlError(
      await s.gql(cafe, CREATE, { data: { customerId: CAFE, name: 'Café ohne Recht' } }),
      'FORBIDDEN',
      'customerId',
    );
    expectGqlError(await s.gql(cafe, LIST, { customerIds: [CAFE] }), 'FORBIDDEN', 'customerIds');
    expectGqlError(await s.gql(operator, CREATE, { data: { customerId: 'K999998', name: 'x' } }), 'NOT_FOUND');
  });
});

describe('account templates: update and delete', () => {
  it('changes only what is sent and refuses a stale update', async () => {
    const id = ok(
      await create(hotel, {
        name: 'Seminar',
        accountConfiguration: { dynamicExpires: '1d' },
        accountProfile: { maxVolume: 1000, idleTimeout: 20 },
      }),
    ).createHotspotAccountTemplate;
    const before = await one(id);
    ok(
      await s.gql(hotel, UPDATE, {
        data: {
          _id: id,
          updatedAt: before.updatedAt,
          description: 'Seminarräume',
          accountProfile: { maxVolume: 3000 },
        },
      }),
    );
    const after = await one(id);
    expect(after.description).toBe('Seminarräume');
    expect(after.accountProfile).toMatchObject({ maxVolume: 3000, idleTimeout: 20 });
    expect(after.accountConfiguration?.dynamicExpires).toBe('1d');
    expect(after.name).toBe('Seminar');
    const stale = expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt: before.updatedAt, name: 'Alt' } }),
      'CONFLICT',
      'updatedAt',
    );
    expect(stale.extensions?.reason).toBe('STALE');
    expect((await one(id)).name).toBe('Seminar');
    // clearing: null removes a limit and the formula
    ok(
      await s.gql(hotel, UPDATE, {
        data: {
          _id: id,
          updatedAt: (await one(id)).updatedAt,
          accountProfile: { idleTimeout: null },
          accountConfiguration: { dynamicExpires: null },
        },
      }),
    );
    const cleared = await one(id);
    expect(cleared.accountProfile).toMatchObject({ idleTimeout: null, maxVolume: 3000 });
    expect(cleared.accountConfiguration?.dynamicExpires).toBeNull();
    const { updatedAt } = cleared;
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, accountProfile: { maxBandwidthDown: 0 } } }),
      'BAD_USER_INPUT',
      'accountProfile.maxBandwidthDown',
    );
    expectGqlError(await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, name: null } }), 'BAD_USER_INPUT', 'name');
    const dup = expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, name: 'KONFERENZ' } }),
      'CONFLICT',
      'name',
    );
    expect(dup.extensions?.reason).toBe('DUPLICATE');
    expectGqlError(await s.gql(support, UPDATE, { data: { _id: id, updatedAt, name: 'x' } }), 'FORBIDDEN', '_id');
  });

  it('refuses to delete a template in use, listing the login templates (at most ten, then …)', async () => {
    const hotelGuest = await byName('Hotelgast');
    const e = expectGqlError(await s.gql(hotel, DELETE, { id: hotelGuest._id }), 'CONFLICT', '_id');
    expect(e.extensions).toMatchObject({ reason: 'IN_USE', i18n: 'messages.accountTemplateInUse' });
    const listed = String((e.extensions?.args as { templates: string }).templates);
    expect(listed.split(', ').sort()).toEqual(
      ['App-Login', 'Gerätekonten', 'Gäste-WLAN', 'REOS-Freunde', 'REOS-Login'].sort(),
    );

    const id = ok(await create(hotel, { name: 'Vielgenutzt' })).createHotspotAccountTemplate;
    const names = Array.from({ length: 12 }, (_, i) => `Anmeldung ${String(i + 1).padStart(2, '0')}`);
    await loginTemplatesUsing(HOTEL, id, names);
    const many = expectGqlError(await s.gql(hotel, DELETE, { id }), 'CONFLICT', '_id');
    expect((many.extensions?.args as { templates: string }).templates).toBe(`${names.slice(0, 10).join(', ')} …`);
    const [still] = await s.db
      .select()
      .from(hotspotAccountTemplates)
      .where(and(eq(hotspotAccountTemplates.customerId, HOTEL), eq(hotspotAccountTemplates.id, id)));
    expect(still).toBeDefined();
  });

  it('deletes an unused template; a foreign or missing one answers NOT_FOUND', async () => {
    const id = ok(await create(hotel, { name: 'Weg damit' })).createHotspotAccountTemplate;
    expectGqlError(await s.gql(support, DELETE, { id }), 'FORBIDDEN', '_id');
    const cafeAdmin = await userWith(CAFE, ['admin']);
    expectGqlError(await s.gql(cafeAdmin, DELETE, { id }), 'NOT_FOUND', '_id');
    expect(
      ok(await s.gql<{ deleteHotspotAccountTemplate: boolean }>(hotel, DELETE, { id })).deleteHotspotAccountTemplate,
    ).toBe(true);
    expectGqlError(await s.gql(hotel, DELETE, { id }), 'NOT_FOUND', '_id');
  });
});
