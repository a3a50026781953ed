// The function-level role grid (issue 12), the half of the grid the token grid leaves: every operation
// of the authorisation matrix that needs a grant, sent by three principals against customer A (the
// hotel) and customer B (the café):
//
//  - read-only on A: a grant on A with the role 'read-all' (seed 001 §6 lists it among the invite
//    roles; src/domain/acl gives it `Subject:read` on every subject and nothing else: the narrowest
//    role that can read everything the matrix reads);
//  - '*' read: the same role under the key '*';
//  - mixed keys: '*' 'read-all' plus, under A only, the extra permission strings `Subject:delete` of
//    every delete operation of the matrix (the narrowest grant that gives delete).
//
// The users and grants are written to the database (as isolation.test.ts does), then signed in
// through /auth/authorize; every request is a real GraphQL request over HTTP. The documents are
// generated from schema/*.graphql and the matrix, so a new operation is in the grid by itself: its
// kind comes from the action of its grants (read / write = create or update / delete), and the test
// fails when an operation has no entry, mixes actions, or names an object the test cannot find.
//
// Real ids, not samples: an update or delete looks its row up among what the caller may read before
// it checks the action (server/platform/guard.ts findForWrite), so a made-up id answers NOT_FOUND and
// proves nothing. Every `_id`, `id`, `data._id`, `codes` and `multiAccountId` argument is an existing
// object of the customer under test (listed by the operator through the API); every customer argument
// (`customerId`, `data.customerId`, `filter.customerId`, `customerIds`) names that customer.
//
// What "allowed" means. The server checks the permission before it validates the rest of the input
// for every write but one: the 57 create/update/delete operations answer FORBIDDEN to the read-only
// principals with sample input (invalidateHotspotAccountsByMultiAccountId NOT_FOUND, see
// REFUSED_AS_NOT_FOUND); createUserInviteBatch validated e-mails and roles first until this grid
// showed it (BAD_USER_INPUT to a caller without UserInvite:create), now it checks the permission
// first as well, with the same sample input as every other operation. Reads are
// not assumed to be checked first: every read is also sent by the operator (owner, '*:*'), and a read
// is "allowed" when it answers as it does for the operator; the test fails when the operator is
// refused (then the refusal is not the role's: an analytics tier, a plugin), and the samples are good
// enough that the operator gets data for every read (analytics periods end after they start). An
// allowed delete names a real object of A and must not be refused; an object still in use answers
// CONFLICT, which comes after the permission check (the same object answered FORBIDDEN to the
// read-only principal), and the next object is tried; the deletes that stay CONFLICT are printed.
//
// 'read-all' reads every subject but PartnerLeadVendor (the vendor programme: that grant under any key
// reads every partner's leads, so it is the vendor role's alone). This grid found it: read-all on A
// listed B's partner leads through Query.vendorPartnerLeads. The reads the role does not give are
// expected refused for every principal, and a vendor write answers NOT_FOUND to a caller that cannot
// read what it names (READ_ALL below).
//
// The grid runs on the embedded database only (the suite's time budget), as tokenGrid.test.ts: the
// permission checks are the same code on both databases.
//
// "Changes nothing": every table except audit_log (which records the refusals), refresh_tokens and
// auth_throttle is hashed per customer before and after the refused writes; after the allowed deletes
// only A's rows may differ.
import { getNamedType, isNonNullType, isObjectType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/platform/passwords';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { operationsOf, type Grant, type OperationRule } from '../../server/graphql/authorization';
import { MODULES } from '../../server/composition';
import { newObjectId } from '../../server/platform/ids';
import { permissionsForRoles } from '../../src/domain/acl';
import { seedDeviceAccounts } from '../../server/access/device-account/seed';
import { seedHotspotAccounts } from '../../server/access/hotspot-account/seed';
import { seedPartnerLeads } from '../../server/tenancy/partner-lead/seed';
import { radiusSessions } from '../../server/access/session/table';
import { webhookDeliveries } from '../../server/tenancy/webhook/table';
import { setPlugins } from './hotspotFixture';
import { SeededRandom } from '../../server/platform/seed/random';
import { startTestServer, type GqlResult, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, ok } from './helpers';
import { SCHEMA, operationDocument, requiredSamples, sample } from './schemaSamples';

/** The authorisation matrix of the composition's modules. */
const OPERATIONS = operationsOf(MODULES);

const A = HOTEL;
const B = CAFE;
const REFUSALS = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);

