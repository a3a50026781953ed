// Hotspot devices (seed 001 §3 "Hotspot device", §5, §8): list with search (name, description,
// keywords, MAC in any delimiter form and fragments), filters (effective active, type, config,
// location), sorting and paging; create/update/delete with every refusal (code + field), unique names
// and MACs per customer, MAC normal form, locally administered MACs, the active period, the config's
// controller settings (secrets never read back), inherited login time periods, location and regions,
// monitoring, optimistic locking, permissions, hotspotDeviceConflicts and enrollDevice.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { hashPassword } from '../../server/platform/passwords';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { hotspotDeviceConfigs } from '../../server/network/device-config/table';
import { hotspotDeviceMacs, hotspotDevices } from '../../server/network/hotspot-device/table';
import { locationGroupLocations, locationGroups, locations } from '../../server/network/location/table';
import { enrollDevice } from '../../server/network/hotspot-device/service';
import { newObjectId } from '../../server/platform/ids';
import type { HotspotDevice, HotspotDevicePage } from '../../src/generated/graphql';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

const FIELDS = `_id customerId name active activeSetting activePeriod { start end } description deviceType
  hotspotDeviceConfig geoLocation { lat long } keywords lanMac mac locationId timezone createdAt updatedAt
  monitoringConfig { alias } loginTimePeriodsInherited
  loginTimePeriods { weekdays { weekday times { startTime endTime } } specialDates { startDate endDate } }
  deviceConfiguration { deviceType api { apiUrl } authApi { apiUrl username password }
    captivePortal { callbackMethod callbackUrl redirectUrl secureCallback } cipher { secret } }
  location { _id name } locationGroups { _id name } monitoring { hotspotDeviceId users signal }`;
const LIST = `query D($skip: Int, $take: Int, $sort: [SortType!], $search: String, $ids: [ID!], $customerIds: [String!],
  $active: Boolean, $config: ID, $type: DeviceType, $locationId: ID) {
  hotspotDevices(skip: $skip, take: $take, sort: $sort, search: $search, ids: $ids, customerIds: $customerIds,
    active: $active, hotspotDeviceConfig: $config, type: $type, locationId: $locationId) {
    count totalCount hasNextPage data { ${FIELDS} } }
}`;
const CREATE = `mutation C($data: CreateHotspotDeviceInput!) { createHotspotDevice(data: $data) }`;
const UPDATE = `mutation U($data: UpdateHotspotDeviceInput!) { updateHotspotDevice(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteHotspotDevice(_id: $id) }`;
const CONFLICTS = `query Q($c: String!, $names: [String!], $macs: [String!]) {
  hotspotDeviceConflicts(customerId: $c, names: $names, macs: $macs) { names macs } }`;

type Page = Pick<HotspotDevicePage, 'count' | 'totalCount' | 'hasNextPage'> & { data: HotspotDevice[] };

let s: TestServer;
let hotel: string;
let cafe: string;
let cafeVouchers: string;
let operator: string;
const config: Record<string, string> = {};
let cafeConfig: string;
let locationId: string;
let cafeLocationId: string;
let regionId: string;

const list = async (token: string, vars: Record<string, unknown>) =>
  ok(await s.gql<{ hotspotDevices: Page }>(token, LIST, vars)).hotspotDevices;
const hotelList = (vars: Record<string, unknown>) => list(hotel, { customerIds: [HOTEL], take: 500, ...vars });
const names = (p: Page) => p.data.map((d) => d.name).sort();
const one = async (id: string) => (await list(operator, { ids: [id] })).data[0]!;
let macSeq = 0x100;
/** A fresh real MAC (vendor 00:1b:21), colon form. */
const freshMac = () => {
  macSeq++;
  return `00:1b:21:00:${((macSeq >> 8) & 0xff).toString(16).padStart(2, '0')}:${(macSeq & 0xff).toString(16).padStart(2, '0')}`;
};
const create = (token: string, data: Record<string, unknown>) =>
  s.gql<{ createHotspotDevice: string }>(token, CREATE, {
    data: {
      customerId: HOTEL,
      name: `Gerät ${newObjectId().slice(-6)}`,
      deviceType: 'CISCO_MERAKI',
      mac: [freshMac()],
      monitoringConfig: { alias: 'Alias' },
      ...data,
    },
  });
const created = async (data: Record<string, unknown>) => ok(await create(hotel, data)).createHotspotDevice;
const i18nOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.i18n;

