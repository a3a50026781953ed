// The server's log: one JSON object per line (pino), for a log collector to read without patterns.
// Every line written while a request or a RADIUS packet is handled carries its request id
// (`requestId`, also sent back as the `x-request-id` header), so the lines of one request can be found
// together whichever module wrote them. LOG_LEVEL sets the threshold (default info).
//
// No secrets and no personal data: messages name objects by id, never a password, token, code, phone
// number or e-mail address; fields with such names are replaced by "[redacted]" should one slip into
// a logged object (docs/operations.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** A request id a client or proxy sent (x-request-id) when it is short and plain, else a new one. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && /^[\w.:-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/** Runs `work` with `requestId` on every log line written inside it (also across awaits). */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return scope.run({ requestId }, work);
}

/** The request id of the work in progress, if any. */
export const currentRequestId = (): string | undefined => scope.getStore()?.requestId;

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
      mixin: () => {
        const requestId = scope.getStore()?.requestId;
        return requestId ? { requestId } : {};
      },
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
