import { parse, type DocumentNode } from 'graphql';
import { codedError } from './errors';
import { toRecord, type ResourceSpec } from './resources';

/**
 * Our own `buildQuery` for ra-data-graphql (introspection off): react-admin's data-provider calls
 * → queries and mutations of the data interface (seed 001 §7). Pure: the active customer comes in
 * through `getCustomerId`; nothing here touches the network.
 */

export interface BuildQueryResult {
  query: DocumentNode;
  variables: Record<string, unknown>;
  parseResponse: (response: { data?: Record<string, unknown> | null; errors?: readonly unknown[] }) => unknown;
}

export interface BuildQueryContext {
  /** customerId (K123456) of the active customer, or null. */
  getCustomerId: () => string | null;
  /** The mappings by react-admin resource name (resource modules' api.ts and the shell's own). */
  specs: Readonly<Record<string, ResourceSpec>>;
}

type Rec = Record<string, unknown>;

interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Rec;
  meta?: { detail?: boolean };
}

interface Page {
  data: Rec[];
  totalCount: number;
  totalCountExact?: boolean;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Values compare equal when both are empty, or when their JSON is the same. */
function same(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

function pick(data: Rec, keys: readonly string[]): Rec {
  const out: Rec = {};
  for (const key of keys) if (!isEmpty(data[key])) out[key] = data[key];
  return out;
}

/**
 * The customer of a scoped request: `meta.customerId` when the caller fixed it (an undoable change
 * runs after its undo window, maybe after a customer switch: it must go to the customer it was made
 * for), else the active customer.
 */
function requireCustomer(spec: ResourceSpec, ctx: BuildQueryContext, meta?: { customerId?: unknown }): string | null {
  if (!spec.scoped) return null;
  const fixed = meta?.customerId;
  const customerId = typeof fixed === 'string' && fixed ? fixed : ctx.getCustomerId();
  if (!customerId) throw codedError('NO_CUSTOMER');
  return customerId;
}

function checked(response: Parameters<BuildQueryResult['parseResponse']>[0]): Rec {
  if (response.errors && response.errors.length > 0) {
    throw Object.assign(new Error('GraphQL error'), { graphQLErrors: response.errors });
  }
  return (response.data ?? {}) as Rec;
}

/** Variables and their GraphQL types → `($a: T, …)` and `(a: $a, …)`. */
function signature(vars: Rec, types: Record<string, string>) {
  const names = Object.keys(vars);
  return {
    declare: names.length ? `(${names.map((n) => `$${n}: ${types[n]}`).join(', ')})` : '',
    pass: names.length ? `(${names.map((n) => `${n}: $${n}`).join(', ')})` : '',
  };
}

function listDocument(spec: ResourceSpec, vars: Rec, types: Record<string, string>, detail: boolean): DocumentNode {
  const { declare, pass } = signature(vars, types);
  const fields = detail ? spec.detailFields : spec.fields;
  const exact = spec.totalCountExact ? ' totalCountExact' : '';
  return parse(`query ${spec.list}${declare} { ${spec.list}${pass} { totalCount${exact} data { ${fields} } } }`);
}

function baseListVars(spec: ResourceSpec, customerId: string | null) {
  const vars: Rec = {};
  const types: Record<string, string> = { skip: 'Int', take: 'Int', sort: '[SortType!]', customerIds: '[String!]' };
  for (const [, filter] of Object.entries(spec.filters)) types[filter.arg] = filter.type;
  types[spec.idsArg] = `[${spec.idsArgType}!]`;
  if (customerId) vars.customerIds = [customerId];
  return { vars, types };
}

function sortKey(spec: ResourceSpec, field: string | undefined): string | undefined {
  if (!field) return undefined;
  if (field === 'id') return spec.idField;
  return spec.sortable.includes(field) ? field : undefined;
}

/**
 * The list query's arguments for react-admin's filter and sort, without the page: what getList sends
 * and what an export of the whole list sends (exportList of the data provider, docs/exports.md).
 */
export function listArguments(
  spec: ResourceSpec,
  params: Pick<ListParams, 'filter' | 'sort'>,
  customerId: string | null,
): { args: Rec; sort: { key: string; order: 'ASC' | 'DESC' }[] } {
  const args: Rec = customerId ? { customerIds: [customerId] } : {};
  const key = sortKey(spec, params.sort?.field);
  const sort = [
    key ? { key, order: params.sort?.order === 'DESC' ? ('DESC' as const) : ('ASC' as const) } : spec.defaultSort,
  ];
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    const filter = spec.filters[name];
    if (!filter) continue;
    const clean = typeof value === 'string' ? value.trim() : value;
    if (isEmpty(clean)) continue;
    if (name === 'customerIds' && customerId) continue; // the active customer wins
    args[filter.arg] = clean;
  }
  return { args, sort };
}

function getList(spec: ResourceSpec, params: ListParams, customerId: string | null): BuildQueryResult {
  const { vars, types } = baseListVars(spec, customerId);
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  vars.skip = Math.max(0, (page - 1) * perPage);
  vars.take = perPage;
  const { args, sort } = listArguments(spec, params, customerId);
  vars.sort = sort;
  Object.assign(vars, args);
  return {
    query: listDocument(spec, vars, types, !!params.meta?.detail),
    variables: vars,
    parseResponse: (response) => {
      const page = checked(response)[spec.list] as Page;
      const data = page.data.map((row) => toRecord(spec, row));
      return page.totalCountExact === false
        ? { data, total: page.totalCount, meta: { totalExact: false } }
        : { data, total: page.totalCount };
    },
  };
}

function getByIds(
  spec: ResourceSpec,
  ids: readonly unknown[],
  customerId: string | null,
  one: boolean,
): BuildQueryResult {
  const { vars, types } = baseListVars(spec, customerId);
  vars[spec.idsArg] = ids.map(String);
  vars.take = Math.max(1, ids.length);
  return {
    query: listDocument(spec, vars, types, one),
    variables: vars,
    parseResponse: (response) => {
      const rows = (checked(response)[spec.list] as Page).data.map((row) => toRecord(spec, row));
      if (!one) return { data: rows };
      if (rows.length === 0) throw codedError('NOT_FOUND');
      return { data: rows[0] };
    },
  };
}

function mutation(name: string, declare: string, pass: string, selection = ''): DocumentNode {
  return parse(`mutation ${name}${declare} { ${name}${pass}${selection ? ` { ${selection} }` : ''} }`);
}

function requireOp(op: string | undefined): string {
  if (!op) throw codedError('NOT_IMPLEMENTED');
  return op;
}

function boolResult(name: string, response: Parameters<BuildQueryResult['parseResponse']>[0]) {
  if (checked(response)[name] !== true) throw codedError('NOT_FOUND');
}

function create(spec: ResourceSpec, data: Rec, customerId: string | null): BuildQueryResult {
  const batch = !!spec.createBatch && Number(data.amount) > 1;
  const name = batch ? requireOp(spec.createBatch) : requireOp(spec.create);
  const input: Rec = pick(data, (batch ? spec.batchCreatable : spec.creatable) ?? []);
  if (batch) input.amount = Number(data.amount);
  if (customerId) input.customerId = customerId;
  const inputType = batch ? `Create${spec.type}BatchInput!` : `Create${spec.type}Input!`;
  return {
    query: mutation(
      name,
      `($data: ${inputType})`,
      '(data: $data)',
      batch
        ? spec.batchFields
        : spec.createReturnsId
          ? ''
          : spec.createWraps
            ? `${spec.createWraps.record} { ${spec.detailFields} } ${spec.createWraps.extra}`
            : spec.detailFields,
    ),
    variables: { data: input },
    parseResponse: (response) => {
      const result = checked(response)[name];
      // Only the id: the data provider reads the record back by it.
      if (!batch && spec.createReturnsId) return { data: { ...input, _id: result, id: String(result) } };
      if (!batch && spec.createWraps) {
        const { [spec.createWraps.record]: record, ...extra } = result as Rec;
        return { data: { ...toRecord(spec, record as Rec), ...extra } };
      }
      if (!batch) return { data: toRecord(spec, result as Rec) };
      const codes = ((result as Rec).codes as string[]) ?? [];
      // react-admin needs an id: a batch is shown as one record flagged `batch`.
      return { data: { ...(result as Rec), id: `batch:${codes[0] ?? ''}`, batch: true } };
    },
  };
}

/** Only the fields that changed, plus the _id and the updatedAt the record was loaded with. */
export function updateInput(spec: ResourceSpec, data: Rec, previousData: Rec = {}): Rec {
  const input: Rec = { _id: previousData._id ?? data._id };
  if (previousData.updatedAt ?? data.updatedAt) input.updatedAt = previousData.updatedAt ?? data.updatedAt;
  for (const key of spec.updatable) {
    if (!(key in data)) continue;
    if (!same(data[key], previousData[key])) input[key] = isEmpty(data[key]) ? null : data[key];
  }
  return input;
}

/** The bulk mutation react-admin's updateMany stands for, by its data (NOT_IMPLEMENTED: none). */
function bulkUpdateOf(spec: ResourceSpec, data: Rec | undefined): string | undefined {
  return spec.updateMany?.find((entry) => same(entry.data, data))?.mutation;
}

function bulk(name: string, spec: ResourceSpec, ids: readonly unknown[], customerId: string | null): BuildQueryResult {
  if (!customerId) throw codedError('NO_CUSTOMER');
  const argType = `[${spec.idsArgType}!]!`;
  return {
    query: mutation(
      name,
      `($customerId: String!, $${spec.idsArg}: ${argType})`,
      `(customerId: $customerId, ${spec.idsArg}: $${spec.idsArg})`,
    ),
    variables: { customerId, [spec.idsArg]: ids.map(String) },
    parseResponse: (response) => {
      boolResult(name, response);
      return { data: [...ids] };
    },
  };
}

export function createBuildQuery(ctx: BuildQueryContext) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return function buildQuery(method: string, resource: string, params: any): BuildQueryResult {
    const spec = ctx.specs[resource];
    if (!spec) throw codedError('NOT_IMPLEMENTED');
    const customerId = requireCustomer(spec, ctx, params?.meta);
    switch (method) {
      case 'GET_LIST':
        return getList(spec, params, customerId);
      case 'GET_MANY_REFERENCE':
        return getList(spec, { ...params, filter: { ...params.filter, [params.target]: params.id } }, customerId);
      case 'GET_ONE':
        return getByIds(spec, [params.id], customerId, true);
      case 'GET_MANY':
        return getByIds(spec, params.ids ?? [], customerId, false);
      case 'CREATE':
        return create(spec, params.data ?? {}, customerId);
      case 'UPDATE': {
        const name = requireOp(spec.update);
        const input = updateInput(spec, params.data ?? {}, params.previousData);
        return {
          query: mutation(name, `($data: Update${spec.type}Input!)`, '(data: $data)'),
          variables: { data: input },
          parseResponse: (response) => {
            boolResult(name, response);
            return { data: { ...params.previousData, ...params.data, id: params.id } };
          },
        };
      }
      case 'DELETE': {
        const name = requireOp(spec.delete);
        const arg = spec.deleteArg ?? '_id';
        const value = params.previousData?.[arg];
        if (!value) throw codedError('NOT_FOUND');
        return {
          query: mutation(name, `($${arg}: ID!)`, `(${arg}: $${arg})`),
          variables: { [arg]: value },
          parseResponse: (response) => {
            boolResult(name, response);
            return { data: params.previousData };
          },
        };
      }
      case 'DELETE_MANY':
        return bulk(requireOp(spec.deleteMany), spec, params.ids ?? [], customerId);
      case 'UPDATE_MANY':
        return bulk(requireOp(bulkUpdateOf(spec, params.data)), spec, params.ids ?? [], customerId);
      default:
        throw codedError('NOT_IMPLEMENTED');
    }
  };
}

/** The factory ra-data-graphql expects (introspection is off, so its argument is unused). */
export const buildQueryFactory = (ctx: BuildQueryContext) => () => createBuildQuery(ctx);
