// The REOS adapter (docs/reos.md "The contract assumed"): real HTTP to the hotel's room-management
// system. An OAuth2 token from the token endpoint (client credentials with the client's id and secret
// as HTTP Basic, or the password grant when the plugin has a username and password), kept until shortly
// before it expires; then one access request per room login: room, surname and domain in, whether the
// stay is valid, its id and check-out out. Time-outs per attempt and for the whole exchange, one retry
// of what may succeed the second time (no answer, 5xx, 429), and a circuit per partner that refuses at
// once while the partner is down. Secrets, tokens, surnames are never logged: a warning names the
// partner's host and the class of failure.
import { createHash } from 'node:crypto';
import { Circuits } from '../../platform/circuit';

/** The reos plugin's settings the adapter uses (seed 001 §9). */
export interface ReosSettings {
  apiUrl: string;
  tokenRequestUrl?: string | null;
  accessRequestUrl?: string | null;
  clientId?: string | null;
  clientSecret: string;
  scope?: string | null;
  domain?: string | null;
  username?: string | null;
  password?: string | null;
}

/** Paths under apiUrl when the plugin names no endpoint of its own. */
export const DEFAULT_TOKEN_PATH = '/oauth/token';
export const DEFAULT_ACCESS_PATH = '/v1/access-requests';

export type ReosAnswer =
  | { kind: 'granted'; stayId: string; checkOut: Date }
  /** No valid stay of this room and surname (or it is checked out). */
  | { kind: 'denied' }
  /** The partner cannot be reached or answered nonsense (the circuit counts it). */
  | { kind: 'unavailable'; failure: ReosFailure }
  /** The partner refuses the portal (credentials, a request it calls malformed): configuration. */
  | { kind: 'refused'; failure: ReosFailure };

export type ReosFailure =
  'timeout' | 'network' | 'http_5xx' | 'http_429' | 'bad_answer' | 'circuit_open' | 'unauthorized' | 'http_4xx';

export interface ReosClientOptions {
  /** One HTTP attempt (default 3 s). */
  attemptTimeoutMs?: number;
  /** The whole login's exchange, token and retries included (default 6 s). */
  deadlineMs?: number;
  /** Attempts of a call that may succeed again (default 2). */
  attempts?: number;
  /** Failures in a row that open the circuit (default 3), and how long it stays open (default 30 s). */
  circuitFailures?: number;
  circuitOpenMs?: number;
  /** Where warnings go (default: nowhere; the server passes its logger). */
  warn?: (line: string) => void;
  now?: () => number;
}

export interface ReosClient {
  accessRequest(settings: ReosSettings, q: { room: string; surname: string }): Promise<ReosAnswer>;
  /** Forgets cached tokens and circuits (tests). */
  reset(): void;
}

const MAX_BODY = 64 * 1024;
const TOKEN_MAX = 4096;
const STAY_ID_MAX = 128;
/** A token is renewed this long before the partner said it expires. */
const TOKEN_MARGIN_MS = 30_000;
/** expires_in when the partner gives none. */
const TOKEN_DEFAULT_S = 300;

const trimSlash = (u: string) => u.replace(/\/+$/, '');

export const tokenUrlOf = (s: ReosSettings) =>
  s.tokenRequestUrl?.trim() || `${trimSlash(s.apiUrl)}${DEFAULT_TOKEN_PATH}`;
export const accessUrlOf = (s: ReosSettings) =>
  s.accessRequestUrl?.trim() || `${trimSlash(s.apiUrl)}${DEFAULT_ACCESS_PATH}`;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(invalid URL)';
  }
}

export class ReosCallError extends Error {
  constructor(
    readonly failure: ReosFailure,
    readonly retry: boolean,
    readonly status?: number,
  ) {
    super(failure);
  }
}

/** The answer's JSON body, at most MAX_BODY characters. */
async function jsonOf(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text.length > MAX_BODY) throw new ReosCallError('bad_answer', false);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ReosCallError('bad_answer', false);
  }
}

