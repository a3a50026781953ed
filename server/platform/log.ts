// The server's log: one JSON object per line (pino), for a log collector to read without patterns.
// The lines written about an HTTP request carry its request id (`requestId`, also sent back as the
// `x-request-id` header): the access line, a failure, and what its route or operation warns of, which
// names it with `requestIdOf(req)`. No async context carries the id (D351: on Node 20 an
// AsyncLocalStorage makes every promise of the process slower). LOG_LEVEL sets the threshold (default info).
//
// No secrets and no personal data: messages name objects by id, never a password, token, code, phone
// number or e-mail address; fields with such names are replaced by "[redacted]" should one slip into
// a logged object (docs/operations.md).
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The id of each request being answered, by its IncomingMessage. */
const requestIds = new WeakMap<object, string>();

/** A request id a client or proxy sent (x-request-id) when it is short and plain, else a new one. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && /^[\w.:-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/** Gives `req` (an IncomingMessage) its request id, for the lines written about it. */
export const tagRequest = (req: object, requestId: string): void => void requestIds.set(req, requestId);

/** The request id of `req`, for a log line about it (`{ requestId: requestIdOf(req) }`). */
export const requestIdOf = (req: object | undefined): string | undefined => (req ? requestIds.get(req) : undefined);

const REDACTED = [
  'password',
  'token',
  'secret',
  'authorization',
  'cookie',
  'code',
  'email',
  'phone',
  'accessToken',
  'refreshToken',
];

/**
 * Under vitest the lines go through console (console.error for error and fatal), so that a test fails
 * on a server error as on any console.error, and a test may read what was logged.
 */
const consoleDestination: DestinationStream = {
  write(line: string) {
    const level = (JSON.parse(line) as { level?: string }).level;
    const text = line.trimEnd();
    if (level === 'error' || level === 'fatal') console.error(text);
    else if (level === 'warn') console.warn(text);
    else console.log(text);
  },
};

function createLog(env: NodeJS.ProcessEnv = process.env): Logger {
  const level = (LOG_LEVELS as readonly string[]).includes(env.LOG_LEVEL ?? '') ? env.LOG_LEVEL! : 'info';
  return pino(
    {
      level,
      base: { service: 'hotspot-portal' },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: [...REDACTED, ...REDACTED.map((k) => `*.${k}`)],
        censor: '[redacted]',
      },
    },
    env.VITEST ? consoleDestination : pino.destination({ dest: 1, sync: true }),
  );
}

/** The one logger of the process. */
export const log: Logger = createLog();

/** An error as log fields: its message, and its stack when `stack` (an unexpected failure) or at debug level. */
export function errorFields(error: unknown, stack = false): { err: string; stack?: string } {
  const e = error instanceof Error ? error : new Error(String(error));
  return (stack || log.isLevelEnabled('debug')) && e.stack ? { err: e.message, stack: e.stack } : { err: e.message };
}
