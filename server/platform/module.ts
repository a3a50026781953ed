// What a module's face (its index.ts) may export for the composition (server/composition.ts) to
// register. Every export is optional; the composition reads them from the face's namespace, so a face
// is plain named exports and nothing is evaluated before the whole server is loaded.
import type { OperationRule, RestRule } from './authorization';
import type { Services } from './context';
import type { Db } from './db/client';
import type { ExportSource } from './export/route';
import type { Route } from './http';
import type { ListLimits, LongTexts } from './input';
import type { SeededRandom } from './seed/random';

/** GraphQL resolvers by type and field; a module may contribute fields to another module's type. */
export type ResolverMap = Record<string, Record<string, unknown>>;

/** The options of the demo installation (server/seed/demo.ts). */
export interface SeedOptions {
  /** Customers in all, including the six named ones (default 40). */
  customers?: number;
  /** WiFi codes of the hotel customer K100001 (default 150). */
  hotelVouchers?: number;
  /** WiFi codes of every other generated customer (default 0). */
  vouchersPerCustomer?: number;
  /** Guest sessions of the hotel over 180 days instead of the demo's traffic (issue 11: analytics at scale). */
  sessions?: number;
  /** The analytics traffic (11,000 sessions of hotel and café, the hotel's DNS statistics); default on. */
  traffic?: boolean;
  seed?: number;
  /**
   * The portal's public address (PUBLIC_URL): the demo's external and app logins point at its
   * stand-ins (docs/external-login.md). Default http://localhost:3000, as PUBLIC_URL's.
   */
  publicUrl?: string;
}

/** What the demo's steps share: the database, one random sequence, the options, what earlier steps made. */
export interface SeedScope {
  db: Db;
  rng: SeededRandom;
  options: SeedOptions;
  /** The generated customers (besides the named ones) and those the demo partner manages. */
  customers: { generated: string[]; partnerCustomers: string[] };
}

/**
 * One step of the demo installation. Steps run by `order` (the demo is deterministic: one random
 * sequence, so the order is part of the data); consecutive steps with `perDemoCustomer` run together
 * for the hotel, then for the café.
 */
export interface SeedStep {
  order: number;
  perDemoCustomer?: boolean;
  run(scope: SeedScope, customerId: string): Promise<void>;
}

/**
 * A job the server runs hourly (server/housekeeping.ts), safe on several instances at once: one plain
 * DELETE, or batches that skip rows another instance holds (the retention job, docs/privacy.md).
 */
export interface HousekeepingJob {
  name: string;
  /** `kind`: the database's (a job may pace itself where the database shares the server's thread). */
  run(db: Db, kind: 'pglite' | 'postgres'): Promise<unknown>;
}

export interface ServerModule {
  resolvers?: ResolverMap;
  /** Lists of an operation (`Type.field` → argument field → bound) longer than MAX_INPUT_LIST allows. */
  listLimits?: Readonly<Record<string, ListLimits>>;
  /**
   * Input fields that carry more text than MAX_INPUT_STRING (`InputType.field` → bound ≤ MAX_INPUT_TEXT),
   * e.g. the start-page texts; every other String is bounded by MAX_INPUT_STRING, every id by MAX_INPUT_ID.
   */
  longTexts?: LongTexts;
  /** The module's REST routes (besides GraphQL and its list exports). */
  routes?: (services: Services) => Route[];
  /**
   * Its exportable lists (docs/exports.md): each is served at POST /api/export/<name> (server/app.ts)
   * and has its row in the authorisation matrix (exportRule, added by restRoutesOf of
   * server/graphql/authorization.ts); neither is registered by the module.
   */
  exportSources?: readonly ExportSource<never>[];
  /**
   * Its rows of the authorisation matrix: every query and mutation its resolvers answer (`Type.field`
   * → rule; server/platform/authorization.ts, merged by operationsOf of server/graphql/authorization.ts).
   */
  operations?: Readonly<Record<string, OperationRule>>;
  /** Its rows of the REST part of the matrix: every route its `routes` serve (its exports' are derived). */
  restRoutes?: readonly RestRule[];
  /** Its part of the demo installation. */
  seed?: readonly SeedStep[];
  housekeeping?: readonly HousekeepingJob[];
  /** Work at start-up, before the server takes requests (after migrations). */
  start?: (services: Services) => Promise<void>;
}