/** The parts of a token answer (RFC 6749 §5.1) the adapter needs; throws bad_answer. */
export function parseTokenAnswer(body: unknown): { token: string; expiresInS: number } {
  const b = body as Record<string, unknown> | null;
  const token = b?.access_token;
  const type = b?.token_type;
  if (typeof token !== 'string' || !token || token.length > TOKEN_MAX) throw new ReosCallError('bad_answer', false);
  if (type !== undefined && (typeof type !== 'string' || type.toLowerCase() !== 'bearer'))
    throw new ReosCallError('bad_answer', false);
  const e = b?.expires_in;
  const expiresInS = typeof e === 'number' && Number.isFinite(e) && e > 0 ? Math.min(e, 24 * 3600) : TOKEN_DEFAULT_S;
  return { token, expiresInS };
}

/** An access-request answer (docs/reos.md) as the adapter's verdict; throws bad_answer. */
export function parseAccessAnswer(body: unknown, now: number): Extract<ReosAnswer, { kind: 'granted' | 'denied' }> {
  const b = body as Record<string, unknown> | null;
  if (!b || typeof b !== 'object' || typeof b.granted !== 'boolean') throw new ReosCallError('bad_answer', false);
  if (!b.granted) return { kind: 'denied' };
  const stayId = b.stayId;
  const checkOut = typeof b.checkOut === 'string' ? new Date(b.checkOut) : null;
  if (typeof stayId !== 'string' || !stayId.trim() || stayId.length > STAY_ID_MAX)
    throw new ReosCallError('bad_answer', false);
  if (!checkOut || Number.isNaN(checkOut.getTime())) throw new ReosCallError('bad_answer', false);
  // Checked out already: no stay to log in with.
  if (checkOut.getTime() <= now) return { kind: 'denied' };
  return { kind: 'granted', stayId: stayId.trim(), checkOut };
}