type Field = GraphQLField<unknown, unknown>;
const rootFields = (root: 'Query' | 'Mutation') => (SCHEMA.getType(root) as GraphQLObjectType).getFields();

// ---------------------------------------------------------------------------------------------
// Classification
// ---------------------------------------------------------------------------------------------

type Kind = 'read' | 'write' | 'delete';

/**
 * Operations whose access does not depend on grants, with what the grid expects of them. 'allowed':
 * any signed-in user (about themselves or the customers they have a grant for); 'refused': operators
 * only (isOperator of src/domain/profile, not a grant); 'skip': not a signed-in user's operation.
 */
const NOT_GRANT_BOUND: Record<string, 'allowed' | 'refused' | 'skip'> = {
  'Query.customers': 'allowed',
  'Query.whitelabelPartner': 'allowed',
  'Query.myInvites': 'allowed',
  'Query.auditLog': 'refused',
  // The caller accepts their own invitations (none here): nothing of a customer's is at stake.
  'Mutation.takeOrganizationInvites': 'skip',
  // The invitation link's token, not a sign-in (tokenGrid.test.ts covers it).
  'Query.userInvitesByToken': 'skip',
  'Mutation.takeUserInvites': 'skip',
  // The caller's own sessions; signing out everywhere would end the grid's own principal's session.
  'Query.mySessions': 'allowed',
  'Mutation.signOutEverywhere': 'skip',
};

/** Operations whose object the name does not tell (`deleteX`, `updateX`, … name type X). */
const OBJECT_TYPE: Record<string, string> = {
  'Query.getOnlineCountForHotspotDeviceId': 'HotspotDevice',
  'Mutation.partnerLeadVendorUpdate': 'PartnerLead',
  'Mutation.invalidateHotspotAccountsByMultiAccountId': 'HotspotAccount',
  'Mutation.deactivateManyVouchers': 'Voucher',
  'Mutation.deleteManyVouchers': 'Voucher',
  'Mutation.deactivateVoucherBatch': 'CodeBatch',
  'Mutation.deleteVoucherBatch': 'CodeBatch',
  'Mutation.disconnectLiveSession': 'LiveSession',
  'Mutation.revokeApiKey': 'ApiKey',
  'Mutation.sendWebhookTestEvent': 'WebhookEndpoint',
};

/**
 * Operations whose grant is of another action than their root suggests, and why; the grid leaves
 * them to their own tests (isolation.test.ts attempts each across tenants).
 */
const OTHER_ACTION: Record<string, string> = {
  // Writes only the caller's own "read up to here" of a bell they may read (alerts.test.ts).
  'Mutation.markAlertsRead': "the caller's own read mark of alerts they may read",
  // Which roles the caller may give a key: asked by who may create keys (apiKeys.test.ts).
  'Query.apiKeyRoles': 'the roles the caller may give, for who may create keys',
};

/**
 * Operations on the people of a customer: besides the grant, the caller must hold at least what the
 * member holds and a customer keeps its last super-admin, which the grid's principals and samples
 * cannot meet (a read-all principal removing the hotel's super-admin is refused by those rules, not
 * by the grant). members.test.ts covers them on both databases, isolation.test.ts across tenants.
 */
const OWN_TESTS: Record<string, string> = {
  'Query.members': 'the members of one customer (customerId), listed in members.test.ts',
  'Mutation.updateMember': 'never beyond what the caller holds (members.test.ts)',
  'Mutation.removeMember': 'never the last super-admin, never beyond what the caller holds (members.test.ts)',
  'Mutation.signOutMember': 'never beyond what the caller holds (members.test.ts)',
  'Mutation.resetMemberSecondFactor': 'never beyond what the caller holds, never the own (secondFactorPolicy.test.ts)',
};

