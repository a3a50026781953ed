// Locations and regions (seed 001 §3 "Location and Region", §5, §8): create/update/delete/list through
// real GraphQL; every refusal with code and field; unique names and external ids; the position
// estimated from the address; the devices a location lists (moved, unlinked); the DNS filter IPs (one
// owner across all customers, normalised, NoActivePlugin / networkId / FailUpsertIP); delete unlinks
// devices and removes the location from its regions; regions with their locations; permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { customerPlugins } from '../../server/tenancy/customer/table';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { locations } from '../../server/network/location/table';
import { newObjectId } from '../../server/platform/ids';
import type { Location, LocationGroup } from '../../src/generated/graphql';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

const FIELDS = `_id customerId name description externalId createdAt updatedAt
  address { street zip city state country } geoLocation { lat long } hotspotDeviceIds
  dnsFilterConfig { ips networkId failures { error message } }
  openingHours { weekdays { monday { startTime endTime } sunday { startTime endTime } }
    specialDates { startDate endDate times { startTime endTime } } }
  locationGroups { _id name } monitoring { users maxSeverity data { hotspotDeviceId users severity } }`;
const LIST = `query L($skip: Int, $take: Int, $sort: [SortType!], $search: String, $ids: [ID!], $customerIds: [String!],
  $hasDevices: Boolean, $hotspotDeviceId: ID) {
  locations(skip: $skip, take: $take, sort: $sort, search: $search, ids: $ids, customerIds: $customerIds,
    hasDevices: $hasDevices, hotspotDeviceId: $hotspotDeviceId) { count totalCount hasNextPage data { ${FIELDS} } }
}`;
const GROUPS = `query G($search: String, $ids: [ID!], $customerIds: [String!], $locationId: ID) {
  locationGroups(search: $search, ids: $ids, customerIds: $customerIds, locationId: $locationId) {
    totalCount data { _id customerId name description locationIds locations { _id name } updatedAt } }
}`;
const CREATE = `mutation C($data: CreateLocationInput!) { createLocation(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation U($data: UpdateLocationInput!) { updateLocation(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteLocation(_id: $id) }`;
const CREATE_GROUP = `mutation C($data: CreateLocationGroupInput!) { createLocationGroup(data: $data) { _id name locationIds } }`;
const UPDATE_GROUP = `mutation U($data: UpdateLocationGroupInput!) { updateLocationGroup(data: $data) }`;
const DELETE_GROUP = `mutation D($id: ID!) { deleteLocationGroup(_id: $id) }`;

type Loc = Location & { hotspotDeviceIds: string[] };
type Page<T> = { count: number; totalCount: number; hasNextPage: boolean; data: T[] };

let s: TestServer;
let hotel: string;
let operator: string;
let cafeAdmin: string;

const list = async (token: string, vars: Record<string, unknown>) =>
  ok(await s.gql<{ locations: Page<Loc> }>(token, LIST, vars)).locations;
const one = async (id: string) => (await list(operator, { ids: [id] })).data[0]!;
/** The updatedAt an update names: the location's current one. */
const version = async (id: string) => (await one(id)).updatedAt;
const groups = async (token: string, vars: Record<string, unknown>) =>
  ok(await s.gql<{ locationGroups: Page<LocationGroup> }>(token, GROUPS, vars)).locationGroups;
const create = (token: string, data: Record<string, unknown>) =>
  s.gql<{ createLocation: Loc }>(token, CREATE, { data: { customerId: HOTEL, ...data } });
const createOk = async (data: Record<string, unknown>, token = hotel) => ok(await create(token, data)).createLocation;

