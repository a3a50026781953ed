// The fill step's lookups (device configs, locations of one customer, by name): the query and its
// variables. The sort goes in as a variable of [SortType!] so that its order is the SortDirection
// enum (a string literal `order:"ASC"` inside the query text is refused by GraphQL, issue 40).
// Pure (no browser globals): the server tests send exactly this query.
import { MAX_TAKE } from '../../../domain/constants';

export type LookupField = 'hotspotDeviceConfigs' | 'locations';

export const lookupQuery = (field: LookupField): string =>
  `query($customerIds:[String!],$take:Int,$sort:[SortType!]){
  ${field}(customerIds:$customerIds,take:$take,sort:$sort){ data{ _id name } } }`;

export const lookupVariables = (customerId: string) => ({
  customerIds: [customerId],
  take: MAX_TAKE,
  sort: [{ key: 'name', order: 'ASC' }],
});
