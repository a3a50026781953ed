// One HTTP listener: GraphQL at /graphql, the modules' REST routes (platform/http.ts matches them), and
// the built web app (platform/static.ts, with a history-path fallback to index.html).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { NoSchemaIntrospectionCustomRule, getOperationAST, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { buildSchema } from './graphql/schema';
import { AdmittedQueries } from './graphql/admitted';
import { operationLabeller } from './graphql/operationLabel';
import { boundedRows, databaseRefusals, hardenedErrors, isJsonPost, standardVariables } from './graphql/hardening';
import { inputErrorFields } from './platform/input';
import { type RequestContext, type Services } from './platform/context';
import { bearerRateWait, requireRestViewer, viewerFromRequest } from './tenancy/identity';
import { MODULES } from './composition';
import { auditPlugin } from './tenancy/audit';
import { TRANSPORT_ROUTES, operationsOf, restRoutesOf } from './graphql/authorization';
import { openApiDocument } from './platform/openapi';
import { exportRoute } from './platform/export/route';
import { HttpError, clientIp, matchRoute, readBody, sendError, sendJson, type Route } from './platform/http';
import type { ServerModule } from './platform/module';
import { serveStatic } from './platform/static';
import { gatedClientWait } from './platform/throttle';
import { Slots, SlotsBusy } from './platform/slots';
import { queryRows, type Db } from './platform/db/client';
import { PRIMARY_POSITION } from './platform/db/replica';
import { rowScope, type RowScope } from './platform/db/rowSecurity';
import { errorFields, log, requestIdFrom, tagRequest } from './platform/log';
import { graphqlDuration, httpDuration, serveMetrics, since, statusClass } from './platform/metrics';

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

