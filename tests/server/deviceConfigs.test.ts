// Hotspot device configurations (seed 001 §3 "Hotspot device config", "Login time periods", §5, §7):
// list with search, filters, sorting and paging; create/update/delete with every refusal (code +
// field): at least one of the customer's own login templates (the catalogue's message when it has
// none), the customer's own bundle, unique names, controller settings (one per device type, the rules
// per block, only the blocks the type uses, secrets write-only), login time periods validated and
// normalised; no delete while devices or enrollment keys use it; the devices of a config; the
// configs of a login template; login templates and bundles in use cannot be deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../server/platform/passwords';
import { hotspotLoginTemplates } from '../../server/templates/login-template/table';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { hotspotDeviceConfigs } from '../../server/network/device-config/table';
import { enrollmentKeys } from '../../server/network/enrollment/table';
import { templateBundles } from '../../server/templates/start-page/table';
import { newObjectId } from '../../server/platform/ids';
import type { HotspotDeviceConfig, HotspotDeviceConfigPage } from '../../src/generated/graphql';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

const FIELDS = `_id customerId name active description keywords templateBundle hotspotLoginTemplates createdAt updatedAt
  deviceSettings { deviceType api { apiUrl } authApi { apiUrl username password }
    captivePortal { callbackMethod callbackUrl redirectUrl secureCallback } cipher { secret } }
  loginTimePeriods { weekdays { weekday times { startTime endTime } } specialDates { startDate endDate times { startTime endTime } }
    weekdayHours { monday { startTime endTime } sunday { startTime endTime } } }
  boundTemplateBundle { _id default }`;
const LIST = `query L($skip: Int, $take: Int, $sort: [SortType!], $search: String, $ids: [ID!], $customerIds: [String!],
  $active: Boolean, $lt: [ID!]) {
  hotspotDeviceConfigs(skip: $skip, take: $take, sort: $sort, search: $search, ids: $ids, customerIds: $customerIds,
    active: $active, hotspotLoginTemplateIds: $lt) { count totalCount hasNextPage data { ${FIELDS} } }
}`;
const DEVICES_OF = `query L($ids: [ID!], $skip: Int, $take: Int, $active: Boolean, $type: DeviceType) {
  hotspotDeviceConfigs(ids: $ids) { data { hotspotDevices(skip: $skip, take: $take, active: $active, type: $type,
    sort: [{ key: "name" }]) { totalCount hasNextPage data { name } } } } }`;
const TEMPLATE_CONFIGS = `query T($ids: [ID!]) { hotspotLoginTemplates(ids: $ids) {
  data { _id hotspotDeviceConfigs(sort: [{ key: "name" }]) { totalCount data { name } } } } }`;
const CREATE = `mutation C($data: CreateHotspotDeviceConfigInput!) { createHotspotDeviceConfig(data: $data) }`;
const UPDATE = `mutation U($data: UpdateHotspotDeviceConfigInput!) { updateHotspotDeviceConfig(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteHotspotDeviceConfig(_id: $id) }`;
const DELETE_TEMPLATE = `mutation D($id: ID!) { deleteHotspotLoginTemplate(_id: $id) }`;
const DELETE_BUNDLE = `mutation D($id: ID!) { deleteTemplateBundle(_id: $id) }`;
const CREATE_DEVICE = `mutation C($data: CreateHotspotDeviceInput!) { createHotspotDevice(data: $data) }`;

type Page = Pick<HotspotDeviceConfigPage, 'count' | 'totalCount' | 'hasNextPage'> & { data: HotspotDeviceConfig[] };

let s: TestServer;
let hotel: string;
let cafe: string;
let operator: string;
let templates: string[];
let cafeTemplate: string;
let bundleId: string;
let cafeBundleId: string;

const list = async (token: string, vars: Record<string, unknown>) =>
  ok(await s.gql<{ hotspotDeviceConfigs: Page }>(token, LIST, vars)).hotspotDeviceConfigs;