/**
 * Refused writes answer FORBIDDEN, except these, which name no customer and act on what the caller
 * may write: with nothing to write, nothing is found (NOT_FOUND, as for a value that exists nowhere).
 */
const REFUSED_AS_NOT_FOUND: Record<string, string> = {
  'Mutation.invalidateHotspotAccountsByMultiAccountId': 'the accounts of the customers the caller may update codes of',
};

const CUSTOMER_PATHS = new Set(['customerId', 'data.customerId', 'filter.customerId']);
const CUSTOMER_LIST_PATHS = new Set(['customerIds', 'data.customerIds']);
/** Argument paths that must name an existing object, and the object's field that gives the value. */
const OBJECT_PATHS: Record<string, { field: string; list?: boolean; roots: readonly ('Query' | 'Mutation')[] }> = {
  _id: { field: 'id', roots: ['Query', 'Mutation'] },
  id: { field: 'id', roots: ['Query', 'Mutation'] },
  'data._id': { field: 'id', roots: ['Mutation'] },
  codes: { field: 'code', list: true, roots: ['Mutation'] },
  multiAccountId: { field: 'multiAccountId', roots: ['Mutation'] },
  endpointId: { field: 'id', roots: ['Mutation'] },
};

interface GridOp {
  key: string;
  root: 'Query' | 'Mutation';
  field: Field;
  kind: Kind;
  grants: readonly Grant[];
  /** The object type whose ids the operation takes (null: it takes none). */
  objectType: string | null;
  /** Argument paths to fill with the customer, its list, or the object's fields. */
  paths: { path: string; fill: 'customer' | 'customers' | 'object'; field?: string; list?: boolean }[];
}

function kindOf(grants: readonly Grant[]): Kind | string {
  const actions = new Set(grants.map((g) => g.split(':')[1]));
  if (actions.size !== 1) return `mixes actions ${[...actions].join('/')}`;
  const [action] = actions;
  return action === 'read' ? 'read' : action === 'delete' ? 'delete' : action === 'any' ? 'mixes "any"' : 'write';
}

const unclassified: string[] = [];
const grid: GridOp[] = [];
const viewerOps: { key: string; root: 'Query' | 'Mutation'; field: Field; expect: 'allowed' | 'refused' }[] = [];

for (const root of ['Query', 'Mutation'] as const) {
  for (const field of Object.values(rootFields(root))) {
    const key = `${root}.${field.name}`;
    const rule: OperationRule | undefined = OPERATIONS[key];
    if (!rule) {
      unclassified.push(`${key}: no entry in the authorisation matrix`);
      continue;
    }
    if (rule.access === 'public') continue;
    if (!Array.isArray(rule.access)) {
      const expectation = NOT_GRANT_BOUND[key];
      if (!expectation)
        unclassified.push(`${key}: access '${String(rule.access)}' without an entry in NOT_GRANT_BOUND`);
      else if (expectation !== 'skip') viewerOps.push({ key, root, field, expect: expectation });
      continue;
    }
    if (OTHER_ACTION[key] || OWN_TESTS[key]) continue;
    const grants = rule.access as readonly Grant[];
    const kind = kindOf(grants);
    if (kind !== 'read' && kind !== 'write' && kind !== 'delete') {
      unclassified.push(`${key}: ${kind}`);
      continue;
    }
    if ((root === 'Query') !== (kind === 'read')) {
      unclassified.push(`${key}: a ${root.toLowerCase()} with ${kind} grants`);
      continue;
    }
    const paths: GridOp['paths'] = [];
    let needsObject = false;
    for (const p of rule.ids) {
      if (CUSTOMER_PATHS.has(p)) paths.push({ path: p, fill: 'customer' });
      else if (CUSTOMER_LIST_PATHS.has(p)) paths.push({ path: p, fill: 'customers' });
      else if (OBJECT_PATHS[p]?.roots.includes(root)) {
        paths.push({ path: p, fill: 'object', field: OBJECT_PATHS[p].field, list: OBJECT_PATHS[p].list });
        needsObject = true;
      }
      // Other paths (ids, voucherIds, locationId, …) are optional filters of lists: left out.
    }
    let objectType: string | null = null;
    if (needsObject) {
      objectType = OBJECT_TYPE[key] ?? /^(?:create|update|delete|resend)(.+)$/.exec(field.name)?.[1] ?? null;
      if (!objectType || !isObjectType(SCHEMA.getType(objectType))) {
        unclassified.push(`${key}: takes an object id, but the test cannot tell of which type (OBJECT_TYPE)`);
        continue;
      }
    }
    grid.push({ key, root, field, kind, grants, objectType, paths });
  }
}

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

