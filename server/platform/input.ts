// Input validation shared by every operation: the domain rules of a field (BAD_USER_INPUT naming
// it), and the checks every argument gets before any resolver runs — no control characters (NUL
// bytes) in any text, no list longer than MAX_INPUT_LIST (or the field's own bound), no id longer
// than MAX_INPUT_ID, no other text longer than MAX_INPUT_STRING unless its module declares a longer
// bound for the input field (longTexts, at most MAX_INPUT_TEXT).
import {
  hasControlChars,
  invalid,
  parseIsoDate,
  validate,
  validateRecord,
  type Invalid,
  type Validator,
} from '../../src/domain/validation';
import {
  GraphQLError,
  Kind,
  getNamedType,
  isInputObjectType,
  isScalarType,
  type ASTNode,
  type GraphQLArgument,
  type GraphQLInputType,
  type ArgumentNode,
  type ObjectFieldNode,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { badInput } from './errors';

/**
 * Longest text an argument or input field may carry unless its module declares more for the input
 * field (ServerModule.longTexts): above every field rule of src/domain that GraphQL input meets (URLs and
 * descriptions: 2,000), so those rules answer with their own bound; filters, sort keys and the like
 * stay far below it.
 */
export const MAX_INPUT_STRING = 4_000;
/** Longest id (ID arguments and fields, customerId, customerIds): ObjectIds have 24, customer numbers 7. */
export const MAX_INPUT_ID = 100;
/** Longest text a declared bound may allow (the start-page texts: START_PAGE_TEXT_MAX of src/domain/startPage.ts). */
export const MAX_INPUT_TEXT = 100_000;
/**
 * Longest list an argument may carry unless its operation declares more (ServerModule.listLimits):
 * the id and code lists of queries, keywords, MAC lists.
 */
export const MAX_INPUT_LIST = 1000;

/** Per field (as fieldOfPath names it) the longest list allowed, where it differs from MAX_INPUT_LIST. */
export type ListLimits = Readonly<Record<string, number>>;

/**
 * Per argument path (`data.locales.terms`: argument and field names, no list positions) the longest
 * text allowed; a path not named (text inside a JSON value) gets MAX_INPUT_STRING.
 */
export type TextLimits = Readonly<Record<string, number>>;

/** Long texts an input field may carry (`InputType.field` → bound ≤ MAX_INPUT_TEXT), declared by its module. */
export type LongTexts = Readonly<Record<string, number>>;

const isIdName = (name: string) => name === 'customerId' || name === 'customerIds';

/**
 * The text bound of every String and ID leaf of a field's arguments (issue 33): MAX_INPUT_ID for ids
 * (type ID, customerId, customerIds), the declared bound of a long text (`longTexts`), else
 * MAX_INPUT_STRING.
 */
export function textLimitsOf(args: readonly GraphQLArgument[], longTexts: LongTexts = {}): TextLimits {
  const out: Record<string, number> = {};
  const visit = (type: GraphQLInputType, path: string, owner: string, name: string, seen: readonly string[]) => {
    const named = getNamedType(type);
    if (isInputObjectType(named)) {
      if (seen.includes(named.name)) return;
      for (const f of Object.values(named.getFields()))
        visit(f.type, `${path}.${f.name}`, `${named.name}.${f.name}`, f.name, [...seen, named.name]);
      return;
    }
    if (!isScalarType(named) || (named.name !== 'String' && named.name !== 'ID')) return;
    const declared = longTexts[owner];
    if (declared !== undefined && declared > MAX_INPUT_TEXT)
      throw new Error(`${owner}: a declared text bound (${declared}) over MAX_INPUT_TEXT`);
    out[path] = declared ?? (named.name === 'ID' || isIdName(name) ? MAX_INPUT_ID : MAX_INPUT_STRING);
  };
  for (const a of args) visit(a.type, a.name, a.name, a.name, []);
  return out;
}

/** The catalogue message of an update that does not name the `updatedAt` it was loaded with. */
export const UPDATED_AT_REQUIRED = 'errors.updatedAtRequired';

/** The arguments of a mutation whose input type carries `updatedAt` (optimistic concurrency). */
export const versionedArgs = (args: readonly GraphQLArgument[]): string[] =>
  args
    .filter((a) => {
      const named = getNamedType(a.type);
      return isInputObjectType(named) && 'updatedAt' in named.getFields();
    })
    .map((a) => a.name);

/**
 * The field to name (`updatedAt`) when a versioned input was sent without its `updatedAt`: every
 * update carries the version it was loaded with, so that a stale one answers CONFLICT instead of
 * overwriting a newer change unseen. null: nothing missing.
 */
export function missingUpdatedAt(values: Record<string, unknown>, versioned: readonly string[]): string | null {
  for (const arg of versioned) {
    const input = values[arg];
    if (input && typeof input === 'object' && (input as { updatedAt?: unknown }).updatedAt == null)
      return fieldOfPath(`${arg}.updatedAt`);
  }
  return null;
}

/** Length in code points (as the domain's maxLength counts), computed only for a text that may be over. */
const overBound = (s: string, max: number) => s.length > max && Array.from(s).length > max;

/** The domain rules of one field; the first failing one answers BAD_USER_INPUT on that field. */
export function checkField(field: string, value: unknown, validators: readonly Validator[]): void {
  const failed = validate(value, validators);
  if (failed) throw badInput(field, failed);
}

/** Throws the first invalid field of a validation result (BAD_USER_INPUT naming it). */
export function throwFirstError(errors: Record<string, Invalid>): void {
  const [field, failed] = Object.entries(errors)[0] ?? [];
  if (field && failed) throw badInput(field, failed);
}

/**
 * Checks an input against the field rules of its entity (src/domain). `onlySent`: an update checks
 * only the fields it sends (a dotted rule 'accountProfile.maxVolume' counts as sent with its top field).
 */
export function checkFields(
  values: Record<string, unknown>,
  rules: Readonly<Record<string, readonly Validator[]>>,
  onlySent = false,
): void {
  const sent = (field: string) => values[field.split('.')[0]] !== undefined;
  const checked = onlySent ? Object.fromEntries(Object.entries(rules).filter(([field]) => sent(field))) : rules;
  throwFirstError(validateRecord(values, checked));
}

/** A catalogue message (an i18n key the portal translates) as an Invalid. */
export const catalogueInvalid = (key: string, args: Record<string, unknown> = {}): Invalid => ({ message: key, args });

/** Trimmed text, null when empty (optional text fields are stored so). */
export const cleanText = (s: string | null | undefined): string | null => (s?.trim() ? s.trim() : null);

/**
 * Walks every value of an operation's arguments and refuses, naming the field (`description`,
 * `criteria.username`, `codes`): text with control characters, text over its bound (`textLimits`,
 * by path without list positions; MAX_INPUT_STRING where none is named), lists over their bound.
 * Dates are checked by the DateTime scalar (see dateErrorFields for its field name).
 */
export function checkArguments(
  args: Record<string, unknown>,
  listLimits: ListLimits = {},
  textLimits: TextLimits = {},
): void {
  const walk = (value: unknown, path: string, key: string): void => {
    if (typeof value === 'string') {
      const max = textLimits[key] ?? MAX_INPUT_STRING;
      if (overBound(value, max)) throw badInput(fieldOfPath(path), invalid('max', { max }));
      if (hasControlChars(value)) throw badInput(fieldOfPath(path), invalid('text'));
    } else if (Array.isArray(value)) {
      const field = fieldOfPath(path);
      const maxSize = listLimits[field] ?? MAX_INPUT_LIST;
      if (value.length > maxSize) throw badInput(field, invalid('arrayMaxSize', { maxSize }));
      value.forEach((item, i) => walk(item, `${path}.${i}`, key));
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value))
        walk(item, path ? `${path}.${name}` : name, key ? `${key}.${name}` : name);
    }
  };
  walk(args, '', '');
}

