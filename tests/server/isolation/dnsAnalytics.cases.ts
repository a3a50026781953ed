// Cross-tenant cases of the dns-analytics module: the café's administrator asks dnsTimeline and
// dnsEntries for the hotel (FORBIDDEN on filter.customerId); for the café — upgraded for the attempt
// to the ENTERPRISE tier with the dnsAnalytics plugin — with the hotel's location ids (nothing: zeros,
// no entry); reads the hotel locations' ingestion keys (none); and posts statistics to a hotel
// location without a key or with the café location's key (401, nothing stored). The hotel's demo DNS
// statistics are checked first, so that "nothing" means something.
import { sql } from 'drizzle-orm';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult, TestServer } from '../harness';
import { refusedWith, type IsolationCase, type ModuleCases } from './cases';

const TIMELINE = `query T($f: AnalyticsFilter!, $d: DnsDimension, $k: String) {
  dnsTimeline(filter: $f, dimension: $d, key: $k) { points { requests } totals { requests blocked threats } } }`;
const ENTRIES = `query E($f: AnalyticsFilter!, $d: DnsDimension!) { dnsEntries(filter: $f, dimension: $d) {
  totalCount data { key requests } } }`;
const KEYS = `query L($ids: [ID!], $customerIds: [String!]) { locations(ids: $ids, customerIds: $customerIds) {
  data { _id customerId dnsStatsKey } } }`;

type Timeline = { dnsTimeline: { points: { requests: number }[]; totals: { requests: number } } };
type Entries = { dnsEntries: { totalCount: number; data: unknown[] } };
type Locs = { locations: { data: { _id: string; customerId: string; dnsStatsKey: string | null }[] } };

const rows = async <T>(s: TestServer, q: ReturnType<typeof sql>) =>
  ((await s.db.execute(q)) as unknown as { rows: T[] }).rows;

/** The café for one attempt with everything DNS analytics needs, then back as it was. */
async function asDnsCustomer<T>(s: TestServer, attempt: () => Promise<T>): Promise<T> {
  const [before] = await rows<{ plugins: unknown }>(
    s,
    sql`select plugins from customer_plugins where customer_id = ${CAFE}`,
  );
  await s.db.execute(sql`update customer_plugins set plugins = plugins
    || '{"analytics": {"active": true, "productTier": "ENTERPRISE"}, "dnsAnalytics": {"active": true, "organizationId": 9}}'::jsonb
    where customer_id = ${CAFE}`);
  try {
    return await attempt();
  } finally {
    await s.db.execute(
      sql`update customer_plugins set plugins = ${JSON.stringify(before.plugins)}::jsonb where customer_id = ${CAFE}`,
    );
  }
}

const nothingIn = (r: GqlResult<Timeline>): string | null => {
  if (r.errors?.length) return `expected zeros, got ${JSON.stringify(r.errors).slice(0, 200)}`;
  const t = r.data!.dnsTimeline;
  return t.totals.requests === 0 && t.points.every((p) => p.requests === 0)
    ? null
    : `saw ${t.totals.requests} requests of the hotel`;
};
const noEntries = (r: GqlResult<Entries>): string | null => {
  if (r.errors?.length) return `expected no entries, got ${JSON.stringify(r.errors).slice(0, 200)}`;
  return r.data!.dnsEntries.totalCount === 0 ? null : `saw ${r.data!.dnsEntries.totalCount} hotel entries`;
};

