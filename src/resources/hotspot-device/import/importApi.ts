// The calls of the import wizard that are not react-admin resource calls: the device configs and
// locations of the fill step, hotspotDeviceConflicts and importHotspotDevices (schema/hotspot-device.graphql),
// and the saved column mappings in the UI settings store (REST, seed 000 §3, §7). Straight to the one
// GraphQL endpoint and the REST routes with the session's bearer token, like the shell's calls
// (src/shell/layout/shellApi.ts). Tests replace the whole object with `setImportApi(fake)`.
import { createGraphqlCall, createRestClient, type RestClient } from '../../../providers/restClient';
import { tokenStore, type TokenStore } from '../../../providers/tokenStore';
import { createMappingStore, type SavedMappingEntry as Entry } from '../../../components/import/savedMappings';
import type { ImportField, ImportRowInput, Named, SavedMapping } from './csvCore';
import { lookupQuery, lookupVariables, type LookupField } from './lookupQuery';

export const MAPPING_NAMESPACE = 'hotspot-device-import';
/** At most this many names and MACs per hotspotDeviceConflicts call (the SDL's bound). */
export const CONFLICTS_BATCH = 1000;

export type ImportRowResult = {
  row: number;
  status: 'IMPORTED' | 'FAILED';
  _id?: string | null;
  field?: string | null;
  message?: string | null;
};

export type SavedMappingEntry = Entry<ImportField>;

export interface ImportApi {
  deviceConfigs(customerId: string): Promise<Named[]>;
  locations(customerId: string): Promise<Named[]>;
  /** Which of these names and MACs (normal form) the customer's devices already use. */
  conflicts(customerId: string, names: string[], macs: string[]): Promise<{ names: string[]; macs: string[] }>;
  importRows(customerId: string, rows: ImportRowInput[]): Promise<ImportRowResult[]>;
  mappings(customerId: string): Promise<SavedMappingEntry[]>;
  saveMapping(customerId: string, key: string, value: SavedMapping): Promise<void>;
  deleteMapping(customerId: string, key: string): Promise<void>;
}

export function createImportApi(
  tokens: TokenStore = tokenStore,
  rest: RestClient = createRestClient(tokens),
): ImportApi {
  const graphql = createGraphqlCall(tokens);
  const named = async (field: LookupField, customerId: string): Promise<Named[]> => {
    const data = await graphql<Record<string, { data: { _id: string; name: string }[] }>>(
      lookupQuery(field),
      lookupVariables(customerId),
    );
    return (data[field]?.data ?? []).map((d) => ({ id: d._id, name: d.name }));
  };
  // the shared store of saved mappings (components/import/savedMappings) under this import's namespace
  const mappings = createMappingStore<ImportField>(MAPPING_NAMESPACE, rest);

  return {
    deviceConfigs: (customerId) => named('hotspotDeviceConfigs', customerId),
    locations: (customerId) => named('locations', customerId),
    async conflicts(customerId, names, macs) {
      const data = await graphql<{ hotspotDeviceConflicts: { names: string[]; macs: string[] } }>(
        'query($customerId:String!,$names:[String!],$macs:[String!]){hotspotDeviceConflicts(customerId:$customerId,names:$names,macs:$macs){names macs}}',
        { customerId, names, macs },
      );
      return data.hotspotDeviceConflicts;
    },
    async importRows(customerId, rows) {
      const data = await graphql<{ importHotspotDevices: ImportRowResult[] }>(
        'mutation($customerId:String!,$rows:[ImportHotspotDeviceRow!]!){importHotspotDevices(customerId:$customerId,rows:$rows){row status _id field message}}',
        { customerId, rows },
      );
      return data.importHotspotDevices;
    },
    mappings: (customerId) => mappings.list(customerId),
    saveMapping: (customerId, key, value) => mappings.save(customerId, key, value),
    deleteMapping: (customerId, key) => mappings.remove(customerId, key),
  };
}

let api: ImportApi | null = null;
export const importApi = (): ImportApi => (api ??= createImportApi());
/** Replace the wizard's calls (tests); `null` restores the real ones. */
export function setImportApi(next: ImportApi | null): void {
  api = next;
}
