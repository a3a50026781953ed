/**
 * The batches of WiFi codes on the data interface (issue 39): the react-admin resource
 * 'wifi-code/batches' (the list voucherBatches), loaded with the WiFi-code mapping.
 */
import { defineResource } from '../../../providers/resources';

type Nothing = Record<string, never>;

export const BATCHES = 'wifi-code/batches';

const batchFields = `_id customerId name createdBy createdByName createdAt amount live active loginTemplateId
  loginTemplateName expires dynamicExpires`;

export const voucherBatches = defineResource<Nothing, Nothing>({
  type: 'CodeBatch',
  list: 'voucherBatches',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields: batchFields,
  detailFields: batchFields,
  sortable: ['name', 'createdAt', 'amount'],
  defaultSort: { key: 'createdAt', order: 'DESC' },
  filters: { q: { arg: 'search', type: 'String' }, ids: { arg: 'ids', type: '[ID!]' } },
  creatable: [],
  updatable: [],
});
