// One HTTP listener: GraphQL at /graphql, the REST routes, and the built web app with a
// history-path fallback to index.html.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, statSync, createReadStream } from 'node:fs';
import path from 'node:path';
import { NoSchemaIntrospectionCustomRule, getOperationAST } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { buildSchema } from './graphql/schema';
import { AdmittedQueries } from './graphql/admitted';
import { boundedRows, databaseRefusals, hardenedErrors, isJsonPost, standardVariables } from './graphql/hardening';
import { inputErrorFields } from './platform/input';
import { type RequestContext, type Services } from './platform/context';
import { viewerFromRequest } from './tenancy/identity';
import { MODULES } from './composition';
import { auditPlugin } from './tenancy/audit';
import { operationsOf } from './graphql/authorization';
import { HttpError, clientIp, readBody, sendError, sendJson } from './platform/http';
import { queryRows, type Db } from './platform/db/client';
import { PRIMARY_POSITION } from './platform/db/replica';
import { rowScope, type RowScope } from './platform/db/rowSecurity';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * The GraphQL context of a request: the caller and a handle confined to the caller's customers (yoga's
 * context function; AdmittedQueries builds the same).
 */
function graphQLContext(services: Services) {
  return async ({ request, requestDb, req }: { request: Request; requestDb?: RequestDb; req?: IncomingMessage }) => {
    const caller = await viewerFromRequest(services, request.headers.get('authorization'));
    // The caller's own handle (row-level security on PostgreSQL), released by handleGraphQL.
    const db = requestDb ? requestDb.open(rowScope(caller.viewer?.acl), caller.viewer?.id ?? null) : services.db;
    // The socket's peer, as the REST routes count it (clientIp of platform/http.ts).
    return { ...services, db, systemDb: services.db, ...caller, ...(req ? { clientIp: clientIp(req) } : {}) };
  };
}

export function createYogaServer(services: Services, admitted: AdmittedQueries) {
  return createYoga<Record<string, unknown>, RequestContext>({
    schema: buildSchema(MODULES) as never,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: services.config.introspection,
    maskedErrors: true,
    logging: services.config.logRequests ? 'info' : 'warn',
    plugins: [
      EnvelopArmorPlugin(),
      inputErrorFields,
      boundedRows,
      ...(services.config.introspection ? [] : [noIntrospection]),
      hardenedErrors({ hideSchema: !services.config.introspection }),
      databaseRefusals(),
      auditPlugin(operationsOf(MODULES)),
      ...(services.replica ? [routeReads] : []),
      standardVariables(),
      // Last: compiled execution (graphql-jit: the same answers, a sixth more requests a second,
      // bench/api.ts), each text compiled once and kept; takes the results executed outside yoga.
      admitted.plugin,
    ],
    // Same origin only: other origins get no CORS headers unless CORS_ORIGINS lists them.
    cors: services.config.corsOrigins.length ? { origin: services.config.corsOrigins, credentials: true } : false,
    context: graphQLContext(services),
  });
}

/**
 * The web app's Content-Security-Policy: scripts, workers, connections and fonts from this origin only;
 * inline styles (MUI/emotion inject them); images also as data/blob URLs and over https (partner
 * logos, login-template and start-page images hosted elsewhere); no plugins, no framing, no foreign
 * form targets or base URLs. upgrade-insecure-requests and HSTS stay off: the portal is often reached
 * over plain HTTP in a LAN (TLS is the job of a proxy in front, which may add them).
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self' blob: data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of the web app's HTML (helmet's defaults without HSTS, plus the CSP above). */
const HTML_HEADERS: Record<string, string> = {
  'content-security-policy': WEB_APP_CSP,
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** The precompressed variant (vite.config.ts precompress) the browser accepts: brotli first, then gzip. */
function encodedVariant(file: string, acceptEncoding: string | undefined): { file: string; encoding?: string } {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.trim().toLowerCase());
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.includes(encoding) && existsSync(file + suffix)) return { file: file + suffix, encoding };
  }
  return { file };
}