/** A device row of the customer (the location module only links devices; their module creates them). */
async function insertDevice(customerId: string, name: string, locationId: string | null = null) {
  const id = newObjectId();
  const mac = `00:1a:2b:${id.slice(0, 2)}:${id.slice(2, 4)}:${id.slice(4, 6)}`;
  await s.db.insert(hotspotDevices).values({
    customerId,
    id,
    name,
    deviceType: 'MIKROTIK_ROUTEROS',
    macs: [mac],
    monitoringAlias: name,
    locationId,
  });
  return id;
}
const locationOfDevice = async (customerId: string, id: string) =>
  (
    await s.db
      .select({ l: hotspotDevices.locationId })
      .from(hotspotDevices)
      .where(and(eq(hotspotDevices.customerId, customerId), eq(hotspotDevices.id, id)))
  )[0]?.l;

async function setDnsFilter(customerId: string, active: boolean) {
  await s.db
    .update(customerPlugins)
    .set({
      plugins: sql`jsonb_set(${customerPlugins.plugins}, '{dnsFilter}', ${JSON.stringify({ active, organizationId: 'org-1' })}::jsonb)`,
    })
    .where(eq(customerPlugins.customerId, customerId));
}

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
  cafeAdmin = (await s.login(USERS.cafe)).accessToken;
});
afterAll(() => s?.close());

describe('demo data', () => {
  it('the hotel has four locations in two regions, one with opening hours and one with DNS IPs', async () => {
    const page = await list(hotel, { customerIds: [HOTEL], sort: [{ key: 'name' }] });
    expect(page.totalCount).toBe(4);
    expect(page.data.some((l) => l.openingHours)).toBe(true);
    const dns = page.data.find((l) => l.dnsFilterConfig!.ips.length);
    expect(dns!.dnsFilterConfig!.ips).toEqual(['192.0.2.10', '192.0.2.11', '2001:db8::10']);
    expect(page.data.every((l) => l.geoLocation)).toBe(true);
    expect((await groups(hotel, { customerIds: [HOTEL] })).totalCount).toBe(2);
    expect((await list(operator, { customerIds: [CAFE] })).totalCount).toBe(1);
  });
});

