// The GraphQL endpoint as an attacker meets it: every error carries a code, and without
// introspection no error hints at the schema (graphql-js's "Did you mean …" names enum values,
// fields, arguments and input fields even when introspection is off).
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

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