function serveStatic(staticDir: string, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = new URL(req.url ?? '/', 'http://x');
  const rel = path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
  const file = path.join(staticDir, rel);
  if (!file.startsWith(staticDir)) return false;
  let target = file;
  if (!existsSync(target) || !statSync(target).isFile()) {
    // History-style routes: any other path that looks like a page gets the app.
    if (path.extname(rel) && rel !== 'index.html') return false;
    target = path.join(staticDir, 'index.html');
    if (!existsSync(target)) return false;
  }
  const ext = path.extname(target);
  // Hashed file names change with their content: cached for a year, never revalidated.
  const immutable = rel.startsWith('assets/');
  const sent = encodedVariant(target, req.headers['accept-encoding']);
  res.writeHead(200, {
    'content-type': MIME[ext] ?? 'application/octet-stream',
    'content-length': statSync(sent.file).size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
    'x-content-type-options': 'nosniff',
    ...(ext === '.html' ? HTML_HEADERS : {}),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(sent.file).pipe(res);
  return true;
}

/** Largest GraphQL request body accepted. */
export const MAX_GRAPHQL_BODY = 2 * 1024 * 1024;

const tooLarge = (res: ServerResponse) =>
  sendJson(res, 413, {
    errors: [{ message: 'Request body too large', extensions: { code: 'BAD_USER_INPUT', field: 'body' } }],
  });

/**
 * The database handle of one GraphQL request: opened with the caller's scope, released after the
 * answer. With a replica (DATABASE_READ_URL), a query runs there unless its caller's last write has
 * not reached it yet; a mutation runs on the primary and notes where the primary stands afterwards.
 */
export class RequestDb {
  private handle?: { db: Db; release(): Promise<void> };
  private userId: string | null = null;
  /** The operation's type, told by the routeReads plugin before the first query. */
  operation?: 'query' | 'mutation' | 'subscription';
  constructor(private readonly services: Services) {}
  open(scope: RowScope, userId: string | null): Db {
    this.userId = userId;
    this.handle ??= this.services.forRequest(
      scope,
      () => this.operation === 'query' && !!this.services.replica?.readable(this.userId),
    );
    return this.handle.db;
  }
  release(): Promise<void> {
    return this.handle?.release() ?? Promise.resolve();
  }
  /** After a mutation, before its answer: the caller's later queries wait for the replica to pass this. */
  async noteWrite(): Promise<void> {
    const replica = this.services.replica;
    if (!replica || !this.userId) return;
    const [position] = await queryRows<{ lsn: string }>(this.services.db, PRIMARY_POSITION, []);
    replica.wrote(this.userId, position!.lsn);
  }
}

/**
 * Tells each request's RequestDb the type of its operation (queries may read from a replica), and
 * after a mutation notes the primary's position before the answer leaves.
 */
const routeReads: Plugin = {
  onExecute({ args }) {
    const requestDb = (args.contextValue as { requestDb?: RequestDb }).requestDb;
    if (!requestDb) return;
    requestDb.operation = getOperationAST(args.document, args.operationName)?.operation;
    if (requestDb.operation !== 'mutation') return;
    return { onExecuteDone: () => requestDb.noteWrite() };
  },
};

/** The GraphQL endpoint: yoga, and the query texts it admitted (server/graphql/admitted.ts). */
interface GraphQLEndpoint {
  services: Services;
  yoga: ReturnType<typeof createYogaServer>;
  admitted: AdmittedQueries;
  context: ReturnType<typeof graphQLContext>;
}

function graphQLEndpoint(services: Services): GraphQLEndpoint {
  const admitted = new AdmittedQueries({ cors: services.config.corsOrigins.length > 0 });
  return { services, yoga: createYogaServer(services, admitted), admitted, context: graphQLContext(services) };
}

async function handleGraphQL(endpoint: GraphQLEndpoint, req: IncomingMessage, res: ServerResponse) {
  const requestDb = new RequestDb(endpoint.services);
  try {
    await answerGraphQL(endpoint, req, res, requestDb);
  } finally {
    await requestDb.release();
  }
}

/**
 * The headers of a Node request as yoga reads them (`get`, `has`): a view, nothing copied.
 */
class NodeHeaders {
  constructor(private readonly headers: IncomingMessage['headers']) {}
  get(name: string): string | null {
    const value = this.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }
  has(name: string): boolean {
    return this.headers[name.toLowerCase()] !== undefined;
  }
}

/**
 * A GraphQL POST whose body has been read (at most MAX_GRAPHQL_BODY), in the shape yoga's request
 * handler reads: method, url, headers, the body as text or JSON. Yoga's request hooks (CORS), parsing,
 * checks, execution and result processing then run as for any request; what is saved is turning the
 * Node request into a Fetch Request (its body stream, abort signal and controller) and piping the
 * Response back as a stream (issue 13, bench/api.ts).
 */
class ReadRequest {
  readonly method = 'POST';
  /** Read already: yoga's body-size limit has nothing to wrap (the bound was kept while reading). */
  readonly body = null;
  readonly headers: NodeHeaders;
  constructor(
    readonly url: string,
    req: IncomingMessage,
    private readonly raw: Buffer,
  ) {
    this.headers = new NodeHeaders(req.headers);
  }
  text(): Promise<string> {
    return Promise.resolve(this.raw.toString('utf8'));
  }
  private parsed?: { value: unknown } | { error: unknown };
  /** The body as JSON, parsed once (AdmittedQueries reads it first, yoga after it). */
  json(): Promise<unknown> {
    if (!this.parsed) {
      try {
        this.parsed = { value: JSON.parse(this.raw.toString('utf8')) as unknown };
      } catch (error) {
        this.parsed = { error };
      }
    }
    return 'value' in this.parsed ? Promise.resolve(this.parsed.value) : Promise.reject(this.parsed.error);
  }
}

/**
 * GraphQL over HTTP with a bounded body. A declared length over MAX_GRAPHQL_BODY is refused before
 * anything is read (the largest real request, 10,000 codes, is about 0.4 MB); any other POST body is
 * read here up to the bound (yoga would otherwise buffer any size). A query text yoga admitted before
 * is answered by AdmittedQueries; any other request (or one whose result has errors) by yoga's request
 * handler, given the body as a ReadRequest.
 */
async function answerGraphQL(
  { yoga, admitted, context }: GraphQLEndpoint,
  req: IncomingMessage,
  res: ServerResponse,
  requestDb: RequestDb,
) {
  if (req.method === 'POST' && !isJsonPost(req.headers['content-type'])) {
    // Form-encoded, multipart and text/plain bodies are what a cross-site form can send.
    req.resume();
    sendJson(res, 415, {
      errors: [
        { message: 'GraphQL requests are JSON POSTs', extensions: { code: 'BAD_REQUEST', field: 'content-type' } },
      ],
    });
    return;
  }
  if (Number(req.headers['content-length'] ?? 0) > MAX_GRAPHQL_BODY) {
    tooLarge(res);
    req.resume();
    return;
  }
  if (req.method !== 'POST') {
    // GET (GraphiQL where introspection is on; queries in the URL): yoga's Node adapter.
    await yoga(req, res, { requestDb });
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, MAX_GRAPHQL_BODY);
  } catch (e) {
    if (e instanceof HttpError && e.status === 413) return tooLarge(res);
    throw e;
  }
  const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/graphql'}`;
  const request = new ReadRequest(url, req, body) as unknown as Request;
  // { req, res }: the server context, where the audit plugin reads the client's address from.
  const serverContext = { req, res, requestDb };
  const answered = await admitted.answer(req, request, {
    // As yoga builds it: the server context, the request and its parameters, then graphQLContext's.
    context: async (params) => ({ ...serverContext, request, params, ...(await context({ request, requestDb, req })) }),
    reads: () => (requestDb.operation = 'query'),
  });
  if (answered.kind === 'json') {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(answered.text)),
    });
    res.end(answered.text);
    return;
  }
  const response = await yoga.handleRequest(request, {
    ...serverContext,
    ...(answered.kind === 'handOver' ? AdmittedQueries.handOver(answered.result) : {}),
  });
  const text = await response.text();
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  headers['content-length'] = String(Buffer.byteLength(text));
  res.writeHead(response.status, headers);
  res.end(text);
}

