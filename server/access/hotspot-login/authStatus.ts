// The voucherRedirect plugin's flow (docs/guest-page.md "Slots"): after a code was handed to the
// device, the device sends the guest not to their page but to the guest page's status address, which
// waits (WaitingForAuthorization) until RADIUS saw the client log in (VoucherAuthRedirectSuccess,
// then on to where the guest wanted to go) or gives up after a while (VoucherAuthRedirectFail). A
// status ticket (guest_login_tickets, kind 'status') keeps the client and that destination.
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { hashClientMac } from '../device-account';
import { hotspotAccounts } from '../hotspot-account/table';
import { guestLoginTickets } from './table';
import { issueTicket, ticketHash } from './tickets';
import { stationMac } from './rules';
import type { LoginDevice } from './devices';

/** How long the status page waits for the device's RADIUS login before it says it failed. */
export const AUTH_WAIT_MS = 60 * 1000;

/** A status ticket for a hand-over (null: no client MAC to watch, or no template to file it under). */
export async function startAuthStatus(
  db: Db,
  o: {
    device: LoginDevice;
    clientMac: string | null;
    loginTemplateId: string | null;
    destination: string;
    lang: string;
  },
): Promise<string | null> {
  const mac = stationMac(o.clientMac);
  if (!mac || !o.loginTemplateId) return null;
  const { token } = await issueTicket(db, {
    customerId: o.device.customerId,
    kind: 'status',
    loginTemplateId: o.loginTemplateId,
    hotspotDeviceId: o.device.id,
    clientMacHash: await hashClientMac(db, mac),
    query: o.destination,
    lang: o.lang,
  });
  return token;
}

export type AuthState =
  { state: 'confirmed' | 'waiting' | 'failed'; destination: string; lang: string | null } | { state: 'unknown' };

/** Where the device's login of a status ticket stands: confirmed once RADIUS counted a login of the client since. */
export async function authStatus(db: Db, device: LoginDevice, token: string, now = new Date()): Promise<AuthState> {
  if (!/^[\w-]{43}$/.test(token)) return { state: 'unknown' };
  const t = guestLoginTickets;
  const [ticket] = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.customerId, device.customerId),
        eq(t.id, ticketHash(token)),
        eq(t.kind, 'status'),
        eq(t.hotspotDeviceId, device.id),
        gte(t.expiresAt, now),
      ),
    );
  if (!ticket) return { state: 'unknown' };
  const h = hotspotAccounts;
  const [login] = await db
    .select({ id: h.id })
    .from(h)
    .where(
      and(
        eq(h.customerId, device.customerId),
        eq(h.clientMacHash, ticket.clientMacHash),
        gte(h.lastLoginAt, new Date(ticket.createdAt.getTime() - 1000)),
      ),
    )
    .limit(1);
  const destination = ticket.query ?? '';
  if (login) return { state: 'confirmed', destination, lang: ticket.lang };
  const waited = now.getTime() - ticket.createdAt.getTime();
  return { state: waited < AUTH_WAIT_MS ? 'waiting' : 'failed', destination, lang: ticket.lang };
}
