/**
 * The client's log of data-interface and network errors (seed 000 §8: "Data-interface and network
 * errors, auth init errors, cache reset errors … only logged"; decision D256). The user sees such an error through the notification of the
 * screen that asked; this is the record of it for whoever looks at the browser console: one
 * `console.warn` line per failed call, with where it came from, the operation, the error code and the
 * server's message. Never the variables or the token (they may hold personal data and secrets).
 *
 * Level `warn`, not `error`: the failures are expected in operation (offline, a refused input, an
 * expired session) and already handled by the caller; `console.error` stays for programming errors
 * (and makes the tests fail).
 */
import type { DataErrorEntry } from './dataErrorSink';

export { reportDataError, setDataErrorSink, type DataErrorEntry, type DataErrorSource } from './dataErrorSink';

/** Longest message kept in the log line. */
const MESSAGE_MAX = 300;

/** The operation name of a GraphQL document text (`query Name(...)`, `mutation Name`), else 'anonymous'. */
export function operationNameOf(query: string): string {
  return /\b(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/.exec(query)?.[1] ?? 'anonymous';
}

function operationOf(operation: string): string {
  const text = operation.trim();
  if (/^(?:query|mutation|subscription)\b|^\{/.test(text)) return operationNameOf(text);
  return text.split('?')[0] || 'unknown';
}

function messageOf(value: unknown): string | undefined {
  const text = value instanceof Error ? value.message : typeof value === 'string' ? value : undefined;
  return text ? text.slice(0, MESSAGE_MAX) : undefined;
}

export function logDataError(entry: DataErrorEntry): void {
  const code = typeof entry.code === 'string' || typeof entry.code === 'number' ? String(entry.code) : undefined;
  const message = messageOf(entry.message);
  console.warn(
    `[data] ${entry.source} error in ${operationOf(entry.operation ?? '')}${code ? ` (${code})` : ''}${
      message ? `: ${message}` : ''
    }`,
  );
}
