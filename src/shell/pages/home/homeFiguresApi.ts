import { createGraphqlCall, type GraphqlCall } from '../../../providers/restClient';
import { tokenStore } from '../../../providers/tokenStore';

/**
 * The home page's figures (issue 40) straight over GraphQL with the session's token, like the
 * shell's other calls: the home page must not pull the data layer in. Each call is one existing or
 * small query of the module that owns the data; the server checks the grant for the customer named.
 */
let graphql: GraphqlCall | undefined;
const call = <T>(query: string, variables: Record<string, unknown>) => {
  graphql ??= createGraphqlCall(tokenStore);
  return graphql<T>(query, variables);
};

/** Guests online now over all devices of the customer (OnlineUsers read). */
export async function fetchOnlineCount(customerId: string): Promise<number> {
  const data = await call<{ getOnlineCountForCustomerId: { count: number } }>(
    'query HomeOnline($customerId: String!) { getOnlineCountForCustomerId(customerId: $customerId) { count } }',
    { customerId },
  );
  return data.getOnlineCountForCustomerId.count;
}

export interface DayLogins {
  /** Local midnight of the day (the installation's analytics time zone). */
  t: string;
  logins: number;
}

/**
 * Logins per day of the customer over the last `days` local days, today the last
 * (analyticsTimeline, day granularity: BasicAnalytics or ProfessionalAnalytics read, analytics plugin).
 */
export async function fetchDailyLogins(customerId: string, days: number, now = new Date()): Promise<DayLogins[]> {
  const from = new Date(now.getTime() - (days - 1) * 86_400_000);
  const data = await call<{ analyticsTimeline: { points: DayLogins[] } }>(
    'query HomeLogins($filter: AnalyticsFilter!) { analyticsTimeline(filter: $filter) { points { t logins } } }',
    { filter: { customerId, from: from.toISOString(), to: now.toISOString(), granularity: 'day' } },
  );
  return data.analyticsTimeline.points;
}

export interface VoucherFigures {
  created: number;
  firstUsed: number;
}

/** WiFi codes created and first used since a time (Voucher read). */
export async function fetchVoucherFigures(customerId: string, since: Date): Promise<VoucherFigures> {
  const data = await call<{ voucherFigures: VoucherFigures }>(
    'query HomeVouchers($customerId: String!, $since: DateTime!) { voucherFigures(customerId: $customerId, since: $since) { created firstUsed } }',
    { customerId, since: since.toISOString() },
  );
  return data.voucherFigures;
}

export interface DeviceStatus {
  total: number;
  offline: number;
}

/** Active hotspot devices and how many are offline now (HotspotDevice read). */
export async function fetchDeviceStatus(customerId: string): Promise<DeviceStatus> {
  const data = await call<{ hotspotDeviceStatus: DeviceStatus }>(
    'query HomeDevices($customerId: String!) { hotspotDeviceStatus(customerId: $customerId) { total offline } }',
    { customerId },
  );
  return data.hotspotDeviceStatus;
}