const hotelList = (vars: Record<string, unknown>) => list(hotel, { customerIds: [HOTEL], ...vars });
const one = async (id: string) => (await list(operator, { ids: [id] })).data[0]!;
const names = (p: Page) => p.data.map((c) => c.name);
const create = (token: string, data: Record<string, unknown>) =>
  s.gql<{ createHotspotDeviceConfig: string }>(token, CREATE, {
    data: {
      customerId: HOTEL,
      name: `Konfig ${newObjectId().slice(-6)}`,
      hotspotLoginTemplates: [templates[0]],
      ...data,
    },
  });
const created = async (data: Record<string, unknown>) => ok(await create(hotel, data)).createHotspotDeviceConfig;
const i18nOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.i18n;
const stored = async (id: string) =>
  (await s.db.select().from(hotspotDeviceConfigs).where(eq(hotspotDeviceConfigs.id, id)))[0]!;

async function userWith(customerKey: string, roles: string[], permissions: string[] = []) {
  const id = newObjectId();
  const email = `u-${id}@test.test`;
  await s.db.insert(users).values({ id, email, passwordHash: await hashPassword('Grant#2026x') });
  await s.db.insert(userGrants).values({ userId: id, customerKey, roles, permissions });
  return (await s.login(email, 'Grant#2026x')).accessToken;
}

const idsOf = async (customerId: string) =>
  (
    await s.db
      .select({ id: hotspotLoginTemplates.id })
      .from(hotspotLoginTemplates)
      .where(eq(hotspotLoginTemplates.customerId, customerId))
      .orderBy(hotspotLoginTemplates.name)
  ).map((r) => r.id);
const bundleOf = async (customerId: string) =>
  (
    await s.db
      .select({ id: templateBundles.id })
      .from(templateBundles)
      .where(and(eq(templateBundles.customerId, customerId), eq(templateBundles.isDefault, true)))
  )[0]!.id;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
  cafe = await userWith(CAFE, ['admin']);
  templates = await idsOf(HOTEL);
  cafeTemplate = (await idsOf(CAFE))[0]!;
  bundleId = await bundleOf(HOTEL);
  cafeBundleId = await bundleOf(CAFE);
});
afterAll(() => s?.close());

