// Hotspot login templates (seed 001 §3, §5, §7, §9): list with search, filters, sorting and paging;
// create per login type with its config (only its fields stored), plugin references to the customer's
// active plugin blocks, the account template and terms of use they need (the "no account templates" /
// "no terms of use" messages on an empty customer), cooldowns behind the cooldown plugin, unique names,
// optimistic locking, delete, permissions, and DeviceAccount.hotspotLoginTemplate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../server/platform/passwords';
import { customerPlugins } from '../../server/tenancy/customer/table';
import { hotspotLoginTemplates } from '../../server/templates/login-template/table';
import { termsOfUses } from '../../server/templates/start-page/table';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { newObjectId } from '../../server/platform/ids';
import type { HotspotLoginTemplate, HotspotLoginTemplatePage } from '../../src/generated/graphql';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

const FIELDS = `_id customerId name description active loginType hotspotAccountTemplateId termsOfUseId
  createdAt updatedAt
  loginTypeConfig { defaultCountryCallingCode pluginId splashUrl successUrl errorUrl externalLoginPluginId
    deviceAccountPluginId reosPluginId voucherSmsPluginId }
  cooldown { cooldownPluginId dynamicExpires conditionalCooldowns { property accountCreatedBefore dynamicExpires } }
  conditionalCooldowns { property accountCreatedBefore dynamicExpires }`;
const LIST = `query LT($skip: Int, $take: Int, $sort: [SortType!], $search: String, $ids: [ID!],
  $customerIds: [String!], $active: Boolean, $type: LoginType, $at: [ID!]) {
  hotspotLoginTemplates(skip: $skip, take: $take, sort: $sort, search: $search, ids: $ids, customerIds: $customerIds,
    active: $active, type: $type, hotspotAccountTemplateIds: $at) { count totalCount hasNextPage data { ${FIELDS} } }
}`;
const ACCOUNT_TEMPLATES = `query A($ids: [String!]) { hotspotAccountTemplates(customerIds: $ids) { data { _id name } } }`;
const CREATE = `mutation C($data: CreateHotspotLoginTemplateInput!) { createHotspotLoginTemplate(data: $data) }`;
const UPDATE = `mutation U($data: UpdateHotspotLoginTemplateInput!) { updateHotspotLoginTemplate(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteHotspotLoginTemplate(_id: $id) }`;
const CREATE_ACCOUNT_TEMPLATE = `mutation C($data: CreateHotspotAccountTemplateInput!) {
  createHotspotAccountTemplate(data: $data) }`;

type Page = Pick<HotspotLoginTemplatePage, 'count' | 'totalCount' | 'hasNextPage'> & { data: HotspotLoginTemplate[] };

let s: TestServer;
let hotel: string;
let operator: string;
let support: string;
let cafe: string;
let pluginsId: string;
let termsId: string;
let cafeTermsId: string;
const accountTemplate: Record<string, string> = {};

const list = async (token: string, vars: Record<string, unknown>) =>
  ok(await s.gql<{ hotspotLoginTemplates: Page }>(token, LIST, vars)).hotspotLoginTemplates;
const one = async (id: string) => (await list(operator, { ids: [id] })).data[0]!;
/** The updatedAt an update names: the template's current one. */
const version = async (id: string) => (await one(id)).updatedAt;
const byName = async (name: string) => (await list(hotel, { customerIds: [HOTEL], search: name })).data[0]!;
/** A valid creation in the hotel, with the given fields. */
const create = (token: string, data: Record<string, unknown>) =>
  s.gql<{ createHotspotLoginTemplate: string }>(token, CREATE, {
    data: {
      customerId: HOTEL,
      loginType: 'VOUCHER_LOGIN',
      hotspotAccountTemplateId: accountTemplate.Hotelgast,
      termsOfUseId: termsId,
      ...data,
    },
  });
const i18nOf = (r: Awaited<ReturnType<typeof create>>, field: string) =>
  expectGqlError(r, 'BAD_USER_INPUT', field).extensions?.i18n;

