// The yoga plugin that logs every executed root field of a MUTATION (issue 12): one audit entry per
// field — `Mutation.<field>`, the caller, the customer and the objects its arguments name (the
// `ids` paths of the authorisation matrix it is given: operationsOf(MODULES), server/app.ts), 'ok' or
// the error's code, address and user agent.
// Queries are not logged. Each root resolver is wrapped (as @envelop/on-resolve does) so that the
// entry sees the coerced arguments, the field's own error (also one thrown before the service runs:
// input checks, UNAUTHENTICATED) and the returned object (the id of a created object, the customer
// of an updated one). The entries of a request are written in one INSERT when execution is done,
// before the answer is sent: when a client has its answer, the entry exists.
import {
  GraphQLError,
  defaultFieldResolver,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { IncomingMessage } from 'node:http';
import type { OperationRule } from '../../platform/authorization';
import type { RequestContext } from '../../platform/context';
import { AUDIT_MAX_IDS, boundIds, recordAudit, type AuditEntry } from './record';

const WRAPPED = Symbol('audited');
/** The authorisation matrix's rows by `Type.field` (operationsOf of server/graphql/authorization.ts). */
type Operations = Readonly<Record<string, OperationRule>>;
type AuditContext = RequestContext & { request?: Request; req?: IncomingMessage };

/** Entries collected per request (the execution's context object). */
const pending = new WeakMap<object, AuditEntry[]>();

/** The error code of what a resolver threw: extensions.code, else INTERNAL. */
export function errorCode(e: unknown): string {
  const code = e instanceof GraphQLError ? e.extensions?.code : undefined;
  return typeof code === 'string' && code ? code : 'INTERNAL';
}

const isCustomerPath = (path: string) => /(^|\.)customerIds?$/.test(path);

/** The strings at `path` of the arguments (lists followed): the first AUDIT_MAX_IDS and how many there are. */
function valuesAt(args: unknown, path: string): { values: string[]; total: number } {
  let nodes: unknown[] = [args];
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const n of nodes) {
      const v = n && typeof n === 'object' && !Array.isArray(n) ? (n as Record<string, unknown>)[key] : undefined;
      if (v !== undefined && v !== null) next.push(v);
    }
    nodes = next;
  }
  const values: string[] = [];
  let total = 0;
  const take = (v: unknown) => {
    if (typeof v !== 'string' && typeof v !== 'number') return;
    total++;
    if (values.length < AUDIT_MAX_IDS) values.push(String(v));
  };
  // A list of 10,000 codes: only the first ones are copied, the rest counted.
  for (const n of nodes) {
    if (Array.isArray(n)) for (const v of n) take(v);
    else take(n);
  }
  return { values, total };
}

/** Customer and object ids of a mutation: its arguments' id paths (in `operations`), then the object it returned. */
export function auditTarget(
  operations: Operations,
  field: string,
  args: unknown,
  result: unknown,
): { customerId: string | null; ids: string[]; total: number } {
  const paths = operations[`Mutation.${field}`]?.ids ?? [];
  const customers: string[] = [];
  const ids: string[] = [];
  let total = 0;
  for (const path of paths) {
    const found = valuesAt(args, path);
    if (isCustomerPath(path)) customers.push(...found.values);
    else {
      ids.push(...found.values);
      total += found.total;
    }
  }
  const returned =
    result && typeof result === 'object' && !Array.isArray(result) ? (result as Record<string, unknown>) : null;
  if (typeof returned?._id === 'string' && !ids.includes(returned._id)) {
    ids.push(returned._id);
    total++;
  }
  if (!customers.length && typeof returned?.customerId === 'string') customers.push(returned.customerId);
  // Several customers (an invitation to many): the first is the entry's customer, the others are listed.
  const extra = [...new Set(customers.slice(1))].filter((c) => c !== customers[0]);
  return { customerId: customers[0] ?? null, ids: [...ids, ...extra], total: total + extra.length };
}

function entryOf(
  operations: Operations,
  field: string,
  args: unknown,
  ctx: AuditContext,
  outcome: string,
  result: unknown,
): AuditEntry {
  const target = auditTarget(operations, field, args, result);
  return {
    userId: ctx.viewer?.id ?? null,
    email: ctx.viewer?.email ?? null,
    customerId: target.customerId,
    operation: `Mutation.${field}`,
    objectIds: boundIds(target.ids, target.total),
    outcome,
    ip: ctx.req?.socket?.remoteAddress ?? null,
    userAgent: ctx.request?.headers.get('user-agent') ?? null,
  };
}

function wrapMutations(schema: GraphQLSchema, operations: Operations) {
  const mutation = schema.getMutationType();
  if (!mutation) return;
  for (const field of Object.values(mutation.getFields())) {
    const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, AuditContext> & {
      [WRAPPED]?: true;
    };
    if (resolve[WRAPPED]) continue;
    const audited = async (
      parent: unknown,
      args: Record<string, unknown>,
      ctx: AuditContext,
      info: GraphQLResolveInfo,
    ) => {
      const note = (outcome: string, result: unknown) => {
        let list = pending.get(ctx);
        if (!list) pending.set(ctx, (list = []));
        list.push(entryOf(operations, field.name, args, ctx, outcome, result));
      };
      try {
        const result = await resolve(parent, args, ctx, info);
        note('ok', result);
        return result;
      } catch (e) {
        note(errorCode(e), null);
        throw e;
      }
    };
    field.resolve = Object.assign(audited, { [WRAPPED]: true as const });
  }
}

/**
 * Logs every executed mutation root field (register it with the yoga instance, server/app.ts), with
 * the objects its arguments name by `operations`, the authorisation matrix (operationsOf(MODULES)).
 */
export function auditPlugin(operations: Operations): Plugin {
  return {
    onSchemaChange({ schema }) {
      wrapMutations(schema, operations);
    },
    onExecute({ args }) {
      const ctx = args.contextValue as unknown as AuditContext;
      return {
        async onExecuteDone() {
          const entries = pending.get(ctx);
          if (!entries?.length) return;
          pending.delete(ctx);
          await recordAudit(ctx.systemDb, entries);
        },
      };
    },
  };
}