describe('device configs: list', () => {
  it('lists the demo configs with sorting, paging, search and filters', async () => {
    const all = await hotelList({ sort: [{ key: 'name', order: 'ASC' }] });
    expect(names(all)).toEqual([
      'Außenbereich (Saison)',
      'Demo: App-Login',
      'Demo: CIDAAS-Login',
      'Demo: Easy Login',
      'Demo: Externer Login',
      'Demo: Gerätekonto',
      'Demo: REOS-Login',
      'Demo: SMS-Login',
      'Demo: Vorteilsclub',
      'Demo: WLAN-Code',
      'Hotel Standard',
      'Konferenzbereich',
    ]);
    const page = await hotelList({ sort: [{ key: 'name', order: 'DESC' }], take: 2, skip: 1 });
    expect(page).toMatchObject({ count: 2, totalCount: 12, hasNextPage: true });
    expect(names(page)).toEqual(['Hotel Standard', 'Demo: WLAN-Code']);
    for (const key of ['active', 'createdAt', 'updatedAt'])
      expect((await hotelList({ sort: [{ key }] })).count).toBe(12);
    expect(names(await hotelList({ search: 'demo', sort: [{ key: 'name', order: 'ASC' }] }))).toEqual([
      'Demo: App-Login',
      'Demo: CIDAAS-Login',
      'Demo: Easy Login',
      'Demo: Externer Login',
      'Demo: Gerätekonto',
      'Demo: REOS-Login',
      'Demo: SMS-Login',
      'Demo: Vorteilsclub',
      'Demo: WLAN-Code',
    ]);
    expectGqlError(await s.gql(hotel, LIST, { sort: [{ key: 'keywords' }] }), 'BAD_USER_INPUT', 'sort');
    expect(names(await hotelList({ search: 'TAGUNG' }))).toEqual(['Konferenzbereich']);
    expect(names(await hotelList({ search: 'saison' }))).toEqual(['Außenbereich (Saison)']);
    expect(names(await hotelList({ active: false }))).toEqual(['Außenbereich (Saison)']);
    const standard = all.data.find((c) => c.name === 'Hotel Standard')!;
    expect(standard.hotspotLoginTemplates.length).toBe(3);
    expect(standard.boundTemplateBundle?._id).toBe(bundleId);
    expect(standard.templateBundle).toBe(bundleId);
    const offering = await hotelList({ lt: [standard.hotspotLoginTemplates[1]] });
    expect(names(offering)).toContain('Hotel Standard');
    expect(offering.data.every((c) => c.hotspotLoginTemplates.includes(standard.hotspotLoginTemplates[1]!))).toBe(true);
    const conference = all.data.find((c) => c.name === 'Konferenzbereich')!;
    expect(conference.loginTimePeriods!.weekdayHours.monday).toEqual([{ startTime: '08:00', endTime: '18:00' }]);
    expect(conference.loginTimePeriods!.weekdayHours.sunday).toEqual([]);
    expect(conference.boundTemplateBundle).toBeNull();
  });

  it('never reads controller secrets back', async () => {
    const all = await hotelList({});
    const raw = JSON.stringify(all);
    expect(raw).not.toContain('Omada#Demo2026');
    expect(raw).not.toContain('chilli-demo-secret');
    const standard = all.data.find((c) => c.name === 'Hotel Standard')!;
    const omada = standard.deviceSettings.find((d) => d.deviceType === 'TP_LINK_OMADA_GATEWAY')!;
    expect(omada.authApi).toEqual({
      apiUrl: 'https://omada.hotel-demo.example.com:8043/api',
      username: 'hotspot',
      password: null,
    });
    expect(standard.deviceSettings.find((d) => d.deviceType === 'FX_TP_LINK_COOVA_CHILLI')!.cipher).toEqual({
      secret: null,
    });
  });

  it('keeps customers apart', async () => {
    expect((await list(cafe, {})).data.map((c) => c.customerId)).toEqual([CAFE]);
    expectGqlError(await s.gql(cafe, LIST, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds');
    const voucherAdmin = (await s.login(USERS.cafe)).accessToken;
    expect((await list(voucherAdmin, {})).totalCount).toBe(0);
  });

  it('lists the paged devices of a config (HotspotDevice read needed)', async () => {
    const [standard] = (await hotelList({ search: 'Hotel Standard' })).data;
    const r = ok(
      await s.gql<{
        hotspotDeviceConfigs: {
          data: { hotspotDevices: { totalCount: number; hasNextPage: boolean; data: { name: string }[] } }[];
        };
      }>(hotel, DEVICES_OF, { ids: [standard!._id], take: 3 }),
    ).hotspotDeviceConfigs.data[0]!.hotspotDevices;
    expect(r.totalCount).toBe(8);
    expect(r.hasNextPage).toBe(true);
    expect(r.data.map((d) => d.name)).toEqual(['Bar AP', 'Etage 1 AP', 'Etage 2 AP']);
    const inactive = ok(
      await s.gql<{ hotspotDeviceConfigs: { data: { hotspotDevices: { data: { name: string }[] } }[] } }>(
        hotel,
        DEVICES_OF,
        {
          ids: [standard!._id],
          active: false,
        },
      ),
    ).hotspotDeviceConfigs.data[0]!.hotspotDevices.data;
    expect(inactive.map((d) => d.name)).toEqual(['Etage 3 AP']);
    // A config reader without device rights.
    const reader = await userWith(HOTEL, [], ['HotspotDeviceConfig:read']);
    expectGqlError(await s.gql(reader, DEVICES_OF, { ids: [standard!._id] }), 'FORBIDDEN', 'hotspotDevices');
  });
});

describe('device configs: create', () => {
  it('stores every field: templates in order, bundle, keywords, settings (only the blocks of the type), periods normalised', async () => {
    const id = await created({
      name: '  Neue Konfiguration ',
      description: 'Beschreibung',
      active: false,
      keywords: ['neu'],
      hotspotLoginTemplates: [templates[2], templates[0]],
      templateBundle: bundleId,
      deviceSettings: [
        {
          deviceType: 'CISCO_MERAKI',
          captivePortal: { callbackMethod: 'GET', callbackUrl: 'meraki.example.com/splash', secureCallback: true },
          cipher: { secret: 'not for meraki' },
          api: { apiUrl: 'https://ignored.example.com' },
        },
        {
          deviceType: 'UBIQUITI',
          api: { apiUrl: 'https://unifi.example.com:8443' },
          authApi: { apiUrl: 'https://unifi.example.com:8443/auth', username: 'portal', password: 'Geheim#1' },
        },
        { deviceType: 'FX_ALIXBOARD_COOVA_CHILLI', cipher: { secret: 'radius-secret' } },
      ],
      loginTimePeriods: {
        weekdays: [
          {
            weekday: 'saturday',
            times: [
              { startTime: '14:00', endTime: '18:00' },
              { startTime: '08:00', endTime: '12:00' },
            ],
          },
        ],
        specialDates: [{ startDate: '2026-12-24T00:00:00.000Z', endDate: '2026-12-24T00:00:00.000Z', times: [] }],
      },
    });
    const c = await one(id);
    expect(c).toMatchObject({
      name: 'Neue Konfiguration',
      description: 'Beschreibung',
      active: false,
      keywords: ['neu'],
      hotspotLoginTemplates: [templates[2], templates[0]],
      templateBundle: bundleId,
      boundTemplateBundle: { _id: bundleId },
    });
    expect(c.deviceSettings).toEqual([
      {
        deviceType: 'CISCO_MERAKI',
        api: null,
        authApi: null,
        captivePortal: {
          callbackMethod: 'GET',
          callbackUrl: 'meraki.example.com/splash',
          redirectUrl: null,
          secureCallback: true,
        },
        cipher: null,
      },
      {
        deviceType: 'UBIQUITI',
        api: { apiUrl: 'https://unifi.example.com:8443' },
        authApi: { apiUrl: 'https://unifi.example.com:8443/auth', username: 'portal', password: null },
        captivePortal: null,
        cipher: null,
      },
      {
        deviceType: 'FX_ALIXBOARD_COOVA_CHILLI',
        api: null,
        authApi: null,
        captivePortal: null,
        cipher: { secret: null },
      },
    ]);
    expect(c.loginTimePeriods!.weekdays).toEqual([
      {
        weekday: 'saturday',
        times: [
          { startTime: '08:00', endTime: '12:00' },
          { startTime: '14:00', endTime: '18:00' },
        ],
      },
    ]);
    const row = await stored(id);
    expect(row.deviceSettings[1]!.authApi!.password).toBe('Geheim#1');
    expect(row.deviceSettings[2]!.cipher!.secret).toBe('radius-secret');
    expect(row.deviceSettings[0]!.cipher).toBeUndefined();
    expect(row.loginTimePeriods!.specialDates).toEqual([{ startDate: '2026-12-24', endDate: '2026-12-24', times: [] }]);
  });

  it('refuses invalid fields naming them', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'forms.validationMessages.required'],
      [{ hotspotLoginTemplates: [] }, 'hotspotLoginTemplates', 'forms.validationMessages.required'],
      [
        { hotspotLoginTemplates: [cafeTemplate] },
        'hotspotLoginTemplates',
        'resources.hotspot-device-config.errors.unknownLoginTemplate',
      ],
      [
        { hotspotLoginTemplates: [templates[0], newObjectId()] },
        'hotspotLoginTemplates',
        'resources.hotspot-device-config.errors.unknownLoginTemplate',
      ],
      [
        { templateBundle: cafeBundleId },
        'templateBundle',
        'resources.hotspot-device-config.errors.unknownTemplateBundle',
      ],
      [{ templateBundle: 'nope' }, 'templateBundle', 'forms.validationMessages.objectId'],
      [
        { deviceSettings: [{ deviceType: 'UBIQUITI' }, { deviceType: 'UBIQUITI' }] },
        'deviceSettings.1.deviceType',
        'resources.hotspot-device-config.errors.duplicateDeviceType',
      ],
      [
        {
          deviceSettings: [
            { deviceType: 'CISCO_MERAKI', captivePortal: { callbackUrl: 'https://meraki.example.com/x' } },
          ],
        },
        'deviceSettings.0.captivePortal.callbackUrl',
        'forms.validationMessages.callbackUrl',
      ],
      [
        { deviceSettings: [{ deviceType: 'UBIQUITI', api: { apiUrl: 'not a url' } }] },
        'deviceSettings.0.api.apiUrl',
        'forms.validationMessages.url',
      ],
      [
        { loginTimePeriods: { weekdays: [{ weekday: 'monday', times: [{ startTime: '18:00', endTime: '08:00' }] }] } },
        'loginTimePeriods.weekdays.0.times.0.endTime',
        'forms.validationMessages.timeRange',
      ],
      [
        {
          loginTimePeriods: {
            weekdays: [],
            specialDates: [{ startDate: '2026-05-02T00:00:00Z', endDate: '2026-05-01T00:00:00Z' }],
          },
        },
        'loginTimePeriods.specialDates.0.endDate',
        'forms.validationMessages.dateRange',
      ],
    ];
    const answers: [string, string][] = [];
    for (const [data] of cases) {
      const r = await create(hotel, data);
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(data)).toBe('BAD_USER_INPUT');
      answers.push([r.errors![0]!.extensions!.field as string, i18nOf(r) as string]);
    }
    expect(answers).toEqual(cases.map(([, field, key]) => [field, key]));
    const tooMany = Array.from({ length: 21 }, () => templates[0]);
    expectGqlError(await create(hotel, { hotspotLoginTemplates: tooMany }), 'BAD_USER_INPUT', 'hotspotLoginTemplates');
  });

  it('answers the catalogue message when the customer has no login templates', async () => {
    const r = await create(operator, { customerId: 'K100003', hotspotLoginTemplates: [templates[0]] });
    expectGqlError(r, 'BAD_USER_INPUT', 'hotspotLoginTemplates');
    expect(i18nOf(r)).toBe('messages.deviceConfig.noLoginTemplates');
  });

  it('refuses a duplicate name (any case), foreign customers and missing rights', async () => {
    const r = await create(hotel, { name: 'hotel STANDARD' });
    expectGqlError(r, 'CONFLICT', 'name');
    expect(i18nOf(r)).toBe('resources.hotspot-device-config.errors.duplicateName');
    expectGqlError(await create(cafe, {}), 'FORBIDDEN', 'customerId');
    // The café references the hotel's template: not its own.
    const cross = await create(cafe, { customerId: CAFE, hotspotLoginTemplates: [templates[0]] });
    expectGqlError(cross, 'BAD_USER_INPUT', 'hotspotLoginTemplates');
    ok(await create(cafe, { customerId: CAFE, name: 'Hotel Standard', hotspotLoginTemplates: [cafeTemplate] }));
  });
});