async function userWith(customerKey: string, roles: string[], permissions: string[] = []) {
  const id = newObjectId();
  const email = `u-${id}@test.test`;
  await s.db.insert(users).values({ id, email, passwordHash: await hashPassword('Grant#2026x') });
  await s.db.insert(userGrants).values({ userId: id, customerKey, roles, permissions });
  return (await s.login(email, 'Grant#2026x')).accessToken;
}

/** The customer's terms of use (one made when the start-page seed made none). */
async function termsOf(customerId: string): Promise<string> {
  const [terms] = await s.db.select().from(termsOfUses).where(eq(termsOfUses.customerId, customerId)).limit(1);
  if (terms) return terms.id;
  const id = newObjectId();
  await s.db.insert(termsOfUses).values({
    customerId,
    id,
    name: 'Nutzungsbedingungen Test',
    locales: [{ lang: 'de', default: true, privacy: null, terms: 'Bedingungen' }],
  });
  return id;
}

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
  support = (await s.login(USERS.support)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
  const [plugins] = await s.db.select().from(customerPlugins).where(eq(customerPlugins.customerId, HOTEL));
  pluginsId = plugins!.id;
  termsId = await termsOf(HOTEL);
  cafeTermsId = await termsOf(CAFE);
  const templates = ok(
    await s.gql<{ hotspotAccountTemplates: { data: { _id: string; name: string }[] } }>(operator, ACCOUNT_TEMPLATES, {
      ids: [HOTEL, CAFE],
    }),
  ).hotspotAccountTemplates.data;
  for (const t of templates) accountTemplate[t.name] = t._id;
});
afterAll(() => s?.close());

describe('login templates: list', () => {
  it('lists the demo templates with sorting and paging', async () => {
    const first = await list(hotel, { customerIds: [HOTEL], sort: [{ key: 'loginType', order: 'ASC' }], take: 3 });
    expect(first).toMatchObject({ totalCount: 10, count: 3, hasNextPage: true });
    expect(first.data.map((t) => t.loginType)).toEqual(['APP_LOGIN', 'BOOSTCOM_LOGIN', 'CIDAAS_LOGIN']);
    const last = await list(hotel, { customerIds: [HOTEL], sort: [{ key: 'loginType', order: 'ASC' }], skip: 3 });
    expect(last.data.map((t) => t.loginType)).toEqual([
      'DEVICE_ACCOUNT_LOGIN',
      'EASY_LOGIN',
      'EXTERNAL_LOGIN',
      'REOS_FRIEND_LOGIN',
      'REOS_LOGIN',
      'VOUCHER_LOGIN',
      'VOUCHER_SMS_LOGIN',
    ]);
    for (const key of ['name', 'active', 'createdAt', 'updatedAt']) {
      expect((await list(hotel, { customerIds: [HOTEL], sort: [{ key, order: 'DESC' }] })).count).toBe(10);
    }
  });

  it('searches and filters by type, account template, ids and active', async () => {
    expect((await list(hotel, { customerIds: [HOTEL], search: 'tagungsportal' })).data.map((t) => t.name)).toEqual([
      'Externer Login',
    ]);
    expect((await list(hotel, { customerIds: [HOTEL], type: 'EASY_LOGIN' })).data.map((t) => t.name)).toEqual([
      'Tagesgast Easy Login',
    ]);
    const usingHotelGuest = await list(hotel, { customerIds: [HOTEL], at: [accountTemplate.Hotelgast] });
    expect(usingHotelGuest.data.map((t) => t.name).sort()).toEqual(
      ['App-Login', 'Gerätekonten', 'Gäste-WLAN', 'REOS-Freunde', 'REOS-Login'].sort(),
    );
    const external = await byName('Externer Login');
    expect((await list(hotel, { ids: [external._id] })).totalCount).toBe(1);
    expect((await list(hotel, { customerIds: [HOTEL], active: false })).totalCount).toBe(0);
    const ids = Array.from({ length: 1001 }, () => newObjectId());
    expectGqlError(await s.gql(hotel, LIST, { at: ids }), 'BAD_USER_INPUT', 'hotspotAccountTemplateIds');
  });

  it('answers config, cooldown and conditional cooldowns; and the device configurations offering each template', async () => {
    const easy = await byName('Tagesgast Easy Login');
    expect(easy.loginTypeConfig).toBeNull();
    expect(easy.cooldown).toEqual({
      cooldownPluginId: pluginsId,
      dynamicExpires: '1d',
      conditionalCooldowns: [{ property: 'maxVolume', accountCreatedBefore: null, dynamicExpires: '4h' }],
    });
    expect(easy.conditionalCooldowns).toEqual(easy.cooldown!.conditionalCooldowns);
    const external = await byName('Externer Login');
    expect(external.loginTypeConfig).toMatchObject({ externalLoginPluginId: pluginsId, pluginId: null });
    // The demo's partner page is the portal's stand-in (docs/external-login.md).
    expect(external.loginTypeConfig?.splashUrl).toBe(`${s.services.config.publicUrl}/stand-in/external-login`);
    expect(external.conditionalCooldowns).toEqual([]);
    const r = ok(
      await s.gql<{ hotspotLoginTemplates: { data: { hotspotDeviceConfigs: { totalCount: number } }[] } }>(
        hotel,
        `query { hotspotLoginTemplates(customerIds: ["${HOTEL}"]) { data { hotspotDeviceConfigs { totalCount count hasNextPage data { _id } } } } }`,
      ),
    );
    // The demo's device configurations offer the hotel's templates: codes 4, Easy Login 3, device
    // accounts 2, external, app, SMS, cidaas, loyalty club, REOS and REOS friend login 1 each (their
    // "Demo: …" configurations).
    expect(r.hotspotLoginTemplates.data.map((t) => t.hotspotDeviceConfigs.totalCount).sort()).toEqual([
      1, 1, 1, 1, 1, 1, 1, 2, 3, 4,
    ]);
    const c = ok(
      await s.gql<{ customers: { data: { hotspotLoginTemplates: { totalCount: number } }[] } }>(
        operator,
        `query { customers(customerIds: ["${CAFE}"]) { data { hotspotLoginTemplates { totalCount } } } }`,
      ),
    );
    expect(c.customers.data[0]!.hotspotLoginTemplates.totalCount).toBe(2);
  });
});