export function createHttpServer(services: Services) {
  const endpoint = graphQLEndpoint(services);
  const routes = MODULES.flatMap((m) => m.routes?.(services) ?? []);
  const staticDir = services.config.staticDir;

  return createServer(async (req, res) => {
    const started = Date.now();
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    // Every answer: no MIME sniffing, no referrer to other origins.
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'same-origin');
    try {
      if (pathname === '/graphql') {
        await handleGraphQL(endpoint, req, res);
        return;
      }
      for (const r of routes) {
        const m = r.pattern.exec(pathname);
        if (!m) continue;
        if (req.method !== r.method && !(req.method === 'HEAD' && r.method === 'GET')) continue;
        await r.handler(req, res, m.groups ?? {});
        return;
      }
      if (serveStatic(staticDir, req, res)) return;
      throw new HttpError(404, 'NOT_FOUND', 'Not found');
    } catch (e) {
      if (e instanceof HttpError) sendError(res, e);
      else {
        console.error('request failed', req.method, pathname, e);
        if (!res.headersSent) sendJson(res, 500, { error: { code: 'INTERNAL', message: 'An error occurred' } });
        else res.end();
      }
    } finally {
      if (services.config.logRequests)
        console.log(`${req.method} ${pathname} ${res.statusCode} ${Date.now() - started}ms`);
    }
  });
}
