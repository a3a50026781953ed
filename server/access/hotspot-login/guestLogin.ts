// The guest page's own logins (EASY_LOGIN, and WelcomeBack for them): the client's account of a login
// template is reused while it can still log in, else a new one is made when every check allows it
// (cooldowns, the conditional ones, device, login times, licence) and the per-day cap of accounts per
// client and per device leaves room. The device then logs the guest in through RADIUS with the
// account's credentials (guestAccounts.ts), where the same checks run again (decision.ts).
import { and, desc, eq, isNull } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client';
import { newObjectId } from '../../platform/ids';
import { Limit } from '../../platform/throttle';
import { hashClientMac } from '../device-account';
import { hotspotAccounts } from '../hotspot-account/table';
import { searchTextOf } from '../hotspot-account';
import { checkSubject, type LoginResult } from './decision';
import { guestPassword, guestUsername } from './guestAccounts';
import { REFUSAL_MESSAGES, stationMac, type LoginReply } from './rules';
import type { LoginDevice } from './devices';

/** New accounts one client may get per login template in a day, and one device in an hour. */
export const GUEST_ACCOUNTS_PER_CLIENT_PER_DAY = 3;
export const GUEST_ACCOUNTS_PER_DEVICE_PER_HOUR = 600;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The client a preview without a device redirect checks as (a locally administered MAC no device has). */
const PREVIEW_CLIENT = '02:00:5E:00:00:00';
const HOUR_MS = 60 * 60 * 1000;

export interface GuestLoginRequest {
  device: LoginDevice;
  loginTemplateId: string;
  /** The client's MAC as the device named it (required: the account is bound to it). */
  clientMac: string | null;
  /** Instead of the MAC: its hash (a ticket of EXTERNAL_LOGIN or APP_LOGIN keeps only that). */
  clientHash?: string;
  termsAccepted?: boolean;
  additionalInfo?: unknown;
  /**
   * The person the account belongs to, whatever the client (CIDAAS_LOGIN: a keyed hash of issuer and
   * subject): kept as the account's multiAccountId; the client's account of another person is not reused.
   */
  multiAccountId?: string;
  /** Preview (the portal's "try as a guest"): every check, nothing written, no credentials. */
  preview?: boolean;
  now?: Date;
}

export type GuestLoginResult =
  | {
      ok: true;
      accountId: string;
      username: string;
      password: string;
      /** An account of this client that could still log in was reused (WelcomeBack). */
      returning: boolean;
      reply: LoginReply;
    }
  | Extract<LoginResult, { ok: false }>;

/** The client's latest page account of a login template (none: null). */
export async function latestGuestAccount(
  db: Db,
  customerId: string,
  loginTemplateId: string,
  clientHash: string,
  /** Only the accounts of this person (CIDAAS_LOGIN: the keyed hash of the OpenID subject). */
  multiAccountId?: string,
): Promise<string | null> {
  const h = hotspotAccounts;
  const [row] = await db
    .select({ id: h.id })
    .from(h)
    .where(
      and(
        eq(h.customerId, customerId),
        eq(h.clientMacHash, clientHash),
        eq(h.loginTemplateId, loginTemplateId),
        isNull(h.voucherId),
        isNull(h.deviceAccountId),
        multiAccountId === undefined ? undefined : eq(h.multiAccountId, multiAccountId),
      ),
    )
    .orderBy(desc(h.createdAt), desc(h.id))
    .limit(1);
  return row?.id ?? null;
}

const cooldownUntil = (now: Date, seconds: number): Extract<LoginResult, { ok: false }> => ({
  ok: false,
  reason: 'COOLDOWN',
  message: REFUSAL_MESSAGES.COOLDOWN,
  until: new Date(now.getTime() + seconds * 1000),
});