describe('login templates: create', () => {
  it('creates per login type and stores only the fields of the type', async () => {
    const voucher = ok(
      await create(hotel, {
        name: 'Lobby',
        description: 'WLAN-Code in der Lobby',
        loginTypeConfig: { splashUrl: 'https://example.com', pluginId: pluginsId },
      }),
    ).createHotspotLoginTemplate;
    const v = await one(voucher);
    expect(v).toMatchObject({ name: 'Lobby', loginType: 'VOUCHER_LOGIN', termsOfUseId: termsId, cooldown: null });
    expect(v.loginTypeConfig).toBeNull();
    const external = ok(
      await create(hotel, {
        name: 'Partnerportal',
        loginType: 'EXTERNAL_LOGIN',
        loginTypeConfig: {
          externalLoginPluginId: pluginsId,
          splashUrl: 'https://portal.example.com/start',
          successUrl: 'https://portal.example.com/ok',
          errorUrl: 'http://portal.example.com/fehler',
          pluginId: pluginsId,
          defaultCountryCallingCode: '+49',
        },
      }),
    ).createHotspotLoginTemplate;
    expect((await one(external)).loginTypeConfig).toEqual({
      defaultCountryCallingCode: null,
      pluginId: null,
      splashUrl: 'https://portal.example.com/start',
      successUrl: 'https://portal.example.com/ok',
      errorUrl: 'http://portal.example.com/fehler',
      externalLoginPluginId: pluginsId,
      deviceAccountPluginId: null,
      reosPluginId: null,
      voucherSmsPluginId: null,
    });
    const device = ok(
      await create(hotel, {
        name: 'Geräte 2',
        loginType: 'DEVICE_ACCOUNT_LOGIN',
        loginTypeConfig: { deviceAccountPluginId: pluginsId },
      }),
    ).createHotspotLoginTemplate;
    expect((await one(device)).loginTypeConfig?.deviceAccountPluginId).toBe(pluginsId);
  });

  it('refuses a missing config field per type, a bad URL scheme and a bad calling code', async () => {
    const urls = {
      splashUrl: 'https://a.example.com',
      successUrl: 'https://b.example.com',
      errorUrl: 'https://c.example.com',
    };
    expect(
      i18nOf(
        await create(hotel, { name: 'x', loginType: 'DEVICE_ACCOUNT_LOGIN' }),
        'loginTypeConfig.deviceAccountPluginId',
      ),
    ).toBe('forms.validationMessages.required');
    expect(
      i18nOf(
        await create(hotel, {
          name: 'x',
          loginType: 'EXTERNAL_LOGIN',
          loginTypeConfig: { externalLoginPluginId: pluginsId, splashUrl: urls.splashUrl, successUrl: urls.successUrl },
        }),
        'loginTypeConfig.errorUrl',
      ),
    ).toBe('forms.validationMessages.required');
    expect(
      i18nOf(
        await create(hotel, {
          name: 'x',
          loginType: 'EXTERNAL_LOGIN',
          loginTypeConfig: { externalLoginPluginId: pluginsId, ...urls, splashUrl: 'javascript:alert(1)' },
        }),
        'loginTypeConfig.splashUrl',
      ),
    ).toBe('forms.validationMessages.url');
    expect(i18nOf(await create(hotel, { name: 'x', loginType: 'REOS_LOGIN' }), 'loginTypeConfig.reosPluginId')).toBe(
      'forms.validationMessages.required',
    );
    expect(
      i18nOf(
        await create(hotel, {
          name: 'x',
          loginType: 'VOUCHER_SMS_LOGIN',
          loginTypeConfig: { voucherSmsPluginId: pluginsId, defaultCountryCallingCode: '0049' },
        }),
        'loginTypeConfig.defaultCountryCallingCode',
      ),
    ).toBe('forms.validationMessages.callingCode');
    for (const type of ['APP_LOGIN', 'BOOSTCOM_LOGIN', 'CIDAAS_LOGIN']) {
      expectGqlError(await create(hotel, { name: 'x', loginType: type }), 'BAD_USER_INPUT', 'loginTypeConfig.pluginId');
    }
    expect(i18nOf(await create(hotel, { name: '' }), 'name')).toBe('forms.validationMessages.required');
  });

  it('refuses a plugin reference that is not the customer’s, or whose plugin is not active', async () => {
    const unknown = await create(hotel, {
      name: 'x',
      loginType: 'DEVICE_ACCOUNT_LOGIN',
      loginTypeConfig: { deviceAccountPluginId: newObjectId() },
    });
    expect(i18nOf(unknown, 'loginTypeConfig.deviceAccountPluginId')).toBe(
      'resources.hotspot-login-template.errors.pluginUnknown',
    );
    const [cafePlugins] = await s.db.select().from(customerPlugins).where(eq(customerPlugins.customerId, CAFE));
    const foreign = await create(hotel, {
      name: 'x',
      loginType: 'DEVICE_ACCOUNT_LOGIN',
      loginTypeConfig: { deviceAccountPluginId: cafePlugins!.id },
    });
    expect(i18nOf(foreign, 'loginTypeConfig.deviceAccountPluginId')).toBe(
      'resources.hotspot-login-template.errors.pluginUnknown',
    );
    // (The hotel's reos plugin is active since the demo's room login: the café's is not.)
    const inactive = expectGqlError(
      await create(operator, {
        name: 'x',
        customerId: CAFE,
        hotspotAccountTemplateId: accountTemplate['Kaffeehaus-Gast'],
        termsOfUseId: cafeTermsId,
        loginType: 'REOS_LOGIN',
        loginTypeConfig: { reosPluginId: cafePlugins!.id },
      }),
      'BAD_USER_INPUT',
      'loginTypeConfig.reosPluginId',
    );
    expect(inactive.extensions).toMatchObject({
      i18n: 'resources.hotspot-login-template.errors.pluginInactive',
      args: { plugin: 'reos' },
    });
    // (The hotel's voucherSms plugin is active since the demo's SMS login: the café's is not.)
    const sms = expectGqlError(
      await create(operator, {
        name: 'x',
        customerId: CAFE,
        hotspotAccountTemplateId: accountTemplate['Kaffeehaus-Gast'],
        termsOfUseId: cafeTermsId,
        loginType: 'VOUCHER_SMS_LOGIN',
        loginTypeConfig: { voucherSmsPluginId: cafePlugins!.id, defaultCountryCallingCode: '+49' },
      }),
      'BAD_USER_INPUT',
      'loginTypeConfig.voucherSmsPluginId',
    );
    expect(sms.extensions?.args).toEqual({ plugin: 'voucherSms' });
  });

  it('stores a cooldown (normalised, the customer’s plugin) only with the cooldown plugin', async () => {
    const id = ok(
      await create(hotel, {
        name: 'Mit Pause',
        loginType: 'EASY_LOGIN',
        cooldown: {
          cooldownPluginId: pluginsId,
          dynamicExpires: 'eod4h',
          conditionalCooldowns: [
            { property: 'maxSurftime', accountCreatedBefore: 'eod-1d', dynamicExpires: '2 hours' },
            { property: 'expires', dynamicExpires: '1d' },
          ],
        },
      }),
    ).createHotspotLoginTemplate;
    expect((await one(id)).cooldown).toEqual({
      cooldownPluginId: pluginsId,
      dynamicExpires: 'eod 4h',
      conditionalCooldowns: [
        { property: 'maxSurftime', accountCreatedBefore: 'eod -1d', dynamicExpires: '2h' },
        { property: 'expires', accountCreatedBefore: null, dynamicExpires: '1d' },
      ],
    });
    // A plugins row the server does not name (another customer's, or none) is refused (issue 33).
    expectGqlError(
      await create(hotel, { name: 'x', cooldown: { cooldownPluginId: newObjectId(), dynamicExpires: '1d' } }),
      'BAD_USER_INPUT',
      'cooldown.cooldownPluginId',
    );
    expect(
      i18nOf(await create(hotel, { name: 'x', cooldown: { dynamicExpires: 'morgen' } }), 'cooldown.dynamicExpires'),
    ).toBe('forms.validationMessages.dynamicExpires');
    expectGqlError(
      await create(hotel, {
        name: 'x',
        cooldown: { conditionalCooldowns: [{ property: 'maxVolume', dynamicExpires: '' }] },
      }),
      'BAD_USER_INPUT',
      'cooldown.conditionalCooldowns.0.dynamicExpires',
    );
    expectGqlError(
      await create(hotel, {
        name: 'x',
        cooldown: {
          conditionalCooldowns: [
            { property: 'maxVolume', dynamicExpires: '1h' },
            { property: 'maxVolume', dynamicExpires: '2h' },
          ],
        },
      }),
      'BAD_USER_INPUT',
      'cooldown.conditionalCooldowns.1.property',
    );
    // the café has no cooldown plugin
    const noPlugin = await s.gql(operator, CREATE, {
      data: {
        customerId: CAFE,
        name: 'Café Pause',
        loginType: 'EASY_LOGIN',
        hotspotAccountTemplateId: accountTemplate['Kaffeehaus-Gast'],
        termsOfUseId: cafeTermsId,
        cooldown: { dynamicExpires: '1d' },
      },
    });
    expect(expectGqlError(noPlugin, 'BAD_USER_INPUT', 'cooldown').extensions?.i18n).toBe(
      'resources.hotspot-login-template.errors.cooldownPluginInactive',
    );
  });

  it('needs an account template and terms of use of the customer', async () => {
    const empty = 'K100003';
    const data = { customerId: empty, name: 'Erster Login', loginType: 'VOUCHER_LOGIN' };
    const noAccount = await s.gql(operator, CREATE, {
      data: { ...data, hotspotAccountTemplateId: accountTemplate.Hotelgast, termsOfUseId: termsId },
    });
    expect(expectGqlError(noAccount, 'BAD_USER_INPUT', 'hotspotAccountTemplateId').extensions?.i18n).toBe(
      'messages.loginTemplate.noAccountTemplates',
    );
    const own = ok(
      await s.gql<{ createHotspotAccountTemplate: string }>(operator, CREATE_ACCOUNT_TEMPLATE, {
        data: { customerId: empty, name: 'Standard' },
      }),
    ).createHotspotAccountTemplate;
    const foreignAccount = await s.gql(operator, CREATE, {
      data: { ...data, hotspotAccountTemplateId: accountTemplate.Hotelgast, termsOfUseId: termsId },
    });
    expect(expectGqlError(foreignAccount, 'BAD_USER_INPUT', 'hotspotAccountTemplateId').extensions?.i18n).toBe(
      'resources.hotspot-login-template.errors.unknownAccountTemplate',
    );
    const noTerms = await s.gql(operator, CREATE, { data: { ...data, hotspotAccountTemplateId: own } });
    expect(expectGqlError(noTerms, 'BAD_USER_INPUT', 'termsOfUseId').extensions?.i18n).toBe(
      'messages.loginTemplate.noTermsOfUse',
    );
    const ownTerms = await termsOf(empty);
    const foreignTerms = await s.gql(operator, CREATE, {
      data: { ...data, hotspotAccountTemplateId: own, termsOfUseId: termsId },
    });
    expect(expectGqlError(foreignTerms, 'BAD_USER_INPUT', 'termsOfUseId').extensions?.i18n).toBe(
      'resources.hotspot-login-template.errors.unknownTermsOfUse',
    );
    const missingTerms = await s.gql(operator, CREATE, { data: { ...data, hotspotAccountTemplateId: own } });
    expect(expectGqlError(missingTerms, 'BAD_USER_INPUT', 'termsOfUseId').extensions?.i18n).toBe(
      'forms.validationMessages.required',
    );
    ok(await s.gql(operator, CREATE, { data: { ...data, hotspotAccountTemplateId: own, termsOfUseId: ownTerms } }));
  });

  it('keeps names unique per customer, case-insensitively, also under concurrent creations', async () => {
    const e = expectGqlError(await create(hotel, { name: 'gäste-wlan' }), 'CONFLICT', 'name');
    expect(e.extensions).toMatchObject({ reason: 'DUPLICATE', i18n: 'messages.loginTemplate.duplicateName' });
    const results = await Promise.all(Array.from({ length: 4 }, () => create(hotel, { name: 'Zeitgleich' })));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    for (const r of results.filter((x) => x.errors)) expectGqlError(r, 'CONFLICT', 'name');
  });

  it('is refused without the permission', async () => {
    expectGqlError(await create(support, { name: 'nur lesen' }), 'FORBIDDEN', 'customerId');
    expectGqlError(await create(cafe, { name: 'fremd' }), 'FORBIDDEN', 'customerId');
    expectGqlError(await s.gql(cafe, LIST, { customerIds: [CAFE] }), 'FORBIDDEN', 'customerIds');
    const accountsOnly = await userWith(HOTEL, ['hotspot-account-template-admin']);
    expectGqlError(await create(accountsOnly, { name: 'nur Kontovorlagen' }), 'FORBIDDEN', 'customerId');
  });
});