/** A new user with these roles in one customer. */
async function userWith(customerKey: string, roles: string[]) {
  const id = newObjectId();
  const email = `u-${id}@test.test`;
  await s.db.insert(users).values({ id, email, passwordHash: await hashPassword('Grant#2026x') });
  await s.db.insert(userGrants).values({ userId: id, customerKey, roles, permissions: [] });
  return (await s.login(email, 'Grant#2026x')).accessToken;
}

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafeVouchers = (await s.login(USERS.cafe)).accessToken;
  cafe = await userWith(CAFE, ['admin']);
  operator = (await s.login(USERS.operator)).accessToken;
  for (const c of await s.db.select().from(hotspotDeviceConfigs).where(eq(hotspotDeviceConfigs.customerId, HOTEL)))
    config[c.name] = c.id;
  [{ id: cafeConfig }] = await s.db
    .select({ id: hotspotDeviceConfigs.id })
    .from(hotspotDeviceConfigs)
    .where(eq(hotspotDeviceConfigs.customerId, CAFE));
  locationId = newObjectId();
  cafeLocationId = newObjectId();
  regionId = newObjectId();
  await s.db.insert(locations).values([
    { customerId: HOTEL, id: locationId, name: 'Test-Standort Nord' },
    { customerId: CAFE, id: cafeLocationId, name: 'Test-Standort Café' },
  ]);
  await s.db.insert(locationGroups).values({ customerId: HOTEL, id: regionId, name: 'Test-Region Bayern' });
  await s.db.insert(locationGroupLocations).values({ customerId: HOTEL, groupId: regionId, locationId });
});
afterAll(() => s?.close());

