// Compiled execution of the operations yoga admitted (graphql-jit: each text compiled once), and its
// queries answered again without yoga's request pipeline (issue 13, "API ≤ 1.5× its floor").
//
// Yoga remains the authority on what a request may do: a query text is answered here only after yoga
// has parsed and validated it once (every rule: graphql-armor's limits, no introspection, the date
// literals) and reached its execution. Such a query, sent again as a plain JSON POST, runs here:
// the row bound of yoga's plugin (boundedRows), the variables' checks (below), the same context, the
// same compiled execution (graphql-jit); a result without errors is written as yoga writes it.
// A result with errors is handed to yoga (`handOver`), whose plugins turn it into the answer as they
// would have (masking, FORBIDDEN for a database refusal, a bad variable in graphql-js's words, the
// input field, the hardened messages), and anything else (a new text, a batch, another Accept or body
// type, a CORS request, a bad parameter, too many rows) goes to yoga untouched. Mutations always go
// through yoga (the audit log).
//
// Variables: yoga's path coerces them with graphql-js (standardVariables, for its error messages) and
// then graphql-jit coerces them again to execute. Here only graphql-jit does, which takes what
// graphql-js takes but for one value, a list where an input object goes (listForInputObject); such a
// request goes to yoga, and one graphql-jit refuses is handed over, so both paths refuse alike.
import type { IncomingMessage } from 'node:http';
import {
  getOperationAST,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationTypeNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import { MAX_ROWS_PER_REQUEST, estimatedRows } from './hardening';

/**
 * Operation texts kept, compiled (least recently used go first): the web app sends a few hundred at
 * most; a text that went is compiled again when it comes back.
 */
export const MAX_ADMITTED = 512;

/** The parameters of a GraphQL POST body (yoga refuses any other key). */
const PARAMS = new Set(['query', 'variables', 'operationName', 'extensions']);

/**
 * Accept headers answered here, all with `application/json` as yoga answers them (the web app's Apollo
 * client sends `*∕*`, fetch and undici send none); any other goes to yoga's negotiation.
 */
const ACCEPTS = new Set(['', '*/*', 'application/json']);

export interface GraphQLParams {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

interface Admitted {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationTypeNode;
  /** The operation's variables and their types. */
  variables: [name: string, type: GraphQLInputType][];
  compiled: CompiledQuery;
}

/** What `answer` made of a request. */
export type Answered =
  /** Not answered here: yoga takes the request as it came. */
  | { kind: 'yoga' }
  /** Executed, with errors: yoga makes the answer from this result (see `plugin`). */
  | { kind: 'handOver'; result: ExecutionResult }
  /** The answer's body (200, application/json). */
  | { kind: 'json'; text: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const keyOf = (query: string, operationName: string | null | undefined) => `${operationName ?? ''}\u0000${query}`;

/** The body of a GraphQL POST as yoga accepts it without complaint, or null. */
export function graphQLParams(body: unknown): GraphQLParams | null {
  if (!isObject(body)) return null;
  for (const key in body) if (!PARAMS.has(key)) return null;
  const { query, variables, operationName, extensions } = body;
  if (typeof query !== 'string') return null;
  if (variables != null && !isObject(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (extensions != null && !isObject(extensions)) return null;
  return body as unknown as GraphQLParams;
}

/**
 * Whether `value`, of the input type `type`, holds a list where an input object goes (or any value of
 * a oneOf input object): graphql-js refuses a list there, graphql-jit's coercion takes it as an
 * object without fields. In all else graphql-jit refuses what graphql-js refuses (scalars, enums,
 * lists, non-null, unknown and missing fields; tests/server/admitted.test.ts compares them).
 */
export function listForInputObject(type: GraphQLInputType, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (isNonNullType(type)) return listForInputObject(type.ofType, value);
  if (isListType(type)) {
    if (!Array.isArray(value)) return listForInputObject(type.ofType, value);
    for (const item of value) if (listForInputObject(type.ofType, item)) return true;
    return false;
  }
  if (!isInputObjectType(type)) return false;
  if (Array.isArray(value) || type.isOneOf) return true;
  if (typeof value !== 'object') return false;
  const fields = type.getFields();
  for (const key of Object.keys(value)) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (field && listForInputObject(field.type, (value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** The server context key under which a result executed here reaches yoga. */
const HANDED_OVER = 'handedOverResult';

export class AdmittedQueries {
  private readonly entries = new Map<string, Admitted>();

  /** `cors`: CORS_ORIGINS is set (a request with an Origin then goes to yoga, which adds the headers). */
  constructor(private readonly opts: { cors: boolean }) {}

  /**
   * Yoga plugin, the last of the server's: after every check of the execution stage, it runs the
   * operation compiled (compiling and keeping its text the first time), and for a request handed over
   * gives yoga's execution the result executed here. It sets the execution function rather than
   * stopping execution, so yoga's own later plugins (error masking) still see the result.
   */
  readonly plugin: Plugin = {
    onExecute: ({ args, setExecuteFn }) => {
      const context = args.contextValue as { params?: GraphQLParams; [HANDED_OVER]?: ExecutionResult };
      const handedOver = context[HANDED_OVER];
      if (handedOver) {
        setExecuteFn(() => handedOver);
        return;
      }
      const params = context.params;
      if (!params || typeof params.query !== 'string') return;
      const entry = this.admitted(keyOf(params.query, params.operationName), args);
      // Not compilable (graphql-jit said why): graphql-js executes it and answers the same.
      if (entry) setExecuteFn((a) => entry.compiled.query(a.rootValue, a.contextValue, a.variableValues));
    },
  };

  /** The kept entry of `key`, now the most recently used. */
  private kept(key: string): Admitted | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The kept entry of `key`, else the operation compiled and kept. */
  private admitted(
    key: string,
    args: { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null },
  ): Admitted | undefined {
    const kept = this.kept(key);
    if (kept) return kept;
    const definition = getOperationAST(args.document, args.operationName);
    if (!definition) return undefined;
    const compiled = compileQuery(args.schema, args.document, args.operationName ?? undefined);
    if (!isCompiledQuery(compiled)) return undefined;
    const variables = (definition.variableDefinitions ?? []).map(
      (v) =>
        [v.variable.name.value, typeFromAST(args.schema, v.type) as GraphQLInputType] as [string, GraphQLInputType],
    );
    const entry = {
      schema: args.schema,
      document: args.document,
      operation: definition.operation,
      variables,
      compiled,
    };
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ADMITTED) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  /** Yoga's server context for a request `answer` handed over. */
  static handOver(result: ExecutionResult): Record<string, unknown> {
    return { [HANDED_OVER]: result };
  }

  /**
   * Answers the JSON POST `req` if its query text was admitted; `body` is its body as yoga reads it
   * (parsed once, for both). `context` builds the request's GraphQL context (as yoga's context
   * function does, with `params`); `reads` is told that a query runs (the replica routing).
   */
  async answer(
    req: IncomingMessage,
    body: { json(): Promise<unknown> },
    opts: { context: (params: GraphQLParams) => Promise<object>; reads: () => void },
  ): Promise<Answered> {
    const accept = (req.headers.accept ?? '').trim().toLowerCase();
    if (!ACCEPTS.has(accept) || (this.opts.cors && req.headers.origin !== undefined)) return { kind: 'yoga' };
    // Yoga reads a JSON body only as application/json (another JSON type the server lets through
    // gets yoga's own answer).
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') return { kind: 'yoga' };
    let params: GraphQLParams | null;
    try {
      params = graphQLParams(await body.json());
    } catch {
      return { kind: 'yoga' };
    }
    if (!params) return { kind: 'yoga' };
    const entry = this.kept(keyOf(params.query, params.operationName));
    // Mutations always go through yoga (the audit log, the replica's write position).
    if (entry?.operation !== 'query') return { kind: 'yoga' };
    const { schema, document, variables, compiled } = entry;
    if (estimatedRows(schema, document, params.variables, params.operationName) > MAX_ROWS_PER_REQUEST)
      return { kind: 'yoga' };
    for (const [name, type] of variables)
      if (listForInputObject(type, params.variables?.[name])) return { kind: 'yoga' };
    let result: ExecutionResult;
    try {
      const context = await opts.context(params);
      opts.reads();
      result = await compiled.query(undefined, context, params.variables ?? {});
    } catch {
      // The context could not be built (the database unreachable): yoga answers as it answers that.
      return { kind: 'yoga' };
    }
    if (result.errors?.length) return { kind: 'handOver', result };
    return { kind: 'json', text: JSON.stringify(result) };
  }

  /** How many operation texts are kept (for the tests). */
  get size(): number {
    return this.entries.size;
  }
}
