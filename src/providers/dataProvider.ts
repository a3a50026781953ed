import buildDataProvider from 'ra-data-graphql';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { createBuildQuery } from './buildQuery';
import { toHttpError } from './errors';
import type { PortalApolloClient } from './apolloClient';
import { SHELL_RESOURCES, type ResourceSpec } from './resources';
import { exportList, type ExportListParams, type ExportListResult } from './exportList';
import type { TokenStore } from './tokenStore';

/**
 * react-admin's data provider: ra-data-graphql with our own buildQuery (introspection off).
 * Around it: errors become the portal's HttpError (errors.ts), update reads the record back,
 * delete looks the record up when react-admin did not pass it, and updateMany sends the bulk
 * mutation the resource's mapping names for that data (one request, one transaction).
 */

export type PortalDataProvider = DataProvider & {
  /** The whole list as a file made by the server, with the list's filter and sort (docs/exports.md). */
  exportList?: (resource: string, params: ExportListParams) => Promise<ExportListResult>;
  /**
   * Starts a list's request before the list asks for it (a click on the menu): its getList with the
   * same parameters takes that answer (lazyDataProvider.ts, D337). Resolves with the answer.
   */
  prefetchList?: (resource: string, params: GetListParams) => Promise<GetListResult>;
};

export function createDataProvider(
  client: PortalApolloClient,
  getCustomerId: () => string | null,
  resourceSpecs: Readonly<Record<string, ResourceSpec>>,
  /** The session's tokens, for the export's download (outside Apollo). */
  tokens?: Pick<TokenStore, 'getAccessToken'>,
): PortalDataProvider {
  const specs = { ...SHELL_RESOURCES, ...resourceSpecs };
  const buildQuery = createBuildQuery({ getCustomerId, specs });
  const base = buildDataProvider({
    client: client as never,
    introspection: false,
    buildQuery: () => buildQuery,
    query: () => ({ fetchPolicy: 'no-cache', errorPolicy: 'all' }),
    mutation: () => ({ fetchPolicy: 'no-cache', errorPolicy: 'all' }),
  });

  const guard = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toHttpError(error);
    }
  };

  const provider: PortalDataProvider = {
    getList: (resource, params) => guard(() => base.getList(resource, params)),
    getOne: (resource, params) => guard(() => base.getOne(resource, params)),
    getMany: (resource, params) => guard(() => base.getMany(resource, params)),
    getManyReference: (resource, params) => guard(() => base.getManyReference(resource, params)),
    create: (resource, params) =>
      guard(async () => {
        const created = await base.create(resource, params);
        // A create that answers only the id: the record as the server stored it.
        return specs[resource]?.createReturnsId ? base.getOne(resource, { id: created.data.id }) : created;
      }),
    update: (resource, params) =>
      guard(async () => {
        await base.update(resource, params);
        return base.getOne(resource, { id: params.id });
      }),
    updateMany: (resource, params) => guard(() => base.updateMany(resource, params)),
    delete: (resource, params) =>
      guard(async () => {
        const idArg = specs[resource]?.deleteArg ?? '_id';
        const previousData = params.previousData?.[idArg]
          ? params.previousData
          : (await base.getOne(resource, { id: params.id })).data;
        return base.delete(resource, { ...params, previousData });
      }),
    deleteMany: (resource, params) => guard(() => base.deleteMany(resource, params)),
    ...(tokens
      ? {
          exportList: (resource: string, params: ExportListParams) =>
            exportList(specs[resource], getCustomerId(), tokens, params),
        }
      : {}),
  };
  return provider;
}
