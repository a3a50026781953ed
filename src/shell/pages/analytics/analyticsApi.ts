/**
 * The analytics and DNS queries of schema/analytics.graphql, straight to /graphql with the session's
 * bearer token (like the shell's other calls: no Apollo, no resource). Tests replace the object
 * with `setAnalyticsApi(fake)`.
 */
import type * as Gql from '../../../generated/graphql';
import { createGraphqlCall, type GraphqlCall } from '../../../providers/restClient';
import { tokenStore } from '../../../providers/tokenStore';

type Plain<T> = Omit<T, '__typename'>;
export type AnalyticsFilter = Gql.AnalyticsFilter;
export type AnalyticsPoint = Plain<Gql.AnalyticsPoint>;
export type AnalyticsTotals = Plain<Gql.AnalyticsTotals>;
export interface AnalyticsSeries {
  granularity: string;
  timezone: string;
  points: AnalyticsPoint[];
  totals: AnalyticsTotals;
}
export type AnalyticsShare = Plain<Gql.AnalyticsShare>;
export type AnalyticsRank = Plain<Gql.AnalyticsRank>;
export interface AnalyticsRanking {
  measure: Gql.AnalyticsMeasure;
  top: AnalyticsRank[];
  flop: AnalyticsRank[];
}
export type AnalyticsDimension = Gql.AnalyticsDimension;
export type AnalyticsMeasure = Gql.AnalyticsMeasure;
export type AnalyticsRankBy = Gql.AnalyticsRankBy;
export type DnsDimension = Gql.DnsDimension;
export type DnsPoint = Plain<Gql.DnsPoint>;
export interface DnsSeries {
  granularity: string;
  timezone: string;
  points: DnsPoint[];
  totals: Plain<Gql.DnsTotals>;
}
export type DnsEntry = Plain<Gql.DnsEntry>;
export interface DnsEntryPage {
  data: DnsEntry[];
  totalCount: number;
  hasNextPage: boolean;
}

export interface AnalyticsApi {
  timeline(filter: AnalyticsFilter): Promise<AnalyticsSeries>;
  breakdown(filter: AnalyticsFilter, dimension: AnalyticsDimension, take?: number): Promise<AnalyticsShare[]>;
  ranking(
    filter: AnalyticsFilter,
    by: AnalyticsRankBy,
    measure: AnalyticsMeasure,
    take?: number,
  ): Promise<AnalyticsRanking>;
  dnsTimeline(filter: AnalyticsFilter, dimension?: DnsDimension, key?: string): Promise<DnsSeries>;
  dnsEntries(
    filter: AnalyticsFilter,
    dimension: DnsDimension,
    options: { search?: string; skip?: number; take?: number },
  ): Promise<DnsEntryPage>;
}

const POINT = 't sessions users logins dwellTime inputBytes outputBytes pageViews';
const TOTALS = 'sessions users logins dwellTime inputBytes outputBytes pageViews';
const RANK = 'id name sessions users inputBytes outputBytes dwellTime';

export function createAnalyticsApi(graphql: GraphqlCall = createGraphqlCall(tokenStore)): AnalyticsApi {
  return {
    async timeline(filter) {
      const data = await graphql<{ analyticsTimeline: AnalyticsSeries }>(
        `query AnalyticsTimeline($filter: AnalyticsFilter!) {
          analyticsTimeline(filter: $filter) { granularity timezone points { ${POINT} } totals { ${TOTALS} } }
        }`,
        { filter },
      );
      return data.analyticsTimeline;
    },
    async breakdown(filter, dimension, take) {
      const data = await graphql<{ analyticsBreakdown: AnalyticsShare[] }>(
        `
          query AnalyticsBreakdown($filter: AnalyticsFilter!, $dimension: AnalyticsDimension!, $take: Int) {
            analyticsBreakdown(filter: $filter, dimension: $dimension, take: $take) {
              key
              sessions
            }
          }
        `,
        { filter, dimension, take },
      );
      return data.analyticsBreakdown;
    },
    async ranking(filter, by, measure, take) {
      const data = await graphql<{ analyticsRanking: AnalyticsRanking }>(
        `query AnalyticsRanking($filter: AnalyticsFilter!, $by: AnalyticsRankBy!, $measure: AnalyticsMeasure, $take: Int) {
          analyticsRanking(filter: $filter, by: $by, measure: $measure, take: $take) {
            measure top { ${RANK} } flop { ${RANK} }
          }
        }`,
        { filter, by, measure, take },
      );
      return data.analyticsRanking;
    },
    async dnsTimeline(filter, dimension, key) {
      const data = await graphql<{ dnsTimeline: DnsSeries }>(
        `
          query DnsTimeline($filter: AnalyticsFilter!, $dimension: DnsDimension, $key: String) {
            dnsTimeline(filter: $filter, dimension: $dimension, key: $key) {
              granularity
              timezone
              points {
                t
                requests
                blocked
                threats
              }
              totals {
                requests
                blocked
                threats
                requestsPerSecond
                peakRequestsPerSecond
              }
            }
          }
        `,
        { filter, dimension, key },
      );
      return data.dnsTimeline;
    },
    async dnsEntries(filter, dimension, { search, skip, take }) {
      const data = await graphql<{ dnsEntries: DnsEntryPage }>(
        `
          query DnsEntries(
            $filter: AnalyticsFilter!
            $dimension: DnsDimension!
            $search: String
            $skip: Int
            $take: Int
          ) {
            dnsEntries(filter: $filter, dimension: $dimension, search: $search, skip: $skip, take: $take) {
              data {
                key
                requests
                blocked
                threats
              }
              totalCount
              hasNextPage
            }
          }
        `,
        { filter, dimension, search: search || undefined, skip, take },
      );
      return data.dnsEntries;
    },
  };
}

let api: AnalyticsApi | null = null;
export const analyticsApi = (): AnalyticsApi => (api ??= createAnalyticsApi());
/** Replace the calls (tests); `null` restores the real ones. */
export function setAnalyticsApi(next: AnalyticsApi | null): void {
  api = next;
}
