// The local REOS stand-in (docs/reos.md "The local REOS stand-in"): it follows the contract the adapter
// assumes — a token endpoint (OAuth2 client credentials with HTTP Basic, or the password grant) and the
// access-request endpoint — with a few demo stays. The portal serves the demo hotel's under
// <PUBLIC_URL>/stand-in/reos (routes of its own server, as the other stand-ins); the tests start one
// of their own on a free port (startReosStandIn). For development, the demo and the tests; never a partner.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DEFAULT_ACCESS_PATH, DEFAULT_TOKEN_PATH } from './client';

export interface StandInStay {
  room: string;
  surname: string;
  /** The stay's id at the partner. */
  stayId: string;
  /** Nights from today: check-out is at 10:00 UTC that many days ahead (at least an hour away). */
  nights: number;
}

export interface ReosStandInOptions {
  /** 127.0.0.1 port (0: a free one). */
  port: number;
  clientId: string;
  clientSecret: string;
  /** With both set, the password grant is required with them. */
  username?: string;
  password?: string;
  /** The scope a token must be asked for (when set). */
  scope?: string;
  /** The hotel's domain at the partner (when set, a request naming another one is refused with 400). */
  domain?: string;
  stays?: StandInStay[];
  /** Seconds a token lives (default 3600). */
  tokenLifetimeS?: number;
}

/** The stand-in's answers, whatever serves them (the portal's routes or a server of its own). */
export interface ReosStandInHandler {
  /** Answers a request for `path` (the path below the stand-in's address: /oauth/token, /v1/access-requests). */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void>;
  /** What it was asked (tests: tokens cached, no request when the circuit is open). */
  counts: { token: number; access: number };
  /** Makes the next answers 503 (true) or normal again (false): a partner having a bad time. */
  failing(on: boolean): void;
}

export interface ReosStandIn extends Omit<ReosStandInHandler, 'handle'> {
  port: number;
  /** http://127.0.0.1:<port>: the plugin's apiUrl. */
  url: string;
  close(): Promise<void>;
}

/** The demo hotel's stays (README, docs/reos.md). */
export const REOS_DEMO_STAYS: readonly StandInStay[] = [
  { room: '101', surname: 'Müller', stayId: 'ST-2026-0101', nights: 3 },
  { room: '102', surname: 'Schmidt', stayId: 'ST-2026-0102', nights: 1 },
  { room: '204', surname: 'Weber', stayId: 'ST-2026-0204', nights: 5 },
  { room: '305', surname: 'García López', stayId: 'ST-2026-0305', nights: 2 },
];

/** The demo reos plugin's client (the stand-in takes it; a real REOS is configuration alone). */
export const REOS_DEMO_CLIENT = {
  clientId: 'alpenhotel-portal',
  clientSecret: 'demo-reos-secret-4Hn8qTz2',
  scope: 'access-requests',
  domain: 'alpenhotel',
} as const;

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Check-out of a stay: 10:00 UTC `nights` days from today, at least an hour ahead. */
export function standInCheckOut(nights: number, now = Date.now()): Date {
  const day = new Date(now);
  day.setUTCHours(10, 0, 0, 0);
  let t = day.getTime() + Math.max(1, nights) * 86_400_000;
  while (t < now + 3_600_000) t += 86_400_000;
  return new Date(t);
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16 * 1024) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(text);
}

export function reosStandInHandler(o: Omit<ReosStandInOptions, 'port'>): ReosStandInHandler {
  const stays = o.stays ?? REOS_DEMO_STAYS;
  const lifetime = o.tokenLifetimeS ?? 3600;
  const tokens = new Map<string, number>();
  const counts = { token: 0, access: 0 };
  let failing = false;

  async function token(req: IncomingMessage, res: ServerResponse) {
    counts.token++;
    const form = new URLSearchParams(await bodyOf(req));
    const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64')
          .toString('utf8')
          .split(':')
          .map((p) => decodeURIComponent(p))
      : [];
    if (!id || !secret || !same(id, o.clientId) || !same(secret, o.clientSecret))
      return json(res, 401, { error: 'invalid_client' });
    const grant = form.get('grant_type');
    if (o.username && o.password) {
      if (grant !== 'password') return json(res, 400, { error: 'unsupported_grant_type' });
      if (!same(form.get('username') ?? '', o.username) || !same(form.get('password') ?? '', o.password))
        return json(res, 400, { error: 'invalid_grant' });
    } else if (grant !== 'client_credentials') return json(res, 400, { error: 'unsupported_grant_type' });
    if (o.scope && !(form.get('scope') ?? '').split(' ').includes(o.scope))
      return json(res, 400, { error: 'invalid_scope' });
    const t = randomBytes(24).toString('base64url');
    tokens.set(t, Date.now() + lifetime * 1000);
    if (tokens.size > 10_000) tokens.delete(tokens.keys().next().value!);
    json(res, 200, { access_token: t, token_type: 'Bearer', expires_in: lifetime, scope: o.scope ?? '' });
  }

  async function access(req: IncomingMessage, res: ServerResponse) {
    counts.access++;
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const until = tokens.get(bearer);
    if (!until || until < Date.now()) return json(res, 401, { error: 'invalid_token' });
    let body: { roomNumber?: unknown; surname?: unknown; domain?: unknown };
    try {
      body = JSON.parse(await bodyOf(req)) as typeof body;
    } catch {
      return json(res, 400, { error: 'invalid_request' });
    }
    if (typeof body?.roomNumber !== 'string' || typeof body.surname !== 'string')
      return json(res, 400, { error: 'invalid_request' });
    if (o.domain && body.domain !== undefined && body.domain !== o.domain)
      return json(res, 400, { error: 'unknown_domain' });
    const room = body.roomNumber.trim().toUpperCase();
    const surname = body.surname.trim();
    const stay = stays.find(
      (s) => s.room.toUpperCase() === room && s.surname.localeCompare(surname, 'de', { sensitivity: 'base' }) === 0,
    );
    if (!stay) return json(res, 200, { granted: false });
    json(res, 200, { granted: true, stayId: stay.stayId, checkOut: standInCheckOut(stay.nights).toISOString() });
  }

  const handle = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const answer = async () => {
      if (failing) return json(res, 503, { error: 'temporarily_unavailable' });
      if (req.method === 'POST' && path === DEFAULT_TOKEN_PATH) return token(req, res);
      if (req.method === 'POST' && path === DEFAULT_ACCESS_PATH) return access(req, res);
      json(res, 404, { error: 'not_found' });
    };
    await answer().catch(() => {
      if (!res.headersSent) json(res, 400, { error: 'invalid_request' });
      else res.end();
    });
  };
  return {
    handle,
    counts,
    failing: (on) => {
      failing = on;
    },
  };
}

/** A stand-in on a port of its own on 127.0.0.1 (the tests: one per test file, with their own stays). */
export async function startReosStandIn(o: ReosStandInOptions): Promise<ReosStandIn> {
  const { handle, counts, failing } = reosStandInHandler(o);
  const server: Server = createServer((req, res) => void handle(req, res, (req.url ?? '/').split('?')[0]!));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    counts,
    failing,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