describe('hotspot devices: list', () => {
  it('loads the location and regions of a whole page with one query each, not one per device', async () => {
    const select = vi.spyOn(s.db, 'select');
    try {
      const query = `query($c: [String!]) { hotspotDevices(customerIds: $c, take: 100) {
        data { _id location { _id name } locationGroups { _id name } } } }`;
      const r = ok(await s.gql<{ hotspotDevices: { data: HotspotDevice[] } }>(hotel, query, { c: [HOTEL] }));
      const withLocation = r.hotspotDevices.data.filter((d) => d.location);
      expect(withLocation.length).toBeGreaterThan(5);
      expect(withLocation.some((d) => d.locationGroups.length > 0)).toBe(true);
      // The page and its total, one batch of locations, one of regions (plus the viewer's lookups).
      expect(select.mock.calls.length).toBeLessThanOrEqual(6);
    } finally {
      select.mockRestore();
    }
  });

  it('lists the demo devices with sorting and paging', async () => {
    const all = await hotelList({});
    // 14 devices and the nine "Demo …" boards to try the guest page.
    expect(all.totalCount).toBe(23);
    expect(new Set(all.data.map((d) => d.deviceType)).size).toBeGreaterThanOrEqual(6);
    const first = await hotelList({ take: 5, sort: [{ key: 'name', order: 'ASC' }] });
    expect(first).toMatchObject({ count: 5, totalCount: 23, hasNextPage: true });
    const rest = await hotelList({ skip: 5, sort: [{ key: 'name', order: 'ASC' }] });
    expect(rest).toMatchObject({ count: 18, hasNextPage: false });
    const sorted = [...first.data, ...rest.data].map((d) => d.name);
    expect(sorted).toEqual([...sorted].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byType = (await hotelList({ sort: [{ key: 'deviceType', order: 'DESC' }] })).data.map((d) => d.deviceType);
    expect(byType).toEqual([...byType].sort().reverse());
    const byActive = (await hotelList({ sort: [{ key: 'active', order: 'ASC' }] })).data.map((d) => d.active);
    expect(byActive.slice(0, 2)).toEqual([false, false]);
    for (const key of ['createdAt', 'updatedAt']) expect((await hotelList({ sort: [{ key }] })).count).toBe(23);
    expectGqlError(await s.gql(hotel, LIST, { sort: [{ key: 'macs' }] }), 'BAD_USER_INPUT', 'sort');
    expectGqlError(await s.gql(hotel, LIST, { take: 100_000 }), 'BAD_USER_INPUT', 'take');
  });

  it('searches name, description, keywords and MACs in any delimiter form and as fragments', async () => {
    expect(names(await hotelList({ search: 'lobby ap' }))).toEqual(['Lobby AP 1', 'Lobby AP 2']);
    expect(names(await hotelList({ search: 'RENOVIERUNG' }))).toEqual(['Etage 3 AP']);
    expect(names(await hotelList({ search: 'konferenz' }))).toEqual(['Konferenz Saal A', 'Konferenz Saal B']);
    for (const search of ['F4-F2-6D-10-20-01', 'f4f2.6d10.2001', 'f4f26d102001', 'F4 F2 6D 10 20 01', '6d:10:20:01'])
      expect(names(await hotelList({ search })), search).toEqual(['Lobby Gateway']);
    expect(names(await hotelList({ search: '31-41-0' }))).toEqual(['Etage 1 AP', 'Etage 2 AP', 'Etage 3 AP']);
    // The second WAN MAC and the LAN MAC count too.
    expect(names(await hotelList({ search: '00:18:0a:31:41:82' }))).toEqual(['Etage 2 AP']);
    expect(names(await hotelList({ search: '14-cc-20-90-a0-02' }))).toEqual(['Pool Hotspot']);
    expect((await hotelList({ search: '100%' })).totalCount).toBe(0);
    expectGqlError(await s.gql(hotel, LIST, { search: 'x'.repeat(201) }), 'BAD_USER_INPUT', 'search');
  });

  it('filters by effective state (switch and active period, end inclusive), type, config and location', async () => {
    const inactive = await hotelList({ active: false });
    expect(names(inactive)).toEqual(['Etage 3 AP', 'Terrasse Hotspot']);
    const terrace = inactive.data.find((d) => d.name === 'Terrasse Hotspot')!;
    expect(terrace).toMatchObject({ active: false, activeSetting: true });
    expect(terrace.activePeriod!.end).toBe('2025-09-30T23:59:59.000Z');
    expect((await hotelList({ active: true })).totalCount).toBe(21);
    expect(names(await hotelList({ type: 'UBIQUITI' }))).toEqual(['Bar AP', 'Restaurant AP']);
    expect(names(await hotelList({ config: config['Konferenzbereich'] }))).toEqual([
      'Konferenz Saal A',
      'Konferenz Saal B',
    ]);
    const id = await created({ locationId });
    expect((await hotelList({ locationId })).data.map((d) => d._id)).toEqual([id]);
    // A period ending now-ish: the end is inclusive, one ended a second ago is not active.
    const end = new Date(Date.now() + 60_000).toISOString();
    const soon = await created({ activePeriod: { start: '2026-01-01T00:00:00.000Z', end } });
    expect((await one(soon)).active).toBe(true);
    const past = await created({
      activePeriod: { start: '2026-01-01T00:00:00.000Z', end: new Date(Date.now() - 1000).toISOString() },
    });
    expect((await one(past)).active).toBe(false);
    const future = await created({ activePeriod: { start: new Date(Date.now() + 86_400_000).toISOString() } });
    expect((await one(future)).active).toBe(false);
    expect((await list(hotel, { ids: [soon, past, future], active: true })).data.map((d) => d._id)).toEqual([soon]);
  });

  it('answers the monitoring of every device, derived from its sessions and heartbeats', async () => {
    const all = (await hotelList({})).data;
    expect(all.every((d) => d.monitoring?.hotspotDeviceId === d._id)).toBe(true);
    // The demo has guests online now on some devices, and devices that were never seen.
    const online = all.filter((d) => d.monitoring!.signal === 'account_online');
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((d) => d.monitoring!.users! > 0)).toBe(true);
    expect(all.some((d) => d.monitoring!.signal === 'hotspot_offline' && d.monitoring!.users === 0)).toBe(true);
  });

  it('keeps customers apart', async () => {
    expect((await list(cafe, {})).data.every((d) => d.customerId === CAFE)).toBe(true);
    expect((await list(cafe, {})).totalCount).toBe(3);
    expectGqlError(await s.gql(cafe, LIST, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds');
    const hotelIds = (await hotelList({})).data.map((d) => d._id);
    expect((await list(cafe, { ids: hotelIds })).totalCount).toBe(0);
    // Without HotspotDevice read (a voucher admin): an empty list, FORBIDDEN when asked for its customer.
    expect((await list(cafeVouchers, {})).totalCount).toBe(0);
    expectGqlError(await s.gql(cafeVouchers, LIST, { customerIds: [CAFE] }), 'FORBIDDEN', 'customerIds');
  });
});

describe('hotspot devices: create', () => {
  it('stores every field, MACs normalised, and reads the config settings without secrets', async () => {
    const id = await created({
      name: '  Neues Gerät  ',
      description: 'Beschreibung',
      deviceType: 'TP_LINK_OMADA_GATEWAY',
      mac: ['00-1B-21-AA-BB-01', '001b.21aa.bb02'],
      lanMac: '00 1B 21 AA BB 03',
      keywords: ['neu', 'test'],
      hotspotDeviceConfig: config['Hotel Standard'],
      locationId,
      geoLocation: { lat: 47.5, long: 11.1 },
      timezone: 'Europe/Vienna',
      active: true,
      monitoringConfig: { alias: 'Neu' },
    });
    const d = await one(id);
    expect(d).toMatchObject({
      name: 'Neues Gerät',
      description: 'Beschreibung',
      mac: ['00:1b:21:aa:bb:01', '00:1b:21:aa:bb:02'],
      lanMac: '00:1b:21:aa:bb:03',
      keywords: ['neu', 'test'],
      hotspotDeviceConfig: config['Hotel Standard'],
      geoLocation: { lat: 47.5, long: 11.1 },
      timezone: 'Europe/Vienna',
      active: true,
      activeSetting: true,
      activePeriod: null,
      monitoringConfig: { alias: 'Neu' },
      location: { _id: locationId, name: 'Test-Standort Nord' },
      locationGroups: [{ _id: regionId, name: 'Test-Region Bayern' }],
      // Never seen by RADIUS yet: offline, nobody online.
      monitoring: { hotspotDeviceId: id, users: 0, signal: 'hotspot_offline' },
    });
    expect(d.deviceConfiguration).toMatchObject({
      deviceType: 'TP_LINK_OMADA_GATEWAY',
      api: { apiUrl: 'https://omada.hotel-demo.example.com:8043' },
      authApi: { username: 'hotspot', password: null },
    });
    const raw = JSON.stringify(await s.gql(hotel, LIST, { ids: [id] }));
    expect(raw).not.toContain('Omada#Demo2026');
    const [macs] = await s.db
      .select()
      .from(hotspotDeviceMacs)
      .where(and(eq(hotspotDeviceMacs.customerId, HOTEL), eq(hotspotDeviceMacs.mac, '00:1b:21:aa:bb:02')));
    expect(macs).toMatchObject({ deviceId: id, position: 1 });
  });

  it('inherits the login time periods of its config unless it has its own', async () => {
    const id = await created({ hotspotDeviceConfig: config['Konferenzbereich'] });
    const d = await one(id);
    expect(d.loginTimePeriodsInherited).toBe(true);
    expect(d.loginTimePeriods!.weekdays.map((w) => w.weekday)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
    ]);
    const own = {
      weekdays: [
        {
          weekday: 'unspecified',
          times: [
            { startTime: '13:00', endTime: '17:00' },
            { startTime: '09:00', endTime: '12:00' },
          ],
        },
      ],
    };
    ok(await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt: (await one(id)).updatedAt, loginTimePeriods: own } }));
    const mine = await one(id);
    expect(mine.loginTimePeriodsInherited).toBe(false);
    expect(mine.loginTimePeriods!.weekdays).toEqual([
      {
        weekday: 'unspecified',
        times: [
          { startTime: '09:00', endTime: '12:00' },
          { startTime: '13:00', endTime: '17:00' },
        ],
      },
    ]);
    ok(await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt: mine.updatedAt, loginTimePeriods: null } }));
    expect((await one(id)).loginTimePeriodsInherited).toBe(true);
    const none = await one(await created({}));
    expect(none).toMatchObject({ loginTimePeriodsInherited: true, loginTimePeriods: null, deviceConfiguration: null });
  });

  it('refuses invalid fields naming them', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'forms.validationMessages.required'],
      [{ name: 'x'.repeat(101) }, 'name', 'forms.validationMessages.max'],
      [{ mac: [] }, 'mac', 'forms.validationMessages.required'],
      [{ mac: ['00:1b:21:zz:00:01'] }, 'mac', 'forms.validationMessages.macArray'],
      [{ mac: ['02:1b:21:00:00:01'] }, 'mac', 'forms.validationMessages.realMac'],
      [{ mac: ['00:1b:21:00:aa:01', '00-1b-21-00-aa-01'] }, 'mac', 'forms.validationMessages.unique'],
      [{ lanMac: 'de:ad:be:ef:00:01' }, 'lanMac', 'forms.validationMessages.realMac'],
      [{ monitoringConfig: { alias: ' ' } }, 'monitoringConfig.alias', 'forms.validationMessages.required'],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'forms.validationMessages.timezone'],
      [{ geoLocation: { lat: 91, long: 0 } }, 'geoLocation.lat', 'forms.validationMessages.max_value'],
      [
        { activePeriod: { start: '2026-05-02T00:00:00Z', end: '2026-05-01T00:00:00Z' } },
        'activePeriod.end',
        'forms.validationMessages.dateRange',
      ],
      [
        {
          loginTimePeriods: {
            weekdays: [
              {
                weekday: 'monday',
                times: [
                  { startTime: '08:00', endTime: '12:00' },
                  { startTime: '11:00', endTime: '13:00' },
                ],
              },
            ],
          },
        },
        'loginTimePeriods.weekdays.0.times.1.startTime',
        'forms.validationMessages.timeOverlap',
      ],
      [{ hotspotDeviceConfig: cafeConfig }, 'hotspotDeviceConfig', 'resources.hotspot-device.errors.unknownConfig'],
      [{ hotspotDeviceConfig: newObjectId() }, 'hotspotDeviceConfig', 'resources.hotspot-device.errors.unknownConfig'],
      [{ locationId: cafeLocationId }, 'locationId', 'resources.hotspot-device.errors.unknownLocation'],
    ];
    const answers: [string, string][] = [];
    for (const [data] of cases) {
      const r = await create(hotel, data);
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(data)).toBe('BAD_USER_INPUT');
      answers.push([r.errors![0]!.extensions!.field as string, i18nOf(r) as string]);
    }
    expect(answers).toEqual(cases.map(([, field, key]) => [field, key]));
    const tooMany = Array.from({ length: 17 }, () => freshMac());
    expectGqlError(await create(hotel, { mac: tooMany }), 'BAD_USER_INPUT', 'mac');
    expectGqlError(await create(hotel, { deviceType: 'NOPE' }), 'BAD_USER_INPUT', 'deviceType');
    expectGqlError(await create(hotel, { description: 'a\u0000b' }), 'BAD_USER_INPUT', 'description');
  });

  it('refuses a duplicate name (any case) and a MAC of another device in any delimiter form', async () => {
    const r = await create(hotel, { name: 'lobby GATEWAY' });
    expectGqlError(r, 'CONFLICT', 'name');
    expect(i18nOf(r)).toBe('messages.device.duplicateName');
    const m = await create(hotel, { mac: [freshMac(), 'F4-F2-6D-10-20-01'] });
    expectGqlError(m, 'CONFLICT', 'mac');
    expect(m.errors![0]!.extensions).toMatchObject({
      i18n: 'messages.device.duplicateMac',
      args: { mac: 'f4:f2:6d:10:20:01' },
    });
    // Another customer may use the same name and MAC.
    ok(await create(cafe, { customerId: CAFE, name: 'Lobby Gateway', mac: ['f4f26d102001'] }));
  });

  it('lets exactly one of concurrent creations with the same MAC win; the others answer duplicateMac', async () => {
    const mac = freshMac();
    const forms = [mac, mac.toUpperCase().replace(/:/g, '-'), mac.replace(/:/g, ''), mac.replace(/:/g, ' '), mac];
    const answers = await Promise.all(forms.map((m) => create(hotel, { mac: [m] })));
    expect(answers.filter((r) => !r.errors).length).toBe(1);
    for (const r of answers.filter((a) => a.errors)) {
      expectGqlError(r, 'CONFLICT', 'mac');
      expect(r.errors![0]!.extensions).toMatchObject({ i18n: 'messages.device.duplicateMac', args: { mac } });
    }
    expect(await s.db.select().from(hotspotDeviceMacs).where(eq(hotspotDeviceMacs.mac, mac))).toHaveLength(1);
  });

  it('needs the create permission for that customer', async () => {
    expectGqlError(await create(cafe, {}), 'FORBIDDEN', 'customerId');
    expectGqlError(await create(operator, { customerId: 'K999999' }), 'NOT_FOUND', 'customerId');
    expectGqlError(await create(null as unknown as string, {}), 'UNAUTHENTICATED');
  });
});

