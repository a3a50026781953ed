// Cross-tenant cases of the hotspot-device module: the hotel's devices by list, ids, config and
// location filters, Customer.hotspotDevices and HotspotDeviceConfig.hotspotDevices; writes to them;
// a café device pointing at the hotel's config or location; importing into the hotel; the hotel's
// conflicts (which names and MACs it uses).
import { and, asc, eq } from 'drizzle-orm';
import { hotspotDeviceConfigs } from '../../../server/network/device-config/table';
import { hotspotDeviceMacs, hotspotDevices } from '../../../server/network/hotspot-device/table';
import { locations } from '../../../server/network/location/table';
import { newObjectId } from '../../../server/platform/ids';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult } from '../harness';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($ids: [ID!], $customerIds: [String!], $search: String, $config: ID, $locationId: ID) {
  hotspotDevices(ids: $ids, customerIds: $customerIds, search: $search, hotspotDeviceConfig: $config,
    locationId: $locationId, take: 1000) { totalCount data { _id customerId } }
}`;
const CUSTOMER_LIST = `query C($ids: [String!]) { customers(customerIds: $ids) { data { hotspotDevices { totalCount } } } }`;
const CONFIG_DEVICES = `query D($ids: [ID!]) { hotspotDeviceConfigs(ids: $ids) { data { customerId hotspotDevices { totalCount } } } }`;
const CREATE = `mutation C($data: CreateHotspotDeviceInput!) { createHotspotDevice(data: $data) }`;
const UPDATE = `mutation U($data: UpdateHotspotDeviceInput!) { updateHotspotDevice(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteHotspotDevice(_id: $id) }`;
const IMPORT = `mutation I($c: String!, $rows: [ImportHotspotDeviceRow!]!) { importHotspotDevices(customerId: $c, rows: $rows) { row status } }`;
const CONFLICTS = `query Q($c: String!, $names: [String!], $macs: [String!]) {
  hotspotDeviceConflicts(customerId: $c, names: $names, macs: $macs) { names macs } }`;

type Page = { hotspotDevices: { totalCount: number; data: { _id: string; customerId: string }[] } };

function leak(r: GqlResult<Page>): string | null {
  if (r.errors?.length) return null;
  const foreign = r.data?.hotspotDevices.data.filter((d) => d.customerId !== CAFE) ?? [];
  return foreign.length ? `answered ${foreign.length} foreign devices` : null;
}

export const hotspotDevicesCases: ModuleCases = {
  module: 'hotspotDevices',
  snapshot: async (s, customerId) =>
    JSON.stringify([
      await s.db
        .select()
        .from(hotspotDevices)
        .where(eq(hotspotDevices.customerId, customerId))
        .orderBy(asc(hotspotDevices.id)),
      await s.db
        .select()
        .from(hotspotDeviceMacs)
        .where(eq(hotspotDeviceMacs.customerId, customerId))
        .orderBy(asc(hotspotDeviceMacs.mac)),
    ]),
  cases: async ({ s, owner, attacker }): Promise<IsolationCase[]> => {
    const victims = (await s.gql<Page>(owner, LIST, { customerIds: [HOTEL] })).data!.hotspotDevices.data;
    const ids = victims.map((v) => v._id);
    const [a] = ids;
    const [hotelConfig] = await s.db
      .select({ id: hotspotDeviceConfigs.id })
      .from(hotspotDeviceConfigs)
      .where(eq(hotspotDeviceConfigs.customerId, HOTEL));
    // The hotel's location (the location seed's, else one made here).
    let [hotelLocation] = await s.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.customerId, HOTEL));
    if (!hotelLocation) {
      hotelLocation = { id: newObjectId() };
      await s.db.insert(locations).values({ customerId: HOTEL, id: hotelLocation.id, name: 'Isolation Standort' });
    }
    const cafeCreate = (data: Record<string, unknown>) =>
      s.gql(attacker, CREATE, {
        data: {
          customerId: CAFE,
          name: 'Café Übernahme',
          deviceType: 'UBIQUITI',
          mac: ['00:1b:21:15:0e:01'],
          monitoringConfig: { alias: 'x' },
          ...data,
        },
      });
    const nothingMade = async () =>
      (
        await s.db
          .select()
          .from(hotspotDevices)
          .where(and(eq(hotspotDevices.customerId, CAFE), eq(hotspotDevices.name, 'Café Übernahme')))
      ).length
        ? 'created a café device on a hotel reference'
        : null;
    return [
      {
        label: 'the hotel’s device status of the home page (issue 40): FORBIDDEN on customerId',
        attempt: async () => {
          const r = await s.gql<{ hotspotDeviceStatus: unknown }>(
            attacker,
            'query($c: String!) { hotspotDeviceStatus(customerId: $c) { total offline } }',
            { c: HOTEL },
          );
          return refusedWith(r, 'FORBIDDEN', 'customerId') ?? (r.data?.hotspotDeviceStatus ? 'answered figures' : null);
        },
      },
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
      { label: 'list by the hotel’s ids', attempt: async () => leak(await s.gql(attacker, LIST, { ids })) },
      {
        label: 'list by the hotel’s config and location',
        attempt: async () =>
          leak(await s.gql(attacker, LIST, { config: hotelConfig!.id })) ??
          leak(await s.gql(attacker, LIST, { locationId: hotelLocation!.id })),
      },
      {
        label: 'list without customerIds, searching a hotel MAC and name',
        attempt: async () =>
          leak(await s.gql(attacker, LIST, { search: 'f4-f2-6d' })) ??
          leak(await s.gql(attacker, LIST, { search: 'lobby' })),
      },
      {
        label: 'Customer.hotspotDevices of the hotel',
        attempt: async () => {
          const r = await s.gql<{ customers: { data: unknown[] } }>(attacker, CUSTOMER_LIST, { ids: [HOTEL] });
          return r.errors?.length || !r.data?.customers.data.length ? null : 'read the hotel’s devices';
        },
      },
      {
        label: 'HotspotDeviceConfig.hotspotDevices of the hotel’s config',
        attempt: async () => {
          const r = await s.gql<{ hotspotDeviceConfigs: { data: unknown[] } }>(attacker, CONFIG_DEVICES, {
            ids: [hotelConfig!.id],
          });
          return r.errors?.length || !r.data?.hotspotDeviceConfigs.data.length
            ? null
            : 'read the hotel’s config devices';
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
                deviceType: 'UBIQUITI',
                mac: ['00:1b:21:15:0e:02'],
                monitoringConfig: { alias: 'x' },
              },
            }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'create in the café with the hotel’s config: BAD_USER_INPUT, nothing created',
        attempt: async () =>
          refusedWith(
            await cafeCreate({ hotspotDeviceConfig: hotelConfig!.id }),
            'BAD_USER_INPUT',
            'hotspotDeviceConfig',
          ) ?? (await nothingMade()),
      },
      {
        label: 'create in the café with the hotel’s location: BAD_USER_INPUT, nothing created',
        attempt: async () =>
          refusedWith(await cafeCreate({ locationId: hotelLocation!.id }), 'BAD_USER_INPUT', 'locationId') ??
          (await nothingMade()),
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
        label: 'delete by id: NOT_FOUND on _id',
        attempt: async () => refusedWith(await s.gql(attacker, DELETE, { id: a }), 'NOT_FOUND', '_id'),
      },
      {
        label: 'import into the hotel: FORBIDDEN on customerId',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, IMPORT, {
              c: HOTEL,
              rows: [{ row: 1, name: 'Import', mac: ['00:1b:21:15:0e:03'], deviceType: 'UBIQUITI' }],
            }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'import into the café with the hotel’s config and location: rows FAILED',
        attempt: async () => {
          const r = await s.gql<{ importHotspotDevices: { status: string }[] }>(attacker, IMPORT, {
            c: CAFE,
            rows: [
              {
                row: 1,
                name: 'Café Übernahme',
                mac: ['00:1b:21:15:0e:04'],
                deviceType: 'UBIQUITI',
                hotspotDeviceConfig: hotelConfig!.id,
              },
              {
                row: 2,
                name: 'Café Übernahme',
                mac: ['00:1b:21:15:0e:05'],
                deviceType: 'UBIQUITI',
                locationId: hotelLocation!.id,
              },
            ],
          });
          if (r.errors?.length) return null;
          const statuses = r.data!.importHotspotDevices.map((x) => x.status);
          return statuses.every((x) => x === 'FAILED') ? await nothingMade() : `answered ${statuses.join(', ')}`;
        },
      },
      {
        label: 'conflicts of the hotel: FORBIDDEN on customerId',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, CONFLICTS, { c: HOTEL, names: ['Lobby Gateway'], macs: ['f4:f2:6d:10:20:01'] }),
            'FORBIDDEN',
            'customerId',
          ),
      },
    ];
  },
};