describe('createLocation', () => {
  it('creates with every field, estimates the position from the city, normalises the IPs', async () => {
    const l = await createOk({
      name: '  Seehaus  ',
      description: 'Am Eibsee',
      externalId: 'SEE-1',
      address: { street: 'Eibsee 1-3', zip: '82491', city: 'Grainau', state: 'Bayern', country: 'Deutschland' },
      dnsFilterConfig: { ips: ['2001:DB8:0:0::20', '192.0.2.20'] },
      openingHours: {
        weekdays: {
          monday: [
            { startTime: '12:00', endTime: '18:00' },
            { startTime: '08:00', endTime: '10:00' },
          ],
        },
        specialDates: [],
      },
    });
    expect(l.name).toBe('Seehaus');
    expect(l.externalId).toBe('SEE-1');
    expect(l.address).toEqual({
      street: 'Eibsee 1-3',
      zip: '82491',
      city: 'Grainau',
      state: 'Bayern',
      country: 'Deutschland',
    });
    expect(l.geoLocation!.lat).toBeCloseTo(47.45, 1);
    expect(l.geoLocation!.long).toBeCloseTo(11.0, 1);
    const [row] = await s.db.select().from(locations).where(eq(locations.id, l._id));
    expect(row.geoEstimated).toBe(true);
    expect(l.dnsFilterConfig!.ips).toEqual(['192.0.2.20', '2001:db8::20']);
    expect(l.openingHours!.weekdays.monday.map((t) => t.startTime)).toEqual(['08:00', '12:00']);
    expect(l.hotspotDeviceIds).toEqual([]);
    expect(l.locationGroups).toEqual([]);
    // Searchable by the address.
    expect((await list(hotel, { customerIds: [HOTEL], search: 'eibsee 1' })).data.map((x) => x._id)).toEqual([l._id]);
  });

  it('a given position is kept and not marked estimated; an unknown city leaves none', async () => {
    const given = await createOk({
      name: 'Gipfel',
      geoLocation: { lat: 47.421, long: 10.985 },
      address: { city: 'München' },
    });
    expect(given.geoLocation).toEqual({ lat: 47.421, long: 10.985 });
    const [row] = await s.db.select().from(locations).where(eq(locations.id, given._id));
    expect(row.geoEstimated).toBe(false);
    const unknown = await createOk({ name: 'Nirgendwo', address: { city: 'Xyzzyhausen' } });
    expect(unknown.geoLocation).toBeNull();
    const vienna = await createOk({ name: 'Wien Büro', address: { city: 'Vienna', country: 'Österreich' } });
    expect(vienna.geoLocation!.lat).toBeCloseTo(48.21, 1);
  });

  it('refuses bad input naming the field', async () => {
    expectGqlError(await create(hotel, { name: ' ' }), 'BAD_USER_INPUT', 'name');
    expectGqlError(await create(hotel, { name: 'x'.repeat(101) }), 'BAD_USER_INPUT', 'name');
    expectGqlError(
      await create(hotel, { name: 'A', address: { zip: 'z'.repeat(201) } }),
      'BAD_USER_INPUT',
      'address.zip',
    );
    expectGqlError(
      await create(hotel, { name: 'A', geoLocation: { lat: 91, long: 0 } }),
      'BAD_USER_INPUT',
      'geoLocation.lat',
    );
    expectGqlError(
      await create(hotel, { name: 'A', dnsFilterConfig: { ips: ['300.1.1.1'] } }),
      'BAD_USER_INPUT',
      'dnsFilterConfig.ips',
    );
    expectGqlError(
      await create(hotel, { name: 'A', dnsFilterConfig: { ips: ['2001:db8::1', '2001:DB8:0::1'] } }),
      'BAD_USER_INPUT',
      'dnsFilterConfig.ips',
    );
    const overlap = await create(hotel, {
      name: 'A',
      openingHours: {
        weekdays: {
          monday: [
            { startTime: '08:00', endTime: '12:00' },
            { startTime: '11:00', endTime: '14:00' },
          ],
        },
      },
    });
    const err = expectGqlError(overlap, 'BAD_USER_INPUT');
    expect(String(err.extensions?.field)).toMatch(/^openingHours\.weekdays\.monday/);
    expectGqlError(
      await create(hotel, { name: 'A', hotspotDeviceIds: [newObjectId()] }),
      'BAD_USER_INPUT',
      'hotspotDeviceIds',
    );
    expect((await list(hotel, { customerIds: [HOTEL], search: 'A' })).data.some((l) => l.name === 'A')).toBe(false);
  });

  it('unique name (case-insensitive) and external id per customer', async () => {
    await createOk({ name: 'Unikat', externalId: 'U-1' });
    const dup = expectGqlError(await create(hotel, { name: 'UNIKAT' }), 'CONFLICT', 'name');
    expect(dup.extensions?.i18n).toBe('messages.location.duplicateName');
    const ext = expectGqlError(await create(hotel, { name: 'Unikat 2', externalId: 'U-1' }), 'CONFLICT', 'externalId');
    expect(ext.extensions?.i18n).toBe('messages.location.duplicateExternalId');
    // Another customer may use both.
    ok(await s.gql(operator, CREATE, { data: { customerId: CAFE, name: 'Unikat', externalId: 'U-1' } }));
  });

  it('an IP registered by any location of any customer is refused without naming the owner', async () => {
    ok(
      await s.gql(operator, CREATE, {
        data: { customerId: CAFE, name: 'Café IP', dnsFilterConfig: { ips: ['198.51.100.7'] } },
      }),
    );
    const r = await create(hotel, { name: 'Hotel IP', dnsFilterConfig: { ips: ['198.51.100.7'] } });
    const err = expectGqlError(r, 'BAD_USER_INPUT', 'dnsFilterConfig.ips');
    expect(err.extensions?.i18n).toBe('messages.location.ipRegistered');
    expect(err.extensions?.args).toEqual({ ip: '198.51.100.7' });
    expect(JSON.stringify(err)).not.toContain(CAFE);
    // The same IPv6 address written differently is the same IP.
    ok(
      await s.gql(operator, CREATE, {
        data: { customerId: CAFE, name: 'Café v6', dnsFilterConfig: { ips: ['2001:db8:0:0:0:0:0:77'] } },
      }),
    );
    expectGqlError(
      await create(hotel, { name: 'Hotel v6', dnsFilterConfig: { ips: ['2001:DB8::77'] } }),
      'BAD_USER_INPUT',
      'dnsFilterConfig.ips',
    );
  });

  it('links devices: the customer’s only; a device listed elsewhere moves here', async () => {
    const first = await createOk({ name: 'Link A' });
    const d1 = await insertDevice(HOTEL, 'link-dev-1', first._id);
    const d2 = await insertDevice(HOTEL, 'link-dev-2');
    const second = await createOk({ name: 'Link B', hotspotDeviceIds: [d1, d2] });
    expect([...second.hotspotDeviceIds].sort()).toEqual([d1, d2].sort());
    expect((await one(first._id)).hotspotDeviceIds).toEqual([]);
    const cafeDevice = await insertDevice(CAFE, 'cafe-dev');
    expectGqlError(
      await create(hotel, { name: 'Link C', hotspotDeviceIds: [cafeDevice] }),
      'BAD_USER_INPUT',
      'hotspotDeviceIds',
    );
    expect(await locationOfDevice(CAFE, cafeDevice)).toBeNull();
    // Filters: hasDevices and hotspotDeviceId.
    const withDevices = await list(hotel, { customerIds: [HOTEL], hasDevices: true, take: 1000 });
    expect(withDevices.data.map((l) => l._id)).toContain(second._id);
    expect(withDevices.data.map((l) => l._id)).not.toContain(first._id);
    const without = await list(hotel, { customerIds: [HOTEL], hasDevices: false, take: 1000 });
    expect(without.data.map((l) => l._id)).toContain(first._id);
    expect((await list(hotel, { hotspotDeviceId: d2 })).data.map((l) => l._id)).toEqual([second._id]);
  });

  it('needs HotspotDeviceLocation create for the customer', async () => {
    const r = await s.gql(cafeAdmin, CREATE, { data: { customerId: HOTEL, name: 'Fremd' } });
    expectGqlError(r, 'FORBIDDEN', 'customerId');
    expectGqlError(await s.gql(null, CREATE, { data: { customerId: HOTEL, name: 'Anonym' } }), 'UNAUTHENTICATED');
  });
});