export function createReosClient(o: ReosClientOptions = {}): ReosClient {
  const attemptTimeoutMs = o.attemptTimeoutMs ?? 3000;
  const deadlineMs = o.deadlineMs ?? 6000;
  const attempts = Math.max(1, o.attempts ?? 2);
  const circuitFailures = o.circuitFailures ?? 3;
  const circuitOpenMs = o.circuitOpenMs ?? 30_000;
  const now = o.now ?? Date.now;
  const warn = o.warn ?? (() => {});
  /** Tokens by a hash of endpoint and credentials (the secrets are no map key). */
  const tokens = new Map<string, { token: string; until: number }>();
  /** Per partner host (server/platform/circuit.ts). */
  const circuits = new Circuits({
    failures: circuitFailures,
    openMs: circuitOpenMs,
    now,
    onOpen: (host, _failures, openMs) =>
      warn(`reos: ${host} unreachable, room logins refused for ${Math.round(openMs / 1000)} s`),
  });

  /** One call with time-outs and retries: the answer of the attempt that got one, else a ReosCallError. */
  async function call(url: string, init: RequestInit, deadline: number): Promise<Response> {
    let last: ReosCallError | null = null;
    for (let i = 0; i < attempts; i++) {
      const left = deadline - now();
      if (left <= 0) break;
      try {
        const res = await fetch(url, {
          ...init,
          redirect: 'error',
          signal: AbortSignal.timeout(Math.min(attemptTimeoutMs, left)),
        });
        if (res.status >= 500 || res.status === 429) {
          await res.body?.cancel();
          last = new ReosCallError(res.status === 429 ? 'http_429' : 'http_5xx', true, res.status);
        } else return res;
      } catch (e) {
        const name = (e as Error)?.name;
        last = new ReosCallError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', true);
      }
      if (i + 1 < attempts) await new Promise((r) => setTimeout(r, 100 * (i + 1)));
    }
    throw last ?? new ReosCallError('timeout', false);
  }

  const keyOf = (s: ReosSettings) =>
    createHash('sha256')
      .update(
        [tokenUrlOf(s), s.clientId ?? '', s.clientSecret, s.username ?? '', s.password ?? '', s.scope ?? ''].join(
          '\u0000',
        ),
      )
      .digest('hex');

  async function token(s: ReosSettings, deadline: number, fresh: boolean): Promise<string> {
    const key = keyOf(s);
    const kept = tokens.get(key);
    if (kept && !fresh && kept.until > now()) return kept.token;
    const form = new URLSearchParams();
    if (s.username?.trim() && s.password) {
      form.set('grant_type', 'password');
      form.set('username', s.username.trim());
      form.set('password', s.password);
    } else form.set('grant_type', 'client_credentials');
    if (s.scope?.trim()) form.set('scope', s.scope.trim());
    // client_secret_basic (RFC 6749 §2.3.1): id and secret form-urlencoded, then Base64.
    const basic = Buffer.from(
      `${encodeURIComponent(s.clientId ?? '')}:${encodeURIComponent(s.clientSecret)}`,
      'utf8',
    ).toString('base64');
    const res = await call(
      tokenUrlOf(s),
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
      },
      deadline,
    );
    if (res.status === 400 || res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      throw new ReosCallError('unauthorized', false, res.status);
    }
    if (res.status !== 200) {
      await res.body?.cancel();
      throw new ReosCallError('http_4xx', false, res.status);
    }
    const t = parseTokenAnswer(await jsonOf(res));
    tokens.set(key, { token: t.token, until: now() + Math.max(0, t.expiresInS * 1000 - TOKEN_MARGIN_MS) });
    if (tokens.size > 1000) tokens.delete(tokens.keys().next().value!);
    return t.token;
  }

  async function exchange(
    s: ReosSettings,
    q: { room: string; surname: string },
    deadline: number,
  ): Promise<Extract<ReosAnswer, { kind: 'granted' | 'denied' }>> {
    const body = JSON.stringify({
      roomNumber: q.room,
      surname: q.surname,
      ...(s.domain?.trim() ? { domain: s.domain.trim() } : {}),
    });
    for (let round = 0; round < 2; round++) {
      const bearer = await token(s, deadline, round > 0);
      const res = await call(
        accessUrlOf(s),
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${bearer}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body,
        },
        deadline,
      );
      // A token the partner no longer takes (revoked, its clock): one new token, once.
      if (res.status === 401 && round === 0) {
        await res.body?.cancel();
        tokens.delete(keyOf(s));
        continue;
      }
      if (res.status === 404) {
        await res.body?.cancel();
        return { kind: 'denied' };
      }
      if (res.status === 401 || res.status === 403) {
        await res.body?.cancel();
        throw new ReosCallError('unauthorized', false, res.status);
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        throw new ReosCallError('http_4xx', false, res.status);
      }
      return parseAccessAnswer(await jsonOf(res), now());
    }
    throw new ReosCallError('unauthorized', false);
  }

  return {
    async accessRequest(s, q) {
      const host = hostOf(accessUrlOf(s));
      if (circuits.isOpen(host)) return { kind: 'unavailable', failure: 'circuit_open' };
      try {
        const answer = await exchange(s, q, now() + deadlineMs);
        circuits.success(host);
        return answer;
      } catch (e) {
        const err = e instanceof ReosCallError ? e : new ReosCallError('network', false);
        const partnerDown = err.failure !== 'unauthorized' && err.failure !== 'http_4xx';
        warn(`reos: access request to ${host} failed: ${err.failure}${err.status ? ` (HTTP ${err.status})` : ''}`);
        if (!partnerDown) return { kind: 'refused', failure: err.failure };
        // After the pause one try goes through; failing, it opens the circuit again at once.
        circuits.failure(host);
        return { kind: 'unavailable', failure: err.failure };
      }
    },
    reset() {
      tokens.clear();
      circuits.reset();
    },
  };
}