describe('hotspot devices: update and delete', () => {
  it('updates fields, replaces the MACs (the old ones free again) and clears optional ones', async () => {
    const mac = freshMac();
    const id = await created({
      mac: [mac],
      description: 'alt',
      hotspotDeviceConfig: config['Hotel Standard'],
      locationId,
    });
    const next = freshMac();
    ok(
      await s.gql(hotel, UPDATE, {
        data: {
          _id: id,
          updatedAt: (await one(id)).updatedAt,
          mac: [next.toUpperCase().replace(/:/g, '-')],
          description: null,
          hotspotDeviceConfig: null,
          locationId: null,
          active: false,
          deviceType: 'UBIQUITI',
          activePeriod: { start: '2026-01-01T00:00:00.000Z' },
        },
      }),
    );
    const d = await one(id);
    expect(d).toMatchObject({
      mac: [next],
      description: null,
      hotspotDeviceConfig: null,
      locationId: null,
      active: false,
      activeSetting: false,
      deviceType: 'UBIQUITI',
      activePeriod: { start: '2026-01-01T00:00:00.000Z', end: null },
    });
    expect(names(await hotelList({ search: next.replace(/:/g, '') }))).toEqual([d.name]);
    expect((await hotelList({ search: mac })).totalCount).toBe(0);
    ok(await create(hotel, { mac: [mac] }));
  });

  it('refuses invalid updates, duplicates and stale writes', async () => {
    const id = await created({});
    const d = await one(id);
    const { updatedAt } = d;
    expectGqlError(await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, name: null } }), 'BAD_USER_INPUT', 'name');
    expectGqlError(await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, name: 'Bar ap' } }), 'CONFLICT', 'name');
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, mac: ['24a4.3c70.8001'] } }),
      'CONFLICT',
      'mac',
    );
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, locationId: cafeLocationId } }),
      'BAD_USER_INPUT',
      'locationId',
    );
    expectGqlError(
      await s.gql(hotel, UPDATE, {
        data: { _id: id, updatedAt, activePeriod: { start: '2026-02-01T00:00:00Z', end: '2026-01-01T00:00:00Z' } },
      }),
      'BAD_USER_INPUT',
      'activePeriod.end',
    );
    // Its own name in another case is no duplicate of itself.
    ok(await s.gql(hotel, UPDATE, { data: { _id: id, name: d.name.toUpperCase(), updatedAt: d.updatedAt } }));
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, name: 'Wieder', updatedAt: d.updatedAt } }),
      'CONFLICT',
      'updatedAt',
    );
    expectGqlError(await s.gql(cafe, UPDATE, { data: { _id: id, updatedAt, name: 'Fremd' } }), 'NOT_FOUND', '_id');
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: newObjectId(), updatedAt, name: 'X' } }),
      'NOT_FOUND',
      '_id',
    );
  });

  it('deletes a device with its MACs; a foreign or missing id answers NOT_FOUND', async () => {
    const mac = freshMac();
    const id = await created({ mac: [mac] });
    expectGqlError(await s.gql(cafe, DELETE, { id }), 'NOT_FOUND', '_id');
    ok(await s.gql(hotel, DELETE, { id }));
    expect(await s.db.select().from(hotspotDeviceMacs).where(eq(hotspotDeviceMacs.deviceId, id))).toEqual([]);
    expectGqlError(await s.gql(hotel, DELETE, { id }), 'NOT_FOUND', '_id');
    ok(await create(hotel, { mac: [mac] }));
  });
});