describe('DNS filter state', () => {
  it('without the dnsFilter plugin the IPs are kept with NoActivePlugin; with it a network id and no failures', async () => {
    await setDnsFilter(HOTEL, false);
    const l = await createOk({ name: 'DNS A', dnsFilterConfig: { ips: ['203.0.113.1'] } });
    expect(l.dnsFilterConfig).toMatchObject({ ips: ['203.0.113.1'], networkId: null });
    expect(l.dnsFilterConfig!.failures.map((f) => f.error)).toEqual(['NoActivePlugin']);
    await setDnsFilter(HOTEL, true);
    ok(
      await s.gql(hotel, UPDATE, {
        data: { _id: l._id, updatedAt: l.updatedAt, dnsFilterConfig: { ips: ['203.0.113.1', '203.0.113.2'] } },
      }),
    );
    const after = (await one(l._id)).dnsFilterConfig!;
    expect(after.ips).toEqual(['203.0.113.1', '203.0.113.2']);
    expect(after.failures).toEqual([]);
    expect(Number.isInteger(after.networkId)).toBe(true);
    // Removing every IP frees them for others.
    ok(
      await s.gql(hotel, UPDATE, {
        data: { _id: l._id, updatedAt: await version(l._id), dnsFilterConfig: { ips: [] } },
      }),
    );
    expect((await one(l._id)).dnsFilterConfig).toMatchObject({ ips: [], networkId: null, failures: [] });
    ok(
      await s.gql(operator, CREATE, {
        data: { customerId: CAFE, name: 'Café frei', dnsFilterConfig: { ips: ['203.0.113.2'] } },
      }),
    );
  });

  it('a failing IP write records FailUpsertIP and is not swallowed', async () => {
    const l = await createOk({ name: 'DNS Fail' });
    // A real database refusal of this one IP (a trigger), not a mock.
    await s.owner.execute(sql`create or replace function refuse_test_ip() returns trigger language plpgsql as $$
      begin if new.ip = '203.0.113.99' then raise exception 'filter service refused 203.0.113.99'; end if; return new; end $$`);
    await s.owner.execute(
      sql`create trigger refuse_test_ip before insert on location_dns_ips for each row execute function refuse_test_ip()`,
    );
    try {
      const r = await s.gql(hotel, UPDATE, {
        data: { _id: l._id, updatedAt: l.updatedAt, name: 'DNS Fail 2', dnsFilterConfig: { ips: ['203.0.113.99'] } },
      });
      const err = expectGqlError(r, 'BAD_USER_INPUT', 'dnsFilterConfig.ips');
      expect(err.extensions?.i18n).toBe('messages.dnsFilter.FailUpsertIP');
      const after = await one(l._id);
      expect(after.name).toBe('DNS Fail');
      expect(after.dnsFilterConfig!.ips).toEqual([]);
      expect(after.dnsFilterConfig!.failures.map((f) => f.error)).toEqual(['FailUpsertIP']);
      expect(after.dnsFilterConfig!.failures[0]!.message).toContain('filter service refused');
    } finally {
      await s.owner.execute(sql`drop trigger refuse_test_ip on location_dns_ips`);
    }
  });
});