function setPath(vars: Record<string, unknown>, p: string, value: unknown) {
  const parts = p.split('.');
  let at = vars;
  for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
  at[parts[parts.length - 1]] = value;
}

interface ObjectRow {
  id: string;
  customerId: string;
  code?: string;
  multiAccountId?: string | null;
}

/** Objects of each type per customer, listed by the operator. */
const objects = new Map<string, ObjectRow[]>();
/** Objects taken by allowed deletes (each delete gets its own). */
const taken = new Set<string>();

function pickObject(op: GridOp, customer: string, fresh: boolean): ObjectRow | string {
  const rows = objects.get(`${op.objectType}:${customer}`) ?? [];
  const needed = op.paths.filter((p) => p.fill === 'object').map((p) => p.field!);
  const usable = rows.filter((r) => needed.every((f) => r[f as keyof ObjectRow]) && !(fresh && taken.has(r.id)));
  const row = usable[0];
  if (!row) return `${op.key}: no ${op.objectType} of ${customer} with ${needed.join(', ')} left to name`;
  if (fresh) taken.add(row.id);
  return row;
}

/** The request of an operation on a customer, or why there is none (recorded as a failure). */
function attempt(op: GridOp, customer: string, wrong: string[], fresh = false) {
  try {
    return request(op, customer, fresh);
  } catch (e) {
    wrong.push((e as Error).message);
    return null;
  }
}

function request(op: GridOp, customer: string, fresh = false) {
  const vars: Record<string, unknown> = {};
  for (const a of op.field.args) if (isNonNullType(a.type)) vars[a.name] = sample(a.type);
  const row = op.objectType ? pickObject(op, customer, fresh) : null;
  if (typeof row === 'string') throw new Error(row);
  for (const p of op.paths) {
    const value =
      p.fill === 'customer'
        ? customer
        : p.fill === 'customers'
          ? [customer]
          : p.list
            ? [row![p.field as keyof ObjectRow]]
            : row![p.field as keyof ObjectRow];
    setPath(vars, p.path, value);
  }
  return operationDocument(op.root, op.field, vars);
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** 'ok', or the code of the first error ('NO_CODE' without one). */
const outcome = (r: GqlResult) => (r.errors?.length ? String(r.errors[0].extensions?.code ?? 'NO_CODE') : 'ok');

/** An answer with nothing in it: an error, null, an empty page, a zero count. */
function empty(r: GqlResult): boolean {
  if (r.errors?.length) return true;
  return Object.values(r.data ?? {}).every((v) => {
    if (v === null) return true;
    if (Array.isArray(v)) return v.length === 0;
    if (typeof v === 'object') {
      const o = v as Record<string, unknown>;
      return o.totalCount === 0 || o.count === 0;
    }
    return false;
  });
}

const short = (r: GqlResult) => JSON.stringify(r.errors?.[0] ?? r.data).slice(0, 200);

// ---------------------------------------------------------------------------------------------
// The server, the principals, the objects
// ---------------------------------------------------------------------------------------------

let s: TestServer;
let operator: string;
const principals: Record<'readOnly' | 'starRead' | 'mixed', string> = { readOnly: '', starRead: '', mixed: '' };
/** The operator's outcome of each read (`key@customer`). */
const baseline = new Map<string, string>();

const deleteGrants = [...new Set(grid.filter((op) => op.kind === 'delete').flatMap((op) => op.grants))];

async function addUser(email: string, grants: { customerKey: string; roles: string[]; permissions?: string[] }[]) {
  const id = newObjectId();
  await s.db.insert(users).values({ id, email, passwordHash: await hashPassword('RoleGrid#2026x') });
  await s.db.insert(userGrants).values(grants.map((g) => ({ userId: id, ...g })));
  return (await s.login(email, 'RoleGrid#2026x')).accessToken;
}

/** Rows of every table (but the log and the sign-in bookkeeping), hashed per table and customer. */
async function snapshot(): Promise<Map<string, string>> {
  const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await s.db.execute(q)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string; tenant: boolean }>(sql`
    SELECT t.table_name, EXISTS (SELECT 1 FROM information_schema.columns c WHERE c.table_schema = 'public'
      AND c.table_name = t.table_name AND c.column_name = 'customer_id') AS tenant
    FROM information_schema.tables t WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND t.table_name NOT IN ('audit_log', 'refresh_tokens', 'auth_throttle') ORDER BY 1`);
  const out = new Map<string, string>();
  for (const { table_name: table, tenant } of tables) {
    const group = tenant ? sql.raw('customer_id') : sql.raw(`''`);
    const rows = await rowsOf<{ c: string; h: string }>(sql`
      SELECT ${group}::text AS c, md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS h
      FROM ${sql.identifier(table)} t GROUP BY 1`);
    for (const r of rows) out.set(`${table}:${r.c}`, r.h);
  }
  return out;
}

