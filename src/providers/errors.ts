import { HttpError } from 'react-admin';
import { fieldLabelKey } from './fieldLabel';

/**
 * The one error mapping of the portal. Every failure of the data interface (GraphQL via
 * ra-data-graphql, which reports GraphQL errors as HttpError status 200 with the ApolloError as
 * body), of the REST endpoints ({ error: { code, field, message, i18n, args } }) and of the network
 * becomes a code, an i18n key and, for field errors, the field it belongs to. The key is the
 * server's own (`i18n`, the rule's message such as forms.validationMessages.arrayMaxSize, with its
 * `args`) when the catalogue has it, GraphQL and REST alike (D319); else `errors.<CODE>`.
 */

export const KNOWN_CODES = [
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNAUTHENTICATED',
  'NOT_IMPLEMENTED',
  'LICENCE_EXCEEDED',
  'RATE_LIMITED',
  'NETWORK',
  'INTERNAL',
  'DUPLICATE',
  'SECOND_FACTOR_REQUIRED',
] as const;

export type ErrorCode = (typeof KNOWN_CODES)[number] | 'NO_CUSTOMER';

export interface AppError {
  code: string;
  /** HTTP-like status (401, 403, 404, 409, 400, 0 for network, 500 otherwise). */
  status: number;
  /** i18n key of the message. */
  messageKey: string;
  /** Field of a field error, without a leading `data.`. */
  field?: string;
  /** The server's own (untranslated) message, for logs. */
  detail?: string;
  /** Interpolation arguments of the message (other primitive `extensions`, e.g. `left`). */
  args?: Record<string, string | number | boolean>;
}

const STATUS_OF: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  LICENCE_EXCEEDED: 403,
  SECOND_FACTOR_REQUIRED: 403,
  DUPLICATE: 409,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  NOT_IMPLEMENTED: 501,
  NETWORK: 0,
  NO_CUSTOMER: 400,
};

const CODE_OF_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
  501: 'NOT_IMPLEMENTED',
};

/** i18n key of an error code; codes outside the catalogue fall back to errors.INTERNAL. */
export function messageKeyOf(code: string): string {
  if (code === 'NO_CUSTOMER') return 'shell.noCustomer';
  return (KNOWN_CODES as readonly string[]).includes(code) ? `errors.${code}` : 'errors.INTERNAL';
}

interface GraphQLErrorLike {
  message?: string;
  extensions?: {
    code?: unknown;
    field?: unknown;
    i18n?: unknown;
    reason?: unknown;
    args?: unknown;
    [key: string]: unknown;
  };
}

type Loose = Record<string, unknown> | undefined;

function firstGraphQLError(value: unknown): GraphQLErrorLike | undefined {
  const list = (value as Loose)?.graphQLErrors ?? (value as Loose)?.errors;
  return Array.isArray(list) && list.length > 0 ? (list[0] as GraphQLErrorLike) : undefined;
}

function cleanField(field: unknown): string | undefined {
  if (typeof field !== 'string' || field === '') return undefined;
  return field.replace(/^(data|input)\./, '');
}

type Args = Record<string, string | number | boolean>;

