import { useQuery } from '@tanstack/react-query';
import type { AnalyticsFilter } from './analyticsApi';
import { useAnalyticsContext } from './filter';

/**
 * One analytics call over the applied filter. The key starts with 'shell' so that a customer switch
 * drops it; two charts asking the same call share one request (e.g. the timeline of a tab).
 */
export function useAnalyticsQuery<T>(name: string, args: unknown[], call: (filter: AnalyticsFilter) => Promise<T>) {
  const { filter } = useAnalyticsContext();
  return useQuery({
    queryKey: ['shell', 'analytics', name, filter, ...args],
    queryFn: () => call(filter),
    staleTime: 60_000,
    retry: false,
  });
}