describe('login templates: update and delete', () => {
  it('changes only what is sent, validates the config against the resulting type, refuses stale updates', async () => {
    const id = ok(await create(hotel, { name: 'Umbau', description: 'vorher' })).createHotspotLoginTemplate;
    const before = await one(id);
    ok(await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt: before.updatedAt, description: 'nachher' } }));
    const after = await one(id);
    expect(after).toMatchObject({
      description: 'nachher',
      name: 'Umbau',
      loginType: 'VOUCHER_LOGIN',
      termsOfUseId: termsId,
    });
    const stale = expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt: before.updatedAt, name: 'Alt' } }),
      'CONFLICT',
      'updatedAt',
    );
    expect(stale.extensions?.reason).toBe('STALE');
    // a type change needs the new type's config
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt: await version(id), loginType: 'EXTERNAL_LOGIN' } }),
      'BAD_USER_INPUT',
      'loginTypeConfig.externalLoginPluginId',
    );
    ok(
      await s.gql(hotel, UPDATE, {
        data: {
          _id: id,
          updatedAt: await version(id),
          loginType: 'DEVICE_ACCOUNT_LOGIN',
          loginTypeConfig: { deviceAccountPluginId: pluginsId },
        },
      }),
    );
    expect((await one(id)).loginTypeConfig?.deviceAccountPluginId).toBe(pluginsId);
    // back to a type without config: nothing of the old config stays
    ok(await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt: await version(id), loginType: 'EASY_LOGIN' } }));
    expect((await one(id)).loginTypeConfig).toBeNull();
    // a cooldown, then null removes it
    ok(
      await s.gql(hotel, UPDATE, {
        data: { _id: id, updatedAt: await version(id), cooldown: { dynamicExpires: '30m' } },
      }),
    );
    expect((await one(id)).cooldown?.dynamicExpires).toBe('30m');
    ok(await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt: await version(id), cooldown: null } }));
    expect((await one(id)).cooldown).toBeNull();
    // references: the customer's own only
    expect(
      expectGqlError(
        await s.gql(hotel, UPDATE, {
          data: { _id: id, updatedAt: await version(id), hotspotAccountTemplateId: accountTemplate['Kaffeehaus-Gast'] },
        }),
        'BAD_USER_INPUT',
        'hotspotAccountTemplateId',
      ).extensions?.i18n,
    ).toBe('resources.hotspot-login-template.errors.unknownAccountTemplate');
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt: await version(id), termsOfUseId: cafeTermsId } }),
      'BAD_USER_INPUT',
      'termsOfUseId',
    );
    ok(
      await s.gql(hotel, UPDATE, {
        data: { _id: id, updatedAt: await version(id), hotspotAccountTemplateId: accountTemplate.Konferenz },
      }),
    );
    expect((await one(id)).hotspotAccountTemplateId).toBe(accountTemplate.Konferenz);
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt: await version(id), name: 'Gerätekonten' } }),
      'CONFLICT',
      'name',
    );
    expectGqlError(
      await s.gql(support, UPDATE, { data: { _id: id, updatedAt: await version(id), name: 'x' } }),
      'FORBIDDEN',
      '_id',
    );
  });

  it('deletes; a foreign or missing one answers NOT_FOUND', async () => {
    const id = ok(await create(hotel, { name: 'Kurzlebig' })).createHotspotLoginTemplate;
    const cafeAdmin = await userWith(CAFE, ['admin']);
    expectGqlError(await s.gql(cafeAdmin, DELETE, { id }), 'NOT_FOUND', '_id');
    expectGqlError(await s.gql(support, DELETE, { id }), 'FORBIDDEN', '_id');
    expect(
      ok(await s.gql<{ deleteHotspotLoginTemplate: boolean }>(hotel, DELETE, { id })).deleteHotspotLoginTemplate,
    ).toBe(true);
    expectGqlError(await s.gql(hotel, DELETE, { id }), 'NOT_FOUND', '_id');
    const [gone] = await s.db.select().from(hotspotLoginTemplates).where(eq(hotspotLoginTemplates.id, id));
    expect(gone).toBeUndefined();
  });
});