/** A login of the guest page's own (see above). */
export async function guestLogin(db: Db, r: GuestLoginRequest): Promise<GuestLoginResult> {
  const now = r.now ?? new Date();
  const { device } = r;
  // A preview opened from the portal has no device redirect: it checks as a client never seen.
  const mac = stationMac(r.clientMac) ?? (r.preview && !r.clientHash ? PREVIEW_CLIENT : null);
  const clientHash = r.clientHash ?? (mac ? await hashClientMac(db, mac) : '');
  const req = { device, username: null, credentials: { kind: 'none' as const }, clientMac: mac, clientHash, now };
  const credentials = async (accountId: string) =>
    r.preview
      ? { username: '', password: '' }
      : { username: guestUsername(accountId), password: await guestPassword(db, device.customerId, accountId) };

  if (clientHash) {
    const latest = await latestGuestAccount(db, device.customerId, r.loginTemplateId, clientHash, r.multiAccountId);
    if (latest) {
      const { result } = await checkSubject(db, req, { kind: 'guestAccount', id: latest });
      if (result.ok) return { ...result, accountId: latest, ...(await credentials(latest)), returning: true };
      // Used up (or gone): a new account, when the checks below allow one; any other refusal stands.
      if (result.reason !== 'EXPIRED' && result.reason !== 'UNKNOWN') return result;
    }
  }

  const { result, decided } = await checkSubject(db, req, { kind: 'newGuest', loginTemplateId: r.loginTemplateId });
  if (!result.ok) return result;
  if (r.preview) return { ...result, accountId: '', username: '', password: '', returning: false };

  const perClient = new Limit(db, 'guest-account:client', GUEST_ACCOUNTS_PER_CLIENT_PER_DAY, DAY_MS);
  const clientWait = await perClient.attempt(`${device.customerId}:${r.loginTemplateId}:${clientHash}`);
  if (clientWait) return cooldownUntil(now, clientWait);
  const perDevice = new Limit(db, 'guest-account:device', GUEST_ACCOUNTS_PER_DEVICE_PER_HOUR, HOUR_MS);
  const deviceWait = await perDevice.attempt(`${device.customerId}:${device.id}`);
  if (deviceWait) return cooldownUntil(now, deviceWait);

  const id = newObjectId();
  const username = guestUsername(id);
  const termsOfUseId = decided?.loginTemplate?.termsOfUseId ?? null;
  await db.insert(hotspotAccounts).values({
    customerId: device.customerId,
    id,
    accountTemplateId: decided?.accountTemplate?.id ?? null,
    loginTemplateId: r.loginTemplateId,
    hotspotDeviceId: device.id,
    hotspotDeviceMac: device.macs[0] ?? null,
    clientMacHash: clientHash,
    username,
    additionalInfo: r.additionalInfo ?? null,
    multiAccountId: r.multiAccountId ?? null,
    termsOfUseId,
    termsAccepted: Boolean(termsOfUseId && r.termsAccepted),
    searchText: searchTextOf({ username, description: null, multiAccountId: r.multiAccountId ?? null }),
    createdAt: now,
    updatedAt: now,
  });
  return { ...result, accountId: id, ...(await credentials(id)), returning: false };
}

/** How a returning guest reconnects with one tap (WelcomeBack): their page account, or their code. */
export type ReturningLogin = { kind: 'guestAccount'; loginTemplateId: string } | { kind: 'code'; code: string };

/**
 * A returning client's login that can still log in at this device: the latest page account of one of
 * the offered templates (in their order), else the code of its latest code login. null: none.
 */
export async function returningLogin(
  db: Db,
  device: LoginDevice,
  o: { clientMac: string | null; guestTemplateIds: readonly string[]; codes: boolean; now?: Date },
): Promise<ReturningLogin | null> {
  const mac = stationMac(o.clientMac);
  if (!mac) return null;
  const now = o.now ?? new Date();
  const clientHash = await hashClientMac(db, mac);
  const req = { device, username: null, credentials: { kind: 'none' as const }, clientMac: mac, now };
  for (const loginTemplateId of o.guestTemplateIds) {
    const id = await latestGuestAccount(db, device.customerId, loginTemplateId, clientHash);
    if (id && (await checkSubject(db, req, { kind: 'guestAccount', id })).result.ok)
      return { kind: 'guestAccount', loginTemplateId };
  }
  if (!o.codes) return null;
  const [last] = await queryRows<{ code: string }>(
    db,
    `select v.code from hotspot_accounts a
     join vouchers v on v.customer_id = a.customer_id and v.id = a.voucher_id
     where a.customer_id = $1 and a.client_mac_hash = $2 and a.voucher_id is not null and v.deleted_at is null
     order by a.last_login_at desc nulls last, a.id desc
     limit 1`,
    [device.customerId, clientHash],
  );
  if (!last) return null;
  const { result } = await checkSubject(db, { ...req, username: last.code }, { kind: 'voucher', code: last.code });
  return result.ok ? { kind: 'code', code: last.code } : null;
}

/**
 * Whether a device account's terms of use ("show once", seed 001 §3) are still to be accepted by this
 * client: the account shows them and the client's account of it has not accepted them yet.
 */
export async function termsOnceOpen(
  db: Db,
  customerId: string,
  username: string,
  clientMac: string | null,
): Promise<boolean> {
  const mac = stationMac(clientMac);
  const clientHash = mac ? await hashClientMac(db, mac) : '';
  const [row] = await queryRows<{ show: boolean; accepted: boolean | null }>(
    db,
    `select d.show_terms_of_use as show, a.terms_accepted as accepted
     from device_accounts d
     left join hotspot_accounts a
       on a.customer_id = d.customer_id and a.device_account_id = d.id and a.client_mac_hash = $3
     where d.customer_id = $1 and lower(d.username) = lower($2)`,
    [customerId, username, clientHash],
  );
  return Boolean(row?.show) && !row?.accepted;
}
