// Cross-tenant cases of the enrollment module: the attacker (administrator of the café) on the hotel's
// enrollment keys and logs, a café key bound to the hotel's device config, and the device endpoint,
// which names no customer (the key decides): a café key enrolls into the café, never the hotel.
import { asc, eq } from 'drizzle-orm';
import { enrollmentKeyLogs, enrollmentKeys } from '../../../server/network/enrollment/table';
import { hotspotDeviceConfigs } from '../../../server/network/device-config/table';
import { hotspotDevices } from '../../../server/network/hotspot-device/table';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult } from '../harness';
import { refusedWith, type IsolationCase, type ModuleCases } from './cases';

const KEYS = `query K($ids: [ID!], $customerIds: [String!], $search: String) {
  enrollmentKeys(ids: $ids, customerIds: $customerIds, search: $search, take: 1000) {
    totalCount data { id customerId key boundHotspotDeviceConfig { _id customerId } } }
}`;
const LOGS = `query L($ids: [ID!], $customerIds: [String!], $keyIds: [ID!], $search: String) {
  enrollmentKeyLogs(ids: $ids, customerIds: $customerIds, keyIds: $keyIds, search: $search, take: 1000) {
    totalCount data { id customerId } }
}`;
const CREATE = `mutation C($data: CreateEnrollmentKeyInput!) { createEnrollmentKey(data: $data) { id key customerId } }`;
const DELETE = `mutation D($id: ID!) { deleteEnrollmentKey(id: $id) }`;

type Keys = {
  enrollmentKeys: {
    data: { id: string; customerId: string; key: string; boundHotspotDeviceConfig: { customerId: string } | null }[];
  };
};
type Logs = { enrollmentKeyLogs: { data: { id: string; customerId: string }[] } };

function leakKeys(r: GqlResult<Keys>): string | null {
  if (r.errors?.length) return null;
  const foreign = (r.data?.enrollmentKeys.data ?? []).filter(
    (k) => k.customerId !== CAFE || (k.boundHotspotDeviceConfig && k.boundHotspotDeviceConfig.customerId !== CAFE),
  );
  return foreign.length ? `answered ${foreign.length} foreign keys` : null;
}
function leakLogs(r: GqlResult<Logs>): string | null {
  if (r.errors?.length) return null;
  const foreign = (r.data?.enrollmentKeyLogs.data ?? []).filter((l) => l.customerId !== CAFE);
  return foreign.length ? `answered ${foreign.length} foreign logs` : null;
}

export const enrollmentCases: ModuleCases = {
  module: 'enrollment',
  snapshot: async (s, customerId) =>
    JSON.stringify([
      await s.db
        .select()
        .from(enrollmentKeys)
        .where(eq(enrollmentKeys.customerId, customerId))
        .orderBy(asc(enrollmentKeys.id)),
      await s.db
        .select()
        .from(enrollmentKeyLogs)
        .where(eq(enrollmentKeyLogs.customerId, customerId))
        .orderBy(asc(enrollmentKeyLogs.id)),
      await s.db
        .select({ id: hotspotDevices.id })
        .from(hotspotDevices)
        .where(eq(hotspotDevices.customerId, customerId))
        .orderBy(asc(hotspotDevices.id)),
    ]),
  cases: async ({ s, owner, attacker }): Promise<IsolationCase[]> => {
    const hotelKeys = (await s.gql<Keys>(owner, KEYS, { customerIds: [HOTEL] })).data!.enrollmentKeys.data;
    const keyIds = hotelKeys.map((k) => k.id);
    const hotelLogs = (await s.gql<Logs>(owner, LOGS, { customerIds: [HOTEL] })).data!.enrollmentKeyLogs.data;
    const configOf = async (customerId: string) =>
      (
        await s.db
          .select({ id: hotspotDeviceConfigs.id })
          .from(hotspotDeviceConfigs)
          .where(eq(hotspotDeviceConfigs.customerId, customerId))
          .limit(1)
      )[0]?.id;
    const hotelConfig = await configOf(HOTEL);
    const cafeConfig = await configOf(CAFE);
    return [
      {
        label: 'keys with the hotel’s customerIds: FORBIDDEN on customerIds',
        attempt: async () =>
          refusedWith(await s.gql(attacker, KEYS, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      { label: 'keys by the hotel’s ids', attempt: async () => leakKeys(await s.gql(attacker, KEYS, { ids: keyIds })) },
      {
        label: 'keys searching, no customerIds',
        attempt: async () => leakKeys(await s.gql(attacker, KEYS, { search: 'e' })),
      },
      {
        label: 'logs with the hotel’s customerIds: FORBIDDEN on customerIds',
        attempt: async () =>
          refusedWith(await s.gql(attacker, LOGS, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      { label: 'logs by the hotel’s key ids', attempt: async () => leakLogs(await s.gql(attacker, LOGS, { keyIds })) },
      {
        label: 'logs by the hotel’s log ids',
        attempt: async () => leakLogs(await s.gql(attacker, LOGS, { ids: hotelLogs.map((l) => l.id) })),
      },
      {
        label: 'create a key in the hotel: FORBIDDEN on customerId',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, CREATE, {
              data: { customerId: HOTEL, name: 'Übernahme', hotspotDeviceConfig: hotelConfig },
            }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'a café key bound to the hotel’s device config: BAD_USER_INPUT on hotspotDeviceConfig',
        attempt: async () =>
          refusedWith(
            await s.gql(attacker, CREATE, {
              data: { customerId: CAFE, name: 'Fremdconfig', hotspotDeviceConfig: hotelConfig },
            }),
            'BAD_USER_INPUT',
            'hotspotDeviceConfig',
          ),
      },
      {
        label: 'delete a hotel key: NOT_FOUND',
        attempt: async () => refusedWith(await s.gql(attacker, DELETE, { id: keyIds[0] }), 'NOT_FOUND'),
      },
      {
        label: 'enrolling with a café key creates the device in the café, whatever the body says',
        attempt: async () => {
          if (!cafeConfig) return null;
          const created = await s.gql<{ createEnrollmentKey: { key: string } }>(attacker, CREATE, {
            data: { customerId: CAFE, name: 'Café-Schlüssel', hotspotDeviceConfig: cafeConfig },
          });
          const key = created.data?.createEnrollmentKey.key;
          if (!key) return `could not create a café key: ${JSON.stringify(created.errors)}`;
          const r = await s.rest('POST', '/enrollment/enroll', {
            key,
            customerId: HOTEL,
            hotspotDeviceConfig: hotelConfig,
            mac: ['00:1a:2b:99:88:77'],
            deviceType: 'UBIQUITI',
          });
          if (r.status !== 201) return `enroll answered ${r.status} ${JSON.stringify(r.body)}`;
          return r.body.data.customerId === CAFE && r.body.data.hotspotDeviceConfig === cafeConfig
            ? null
            : `enrolled into ${r.body.data.customerId}`;
        },
      },
    ];
  },
};
