// The calls of the guest-data page (schema/guest-data.graphql): not react-admin resource calls, straight
// to the one GraphQL endpoint with the session's bearer token (createGraphqlCall). Tests replace the
// object with `setGuestDataApi(fake)`.
import type { GuestDataFile, GuestDataSummary, GuestErasureResult } from '../../generated/graphql';
import type { GuestIdentifierKind } from '../../domain/guestData';
import { createGraphqlCall } from '../../providers/restClient';
import { tokenStore, type TokenStore } from '../../providers/tokenStore';

export interface GuestLookup {
  customerId: string;
  kind: GuestIdentifierKind;
  value: string;
}

export type GuestSummary = Omit<GuestDataSummary, '__typename'>;
export type GuestFile = Omit<GuestDataFile, '__typename'>;
export type GuestErasure = Omit<GuestErasureResult, '__typename'>;

export interface GuestDataApi {
  find(q: GuestLookup): Promise<GuestSummary>;
  exportFile(q: GuestLookup, format: 'JSON' | 'CSV', locale: string): Promise<GuestFile>;
  erase(q: GuestLookup): Promise<GuestErasure>;
}

const ARGS = '$c: String!, $k: GuestIdentifierKind!, $v: String!';
const PASS = 'customerId: $c, kind: $k, value: $v';

export function createGuestDataApi(tokens: TokenStore = tokenStore): GuestDataApi {
  const graphql = createGraphqlCall(tokens);
  const vars = (q: GuestLookup) => ({ c: q.customerId, k: q.kind, v: q.value });
  return {
    async find(q) {
      const data = await graphql<{ guestData: GuestSummary }>(
        `query(${ARGS}){guestData(${PASS}){kind found hotspotAccounts sessions acceptedTerms smsSent deviceAccounts otherRecords}}`,
        vars(q),
      );
      return data.guestData;
    },
    async exportFile(q, format, locale) {
      const data = await graphql<{ guestDataExport: GuestFile }>(
        `query(${ARGS}, $f: GuestExportFormat!, $l: String){guestDataExport(${PASS}, format: $f, locale: $l){fileName contentType content truncated}}`,
        { ...vars(q), f: format, l: locale },
      );
      return data.guestDataExport;
    },
    async erase(q) {
      const data = await graphql<{ eraseGuestData: GuestErasure }>(
        `mutation(${ARGS}){eraseGuestData(${PASS}){_id customerId hotspotAccounts sessions smsSent deviceAccounts otherRecords}}`,
        vars(q),
      );
      return data.eraseGuestData;
    },
  };
}

let api: GuestDataApi | null = null;

export function guestDataApi(): GuestDataApi {
  return (api ??= createGuestDataApi());
}

export function setGuestDataApi(next: GuestDataApi | null): void {
  api = next;
}
