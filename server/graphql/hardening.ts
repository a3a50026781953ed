// The GraphQL endpoint as an attacker meets it: every error carries a code, and without
// introspection no error hints at the schema (graphql-js's "Did you mean …" names enum values,
// fields, arguments and input fields even when introspection is off).
import {
  GraphQLError,
  Kind,
  getOperationAST,
  getVariableValues,
  type DocumentNode,
  type ExecutionResult,
  getNamedType,
  isInterfaceType,
  isObjectType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { DEFAULT_TAKE, MAX_TAKE } from '../../src/domain/constants';
import { pgError } from '../platform/pgError';
import { log, requestIdOf } from '../platform/log';

/** graphql-js's suggestion tail: ` Did you mean "X"?`, ` Did you mean the enum value "X" or "Y"?` … */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** A required variable that was not sent or sent as null. */
const MISSING_VARIABLE =
  /^Variable "\$([^"]+)" of (?:required|non-null) type "[^"]+" (?:was not provided|must not be null)\.$/;

function hardened(error: GraphQLError, hideSchema: boolean): GraphQLError {
  const message = hideSchema ? error.message.replace(SUGGESTION, '') : error.message;
  let extensions = error.extensions;
  if (typeof extensions?.code !== 'string') {
    const missing = MISSING_VARIABLE.exec(message);
    extensions = missing
      ? { ...extensions, code: 'BAD_USER_INPUT', field: missing[1] }
      : { ...extensions, code: 'BAD_REQUEST' };
  }
  if (message === error.message && extensions === error.extensions) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
}

/** Yoga plugin: applied to every result, whatever stage (parse, validation, variables, execution) failed. */
export function hardenedErrors(opts: { hideSchema: boolean }): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      const one = (r: ExecutionResult): ExecutionResult =>
        r.errors?.length
          ? {
              ...r,
              errors: r.errors.map((e) =>
                hardened(e instanceof GraphQLError ? e : new GraphQLError(String(e)), opts.hideSchema),
              ),
            }
          : r;
      if (Array.isArray(result)) setResult(result.map((r) => one(r as ExecutionResult)) as never);
      else if (result && typeof result === 'object' && 'errors' in result)
        setResult(one(result as ExecutionResult) as never);
    },
  };
}

/** Media types a GraphQL POST may have: JSON only (a cross-site form can send neither). */
export function isJsonPost(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type === 'application/graphql-response+json';
}

/**
 * Most rows one request may ask for over all its paged lists: page sizes multiply through nested
 * lists (customers(take: 1000) { data { hotspotDevices(take: 1000) { data … } } } would be 10⁶
 * rows). 20 full top-level pages: two levels at the default page size (100 × 100) still pass.
 */
export const MAX_ROWS_PER_REQUEST = 20 * MAX_TAKE;

/**
 * The rows a document can return: for every page (a field whose definition has a `take` argument
 * and whose selection reads `data`), its page size (take, else DEFAULT_TAKE) times the page sizes
 * of the pages it is nested in. Fragments are followed (a fragment cycle is a validation error
 * before this runs).
 */
