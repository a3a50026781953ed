// Cross-tenant cases of the analytics module: the café's administrator asks every analytics query for
// the hotel (FORBIDDEN on filter.customerId), and for the café with the hotel's device and location
// ids in the filter (must see nothing of the hotel: zeros, no hotel device or location in a ranking).
// The hotel's demo sessions lie in the last 30 days; the cases check first that the hotel's own
// administrator sees them, so that "nothing" means something.
import { sql } from 'drizzle-orm';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult, TestServer } from '../harness';
import { refusedWith, type IsolationCase, type ModuleCases } from './cases';

const TIMELINE = `query T($f: AnalyticsFilter!) { analyticsTimeline(filter: $f) {
  points { sessions users pageViews } totals { sessions users logins inputBytes outputBytes pageViews } } }`;
const BREAKDOWN = `query B($f: AnalyticsFilter!, $d: AnalyticsDimension!) { analyticsBreakdown(filter: $f, dimension: $d) { key sessions } }`;
const RANKING = `query R($f: AnalyticsFilter!, $by: AnalyticsRankBy!) {
  analyticsRanking(filter: $f, by: $by) { top { id name sessions } flop { id name sessions } } }`;

type Timeline = { analyticsTimeline: { totals: Record<string, number>; points: Record<string, number>[] } };
type Ranking = {
  analyticsRanking: { top: { id: string; sessions: number }[]; flop: { id: string; sessions: number }[] };
};

const rows = async <T>(s: TestServer, q: ReturnType<typeof sql>) =>
  ((await s.db.execute(q)) as unknown as { rows: T[] }).rows;

const setCafeTier = (s: TestServer, tier: string) =>
  s.db
    .execute(sql`UPDATE customer_plugins SET plugins = jsonb_set(plugins, '{analytics,productTier}', ${JSON.stringify(tier)}::jsonb)
    WHERE customer_id = ${CAFE}`);

function nothingIn(r: GqlResult<Timeline>): string | null {
  if (r.errors?.length) return `errors: ${JSON.stringify(r.errors).slice(0, 200)}`;
  const t = r.data!.analyticsTimeline;
  const any =
    Object.values(t.totals).some((v) => v !== 0) || t.points.some((p) => p.sessions || p.users || p.pageViews);
  return any ? `saw figures: ${JSON.stringify(t.totals)}` : null;
}

function noneOf(r: GqlResult<Ranking>, foreign: Set<string>): string | null {
  if (r.errors?.length) return `errors: ${JSON.stringify(r.errors).slice(0, 200)}`;
  const seen = [...r.data!.analyticsRanking.top, ...r.data!.analyticsRanking.flop].filter((x) => foreign.has(x.id));
  return seen.length ? `ranked ${seen.length} of the hotel's` : null;
}

export const analyticsCases: ModuleCases = {
  module: 'analytics',
  snapshot: async (s, customerId) =>
    JSON.stringify([
      await rows(
        s,
        sql`SELECT * FROM session_rollups WHERE customer_id = ${customerId}
        ORDER BY bucket, hotspot_device_id, location_id`,
      ),
      await rows(
        s,
        sql`SELECT * FROM session_daily WHERE customer_id = ${customerId}
        ORDER BY day, hotspot_device_id, location_id`,
      ),
    ]),
  cases: async ({ s, owner }): Promise<IsolationCase[]> => {
    const day = 86_400_000;
    const range = { from: new Date(Date.now() - 31 * day).toISOString(), to: new Date(Date.now() + day).toISOString() };
    const hotel = { customerId: HOTEL, ...range };
    const devices = (
      await rows<{ id: string }>(s, sql`SELECT id FROM hotspot_devices WHERE customer_id = ${HOTEL}`)
    ).map((r) => r.id);
    const locations = (await rows<{ id: string }>(s, sql`SELECT id FROM locations WHERE customer_id = ${HOTEL}`)).map(
      (r) => r.id,
    );
    const foreign = new Set([...devices, ...locations]);
    const cafe = { customerId: CAFE, ...range, hotspotDeviceIds: devices };
    const cafeByLocation = { customerId: CAFE, ...range, locationIds: locations };
    const own = await s.gql<Timeline>(owner, TIMELINE, { f: hotel });
    const ownSessions = own.data?.analyticsTimeline.totals.sessions ?? 0;
    return [
      {
        label: 'fixture: the hotel sees its own sessions',
        attempt: async () => (ownSessions > 0 ? null : `the hotel's own timeline is empty: ${JSON.stringify(own)}`),
      },
      ...(['day', 'auto'] as const).map((granularity) => ({
        label: `analyticsTimeline of the hotel (${granularity})`,
        attempt: async ({ attacker }: { attacker: string }) =>
          refusedWith(
            await s.gql(attacker, TIMELINE, { f: { ...hotel, granularity } }),
            'FORBIDDEN',
            'filter.customerId',
          ),
      })),
      {
        label: 'analyticsBreakdown of the hotel',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, BREAKDOWN, { f: hotel, d: 'BROWSER' }), 'FORBIDDEN', 'filter.customerId'),
      },
      ...(['HOTSPOT', 'LOCATION'] as const).map((by) => ({
        label: `analyticsRanking of the hotel by ${by}`,
        attempt: async ({ attacker }: { attacker: string }) =>
          refusedWith(await s.gql(attacker, RANKING, { f: hotel, by }), 'FORBIDDEN', 'filter.customerId'),
      })),
      {
        label: "the café's timeline with the hotel's devices",
        attempt: async ({ attacker }) => nothingIn(await s.gql<Timeline>(attacker, TIMELINE, { f: cafe })),
      },
      {
        label: "the café's timeline with the hotel's locations",
        attempt: async ({ attacker }) => nothingIn(await s.gql<Timeline>(attacker, TIMELINE, { f: cafeByLocation })),
      },
      ...(['HOTSPOT', 'LOCATION'] as const).flatMap((by) =>
        [cafe, cafeByLocation].map((f) => ({
          label: `the café's ranking by ${by} with the hotel's ${f === cafe ? 'devices' : 'locations'}`,
          attempt: async ({ attacker }: { attacker: string }) =>
            noneOf(await s.gql<Ranking>(attacker, RANKING, { f, by }), foreign),
        })),
      ),
      {
        label: "the café's breakdown (professional for the attempt) with the hotel's devices and locations",
        attempt: async ({ attacker }) => {
          await setCafeTier(s, 'PROFESSIONAL');
          try {
            for (const f of [cafe, cafeByLocation]) {
              const r = await s.gql<{ analyticsBreakdown: { sessions: number }[] }>(attacker, BREAKDOWN, {
                f,
                d: 'LOGIN_TYPE',
              });
              if (r.errors?.length) return `errors: ${JSON.stringify(r.errors).slice(0, 200)}`;
              if (r.data!.analyticsBreakdown.length) return `saw ${JSON.stringify(r.data!.analyticsBreakdown)}`;
            }
            return null;
          } finally {
            await setCafeTier(s, 'BASIC');
          }
        },
      },
    ];
  },
};