describe('DeviceAccount.hotspotLoginTemplate', () => {
  it('resolves the device account’s login template for a reader of login templates, else null', async () => {
    const devices = await byName('Gerätekonten');
    const QUERY = `query { deviceAccounts(customerIds: ["${HOTEL}"], search: "drucker") {
      data { _id updatedAt loginTemplate hotspotLoginTemplate { _id name loginType } } } }`;
    type R = {
      deviceAccounts: { data: { _id: string; updatedAt: string; hotspotLoginTemplate: { name: string } | null }[] };
    };
    const account = ok(await s.gql<R>(hotel, QUERY)).deviceAccounts.data[0]!;
    expect(account.hotspotLoginTemplate).toBeNull();
    ok(
      await s.gql(hotel, `mutation U($data: UpdateDeviceAccountInput!) { updateDeviceAccount(data: $data) }`, {
        data: { _id: account._id, updatedAt: account.updatedAt, loginTemplate: devices._id },
      }),
    );
    expect(ok(await s.gql<R>(hotel, QUERY)).deviceAccounts.data[0]!.hotspotLoginTemplate?.name).toBe('Gerätekonten');
    const deviceAccountsOnly = await userWith(HOTEL, ['device-account-admin']);
    expect(ok(await s.gql<R>(deviceAccountsOnly, QUERY)).deviceAccounts.data[0]!.hotspotLoginTemplate).toBeNull();
  });
});