function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k)).sort();
}

/** Every object type the grid names, listed per customer through the first list query of the type. */
async function listObjects(customers: readonly string[]) {
  const types = new Set(grid.flatMap((op) => (op.objectType ? [op.objectType] : [])));
  for (const type of types) {
    const list = Object.values(rootFields('Query')).find((f) => {
      const data = isObjectType(getNamedType(f.type)) && (getNamedType(f.type) as GraphQLObjectType).getFields().data;
      return data && getNamedType(data.type).name === type && f.args.some((a) => a.name === 'customerIds');
    });
    if (!list) throw new Error(`no list query of ${type} (a page with data: [${type}] and customerIds)`);
    const fields = (SCHEMA.getType(type) as GraphQLObjectType).getFields();
    const idField = fields._id ? '_id' : 'id';
    const extra = ['code', 'multiAccountId'].filter((f) => fields[f]).join(' ');
    for (const customer of customers) {
      const r = await s.gql<Record<string, { data: Record<string, string>[] }>>(
        operator,
        `query L($c: [String!]) { ${list.name}(customerIds: $c, take: 50) { data { ${idField} customerId ${extra} } } }`,
        { c: [customer] },
      );
      if (r.errors) throw new Error(`${list.name} of ${customer}: ${short(r)}`);
      objects.set(
        `${type}:${customer}`,
        r.data![list.name].data.map((row) => ({
          id: row[idField],
          customerId: row.customerId,
          code: row.code,
          multiAccountId: row.multiAccountId,
        })),
      );
    }
  }
}