describe('hotspot devices: conflicts', () => {
  it('answers which names (any case) and MACs (any form) the customer already uses', async () => {
    const r = ok(
      await s.gql<{ hotspotDeviceConflicts: { names: string[]; macs: string[] } }>(hotel, CONFLICTS, {
        c: HOTEL,
        names: ['BAR AP', 'Frei 1', 'lobby ap 1'],
        macs: ['F4-F2-6D-10-20-11', '00:1b:21:ff:ff:ff'],
      }),
    ).hotspotDeviceConflicts;
    expect(r.names.sort()).toEqual(['bar ap', 'lobby ap 1']);
    expect(r.macs).toEqual(['f4:f2:6d:10:20:11']);
    expectGqlError(await s.gql(cafe, CONFLICTS, { c: HOTEL, names: ['Bar AP'] }), 'FORBIDDEN', 'customerId');
    const many = Array.from({ length: 1001 }, (_, i) => `n${i}`);
    expectGqlError(await s.gql(hotel, CONFLICTS, { c: HOTEL, names: many }), 'BAD_USER_INPUT', 'names');
  });
});

describe('hotspot devices: enrollDevice', () => {
  it('creates a device with a generated, unique name and the config', async () => {
    const mac = freshMac();
    const first = await enrollDevice(s.db, {
      customerId: HOTEL,
      configId: config['Hotel Standard']!,
      macs: [mac.toUpperCase()],
      deviceType: 'CISCO_MERAKI',
    });
    expect(first.created).toBe(true);
    const d = await one(first.id);
    expect(d).toMatchObject({
      name: `CISCO_MERAKI-${mac.replace(/:/g, '')}`,
      mac: [mac],
      hotspotDeviceConfig: config['Hotel Standard'],
      active: true,
      monitoringConfig: { alias: d.name },
    });
    // The same generated name again (another MAC) gets a suffix.
    await s.db
      .update(hotspotDevices)
      .set({ macs: [freshMac()] })
      .where(eq(hotspotDevices.id, first.id));
    await s.db.delete(hotspotDeviceMacs).where(eq(hotspotDeviceMacs.deviceId, first.id));
    const second = await enrollDevice(s.db, {
      customerId: HOTEL,
      configId: config['Hotel Standard']!,
      macs: [mac],
      deviceType: 'CISCO_MERAKI',
    });
    expect(second.created).toBe(true);
    expect((await one(second.id)).name).toBe(`${d.name}-2`);
    const named = await enrollDevice(s.db, {
      customerId: HOTEL,
      configId: config['Hotel Standard']!,
      macs: [freshMac()],
      deviceType: 'FX_TP_LINK_COOVA_CHILLI',
      lanMac: freshMac(),
      name: 'Bar AP',
    });
    expect((await one(named.id)).name).toBe('Bar AP-2');
  });

  it('activates the device that has one of the MACs (switch on, the key config, an ended period cleared)', async () => {
    const terrace = (await hotelList({ search: 'Terrasse Hotspot' })).data[0]!;
    await s.db.update(hotspotDevices).set({ active: false }).where(eq(hotspotDevices.id, terrace._id));
    const r = await enrollDevice(s.db, {
      customerId: HOTEL,
      configId: config['Konferenzbereich']!,
      macs: [freshMac(), '00-0D-B9-44-55-01'],
      deviceType: 'FX_ALIXBOARD_COOVA_CHILLI',
    });
    expect(r).toEqual({ id: terrace._id, created: false });
    expect(await one(terrace._id)).toMatchObject({
      active: true,
      activeSetting: true,
      activePeriod: null,
      hotspotDeviceConfig: config['Konferenzbereich'],
    });
    // A device of another customer with that MAC does not count.
    const cafeDevice = await enrollDevice(s.db, {
      customerId: CAFE,
      configId: cafeConfig,
      macs: ['00:0d:b9:44:55:01'],
      deviceType: 'UBIQUITI',
    });
    expect(cafeDevice.created).toBe(true);
  });

  it('refuses invalid input with the errors of create', async () => {
    const attempt = (input: Partial<Parameters<typeof enrollDevice>[1]>) =>
      enrollDevice(s.db, {
        customerId: HOTEL,
        configId: config['Hotel Standard']!,
        macs: [freshMac()],
        deviceType: 'UBIQUITI',
        ...input,
      });
    const fields = async (input: Partial<Parameters<typeof enrollDevice>[1]>) => {
      const e = await attempt(input).catch((err: unknown) => err);
      expect(e).toBeInstanceOf(GraphQLError);
      return [(e as GraphQLError).extensions.code, (e as GraphQLError).extensions.field];
    };
    expect(await fields({ macs: [] })).toEqual(['BAD_USER_INPUT', 'mac']);
    expect(await fields({ macs: ['0a:1b:21:00:00:01'] })).toEqual(['BAD_USER_INPUT', 'mac']);
    expect(await fields({ deviceType: 'TOASTER' })).toEqual(['BAD_USER_INPUT', 'deviceType']);
    expect(await fields({ lanMac: 'nope' })).toEqual(['BAD_USER_INPUT', 'lanMac']);
    expect(await fields({ name: 'x'.repeat(101) })).toEqual(['BAD_USER_INPUT', 'name']);
  });
});