describe('device configs: update', () => {
  it('keeps secrets unless sent: absent or null keeps, text replaces, empty clears', async () => {
    const id = await created({
      deviceSettings: [
        { deviceType: 'UBIQUITI', authApi: { username: 'a', password: 'Erst#1' } },
        { deviceType: 'FX_TP_LINK_COOVA_CHILLI', cipher: { secret: 'first' } },
      ],
    });
    const read = await one(id);
    // The portal sends back what it read (password null): the secrets stay.
    ok(
      await s.gql(hotel, UPDATE, {
        data: { _id: id, updatedAt: read.updatedAt, deviceSettings: read.deviceSettings.map(strip) },
      }),
    );
    let row = await stored(id);
    expect(row.deviceSettings[0]!.authApi!.password).toBe('Erst#1');
    expect(row.deviceSettings[1]!.cipher!.secret).toBe('first');
    ok(
      await s.gql(hotel, UPDATE, {
        data: {
          _id: id,
          updatedAt: (await one(id)).updatedAt,
          deviceSettings: [
            { deviceType: 'UBIQUITI', authApi: { username: 'b', password: 'Zweit#2' } },
            { deviceType: 'FX_TP_LINK_COOVA_CHILLI', cipher: { secret: '' } },
          ],
        },
      }),
    );
    row = await stored(id);
    expect(row.deviceSettings[0]!.authApi).toEqual({ apiUrl: null, username: 'b', password: 'Zweit#2' });
    expect(row.deviceSettings[1]!.cipher!.secret).toBeNull();
    // A type removed loses its settings (and its secrets) with it.
    ok(
      await s.gql(hotel, UPDATE, {
        data: { _id: id, updatedAt: (await one(id)).updatedAt, deviceSettings: [{ deviceType: 'UBIQUITI' }] },
      }),
    );
    expect((await stored(id)).deviceSettings).toEqual([{ deviceType: 'UBIQUITI' }]);
  });

  it('updates fields and the template list, checks them like create, and refuses stale writes', async () => {
    const id = await created({ description: 'alt', templateBundle: bundleId });
    const before = await one(id);
    ok(
      await s.gql(hotel, UPDATE, {
        data: {
          _id: id,
          updatedAt: before.updatedAt,
          name: 'Umbenannt',
          description: null,
          templateBundle: null,
          hotspotLoginTemplates: [templates[1], templates[0]],
          keywords: ['x', 'y'],
          active: false,
          loginTimePeriods: {
            weekdays: [{ weekday: 'unspecified', times: [{ startTime: '06:00', endTime: '22:00' }] }],
          },
        },
      }),
    );
    const after = await one(id);
    expect(after).toMatchObject({
      name: 'Umbenannt',
      description: null,
      templateBundle: null,
      boundTemplateBundle: null,
      hotspotLoginTemplates: [templates[1], templates[0]],
      keywords: ['x', 'y'],
      active: false,
    });
    expect(after.loginTimePeriods!.weekdayHours.sunday).toEqual([{ startTime: '06:00', endTime: '22:00' }]);
    expect(names(await hotelList({ search: 'umbenannt' }))).toEqual(['Umbenannt']);
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, name: 'X', updatedAt: before.updatedAt } }),
      'CONFLICT',
      'updatedAt',
    );
    const { updatedAt } = after;
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, hotspotLoginTemplates: [] } }),
      'BAD_USER_INPUT',
      'hotspotLoginTemplates',
    );
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, hotspotLoginTemplates: null } }),
      'BAD_USER_INPUT',
      'hotspotLoginTemplates',
    );
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, name: 'Konferenzbereich' } }),
      'CONFLICT',
      'name',
    );
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, templateBundle: cafeBundleId } }),
      'BAD_USER_INPUT',
      'templateBundle',
    );
    expectGqlError(await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, name: null } }), 'BAD_USER_INPUT', 'name');
    expectGqlError(await s.gql(cafe, UPDATE, { data: { _id: id, updatedAt, name: 'Fremd' } }), 'NOT_FOUND', '_id');
    const reader = await userWith(HOTEL, ['user']);
    expectGqlError(await s.gql(reader, UPDATE, { data: { _id: id, updatedAt, name: 'Leser' } }), 'FORBIDDEN', '_id');
  });
});

