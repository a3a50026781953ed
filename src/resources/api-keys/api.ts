/**
 * API keys on the data interface (schema/api-key.graphql). Created (the answer carries the one-time
 * secret beside the record) and revoked (react-admin's delete: the key stays listed as revoked).
 */
import type { CreateApiKeyInput } from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

const fields = `_id customerId name role prefix createdBy createdAt expiresAt lastUsedAt revokedAt status`;

const apiKeys = defineResource<CreateApiKeyInput, Record<string, never>>({
  type: 'ApiKey',
  list: 'apiKeys',
  create: 'createApiKey',
  createWraps: { record: 'apiKey', extra: 'secret' },
  delete: 'revokeApiKey',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields,
  detailFields: fields,
  sortable: ['name', 'role', 'createdAt', 'expiresAt', 'lastUsedAt'],
  defaultSort: { key: 'createdAt', order: 'DESC' },
  filters: { q: { arg: 'search', type: 'String' }, active: { arg: 'active', type: 'Boolean' } },
  creatable: ['name', 'role', 'expiresAt'],
  updatable: [],
});

export default { 'api-keys': apiKeys };