describe('updateLocation', () => {
  it('updates sent fields only, re-estimates an estimated position when the address changes, optimistic locking', async () => {
    const l = await createOk({ name: 'Wandel', description: 'bleibt', address: { city: 'Garmisch-Partenkirchen' } });
    ok(await s.gql(hotel, UPDATE, { data: { _id: l._id, updatedAt: l.updatedAt, address: { city: 'Köln' } } }));
    const after = await one(l._id);
    expect(after.description).toBe('bleibt');
    expect(after.geoLocation!.lat).toBeCloseTo(50.93, 1);
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: l._id, updatedAt: l.updatedAt, name: 'Alt' } }),
      'CONFLICT',
      'updatedAt',
    );
    // An entered position stays when the address changes.
    ok(
      await s.gql(hotel, UPDATE, {
        data: { _id: l._id, updatedAt: after.updatedAt, geoLocation: { lat: 1, long: 2 } },
      }),
    );
    ok(
      await s.gql(hotel, UPDATE, {
        data: { _id: l._id, updatedAt: await version(l._id), address: { city: 'Berlin' } },
      }),
    );
    expect((await one(l._id)).geoLocation).toEqual({ lat: 1, long: 2 });
  });

  it('sets the listed devices exactly: new ones move here, the others are unlinked', async () => {
    const l = await createOk({ name: 'Geräteort' });
    const a = await insertDevice(HOTEL, 'set-a', l._id);
    const b = await insertDevice(HOTEL, 'set-b');
    ok(await s.gql(hotel, UPDATE, { data: { _id: l._id, updatedAt: l.updatedAt, hotspotDeviceIds: [b] } }));
    expect(await locationOfDevice(HOTEL, a)).toBeNull();
    expect(await locationOfDevice(HOTEL, b)).toBe(l._id);
    ok(await s.gql(hotel, UPDATE, { data: { _id: l._id, updatedAt: await version(l._id), hotspotDeviceIds: [] } }));
    expect(await locationOfDevice(HOTEL, b)).toBeNull();
  });

  it('refusals: duplicates, foreign ids, another customer, bad fields', async () => {
    const l = await createOk({ name: 'Prüfling', externalId: 'P-1' });
    await createOk({ name: 'Anderer', externalId: 'P-2' });
    const { updatedAt } = l;
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: l._id, updatedAt, name: 'anderer' } }),
      'CONFLICT',
      'name',
    );
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: l._id, updatedAt, externalId: 'P-2' } }),
      'CONFLICT',
      'externalId',
    );
    expectGqlError(await s.gql(hotel, UPDATE, { data: { _id: l._id, updatedAt, name: '' } }), 'BAD_USER_INPUT', 'name');
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: l._id, updatedAt, customerId: CAFE } }),
      'BAD_USER_INPUT',
      'customerId',
    );
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: newObjectId(), updatedAt, name: 'x' } }),
      'NOT_FOUND',
      '_id',
    );
    const cafeLoc = (await list(operator, { customerIds: [CAFE] })).data[0]!;
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: cafeLoc._id, updatedAt: cafeLoc.updatedAt, name: 'x' } }),
      'NOT_FOUND',
      '_id',
    );
    // Its own name again (other case) is fine.
    ok(await s.gql(hotel, UPDATE, { data: { _id: l._id, updatedAt, name: 'PRÜFLING' } }));
  });
});