const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  if (onPostgres) return;
  s = await startTestServer();
  // Objects of every kind on both customers: the demo seeds device accounts and hotspot accounts
  // for the hotel only and partner leads for the partner only; the café's analytics become
  // professional with DNS, like the hotel's (else the tier, not the role, refuses).
  await seedDeviceAccounts(s.db, B, newObjectId);
  await seedHotspotAccounts(s.db, B, new SeededRandom(12));
  for (const c of [A, B]) await seedPartnerLeads(s.db, c, newObjectId);
  // A guest online at each (live sessions, issue 36): the demo's online ones may have ended by now.
  for (const c of [A, B])
    await s.db.insert(radiusSessions).values({
      customerId: c,
      id: newObjectId(),
      acctSessionId: 'role-grid',
      hotspotDeviceId: newObjectId(),
      startedAt: new Date(),
      updatedAt: new Date(),
    });
  await s.db.execute(sql`UPDATE customer_plugins SET plugins = plugins
    || jsonb_build_object('analytics', jsonb_build_object('active', true, 'productTier', 'PROFESSIONAL'))
    || jsonb_build_object('dnsAnalytics', jsonb_build_object('active', true, 'organizationId', 4712))
    WHERE customer_id = ${B}`);
  operator = (await s.login(USERS.operator)).accessToken;
  // Enrollment keys: the demo gives the hotel some; the café gets one through the API.
  const configs = ok(
    await s.gql<{ hotspotDeviceConfigs: { data: { _id: string }[] } }>(
      operator,
      `query C($c: [String!]) { hotspotDeviceConfigs(customerIds: $c, take: 1) { data { _id } } }`,
      { c: [B] },
    ),
  ).hotspotDeviceConfigs.data;
  ok(
    await s.gql(operator, `mutation K($data: CreateEnrollmentKeyInput!) { createEnrollmentKey(data: $data) { id } }`, {
      data: { customerId: B, name: 'Role grid', hotspotDeviceConfig: configs[0]._id },
    }),
  );
  // Webhook endpoints and a delivery, and an API key, on both customers (the demo has them elsewhere).
  for (const c of [A, B]) {
    await setPlugins(s.db, c, { webhook: { active: true } });
    const endpoint = ok(
      await s.gql<{ createWebhookEndpoint: { _id: string } }>(
        operator,
        `mutation W($data: CreateWebhookEndpointInput!) { createWebhookEndpoint(data: $data) { _id } }`,
        { data: { customerId: c, url: 'https://hooks.role-grid.test/in', events: ['login.accepted'] } },
      ),
    ).createWebhookEndpoint;
    await s.db.insert(webhookDeliveries).values({
      customerId: c,
      id: newObjectId(),
      endpointId: endpoint._id,
      eventId: `evt_rolegrid_${c}`,
      type: 'login.accepted',
      payload: {},
      status: 'failed',
    });
    ok(
      await s.gql(operator, `mutation K($data: CreateApiKeyInput!) { createApiKey(data: $data) { secret } }`, {
        data: {
          customerId: c,
          name: 'Role grid',
          role: 'voucher-admin',
          expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        },
      }),
    );
  }
  principals.readOnly = await addUser('read-only@role-grid.test', [{ customerKey: A, roles: ['read-all'] }]);
  principals.starRead = await addUser('star-read@role-grid.test', [{ customerKey: '*', roles: ['read-all'] }]);
  principals.mixed = await addUser('mixed@role-grid.test', [
    { customerKey: '*', roles: ['read-all'] },
    { customerKey: A, roles: [], permissions: deleteGrants },
  ]);
  await listObjects([A, B]);
  for (const op of grid.filter((o) => o.kind === 'read'))
    for (const c of [A, B]) {
      const req = attempt(op, c, []);
      if (req) baseline.set(`${op.key}@${c}`, outcome(await s.gql(operator, req.query, req.variables)));
    }
});
afterAll(() => s?.close());

// ---------------------------------------------------------------------------------------------
// The grid
// ---------------------------------------------------------------------------------------------

const reads = () => grid.filter((op) => op.kind === 'read');
const writes = (kinds: readonly Kind[]) => grid.filter((op) => kinds.includes(op.kind));

/** fn over the items, a few requests at a time (the server interleaves them; the order is kept). */
async function each<T, R>(items: readonly T[], fn: (item: T) => Promise<R>, width = 6): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(fn))));
  return out;
}

/** What 'read-all' gives: every principal of this grid reads with it. */
const READ_ALL = new Set(permissionsForRoles(['read-all']));
const readable = (op: GridOp) => op.grants.every((g) => READ_ALL.has(`${g.split(':')[0]}:read`));

/**
 * Every read the role gives answered as it is for the operator: never refused where the operator is
 * not; every read it does not give (the vendor's) refused.
 */