function primitives(source: unknown, skip: readonly string[] = []): Args {
  const args: Args = {};
  if (!source || typeof source !== 'object') return args;
  for (const [key, value] of Object.entries(source)) {
    if (skip.includes(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') args[key] = value;
  }
  return args;
}

/**
 * The German catalogue, set by the portal's i18n provider when it loads (src/providers/i18nProvider.ts):
 * the login page, which maps its errors here too, ships without the catalogue (issue 41, D281) and
 * shows only its own keys.
 */
let catalogue: object | null = null;

export function setKnownMessages(tree: object): void {
  catalogue = tree;
}

/** true when the German catalogue has the key (server-sent keys are used only then). */
function hasMessage(key: string): boolean {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/**
 * A message key the server sent that the portal can show: one of the catalogue, or a module's own
 * refusal (resources.<module>.errors.*, loaded with the layout, before any request).
 */
function shownKey(key: unknown): key is string {
  return typeof key === 'string' && (hasMessage(key) || /^resources\.[\w-]+\.errors\.\w+$/.test(key));
}

interface MakeOptions {
  status?: number;
  field?: string;
  detail?: string;
  args?: Args;
  messageKey?: string;
}

function make(code: string, { status, field, detail, args, messageKey }: MakeOptions = {}): AppError {
  return {
    code,
    status: status && status !== 200 ? status : (STATUS_OF[code] ?? 500),
    messageKey: messageKey ?? messageKeyOf(code),
    ...(field ? { field } : {}),
    ...(detail ? { detail } : {}),
    ...(args && Object.keys(args).length > 0 ? { args } : {}),
  };
}

function fromGraphQL(gql: GraphQLErrorLike): AppError {
  const ext = gql.extensions ?? {};
  const code = typeof ext.code === 'string' ? ext.code : 'INTERNAL';
  let messageKey = messageKeyOf(code);
  if (ext.reason === 'DUPLICATE') messageKey = 'errors.DUPLICATE';
  if (shownKey(ext.i18n)) messageKey = ext.i18n;
  const args = { ...primitives(ext, ['code', 'field', 'i18n', 'reason']), ...primitives(ext.args) };
  return make(code, { field: cleanField(ext.field), detail: gql.message, args, messageKey });
}

/** Describe any error thrown by the data provider, the REST client, Apollo or fetch. */
export function describeError(error: unknown): AppError {
  if (error == null) return make('INTERNAL');
  const e = error as Record<string, unknown>;
  const body = e.body as Loose;
  // Already normalised by toHttpError.
  if (body && typeof body.code === 'string' && typeof body.messageKey === 'string') {
    return make(body.code, {
      status: e.status as number,
      field: cleanField(body.field),
      detail: body.detail as string | undefined,
      args: body.args as Args | undefined,
      messageKey: body.messageKey,
    });
  }
  // GraphQL: ra-data-graphql's HttpError(body = ApolloError), an ApolloError, or our parse errors.
  const gql = firstGraphQLError(body) ?? firstGraphQLError(error);
  if (gql) return fromGraphQL(gql);
  // REST: { error: { code, field, message, i18n, args } } (server/platform/http.ts sendError): the
  // message key and its arguments as a GraphQL error's extensions carry them. `message` is the
  // server's text for logs; an answer that puts the key there is read the same way.
  const restError = (body?.error ?? e.error) as Loose;
  if (restError && typeof restError.code === 'string') {
    let messageKey: string | undefined;
    if (restError.reason === 'DUPLICATE') messageKey = 'errors.DUPLICATE';
    if (shownKey(restError.i18n)) messageKey = restError.i18n;
    else if (shownKey(restError.message)) messageKey = restError.message;
    return make(restError.code, {
      status: e.status as number,
      field: cleanField(restError.field),
      detail: restError.message as string | undefined,
      args: { ...primitives(restError, ['code', 'field', 'message', 'i18n', 'reason']), ...primitives(restError.args) },
      messageKey,
    });
  }
  // Apollo network error (HttpLink: ServerError with statusCode) or a fetch failure.
  const network = (body?.networkError ?? e.networkError) as Loose;
  const status = (e.status ?? network?.statusCode ?? e.statusCode) as number | undefined;
  if (typeof status === 'number' && CODE_OF_STATUS[status]) return make(CODE_OF_STATUS[status], { status });
  if (network || error instanceof TypeError || status === 0) {
    return make('NETWORK', { status: 0, detail: String(e.message ?? '') });
  }
  if (typeof e.code === 'string' && (KNOWN_CODES as readonly string[]).includes(e.code)) return make(e.code);
  return make('INTERNAL', {
    status: typeof status === 'number' && status >= 500 ? status : 500,
    detail: String(e.message ?? ''),
  });
}

/** Fields of server errors that are no form field: such errors are shown as a message only. */
const NON_FORM_FIELDS = ['_id', 'id', 'updatedAt', 'customerId', 'sort', 'skip', 'take'];

/** react-admin's format for a form error with arguments (its ValidationError reads it). */
const RA_ERROR_WITH_ARGS = '@@react-admin@@';

/**
 * A server field error as react-admin's form shows it under the field: the message key with its
 * arguments (e.g. `left` of LICENCE_EXCEEDED) and the field's label, so it reads like a client one.
 */
export function formError(d: AppError): string {
  const args = { ...d.args, ...(d.field ? { fieldLabel: fieldLabelKey(d.field) } : {}) };
  return `${RA_ERROR_WITH_ARGS}${JSON.stringify({ message: d.messageKey, args })}`;
}

/**
 * The error react-admin sees: message = the i18n key (notifications translate it), status, and
 * body.errors = { <field>: message with arguments } for field errors, which react-admin's forms
 * show on the field (pessimistic mutations).
 */
export function toHttpError(error: unknown): HttpError {
  const d = describeError(error);
  return new HttpError(d.messageKey, d.status, {
    code: d.code,
    messageKey: d.messageKey,
    field: d.field,
    detail: d.detail,
    args: d.args,
    ...(d.field && !NON_FORM_FIELDS.includes(d.field) ? { errors: { [d.field]: formError(d) } } : {}),
  });
}

/** An error with the given code, as the server would have sent it. */
export function codedError(
  code: string,
  message = code,
  field?: string,
): Error & { graphQLErrors: GraphQLErrorLike[] } {
  const err = new Error(message) as Error & { graphQLErrors: GraphQLErrorLike[] };
  err.graphQLErrors = [{ message, extensions: { code, ...(field ? { field } : {}) } }];
  return err;
}