export function createYogaServer(services: Services, admitted: AdmittedQueries, schema = buildSchema(MODULES)) {
  return createYoga<Record<string, unknown>, RequestContext>({
    schema: schema as never,
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
  /** The request's operation type and root field, for the metrics. */
  label: ReturnType<typeof operationLabeller>;
}

function graphQLEndpoint(services: Services): GraphQLEndpoint {
  const admitted = new AdmittedQueries({ cors: services.config.corsOrigins.length > 0 });
  const schema = buildSchema(MODULES);
  return {
    services,
    yoga: createYogaServer(services, admitted, schema),
    admitted,
    context: graphQLContext(services),
    label: operationLabeller(schema as unknown as GraphQLSchema),
  };
}

async function handleGraphQL(endpoint: GraphQLEndpoint, req: IncomingMessage, res: ServerResponse) {
  if (await gated(endpoint.services, req, res)) return;
  // An API key over its requests per minute (tenancy/api-key): 429 RATE_LIMITED before any GraphQL work.
  const keyWait = await bearerRateWait(endpoint.services, req.headers.authorization);
  if (keyWait > 0) {
    req.resume();
    refuse(res, keyWait);
    return;
  }
  const answer = async () => {
    const requestDb = new RequestDb(endpoint.services);
    try {
      await answerGraphQL(endpoint, req, res, requestDb);
    } finally {
      await requestDb.release();
    }
  };
  // Requests that cannot carry a session take their turn in a small share of the process.
  if (JWT_BEARER.test(req.headers.authorization ?? '') || API_KEY_BEARER.test(req.headers.authorization ?? ''))
    return answer();
  try {
    await WITHOUT_SESSION.run(answer);
  } catch (e) {
    if (!(e instanceof SlotsBusy)) throw e;
    req.resume();
    refuse(res, e.retryAfter);
  }
}

/**
 * GraphQL requests without a session-shaped bearer (taking an invite; anything else they send is
 * refused as UNAUTHENTICATED): this many at once per process, this many waiting, the rest refused
 * with 429. Sign-ins and signed-in callers never wait here, so that a flood of such requests spread
 * over many addresses, which no limit per address refuses, queues behind itself and not ahead of them
 * (bench/unauthFlood.ts).
 */
export const WITHOUT_SESSION_SLOTS = { concurrent: 2, queued: 64 } as const;
const WITHOUT_SESSION = new Slots(WITHOUT_SESSION_SLOTS.concurrent, WITHOUT_SESSION_SLOTS.queued);

const refuse = (res: ServerResponse, retryAfter: number) => {
  res.setHeader('retry-after', String(retryAfter));
  sendJson(res, 429, {
    errors: [{ message: 'Too many attempts, try again later', extensions: { code: 'RATE_LIMITED', retryAfter } }],
  });
};

/**
 * A client address that a limit on unauthenticated work refuses (takeUserInvites' per address) gets
 * 429 RATE_LIMITED for any GraphQL request without a valid session, before its body is read or
 * anything parsed, counted or audited: what a flood from one address costs the others is then an HTTP
 * answer each (bench/unauthFlood.ts). Signed-in callers at that address (a hotel's shared address)
 * are not refused.
 */
const JWT_BEARER = /^Bearer\s+[\w-]+\.[\w-]+\.[\w-]+\s*$/i;
/** An API key's shape (src/domain/apiKey.ts): counted per key by its own limit, not in the shared slots. */
const API_KEY_BEARER = /^Bearer\s+hpk_K\d{6}_[0-9a-f]{10}_[\w-]{43}\s*$/;

async function gated(services: Services, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const wait = gatedClientWait(services.db, clientIp(req));
  if (!wait) return false;
  // Only a JWT-shaped bearer can be a session (an invite token or other text is refused at once).
  const authorization = req.headers.authorization;
  if (
    authorization &&
    (JWT_BEARER.test(authorization) || API_KEY_BEARER.test(authorization)) &&
    (await viewerFromRequest(services, authorization)).viewer
  )
    return false;
  req.resume();
  refuse(res, wait);
  return true;
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
  { yoga, admitted, context, label }: GraphQLEndpoint,
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
  const started = process.hrtime.bigint();
  try {
    await answerRead(yoga, admitted, context, req, res, requestDb, request);
  } finally {
    const params = (await request.json().catch(() => null)) as { query?: unknown; operationName?: unknown } | null;
    graphqlDuration.observe(label(params?.query, params?.operationName), since(started));
  }
}

/** A GraphQL POST whose body was read: by AdmittedQueries, else by yoga. */
async function answerRead(
  yoga: GraphQLEndpoint['yoga'],
  admitted: AdmittedQueries,
  context: GraphQLEndpoint['context'],
  req: IncomingMessage,
  res: ServerResponse,
  requestDb: RequestDb,
  request: Request,
) {
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

/** GET /api/openapi.json: every REST route of the authorisation matrix (issue 37, docs/api-keys.md). */
function openApiRoute(services: Services) {
  let text: string | undefined;
  return {
    method: 'GET',
    pattern: /^\/api\/openapi\.json$/,
    handler: async (_req: IncomingMessage, res: ServerResponse) => {
      text ??= JSON.stringify(
        openApiDocument([...restRoutesOf(MODULES), ...TRANSPORT_ROUTES], '1', services.config.publicUrl),
      );
      sendJson(res, 200, JSON.parse(text) as unknown);
    },
  };
}

/**
 * A module's REST routes: its own `routes` and POST /api/export/<name> for each of its `exportSources`
 * (docs/exports.md), authenticated as the GraphQL API is.
 */
export const moduleRoutes = (services: Services, m: ServerModule): Route[] => [
  ...(m.routes?.(services) ?? []),
  ...(m.exportSources ?? []).map((source) => exportRoute(services, source, requireRestViewer)),
];

export function createHttpServer(services: Services) {
  const endpoint = graphQLEndpoint(services);
  const routes = [...MODULES.flatMap((m) => moduleRoutes(services, m)), openApiRoute(services)];
  const staticDir = services.config.staticDir;

  return createServer((req, res) => {
    // The lines logged about this request carry its id (server/platform/log.ts); the client gets it
    // back to quote in a support call.
    const requestId = requestIdFrom(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    tagRequest(req, requestId);
    return answer(req, res, requestId);
  });

  async function answer(req: IncomingMessage, res: ServerResponse, requestId: string) {
    const started = process.hrtime.bigint();
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    let route = 'static';
    // Every answer: no MIME sniffing, no referrer to other origins.
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'same-origin');
    try {
      if (pathname === '/graphql') {
        route = '/graphql';
        await handleGraphQL(endpoint, req, res);
        return;
      }
      if (pathname === '/metrics') {
        route = '/metrics';
        if (await serveMetrics(services, req, res)) return;
      }
      const matched = matchRoute(routes, req.method, pathname);
      if (matched) {
        route = matched.label;
        await matched.handler(req, res, matched.params);
        return;
      }
      if (serveStatic(staticDir, req, res)) return;
      route = 'not-found';
      throw new HttpError(404, 'NOT_FOUND', 'Not found');
    } catch (e) {
      if (e instanceof HttpError) sendError(res, e);
      else {
        log.error({ requestId, method: req.method, route, ...errorFields(e, true) }, 'request failed');
        if (!res.headersSent) sendJson(res, 500, { error: { code: 'INTERNAL', message: 'An error occurred' } });
        else res.end();
      }
    } finally {
      const seconds = since(started);
      httpDuration.observe({ method: req.method ?? 'GET', route, status: statusClass(res.statusCode) }, seconds);
      if (services.config.logRequests)
        log.info(
          { requestId, method: req.method, route, status: res.statusCode, ms: Math.round(seconds * 1000) },
          `${req.method} ${pathname} ${res.statusCode}`,
        );
    }
  }
}