describe('regions', () => {
  it('create, list with search and locationId, update, the Location.locationGroups field, delete', async () => {
    const a = await createOk({ name: 'Region A1' });
    const b = await createOk({ name: 'Region B1' });
    const g = ok(
      await s.gql<{ createLocationGroup: LocationGroup }>(hotel, CREATE_GROUP, {
        data: { customerId: HOTEL, name: 'Testregion', description: 'Alpenrand', locationIds: [a._id, a._id] },
      }),
    ).createLocationGroup;
    expect(g.locationIds).toEqual([a._id]);
    expect((await groups(hotel, { search: 'alpenrand' })).data.map((x) => x._id)).toEqual([g._id]);
    expect((await groups(hotel, { locationId: a._id })).data.map((x) => x._id)).toEqual([g._id]);
    const { updatedAt } = (await groups(hotel, { ids: [g._id] })).data[0]!;
    ok(await s.gql(hotel, UPDATE_GROUP, { data: { _id: g._id, updatedAt, locationIds: [a._id, b._id] } }));
    const read = (await groups(hotel, { ids: [g._id] })).data[0]!;
    expect(read.locations.map((l) => l.name)).toEqual(['Region A1', 'Region B1']);
    expect((await one(b._id)).locationGroups.map((x) => x.name)).toEqual(['Testregion']);
    ok(await s.gql(hotel, DELETE_GROUP, { id: g._id }));
    expect((await groups(hotel, { ids: [g._id] })).totalCount).toBe(0);
    expect((await one(a._id)).name).toBe('Region A1');
  });

  it('refusals with code and field', async () => {
    const create = (data: Record<string, unknown>, token = hotel) =>
      s.gql(token, CREATE_GROUP, { data: { customerId: HOTEL, ...data } });
    expectGqlError(await create({ name: '' }), 'BAD_USER_INPUT', 'name');
    expectGqlError(await create({ name: 'y'.repeat(101) }), 'BAD_USER_INPUT', 'name');
    const dup = expectGqlError(await create({ name: 'oberbayern' }), 'CONFLICT', 'name');
    expect(dup.extensions?.i18n).toBe('messages.region.duplicateName');
    const cafeLoc = (await list(operator, { customerIds: [CAFE] })).data[0]!;
    expectGqlError(await create({ name: 'Fremd', locationIds: [cafeLoc._id] }), 'BAD_USER_INPUT', 'locationIds');
    expectGqlError(await create({ name: 'Fremd' }, cafeAdmin), 'FORBIDDEN', 'customerId');
    const g = (await groups(hotel, { customerIds: [HOTEL], search: 'Werdenfelser' })).data[0]!;
    expectGqlError(
      await s.gql(hotel, UPDATE_GROUP, { data: { _id: g._id, updatedAt: g.updatedAt, name: 'Oberbayern' } }),
      'CONFLICT',
      'name',
    );
    expectGqlError(
      await s.gql(hotel, UPDATE_GROUP, { data: { _id: g._id, updatedAt: '2020-01-01T00:00:00.000Z', name: 'Neu' } }),
      'CONFLICT',
      'updatedAt',
    );
    expectGqlError(await s.gql(hotel, DELETE_GROUP, { id: newObjectId() }), 'NOT_FOUND', '_id');
  });
});

