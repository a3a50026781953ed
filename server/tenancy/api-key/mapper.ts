// A stored API key → the GraphQL ApiKey (never its secret's hash).
import { apiKeyStatus } from '../../../src/domain/apiKey';
import type { ApiKey } from '../../graphql/generated/resolvers';
import type { ApiKeyRow } from './store';

export type ApiKeyModel = ApiKey;

export function toApiKey(row: ApiKeyRow, now = Date.now()): ApiKeyModel {
  return {
    _id: row.id,
    customerId: row.customerId,
    name: row.name,
    role: row.role,
    prefix: row.prefix,
    createdBy: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: apiKeyStatus(row, now),
  };
}
