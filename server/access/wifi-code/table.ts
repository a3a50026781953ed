// WiFi codes (seed 001 §3 "WiFi code") and the per-customer counters the triggers keep.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';
import { hotspotLoginTemplates } from '../../templates/login-template/table';

export const vouchers = pgTable(
  'vouchers',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    code: text('code').notNull(),
    voucherCode: text('voucher_code').notNull(),
    active: boolean('active').notNull().default(true),
    valid: boolean('valid').notNull().default(true),
    description: text('description'),
    deviceVoucher: boolean('device_voucher').notNull().default(false),
    expires: ts('expires'),
    /** The login template (its account template's limits); null: the device configuration's default. */
    loginTemplateId: text('login_template_id'),
    simultaneousUse: integer('simultaneous_use'),
    used: integer('used').notNull().default(0),
    /** Expiry formula applied at the first login (src/domain/dynamicExpires.ts); null: none. */
    dynamicExpires: text('dynamic_expires'),
    /** The first successful login with the code (RADIUS). */
    firstLoginAt: ts('first_login_at'),
    connectedDevices: text('connected_devices')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deletedAt: ts('deleted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * The batch the code was made in (voucher_batches, issue 39); null for a single code and for codes
     * made before batches were recorded that the migration could not group (decision D305).
     */
    batchId: text('batch_id'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('vouchers_code_uq').on(t.customerId, t.code),
    // A batch's codes (its counts, its deactivation, deletion, export and reprint). Never changed by
    // a deactivation (the heap-only updates of D270 stay).
    index('vouchers_batch_idx')
      .on(t.customerId, t.batchId, t.id)
      .where(sql`${t.batchId} is not null`),
    // The live codes by creation, with the id: the list's default order (creation, then id) and
    // the keys of a deep page read from the index alone (an index-only scan; server/platform/rows.ts `pageOf`).
    index('vouchers_live_created_idx')
      .on(t.customerId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // No index on (customer_id, expires) over every row (dropped in migration 0051): every reader of
    // expiry asks for live codes (vouchers_live_expires_idx) or codes flagged valid (below), and each
    // index costs every code written (the import of 100,000 codes, D324).
    // The codes still flagged valid, by expiry: the total of the valid filter subtracts those whose
    // expiry has passed. Without `active` (until migration 0047 its last column): no index holds a
    // column a deactivation changes (active, updated_at), so that its updates stay on the heap page
    // (HOT, with the table's fillfactor: half of each page free, decisions D270 and D352).
    index('vouchers_valid_expires_idx')
      .on(t.customerId, t.expires)
      .where(sql`${t.valid} and ${t.deletedAt} is null`),
    // The live codes in the order of each sortable column of the list, then the id (decision D271):
    // the first and the last page of every sort read from one end of an index, a deep page by code
    // from remembered positions (positions.ts). Not by `active`: a deactivation would leave the heap.
    index('vouchers_live_code_idx')
      .on(t.customerId, t.code, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('vouchers_live_description_idx')
      .on(t.customerId, t.description, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('vouchers_live_valid_idx')
      .on(t.customerId, t.valid, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('vouchers_live_used_idx')
      .on(t.customerId, t.used, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('vouchers_live_simultaneous_use_idx')
      .on(t.customerId, t.simultaneousUse, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('vouchers_live_expires_idx')
      .on(t.customerId, t.expires, t.id)
      .where(sql`${t.deletedAt} is null`),
    // On lower(code), not code: pg_trgm also answers equality, and the planner then took this index
    // for `code IN (…10,000 codes…)` (16–63 s on PostgreSQL); the btree above is the only one for `=`.
    // Of live codes only, as every search asks (hotspot_voucher_matches): a soft delete, whose new row
    // version no partial index takes, then writes no trigrams (decision D332).
    index('vouchers_code_lower_trgm')
      .using('gin', sql`lower(${t.code}) gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
    index('vouchers_description_trgm')
      .using('gin', sql`lower(${t.description}) gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
    // The customer's own login template. No index of its own: a template's delete finds its codes
    // through the primary key's customer_id (rare), where an index would cost every code written.
    // ON DELETE SET NULL of the reference column alone: drizzle-orm cannot name the column, so its
    // snapshot says 'set null' and migration 0029 writes `SET NULL ("login_template_id")` (a plain SET NULL would
    // clear customer_id too, which is NOT NULL).
    foreignKey({
      name: 'vouchers_login_template_fk',
      columns: [t.customerId, t.loginTemplateId],
      foreignColumns: [hotspotLoginTemplates.customerId, hotspotLoginTemplates.id],
    }).onDelete('set null'),
  ],
);

/**
 * The batches of WiFi codes (issue 39): one row per createVoucherBatch, with what it was made with;
 * its codes carry its id (vouchers.batch_id). Deleting a batch deletes its codes (soft, as code
 * deletion does) and hides the batch (deleted_at).
 */
export const voucherBatches = pgTable(
  'voucher_batches',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    /** The batch's name: the description it was created with, else "Batch of <date>" in the portal. */
    name: text('name'),
    /** The user (or API key) who created it; null for batches the migration found. */
    createdBy: text('created_by'),
    /** Their name or e-mail address at creation (the batch keeps it when the user goes). */
    createdByName: text('created_by_name'),
    amount: integer('amount').notNull(),
    /** The login template the codes were made with (null: the device configuration's default). */
    loginTemplateId: text('login_template_id'),
    /** What the codes were made with, for a reprint's cards. */
    expires: ts('expires'),
    dynamicExpires: text('dynamic_expires'),
    deletedAt: ts('deleted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('voucher_batches_live_created_idx')
      .on(t.customerId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Per-customer counts of live (not deleted) WiFi codes, in all and by state. Kept by statement
 * triggers on vouchers (migration 0003), so every write path — resolvers, seed, imports — counts.
 */
export const voucherCounters = pgTable('voucher_counters', {
  customerId: text('customer_id').primaryKey(),
  live: integer('live').notNull().default(0),
  activeValid: integer('active_valid').notNull().default(0),
  activeInvalid: integer('active_invalid').notNull().default(0),
  inactiveValid: integer('inactive_valid').notNull().default(0),
  inactiveInvalid: integer('inactive_invalid').notNull().default(0),
  /**
   * Raised by every statement that moves a live code in the list by creation: a code added, deleted
   * or restored (migration 0026). Positions remembered under one value hold while it stays
   * (server/access/wifi-code/positions.ts).
   */
  moves: bigint('moves', { mode: 'number' }).notNull().default(0),
  /**
   * Raised by every statement that changes a live code's description, validity, simultaneous use or
   * `active`: a key of the list by those columns (migration 0054). Positions of the list by them hold
   * while it and `moves` stay (D333). Not by a login's changes (logins, expiry): a login writes no
   * counter row.
   */
  edits: bigint('edits', { mode: 'number' }).notNull().default(0),
});

/**
 * How many live codes of a customer carry each description (lowercased): codes are made in batches
 * that share one, so a customer of a million codes has few. Kept by statement triggers on vouchers
 * (migration 0027) as the counters are. A search learns here, from a few rows, that its term is in
 * the descriptions of more than SEARCH_TOTAL_CAP codes (a broad search), where counting those codes
 * through the trigram index first collects every match (docs/decisions.md "Broad searches").
 */
export const voucherDescriptions = pgTable(
  'voucher_descriptions',
  {
    customerId: text('customer_id').notNull(),
    /** lower(description); at most VOUCHER_DESCRIPTION_MAX characters, within a btree key. */
    description: text('description').notNull(),
    live: integer('live').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.description] }),
    index('voucher_descriptions_trgm').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

/**
 * The codes each statement moved in a customer's list by creation (migration 0028): the code's key,
 * +1 where it entered the list of live codes, -1 where it left, under the `moves` the statement gave
 * the counter. Remembered positions of the list are carried over a few such statements by these
 * (server/access/wifi-code/positions.ts) instead of being found again. A statement moving more
 * than a thousand codes of a customer writes none (positions are found again after it), and a
 * customer's entries older than 64 statements go.
 */
export const voucherMoves = pgTable(
  'voucher_moves',
  {
    customerId: text('customer_id').notNull(),
    moves: bigint('moves', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
    id: text('id').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.moves, t.id, t.delta] })],
);

/**
 * The create requests of a customer that carried an idempotency key (decision D203, issue 40): what
 * the first request with the key created, answered again to a repeated one for 24 hours
 * (VOUCHER_IDEMPOTENCY_HOURS). Written in the transaction that creates the codes, under the
 * customer's counter lock; the primary key (customer first) refuses a second row for the key.
 */
export const voucherIdempotency = pgTable(
  'voucher_idempotency',
  {
    customerId: text('customer_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the operation and its input: a key reused for another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The code created by createVoucher; null for a batch. */
    voucherId: text('voucher_id'),
    /** The codes created, in the order answered. */
    codes: text('codes').array().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherBatchRow = typeof voucherBatches.$inferSelect;