describe('deleteLocation', () => {
  it('unlinks its devices, leaves its regions and frees its IPs, in one go', async () => {
    const l = await createOk({ name: 'Abriss', dnsFilterConfig: { ips: ['203.0.113.50'] } });
    const device = await insertDevice(HOTEL, 'abriss-dev', l._id);
    const g = ok(
      await s.gql<{ createLocationGroup: LocationGroup }>(hotel, CREATE_GROUP, {
        data: { customerId: HOTEL, name: 'Abrissregion', locationIds: [l._id] },
      }),
    ).createLocationGroup;
    ok(await s.gql(hotel, DELETE, { id: l._id }));
    expect((await list(hotel, { ids: [l._id] })).totalCount).toBe(0);
    expect(await locationOfDevice(HOTEL, device)).toBeNull();
    expect((await groups(hotel, { ids: [g._id] })).data[0]!.locationIds).toEqual([]);
    ok(
      await s.gql(operator, CREATE, {
        data: { customerId: CAFE, name: 'IP frei', dnsFilterConfig: { ips: ['203.0.113.50'] } },
      }),
    );
    expectGqlError(await s.gql(hotel, DELETE, { id: l._id }), 'NOT_FOUND', '_id');
    const cafeLoc = (await list(operator, { customerIds: [CAFE] })).data[0]!;
    expectGqlError(await s.gql(hotel, DELETE, { id: cafeLoc._id }), 'NOT_FOUND', '_id');
  });
});

describe('list', () => {
  it('sorts by name, externalId, createdAt, updatedAt; refuses other keys; pages', async () => {
    const byName = await list(hotel, { customerIds: [HOTEL], sort: [{ key: 'name', order: 'DESC' }], take: 3 });
    const names = byName.data.map((l) => l.name);
    expect([...names].sort((x, y) => y.localeCompare(x))).toEqual(names);
    expect(byName.count).toBe(3);
    expect(byName.hasNextPage).toBe(true);
    for (const key of ['externalId', 'createdAt', 'updatedAt']) await list(hotel, { sort: [{ key }] });
    expectGqlError(await s.gql(hotel, LIST, { sort: [{ key: 'street' }] }), 'BAD_USER_INPUT', 'sort');
    expectGqlError(await s.gql(hotel, LIST, { search: 'x'.repeat(201) }), 'BAD_USER_INPUT', 'search');
  });

  it('monitoring sums the online users of its devices', async () => {
    const l = await createOk({ name: 'Monitor' });
    const d = await insertDevice(HOTEL, 'mon-dev', l._id);
    // Seen by RADIUS just now (heartbeat), with one guest session open.
    await s.db.execute(
      sql`insert into online_users (customer_id, id, hotspot_device_id) values (${HOTEL}, ${newObjectId()}, ${d})`,
    );
    await s.db.execute(
      sql`insert into radius_sessions (customer_id, id, acct_session_id, hotspot_device_id, started_at, updated_at)
          values (${HOTEL}, ${newObjectId()}, 'mon-1', ${d}, now() - interval '10 minutes', now())`,
    );
    const m = (await one(l._id)).monitoring!;
    expect(m).toMatchObject({ users: 1, maxSeverity: 1 });
    expect(m.data).toEqual([{ hotspotDeviceId: d, users: 1, severity: 1 }]);
  });
});