/** The field a path names for the portal: `data.criteria.username` → `criteria.username`, `codes.3` → `codes`. */
export function fieldOfPath(path: string): string {
  return path
    .split('.')
    .filter((part) => part !== 'data' && !/^\d+$/.test(part))
    .join('.');
}

const DATE_MESSAGE = 'DateTime must be an existing ISO-8601 date between 1970 and 9999';

/** The DateTime scalar's refusal (rule `date`), with the field when the caller knows it. */
export function invalidDate(field?: string, nodes?: readonly ASTNode[]): GraphQLError {
  const { message, args } = invalid('date', { min: '1970-01-01', max: '9999-12-31' });
  return new GraphQLError(field ? `Invalid value for ${field}: ${DATE_MESSAGE}` : DATE_MESSAGE, {
    nodes,
    extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}), i18n: message, args },
  });
}

/**
 * Dates written as literals in the document: the scalar refuses them during validation without
 * knowing where they stand, so this rule (run before the scalar's, on the enclosing field) refuses
 * them first, naming the field.
 */
const dateTimeLiterals: ValidationRule = (context) => {
  const path: string[] = [];
  const check = (value: ValueNode) => {
    if (getNamedType(context.getInputType() ?? undefined)?.name !== 'DateTime') return;
    const items = value.kind === Kind.LIST ? value.values : [value];
    if (items.some((item) => item.kind === Kind.STRING && parseIsoDate(item.value) === null))
      context.reportError(invalidDate(fieldOfPath(path.join('.')), [value]));
  };
  const enter = (node: ArgumentNode | ObjectFieldNode) => {
    path.push(node.name.value);
    check(node.value);
  };
  const leave = () => {
    path.pop();
  };
  return { Argument: { enter, leave }, ObjectField: { enter, leave } };
};

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

/**
 * Yoga plugin: input errors name their field — literals by the dateTimeLiterals rule (the scalar's
 * own field-less error for the same value is dropped), variables by withInputErrorField.
 */
export const inputErrorFields: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(dateTimeLiterals);
    return ({ result, setResult }) => {
      const named = result.filter((e) => e.extensions.field !== undefined && e.message.endsWith(DATE_MESSAGE));
      if (named.length) setResult(result.filter((e) => e.message !== DATE_MESSAGE));
    };
  },
  onExecute() {
    return {
      onExecuteDone({ result, setResult }) {
        if (isAsyncIterable(result) || !result.errors?.length) return;
        setResult({ ...result, errors: result.errors.map(withInputErrorField) });
      },
    };
  },
};
