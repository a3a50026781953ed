import type { GetListParams, GetListResult } from 'react-admin';
import type { PortalDataProvider } from './dataProvider';

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'exportList',
] as const satisfies readonly (keyof PortalDataProvider)[];

/** How long a list's answer asked for ahead (prefetchList) waits for the list's own request. */
export const LIST_AHEAD_MS = 5000;

/** The same request, whatever the order of the parameters' keys (the abort signal left out). */
function requestKey(resource: string, params: GetListParams, scope: unknown): string {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key, v]) => v !== undefined && key !== 'signal')
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, v]) => [key, canonical(v)]),
        )
      : Array.isArray(value)
        ? value.map(canonical)
        : value;
  return JSON.stringify([resource, canonical(params), scope ?? null]);
}

export type LazyDataProvider = PortalDataProvider & {
  /** Loads the real provider ahead of its first call: the login page, while the user types (D337). */
  preload(): Promise<void>;
};

/**
 * A data provider that loads the real one (Apollo Client, graphql, ra-data-graphql) on its first
 * call, i.e. after login: the login page does not carry the data layer (docs/architecture.md, "Budgets").
 *
 * A list's request may start before the list asks for it (prefetchList: a click on the menu, D337):
 * the list's own getList with the same parameters, in the same `scope` (the active customer), within
 * LIST_AHEAD_MS, gets that answer instead of asking again.
 */
export function createLazyDataProvider(
  load: () => Promise<PortalDataProvider>,
  scope: () => unknown = () => null,
): LazyDataProvider {
  let loading: Promise<PortalDataProvider> | null = null;
  const real = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null; // a failed chunk load may be retried
      throw error;
    }));
  const provider: Record<string, unknown> = {};
  for (const name of METHODS) {
    provider[name] = async (...args: unknown[]) => {
      const target = await real();
      const method = target[name] as ((...a: unknown[]) => Promise<unknown>) | undefined;
      if (!method) throw new Error(`The data provider has no ${name}`);
      return method(...args);
    };
  }
  const ahead = new Map<string, { until: number; answer: Promise<GetListResult> }>();
  provider.getList = async (resource: string, params: GetListParams) => {
    const key = requestKey(resource, params, scope());
    const early = ahead.get(key);
    ahead.delete(key);
    if (early && Date.now() <= early.until) return early.answer;
    return (await real()).getList(resource, params);
  };
  provider.prefetchList = (resource: string, params: GetListParams) => {
    const answer = real().then((target) => target.getList(resource, params));
    // a failure is the list's to report, when it asks
    answer.catch(() => undefined);
    ahead.set(requestKey(resource, params, scope()), { until: Date.now() + LIST_AHEAD_MS, answer });
    return answer;
  };
  provider.preload = () => real().then(() => undefined);
  return provider as unknown as LazyDataProvider;
}