export const dnsAnalyticsCases: ModuleCases = {
  module: 'dns-analytics',
  snapshot: async (s, customerId) =>
    JSON.stringify([
      await rows(
        s,
        sql`select count(*)::int as n, md5(coalesce(string_agg(location_id || bucket::text || requests || '/' || blocked || '/' || threats, ','
          order by location_id, bucket), '')) as h from dns_stats where customer_id = ${customerId}`,
      ),
      await rows(
        s,
        sql`select count(*)::int as n, md5(coalesce(string_agg(location_id || day::text || dimension || key || requests || '/' || blocked || '/' || threats, ','
          order by location_id, dimension, day, key), '')) as h from dns_stats_entries where customer_id = ${customerId}`,
      ),
    ]),
  cases: async ({ s, attacker }): Promise<IsolationCase[]> => {
    const hotelLocations = (
      await rows<{ id: string }>(s, sql`select id from locations where customer_id = ${HOTEL} order by id`)
    ).map((r) => r.id);
    const [range] = await rows<{ first: Date | null; last: Date | null; domain: string | null }>(
      s,
      sql`select min(bucket) as first, max(bucket) as last,
        (select key from dns_stats_entries where customer_id = ${HOTEL} and dimension = 'domain' limit 1) as domain
        from dns_stats where customer_id = ${HOTEL}`,
    );
    // A range of at most 31 days ending with the hotel's last statistics (finer granularities allowed).
    const to = new Date((range.last ? new Date(range.last).getTime() : Date.now()) + 15 * 60_000);
    const from = new Date(to.getTime() - 30 * 86_400_000);
    const filter = (customerId: string, extra: Record<string, unknown> = {}) => ({
      customerId,
      from: from.toISOString(),
      to: to.toISOString(),
      ...extra,
    });
    const withHotelIds = (extra: Record<string, unknown> = {}) =>
      filter(CAFE, { locationIds: hotelLocations, ...extra });
    const hasHotelData = () =>
      range.first && hotelLocations.length && range.domain ? null : 'the hotel has no DNS statistics to protect';
    const cafeKey = async () =>
      asDnsCustomer(s, async () => {
        const r = await s.gql<Locs>(attacker, KEYS, { customerIds: [CAFE] });
        return r.data?.locations.data.find((l) => l.dnsStatsKey)?.dnsStatsKey ?? null;
      });
    return [
      {
        label: 'dnsTimeline for the hotel: FORBIDDEN on filter.customerId',
        attempt: async () =>
          asDnsCustomer(s, async () =>
            refusedWith(await s.gql(attacker, TIMELINE, { f: filter(HOTEL) }), 'FORBIDDEN', 'filter.customerId'),
          ),
      },
      {
        label: 'dnsEntries for the hotel: FORBIDDEN on filter.customerId',
        attempt: async () =>
          asDnsCustomer(s, async () =>
            refusedWith(
              await s.gql(attacker, ENTRIES, { f: filter(HOTEL), d: 'DOMAIN' }),
              'FORBIDDEN',
              'filter.customerId',
            ),
          ),
      },
      {
        label: 'dnsTimeline of the café with the hotel’s locationIds (15min, day, drill-down): nothing',
        attempt: async () =>
          hasHotelData() ??
          (await asDnsCustomer(s, async () => {
            for (const vars of [
              { f: withHotelIds({ granularity: '15min' }) },
              { f: withHotelIds({ granularity: 'day' }) },
              { f: withHotelIds(), d: 'DOMAIN', k: range.domain },
            ]) {
              const leak = nothingIn(await s.gql<Timeline>(attacker, TIMELINE, vars));
              if (leak) return leak;
            }
            return null;
          })),
      },
      {
        label: 'dnsEntries of the café with the hotel’s locationIds: no entry',
        attempt: async () =>
          hasHotelData() ??
          (await asDnsCustomer(s, async () => {
            for (const d of ['DOMAIN', 'APPLICATION', 'CATEGORY']) {
              const leak = noEntries(await s.gql<Entries>(attacker, ENTRIES, { f: withHotelIds(), d }));
              if (leak) return leak;
            }
            return null;
          })),
      },
      {
        label: 'the hotel locations’ dnsStatsKey: none',
        attempt: async () =>
          asDnsCustomer(s, async () => {
            const r = await s.gql<Locs>(attacker, KEYS, { ids: hotelLocations });
            const keys = (r.data?.locations.data ?? []).filter((l) => l.customerId === HOTEL && l.dnsStatsKey);
            return keys.length ? `answered ${keys.length} hotel keys` : null;
          }),
      },
      {
        label: 'POST /api/dns-stats to a hotel location without a key, with a guess, with the café’s key: 401',
        attempt: async () => {
          const keys = [undefined, 'guess', (await cafeKey()) ?? undefined];
          const body = { records: [{ time: new Date(Date.now() - 3600_000).toISOString(), requests: 5 }] };
          for (const key of keys) {
            const r = await asDnsCustomer(s, () => s.rest('POST', `/api/dns-stats/${hotelLocations[0]}`, body, key));
            if (r.status !== 401) return `key ${key ? 'given' : 'missing'}: ${r.status} ${JSON.stringify(r.body)}`;
          }
          return null;
        },
      },
    ];
  },
};
