/**
 * Where the REST client, the shell's GraphQL calls and the session check report their failures
 * (seed 000 §8, D256): the portal connects the log (errorLog.ts, App.tsx). A module of its own so that
 * the login page, which loads these callers, carries the few lines of the sink and not the log.
 */
export type DataErrorSource = 'graphql' | 'network' | 'rest' | 'auth' | 'cache';

export interface DataErrorEntry {
  source: DataErrorSource;
  /**
   * GraphQL operation name, or a GraphQL document (its name is taken), or the REST path (its query
   * string is not logged: it may carry a search term).
   */
  operation: string;
  /** The error code (extensions.code, HTTP status, 'NETWORK'). */
  code?: unknown;
  /** The error, or its message. */
  message?: unknown;
}

let sink: ((entry: DataErrorEntry) => void) | null = null;

/**
 * Where the REST client, the shell's GraphQL calls and the session check report their failures: the
 * portal sets `logDataError` (App.tsx). The login page, which loads without the portal and shows every
 * failure of its own on its screen, leaves it unset: the logging code stays out of its bundle, which
 * has a size budget (120 kB gzip).
 */
export function setDataErrorSink(next: ((entry: DataErrorEntry) => void) | null): void {
  sink = next;
}

/** Reports a failure to the sink, if any (positional: the call sites are in the login page's bundle). */
export function reportDataError(source: DataErrorSource, operation: string, code?: unknown, message?: unknown): void {
  sink?.({ source, operation, code, message });
}