async function readsAllowed(token: string, customer: string): Promise<string[]> {
  const wrong: string[] = [];
  await each(reads(), async (op) => {
    const req = attempt(op, customer, wrong);
    if (!req) return;
    const r = await s.gql(token, req.query, req.variables);
    const got = outcome(r);
    const base = baseline.get(`${op.key}@${customer}`)!;
    if (!readable(op)) {
      if (!REFUSALS.has(got)) wrong.push(`${op.key} on ${customer}: ${got}, not refused ${short(r)}`);
    } else if (got !== base && (REFUSALS.has(got) || base === 'ok'))
      wrong.push(`${op.key} on ${customer}: ${got} (operator: ${base}) ${short(r)}`);
  });
  return wrong;
}

/** Every read of a customer without a grant refused, not found or empty. */
async function readsRefused(token: string, customer: string): Promise<string[]> {
  const wrong: string[] = [];
  await each(reads(), async (op) => {
    const req = attempt(op, customer, wrong);
    if (!req) return;
    const r = await s.gql(token, req.query, req.variables);
    const got = outcome(r);
    if (!(REFUSALS.has(got) || got === 'NOT_FOUND' || (got === 'ok' && empty(r))))
      wrong.push(`${op.key} on ${customer}: ${got} ${short(r)}`);
  });
  return wrong;
}

/**
 * Every write of the kinds refused with FORBIDDEN and no data; NOT_FOUND is right for an object the
 * caller cannot read at all (`unreadable`) and for the operations of REFUSED_AS_NOT_FOUND.
 */
async function writesRefused(token: string, kinds: readonly Kind[], customer: string, unreadable: boolean) {
  const wrong: string[] = [];
  await each(writes(kinds), async (op) => {
    const req = attempt(op, customer, wrong);
    if (!req) return;
    const r = await s.gql(token, req.query, req.variables);
    const got = outcome(r);
    const notFoundOk = ((unreadable || !readable(op)) && op.objectType !== null) || op.key in REFUSED_AS_NOT_FOUND;
    const fine = got === 'FORBIDDEN' || (got === 'NOT_FOUND' && notFoundOk);
    if (!fine || (r.data && Object.values(r.data).some((v) => v !== null)))
      wrong.push(`${op.key} on ${customer}: ${got} ${short(r)}`);
  });
  return wrong;
}

/**
 * writesRefused for each [kinds, customer, unreadable] in turn: every complaint, and every row of
 * any customer changed meanwhile.
 */
async function refusedUnchanged(token: string, attempts: [readonly Kind[], string, boolean][]) {
  const before = await snapshot();
  const wrong: string[] = [];
  for (const [kinds, customer, unreadable] of attempts)
    wrong.push(...(await writesRefused(token, kinds, customer, unreadable)));
  return { wrong, changed: changed(before, await snapshot()) };
}