describe('device configs: delete and references', () => {
  it('refuses to delete a config devices or enrollment keys use, naming them', async () => {
    const id = await created({ name: 'Wird benutzt' });
    const device = ok(
      await s.gql<{ createHotspotDevice: string }>(hotel, CREATE_DEVICE, {
        data: {
          customerId: HOTEL,
          name: 'Nutzer-Gerät',
          deviceType: 'UBIQUITI',
          mac: ['00:1b:21:de:1e:01'],
          monitoringConfig: { alias: 'n' },
          hotspotDeviceConfig: id,
        },
      }),
    ).createHotspotDevice;
    const r = await s.gql(hotel, DELETE, { id });
    expectGqlError(r, 'CONFLICT', '_id');
    expect(r.errors![0]!.extensions).toMatchObject({
      i18n: 'resources.hotspot-device-config.errors.inUse',
      args: { devices: 'Nutzer-Gerät' },
    });
    ok(await s.gql(hotel, `mutation { deleteHotspotDevice(_id: "${device}") }`));
    await s.db
      .insert(enrollmentKeys)
      .values({ customerId: HOTEL, id: newObjectId(), name: 'Schlüssel Lobby', key: newObjectId(), configId: id });
    const k = await s.gql(hotel, DELETE, { id });
    expect(k.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', args: { devices: 'Schlüssel Lobby' } });
    await s.db.delete(enrollmentKeys).where(eq(enrollmentKeys.configId, id));
    expectGqlError(await s.gql(cafe, DELETE, { id }), 'NOT_FOUND', '_id');
    ok(await s.gql(hotel, DELETE, { id }));
    expectGqlError(await s.gql(hotel, DELETE, { id }), 'NOT_FOUND', '_id');
  });

  it('answers the configs of a login template and refuses to delete a template or bundle in use', async () => {
    const template = templates[3]!;
    const a = await created({ name: 'A nutzt Vorlage', hotspotLoginTemplates: [template], templateBundle: bundleId });
    const r = ok(
      await s.gql<{
        hotspotLoginTemplates: { data: { hotspotDeviceConfigs: { totalCount: number; data: { name: string }[] } }[] };
      }>(hotel, TEMPLATE_CONFIGS, { ids: [template] }),
    ).hotspotLoginTemplates.data[0]!.hotspotDeviceConfigs;
    expect(r.data.map((c) => c.name)).toContain('A nutzt Vorlage');
    const del = await s.gql(hotel, DELETE_TEMPLATE, { id: template });
    expectGqlError(del, 'CONFLICT', '_id');
    expect(del.errors![0]!.extensions).toMatchObject({ i18n: 'resources.hotspot-login-template.errors.inUse' });
    expect(String((del.errors![0]!.extensions!.args as { configs: string }).configs)).toContain('A nutzt Vorlage');
    const bundle = await s.gql(hotel, DELETE_BUNDLE, { id: bundleId });
    expectGqlError(bundle, 'CONFLICT', '_id');
    expect(bundle.errors![0]!.extensions).toMatchObject({ i18n: 'resources.start-pages.errors.bundleInUse' });
    expect(String((bundle.errors![0]!.extensions!.args as { configs: string }).configs)).toContain('A nutzt Vorlage');
    // Without HotspotDeviceConfig read the configs of a template are refused.
    const accountAdmin = await userWith(HOTEL, ['hotspot-account-template-admin']);
    expectGqlError(await s.gql(accountAdmin, TEMPLATE_CONFIGS, { ids: [template] }), 'FORBIDDEN');
    ok(await s.gql(hotel, DELETE, { id: a }));
  });
});

/** Controller settings as read, without the typename-free nulls the input does not need. */
function strip(settings: HotspotDeviceConfig['deviceSettings'][number]) {
  const out: Record<string, unknown> = { deviceType: settings.deviceType };
  for (const key of ['api', 'authApi', 'captivePortal', 'cipher'] as const) if (settings[key]) out[key] = settings[key];
  return out;
}
