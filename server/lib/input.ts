// Input validation shared by every operation: the domain rules of a field (BAD_USER_INPUT naming
// it), and the checks every argument gets before any resolver runs — no control characters (NUL
// bytes) in any text, no list longer than MAX_INPUT_LIST (or the field's own bound), no text longer
// than MAX_INPUT_TEXT.
import { hasControlChars, invalid, validate, type Validator } from '../../src/domain/validation';
import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { badInput } from '../graphql/errors';

/** Longest text any argument may carry (templates and descriptions stay far below). */
export const MAX_INPUT_TEXT = 100_000;
/**
 * Longest list an argument may carry unless its operation declares more (ServerModule.listLimits):
 * the id and code lists of queries, keywords, MAC lists.
 */
export const MAX_INPUT_LIST = 1000;

/** Per field (as fieldOfPath names it) the longest list allowed, where it differs from MAX_INPUT_LIST. */
export type ListLimits = Readonly<Record<string, number>>;

/** The domain rules of one field; the first failing one answers BAD_USER_INPUT on that field. */
export function checkField(field: string, value: unknown, validators: readonly Validator[]): void {
  const failed = validate(value, validators);
  if (failed) throw badInput(field, failed);
}

/**
 * Walks every value of an operation's arguments and refuses, naming the field (`description`,
 * `criteria.username`, `codes`): text with control characters, text over MAX_INPUT_TEXT, lists over
 * their bound. Dates are checked by the DateTime scalar (see dateErrorFields for its field name).
 */
export function checkArguments(args: Record<string, unknown>, listLimits: ListLimits = {}): void {
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (value.length > MAX_INPUT_TEXT) throw badInput(fieldOfPath(path), invalid('max', { max: MAX_INPUT_TEXT }));
      if (hasControlChars(value)) throw badInput(fieldOfPath(path), invalid('text'));
    } else if (Array.isArray(value)) {
      const field = fieldOfPath(path);
      const maxSize = listLimits[field] ?? MAX_INPUT_LIST;
      if (value.length > maxSize) throw badInput(field, invalid('arrayMaxSize', { maxSize }));
      value.forEach((item, i) => walk(item, `${path}.${i}`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
    }
  };
  walk(args, '');
}

/** The field a path names for the portal: `data.criteria.username` → `criteria.username`, `codes.3` → `codes`. */
export function fieldOfPath(path: string): string {
  return path
    .split('.')
    .filter((part) => part !== 'data' && !/^\d+$/.test(part))
    .join('.');
}

/** graphql-js's message for a variable its type refused, e.g. `Variable "$data" got invalid value … at "data.expires"; …`. */
const VARIABLE_ERROR = /^Variable "\$([^"]+)" got invalid value [\s\S]*?(?: at "([^"]+)")?; ([^;]*)$/;

/**
 * The field of an input error graphql-js found while coercing variables (a DateTime that does not
 * exist, a wrong enum value): the scalar that refuses does not know where it stands, graphql-js puts
 * the path only into the message. Adds `field` (as fieldOfPath names it) and shortens the message,
 * which otherwise repeats the whole refused value.
 */
export function withInputErrorField(error: GraphQLError): GraphQLError {
  const m = VARIABLE_ERROR.exec(error.message);
  if (!m || error.extensions.field) return error;
  const [, variable, path, reason] = m;
  const field = fieldOfPath(path ?? variable);
  return new GraphQLError(`Invalid value for ${field}: ${reason}`, {
    nodes: error.nodes,
    extensions: { code: 'BAD_USER_INPUT', ...error.extensions, field },
  });
}

/** Yoga plugin: input errors of variable coercion name their field (withInputErrorField). */
export const inputErrorFields: Plugin = {
  onExecute() {
    return {
      onExecuteDone({ result, setResult }) {
        if (isAsyncIterable(result) || !result.errors?.length) return;
        setResult({ ...result, errors: result.errors.map(withInputErrorField) });
      },
    };
  },
};