describe.skipIf(onPostgres)('function-level role grid', () => {
  it('classifies every operation of the schema', () => {
    expect(unclassified).toEqual([]);
    const count = (k: Kind) => grid.filter((op) => op.kind === k).length;
    console.info(
      `role grid: ${count('read')} reads, ${count('write')} writes (create/update), ${count('delete')} deletes, ` +
        `${viewerOps.length} grant-independent operations; per principal and customer each is sent once`,
    );
    expect(grid.length).toBeGreaterThan(80);
  });

  it('has an object of every type the grid names on both customers, and no read the operator is refused', () => {
    const missing = [...new Set(grid.flatMap((op) => (op.objectType ? [op.objectType] : [])))].flatMap((t) =>
      [A, B].filter((c) => !objects.get(`${t}:${c}`)?.length).map((c) => `${t} of ${c}`),
    );
    expect(missing).toEqual([]);
    const refusedToOperator = [...baseline].filter(([, o]) => REFUSALS.has(o)).map(([k, o]) => `${k}: ${o}`);
    expect(refusedToOperator).toEqual([]);
    const notOk = [...baseline].filter(([, o]) => o !== 'ok').map(([k, o]) => `${k}: ${o}`);
    console.info(
      `reads the operator answers with data: ${baseline.size - notOk.length}/${baseline.size}; ${notOk.join(', ')}`,
    );
  });

  describe('read-only on A (read-all under A)', () => {
    it('every read of A allowed', async () => {
      expect(await readsAllowed(principals.readOnly, A)).toEqual([]);
    });
    it('every read of B refused, not found or empty', async () => {
      expect(await readsRefused(principals.readOnly, B)).toEqual([]);
    });
    it('every write and delete FORBIDDEN on A, FORBIDDEN or NOT_FOUND on B; nothing changed', async () => {
      expect(
        await refusedUnchanged(principals.readOnly, [
          [['write', 'delete'], A, false],
          [['write', 'delete'], B, true],
        ]),
      ).toEqual({ wrong: [], changed: [] });
    });
  });

  describe("'*' read (read-all under '*')", () => {
    it('every read allowed on A and B', async () => {
      expect([
        ...(await readsAllowed(principals.starRead, A)),
        ...(await readsAllowed(principals.starRead, B)),
      ]).toEqual([]);
    });
    it('every write and delete FORBIDDEN on A and B; nothing changed', async () => {
      expect(
        await refusedUnchanged(principals.starRead, [
          [['write', 'delete'], A, false],
          [['write', 'delete'], B, false],
        ]),
      ).toEqual({ wrong: [], changed: [] });
    });
  });

  describe("mixed keys (read-all under '*', Subject:delete under A)", () => {
    it('every read allowed on A and B', async () => {
      expect([...(await readsAllowed(principals.mixed, A)), ...(await readsAllowed(principals.mixed, B))]).toEqual([]);
    });
    it('creates and updates FORBIDDEN on A and B, deletes FORBIDDEN on B; nothing changed', async () => {
      expect(
        await refusedUnchanged(principals.mixed, [
          [['write'], A, false],
          [['write', 'delete'], B, false],
        ]),
      ).toEqual({ wrong: [], changed: [] });
    });
    it("every delete allowed on A (one real object each); only A's rows changed", async () => {
      const before = await snapshot();
      const wrong: string[] = [];
      const answers: string[] = [];
      // One at a time: deleting one object may change what the next delete finds (cascades).
      // An object in use answers CONFLICT, after the permission check (the same object answered
      // FORBIDDEN to the read-only user above): then the next object is tried, a few times.
      for (const op of writes(['delete'])) {
        let got = '';
        for (let tries = 0; tries < 4 && got !== 'ok' && !REFUSALS.has(got); tries++) {
          // The first object must be there; when the next ones run out, what was answered stands.
          const req = attempt(op, A, tries === 0 ? wrong : [], true);
          if (!req) break;
          const r = await s.gql(principals.mixed, req.query, req.variables);
          got = outcome(r);
          if (REFUSALS.has(got)) wrong.push(`${op.key} on ${A}: ${got} ${short(r)}`);
        }
        if (got !== 'ok' && !REFUSALS.has(got)) answers.push(`${op.key}: ${got}`);
      }
      expect(wrong).toEqual([]);
      console.info(
        `deletes on A: ${writes(['delete']).length - answers.length} deleted` +
          (answers.length ? `; past the permission check but answered otherwise: ${answers.join(', ')}` : ''),
      );
      const diff = changed(before, await snapshot());
      expect(diff.filter((k) => !k.endsWith(`:${A}`))).toEqual([]);
      expect(diff.length).toBeGreaterThan(0);
    });
  });

  it('grant-independent operations: allowed for every principal, the audit log for operators only', async () => {
    const wrong: string[] = [];
    for (const op of viewerOps)
      for (const [who, token] of Object.entries(principals)) {
        const { query, variables } = operationDocument(op.root, op.field, requiredSamples(op.field));
        const r = await s.gql(token, query, variables);
        const got = outcome(r);
        const fine = op.expect === 'refused' ? got === 'FORBIDDEN' : !REFUSALS.has(got);
        if (!fine) wrong.push(`${op.key} as ${who}: ${got} ${short(r)}`);
      }
    expect(wrong).toEqual([]);
  });
});