export function estimatedRows(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
  operationName?: string | null,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const op = document.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  const root = op && schema.getRootType(op.operation);
  if (!op || !root) return 0;
  const takeOf = (field: FieldNode): number => {
    const arg = field.arguments?.find((a) => a.name.value === 'take');
    if (!arg) return DEFAULT_TAKE;
    const v =
      arg.value.kind === Kind.INT
        ? Number(arg.value.value)
        : arg.value.kind === Kind.VARIABLE
          ? variables?.[arg.value.name.value]
          : undefined;
    return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : DEFAULT_TAKE;
  };
  const selects = (set: SelectionSetNode | undefined, name: string, seen: Set<string>): boolean =>
    !!set?.selections.some((s) =>
      s.kind === Kind.FIELD
        ? s.name.value === name
        : s.kind === Kind.INLINE_FRAGMENT
          ? selects(s.selectionSet, name, seen)
          : !seen.has(s.name.value) &&
            selects(fragments.get(s.name.value)?.selectionSet, name, new Set([...seen, s.name.value])),
    );
  const typeNamed = (name: string | undefined, fallback: GraphQLNamedType): GraphQLNamedType =>
    (name && schema.getType(name)) || fallback;
  const walk = (
    set: SelectionSetNode | undefined,
    type: GraphQLNamedType,
    factor: number,
    seen: Set<string>,
  ): number => {
    let rows = 0;
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.INLINE_FRAGMENT) {
        rows += walk(s.selectionSet, typeNamed(s.typeCondition?.name.value, type), factor, seen);
      } else if (s.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(s.name.value);
        if (f && !seen.has(s.name.value))
          rows += walk(
            f.selectionSet,
            typeNamed(f.typeCondition.name.value, type),
            factor,
            new Set([...seen, s.name.value]),
          );
      } else {
        const def = isObjectType(type) || isInterfaceType(type) ? type.getFields()[s.name.value] : undefined;
        if (!def) continue;
        const child = getNamedType(def.type);
        if (def.args.some((a) => a.name === 'take') && selects(s.selectionSet, 'data', seen)) {
          const take = takeOf(s);
          rows += factor * take + walk(s.selectionSet, child, factor * take, seen);
        } else rows += walk(s.selectionSet, child, factor, seen);
      }
    }
    return rows;
  };
  return walk(op.selectionSet, root, 1, new Set());
}

/** Yoga plugin: a request whose lists could return more than MAX_ROWS_PER_REQUEST rows is refused. */
export const boundedRows: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const rows = estimatedRows(args.schema, args.document, args.variableValues, args.operationName);
    if (rows > MAX_ROWS_PER_REQUEST) {
      setResultAndStopExecution({
        errors: [
          new GraphQLError(`The request could return ${rows} rows; at most ${MAX_ROWS_PER_REQUEST} are allowed`, {
            extensions: {
              code: 'BAD_USER_INPUT',
              field: 'take',
              i18n: 'forms.validationMessages.max_value',
              args: { max: MAX_ROWS_PER_REQUEST },
            },
          }),
        ],
      });
    }
  },
};

/** SQLSTATE insufficient_privilege: a row-level security policy or a missing privilege refused a statement. */
const INSUFFICIENT_PRIVILEGE = '42501';
let lastRefusalWarning = 0;

/**
 * Yoga plugin: a statement the database refused for row-level security or privilege answers FORBIDDEN,
 * like the application's own checks, not as an internal error. It still means those checks let the
 * request through, so it is reported (a warning at most once a minute, with the operation).
 */
export function databaseRefusals(): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (!result || typeof result !== 'object' || !('errors' in result) || !result.errors?.length) return;
          let refused = false;
          const errors = result.errors.map((error) => {
            if (pgError(error.originalError)?.code !== INSUFFICIENT_PRIVILEGE) return error;
            refused = true;
            return new GraphQLError('Forbidden', {
              nodes: error.nodes,
              source: error.source,
              positions: error.positions,
              path: error.path,
              extensions: { code: 'FORBIDDEN' },
            });
          });
          if (!refused) return;
          if (Date.now() - lastRefusalWarning > 60_000) {
            lastRefusalWarning = Date.now();
            log.warn(
              { requestId: requestIdOf((args.contextValue as { req?: object }).req) },
              `the database refused a statement of ${args.operationName ?? 'an operation'} (row-level security or privilege)`,
            );
          }
          setResult({ ...result, errors });
        },
      };
    },
  };
}

/**
 * Yoga plugin, placed just before the compiled execution (graphql-jit, issue 13): the operation's
 * variables are coerced by graphql-js first, so that a bad variable answers graphql-js's own errors
 * (which inputErrorFields turns into BAD_USER_INPUT naming the field) rather than graphql-jit's.
 * The compiled query then coerces the same values again, successfully.
 */
export function standardVariables(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const errors = variableErrors(args.schema, args.document, args.operationName, args.variableValues);
      if (errors) setResultAndStopExecution({ errors });
    },
  };
}

/** graphql-js's errors for the variables of an operation, or undefined when they are all good. */
export function variableErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): readonly GraphQLError[] | undefined {
  const operation = getOperationAST(document, operationName);
  if (!operation?.variableDefinitions?.length) return undefined;
  return getVariableValues(schema, operation.variableDefinitions, variables ?? {}, { maxErrors: 50 }).errors;
}
