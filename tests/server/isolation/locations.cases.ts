// Cross-tenant cases of the locations module: the attacker (administrator of the café) on the hotel's
// locations and regions — lists, updates, deletes, linking the hotel's devices to a café location,
// putting the hotel's locations into a café region, taking over the hotel's DNS filter IPs.
import { asc, eq } from 'drizzle-orm';
import { hotspotDevices } from '../../../server/network/hotspot-device/table';
import {
  locationDnsIps,
  locationGroupLocations,
  locationGroups,
  locations,
} from '../../../server/network/location/table';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult } from '../harness';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($ids: [ID!], $customerIds: [String!], $search: String, $hotspotDeviceId: ID) {
  locations(ids: $ids, customerIds: $customerIds, search: $search, hotspotDeviceId: $hotspotDeviceId, take: 1000) {
    totalCount data { _id customerId hotspotDeviceIds locationGroups { _id customerId } } }
}`;
const GROUPS = `query G($ids: [ID!], $customerIds: [String!], $locationId: ID) {
  locationGroups(ids: $ids, customerIds: $customerIds, locationId: $locationId, take: 1000) {
    totalCount data { _id customerId locationIds locations { _id customerId } } }
}`;
const CUSTOMER = `query C($ids: [String!]) { customers(customerIds: $ids) { data { locations { totalCount } } } }`;
const CREATE = `mutation C($data: CreateLocationInput!) { createLocation(data: $data) { _id } }`;
/** The updatedAt of the attacker's own location or region: what its own update names. */
const OWN_VERSION = `query V($ids: [ID!]) { locations(ids: $ids) { data { updatedAt } } locationGroups(ids: $ids) { data { updatedAt } } }`;
const UPDATE = `mutation U($data: UpdateLocationInput!) { updateLocation(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteLocation(_id: $id) }`;
const CREATE_GROUP = `mutation C($data: CreateLocationGroupInput!) { createLocationGroup(data: $data) { _id } }`;
const UPDATE_GROUP = `mutation U($data: UpdateLocationGroupInput!) { updateLocationGroup(data: $data) }`;
const DELETE_GROUP = `mutation D($id: ID!) { deleteLocationGroup(_id: $id) }`;

type Row = { _id: string; customerId: string };
type Locations = { locations: { data: (Row & { hotspotDeviceIds: string[]; locationGroups: Row[] })[] } };
type Groups = { locationGroups: { data: (Row & { locationIds: string[]; locations: Row[] })[] } };

function leakLocations(r: GqlResult<Locations>): string | null {
  if (r.errors?.length) return null;
  const foreign = (r.data?.locations.data ?? []).filter(
    (l) => l.customerId !== CAFE || l.locationGroups.some((g) => g.customerId !== CAFE),
  );
  return foreign.length ? `answered ${foreign.length} foreign locations` : null;
}
function leakGroups(r: GqlResult<Groups>): string | null {
  if (r.errors?.length) return null;
  const foreign = (r.data?.locationGroups.data ?? []).filter(
    (g) => g.customerId !== CAFE || g.locations.some((l) => l.customerId !== CAFE),
  );
  return foreign.length ? `answered ${foreign.length} foreign regions` : null;
}

export const locationsCases: ModuleCases = {
  module: 'locations',
  snapshot: async (s, customerId) =>
    JSON.stringify([
      await s.db.select().from(locations).where(eq(locations.customerId, customerId)).orderBy(asc(locations.id)),
      await s.db
        .select()
        .from(locationGroups)
        .where(eq(locationGroups.customerId, customerId))
        .orderBy(asc(locationGroups.id)),
      await s.db
        .select()
        .from(locationGroupLocations)
        .where(eq(locationGroupLocations.customerId, customerId))
        .orderBy(asc(locationGroupLocations.groupId), asc(locationGroupLocations.locationId)),
      await s.db
        .select()
        .from(locationDnsIps)
        .where(eq(locationDnsIps.customerId, customerId))
        .orderBy(asc(locationDnsIps.ip)),
      await s.db
        .select({ id: hotspotDevices.id, locationId: hotspotDevices.locationId })
        .from(hotspotDevices)
        .where(eq(hotspotDevices.customerId, customerId))
        .orderBy(asc(hotspotDevices.id)),
    ]),
  cases: async ({ s, owner, attacker }): Promise<IsolationCase[]> => {
    const hotelLocations = (await s.gql<Locations>(owner, LIST, { customerIds: [HOTEL] })).data!.locations.data;
    const hotelGroups = (await s.gql<Groups>(owner, GROUPS, { customerIds: [HOTEL] })).data!.locationGroups.data;
    const [victim] = hotelLocations;
    const [victimGroup] = hotelGroups;
    const ids = hotelLocations.map((l) => l._id);
    const groupIds = hotelGroups.map((g) => g._id);
    const hotelDevices = (
      await s.db
        .select({ id: hotspotDevices.id })
        .from(hotspotDevices)
        .where(eq(hotspotDevices.customerId, HOTEL))
        .limit(3)
    ).map((d) => d.id);
    const hotelIps = (
      await s.db.select({ ip: locationDnsIps.ip }).from(locationDnsIps).where(eq(locationDnsIps.customerId, HOTEL))
    ).map((r) => r.ip);
    const cafeLocation = (
      await s.gql<{ createLocation: Row }>(attacker, CREATE, { data: { customerId: CAFE, name: 'Angreifer-Standort' } })
    ).data!.createLocation._id;
    const cafeGroup = (
      await s.gql<{ createLocationGroup: Row }>(attacker, CREATE_GROUP, {
        data: { customerId: CAFE, name: 'Angreifer-Region' },
      })
    ).data!.createLocationGroup._id;
    /** What the attacker's update of its own location or region names: its current updatedAt. */
    const ownVersion = async (id: string) => {
      type Versions = Record<'locations' | 'locationGroups', { data: { updatedAt: string }[] }>;
      const r = await s.gql<Versions>(attacker, OWN_VERSION, { ids: [id] });
      return (r.data!.locations.data[0] ?? r.data!.locationGroups.data[0])!.updatedAt;
    };
    const cases: IsolationCase[] = [
      {
        label: 'locations with the hotel’s customerIds: FORBIDDEN on customerIds',
        attempt: async () =>
          refusedWith(await s.gql(attacker, LIST, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      {
        label: 'locations by the hotel’s ids',
        attempt: async () => leakLocations(await s.gql(attacker, LIST, { ids })),
      },
      {
        label: 'locations searching, no customerIds',
        attempt: async () => leakLocations(await s.gql(attacker, LIST, { search: 'a' })),
      },
      {
        label: 'locations by a hotel device (hotspotDeviceId)',
        attempt: async () =>
          hotelDevices[0] ? leakLocations(await s.gql(attacker, LIST, { hotspotDeviceId: hotelDevices[0] })) : null,
      },
      {
        label: 'Customer.locations of the hotel',
        attempt: async () => {
          const r = await s.gql<{ customers: { data: unknown[] } }>(attacker, CUSTOMER, { ids: [HOTEL] });
          return r.errors?.length || !r.data?.customers.data.length ? null : 'read the hotel’s locations';
        },
      },
      {
        label: 'regions with the hotel’s customerIds: FORBIDDEN on customerIds',
        attempt: async () =>
          refusedWith(await s.gql(attacker, GROUPS, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      {
        label: 'regions by the hotel’s ids',
        attempt: async () => leakGroups(await s.gql(attacker, GROUPS, { ids: groupIds })),
      },
      {
        label: 'regions by a hotel location (locationId)',
        attempt: async () => leakGroups(await s.gql(attacker, GROUPS, { locationId: victim!._id })),
      },
      {
        label: 'create a location in the hotel: FORBIDDEN on customerId',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, CREATE, { data: { customerId: HOTEL, name: 'Übernahme' } }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'update a hotel location: NOT_FOUND on _id',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, UPDATE, { data: { _id: victim!._id, updatedAt: SOME_VERSION, name: 'Übernahme' } }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'update a hotel location naming the café: NOT_FOUND on _id',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, UPDATE, {
              data: { _id: victim!._id, updatedAt: SOME_VERSION, customerId: CAFE, name: 'Übernahme' },
            }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'delete a hotel location: NOT_FOUND on _id',
        attempt: async () => refusedWith(await s.gql(attacker, DELETE, { id: victim!._id }), 'NOT_FOUND', '_id'),
      },
      {
        label: 'link the hotel’s devices to a café location (create): BAD_USER_INPUT on hotspotDeviceIds',
        attempt: async () =>
          hotelDevices.length
            ? refusedWith(
                await s.gql(attacker, CREATE, {
                  data: { customerId: CAFE, name: 'Geräteklau', hotspotDeviceIds: hotelDevices },
                }),
                'BAD_USER_INPUT',
                'hotspotDeviceIds',
              )
            : null,
      },
      {
        label: 'link the hotel’s devices to a café location (update): BAD_USER_INPUT on hotspotDeviceIds',
        attempt: async () =>
          hotelDevices.length
            ? refusedWith(
                await s.gql(attacker, UPDATE, {
                  data: {
                    _id: cafeLocation,
                    updatedAt: await ownVersion(cafeLocation),
                    hotspotDeviceIds: hotelDevices,
                  },
                }),
                'BAD_USER_INPUT',
                'hotspotDeviceIds',
              )
            : null,
      },
      {
        label: 'take over the hotel’s DNS filter IPs: BAD_USER_INPUT on dnsFilterConfig.ips',
        attempt: async () =>
          hotelIps.length
            ? refusedWith(
                await s.gql(attacker, UPDATE, {
                  data: {
                    _id: cafeLocation,
                    updatedAt: await ownVersion(cafeLocation),
                    dnsFilterConfig: { ips: hotelIps },
                  },
                }),
                'BAD_USER_INPUT',
                'dnsFilterConfig.ips',
              )
            : 'the hotel has no DNS IPs to try',
      },
      {
        label: 'create a region in the hotel: FORBIDDEN on customerId',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, CREATE_GROUP, { data: { customerId: HOTEL, name: 'Übernahme' } }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'put the hotel’s locations into a café region (create): BAD_USER_INPUT on locationIds',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, CREATE_GROUP, { data: { customerId: CAFE, name: 'Sammelregion', locationIds: ids } }),
            'BAD_USER_INPUT',
            'locationIds',
          ),
      },
      {
        label: 'put the hotel’s locations into a café region (update): BAD_USER_INPUT on locationIds',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, UPDATE_GROUP, {
              data: { _id: cafeGroup, updatedAt: await ownVersion(cafeGroup), locationIds: ids },
            }),
            'BAD_USER_INPUT',
            'locationIds',
          ),
      },
      {
        label: 'update a hotel region: NOT_FOUND on _id',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, UPDATE_GROUP, {
              data: { _id: victimGroup!._id, updatedAt: SOME_VERSION, name: 'x' },
            }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'delete a hotel region: NOT_FOUND on _id',
        attempt: async () =>
          refusedWith(await s.gql(attacker, DELETE_GROUP, { id: victimGroup!._id }), 'NOT_FOUND', '_id'),
      },
    ];
    return cases;
  },
};
