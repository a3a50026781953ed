// The signed hand-offs of EXTERNAL_LOGIN and APP_LOGIN (docs/external-login.md): each login template
// of these types has a signing secret, derived from the installation's key and the template (HMAC-
// SHA256; the portal shows it to whoever may edit the template); parameters are signed over a
// canonical text; one-time tickets (nonce, app token) are stored as their SHA-256 only, used once,
// within minutes.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { cachedSecret } from '../../platform/secrets';
import { guestLoginTickets, type GuestLoginTicketRow } from './table';

const KEY = 'login-template-signing-key';

/** How long a nonce or app token may be used. */
export const TICKET_TTL_MS = 5 * 60 * 1000;
/** How far ahead a callback's own `hp_expires` may lie. */
export const CALLBACK_MAX_AHEAD_S = 10 * 60;

/**
 * A secret derived from an installation key and one object of a customer (HMAC-SHA256, 43 url-safe
 * characters): nothing to store, the same on every instance. The template signing secrets and the
 * page accounts' passwords (guestAccounts.ts) are such secrets, under keys of their own.
 */
export async function derivedSecret(db: Db, key: string, customerId: string, id: string): Promise<string> {
  const secret = await cachedSecret(db, key);
  return createHmac('sha256', secret).update(`${customerId}\u0000${id}`).digest('base64url');
}

/** The signing secret of a login template. */
export const signingSecret = (db: Db, customerId: string, loginTemplateId: string): Promise<string> =>
  derivedSecret(db, KEY, customerId, loginTemplateId);

/**
 * The text a signature covers: "v1", then every `hp_*` parameter but `hp_sig`, as `name=value` lines
 * sorted by name (values as sent, before any URL encoding).
 */
export function canonical(params: Iterable<[string, string]>): string {
  const lines = [...params]
    .filter(([k]) => k.startsWith('hp_') && k !== 'hp_sig')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`);
  return ['v1', ...lines].join('\n');
}

/** HMAC-SHA256 of the canonical text, hex. */
export const sign = (secret: string, params: Iterable<[string, string]>) =>
  createHmac('sha256', secret).update(canonical(params)).digest('hex');

/** Whether `sig` is the signature of `params` (constant time). */
export function signatureMatches(secret: string, params: Iterable<[string, string]>, sig: string | null): boolean {
  if (!sig || !/^[0-9a-f]{64}$/i.test(sig)) return false;
  const want = Buffer.from(sign(secret, params), 'hex');
  return timingSafeEqual(want, Buffer.from(sig.toLowerCase(), 'hex'));
}

/** The stored form of a nonce or token. */
export const ticketHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new one-time ticket: the nonce or token to hand out (only its hash is kept). */
export async function issueTicket(
  db: Db,
  t: Omit<typeof guestLoginTickets.$inferInsert, 'id' | 'expiresAt' | 'createdAt' | 'usedAt'>,
  now = new Date(),
  /** The token, when the caller made it first (CIDAAS_LOGIN's state is in the provider's URL before it is kept). */
  token = randomBytes(32).toString('base64url'),
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  await db.insert(guestLoginTickets).values({ ...t, id: ticketHash(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The customer's unused, unexpired ticket of this token (no write). */
export async function findTicket(
  db: Db,
  customerId: string,
  token: string,
  now = new Date(),
): Promise<GuestLoginTicketRow | null> {
  const t = guestLoginTickets;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.customerId, customerId), eq(t.id, ticketHash(token)), isNull(t.usedAt), gt(t.expiresAt, now)));
  return row ?? null;
}

/** Uses the ticket: its row when this call used it, null when it was used, expired or never issued. */
export async function redeemTicket(
  db: Db,
  customerId: string,
  token: string,
  kind: string,
  now = new Date(),
): Promise<GuestLoginTicketRow | null> {
  const t = guestLoginTickets;
  const [row] = await db
    .update(t)
    .set({ usedAt: now })
    .where(
      and(
        eq(t.customerId, customerId),
        eq(t.id, ticketHash(token)),
        eq(t.kind, kind),
        isNull(t.usedAt),
        gt(t.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** An app token used at RADIUS: the page account it logged in as, for the accounting that names the token. */
export async function noteTicketAccount(db: Db, customerId: string, token: string, accountId: string): Promise<void> {
  await db
    .update(guestLoginTickets)
    .set({ query: accountId })
    .where(and(eq(guestLoginTickets.customerId, customerId), eq(guestLoginTickets.id, ticketHash(token))));
}

/** Deletes tickets that expired a day ago (the hourly housekeeping). */
export async function purgeTickets(db: Db, now = Date.now()): Promise<void> {
  await db.delete(guestLoginTickets).where(lt(guestLoginTickets.expiresAt, new Date(now - 24 * 60 * 60 * 1000)));
}
