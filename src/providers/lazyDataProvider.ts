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

/**
 * A data provider that loads the real one (Apollo Client, graphql, ra-data-graphql) on its first
 * call, i.e. after login: the login page does not carry the data layer (docs/architecture.md, "Budgets").
 */
export function createLazyDataProvider(load: () => Promise<PortalDataProvider>): PortalDataProvider {
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
  return provider as unknown as PortalDataProvider;
}
