// The two writes of a whole batch (issue 39) that are no react-admin resource call:
// deactivateVoucherBatch and deleteVoucherBatch (schema/voucher.graphql), straight to the one GraphQL
// endpoint with the session's bearer token (createGraphqlCall, as the live sessions' Disconnect).
// Each answers how many codes it changed. View tests put their own in with `setBatchWrites`.
import { createGraphqlCall } from '../../../providers/restClient';
import { tokenStore, type TokenStore } from '../../../providers/tokenStore';

export interface BatchWrites {
  deactivate(customerId: string, batchId: string): Promise<number>;
  remove(customerId: string, batchId: string): Promise<number>;
}

export function createBatchWrites(tokens: TokenStore = tokenStore): BatchWrites {
  const graphql = createGraphqlCall(tokens);
  const vars = (customerId: string, id: string) => ({ customerId, id });
  return {
    async deactivate(customerId, batchId) {
      const data = (await graphql(
        'mutation($customerId:String!,$id:ID!){deactivateVoucherBatch(customerId:$customerId,_id:$id)}',
        vars(customerId, batchId),
      )) as { deactivateVoucherBatch: number };
      return data.deactivateVoucherBatch;
    },
    async remove(customerId, batchId) {
      const data = (await graphql(
        'mutation($customerId:String!,$id:ID!){deleteVoucherBatch(customerId:$customerId,_id:$id)}',
        vars(customerId, batchId),
      )) as { deleteVoucherBatch: number };
      return data.deleteVoucherBatch;
    },
  };
}

let writes: BatchWrites | null = null;

export function batchWrites(): BatchWrites {
  return (writes ??= createBatchWrites());
}

export function setBatchWrites(next: BatchWrites | null): void {
  writes = next;
}
