// API keys (issue 37, docs/api-keys.md): per customer, one role, stored hashed; the key's text is shown
// once at creation. Looked up by (customer_id, prefix): the key's text names its customer.
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

export const apiKeys = pgTable(
  'api_keys',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    /** One role of the specification's role list (API_KEY_ROLES of src/domain/apiKey.ts). */
    role: text('role').notNull(),
    /** `hpk_<customerId>_<10 hex>`: the public part, shown in lists and used for the lookup. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the 256-bit random secret (docs/decisions.md D227). */
    secretHash: text('secret_hash').notNull(),
    /** The user who created it (users.id; no foreign key: users is a global table). */
    createdBy: text('created_by').notNull(),
    createdByEmail: text('created_by_email'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    revokedBy: text('revoked_by'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('api_keys_prefix_uq').on(t.customerId, t.prefix),
    index('api_keys_created_idx').on(t.customerId, t.createdAt),
  ],
);
