// Small helpers for the REST routes on node:http.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, e: HttpError) {
  const headers: Record<string, string> = {};
  if (typeof e.extra.retryAfter === 'number') headers['retry-after'] = String(e.extra.retryAfter);
  sendJson(res, e.status, { error: { code: e.code, message: e.message, ...e.extra } }, headers);
}

const MAX_BODY = 1024 * 1024;

/**
 * The whole body, refused (HttpError 413) as soon as it passes `max` bytes. The rest of a huge upload
 * is drained and dropped, never buffered: the answer goes out at once and the connection survives it.
 */
export function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size <= max) {
        chunks.push(chunk);
        return;
      }
      refused = true;
      chunks.length = 0;
      reject(new HttpError(413, 'BAD_USER_INPUT', 'Request body too large', { field: 'body' }));
    });
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

/**
 * A JSON object body of at most `max` bytes (an empty body is {}). Anything else is BAD_USER_INPUT;
 * with `field`, the error names that field (the form field the body stands for).
 */
export async function readJson(
  req: IncomingMessage,
  opts: { max?: number; field?: string } = {},
): Promise<Record<string, unknown>> {
  const body = await readBody(req, opts.max ?? MAX_BODY);
  if (!body.length) return {};
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* answered below */
  }
  throw new HttpError(
    400,
    'BAD_USER_INPUT',
    'Request body must be a JSON object',
    opts.field ? { field: opts.field, i18n: 'forms.validationMessages.required' } : undefined,
  );
}

export const clientIp = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';

/** A REST route: a module lists its own (its face's `routes`), the app matches method and path. */
export interface Route {
  method: string;
  pattern: RegExp;
  handler: (req: IncomingMessage, res: ServerResponse, params: Record<string, string>) => Promise<void>;
}

/** The route for a request (a GET route answers HEAD too), with its path parameters; null: none. */
export function matchRoute(
  routes: readonly Route[],
  method: string | undefined,
  pathname: string,
): { handler: Route['handler']; params: Record<string, string>; label: string } | null {
  for (const r of routes) {
    const m = r.pattern.exec(pathname);
    if (!m) continue;
    if (method !== r.method && !(method === 'HEAD' && r.method === 'GET')) continue;
    return { handler: r.handler, params: m.groups ?? {}, label: routeLabel(r.pattern) };
  }
  return null;
}

const labels = new WeakMap<RegExp, string>();

/** A route's pattern as a path for logs and metrics: `^\/guest\/(?<id>[^/]+)$` → `/guest/:id`. */
export function routeLabel(pattern: RegExp): string {
  let label = labels.get(pattern);
  if (label === undefined) {
    label = pattern.source
      .replace(/^\^/, '')
      .replace(/\$$/, '')
      .replace(/\(\?<(\w+)>(?:[^()]|\([^()]*\))*\)/g, ':$1')
      .replace(/\\(.)/g, '$1');
    labels.set(pattern, label);
  }
  return label;
}
