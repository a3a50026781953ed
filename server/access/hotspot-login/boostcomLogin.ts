// BOOSTCOM_LOGIN (docs/boostcom.md) in the login service: the guest signs up for the customer's
// loyalty club on the guest page (BoostcomUserRegistration), the club makes them a member or finds
// the member they already are, and they get the page account of that member on this client, as the
// other logins without a code. Every check of a new login runs first (device, login times, licence,
// cooldowns): nobody is signed up at the club for a login the portal would refuse. The member is kept
// only as a keyed hash of the club and its member id (the account's multiAccountId): the portal stores
// no name, address or number of the guest; they went to the club, whose member they chose to become.
import { and, eq, sql } from 'drizzle-orm';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/max';
import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/client';
import { log } from '../../platform/log';
import { pluginBlocksOf } from '../../tenancy/customer';
import { customers } from '../../tenancy/customer/table';
import { hotspotLoginTemplates } from '../../templates/login-template/table';
import { checkBoostcomSignUp, type BoostcomProblem } from '../../../src/domain/boostcom';
import type { BoostcomClient, BoostcomClub } from '../boostcom/client';
import { hashClientMac } from '../device-account';
import { guestLogin, type GuestLoginResult } from './guestLogin';
import { stationMac } from './rules';
import { derivedSecret } from './tickets';
import type { LoginDevice } from './devices';

const KIND = 'BOOSTCOM_LOGIN';
const MEMBER_KEY = 'boostcom-member-key';

export type BoostcomLoginResult =
  | { ok: true; login: Extract<GuestLoginResult, { ok: true }>; created: boolean }
  | Extract<GuestLoginResult, { ok: false }>
  /** No active boostcom plugin with token, community and club (or not a BOOSTCOM_LOGIN template). */
  | { ok: false; reason: 'NOT_CONFIGURED' }
  /** A field of the sign-up (checked here, or refused by the club). */
  | {
      ok: false;
      reason: 'FIELD';
      problem:
        | BoostcomProblem
        | { field: 'email' | 'phone' | 'firstName' | 'lastName'; problem: 'refused' }
        | { field: null; problem: 'refused' };
    }
  /** The club did not answer (or its circuit is open). */
  | { ok: false; reason: 'UNAVAILABLE' };

/** The calling code of the customer's country ("+49" for DE), null when it has none. */
async function customerCallingCode(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ country: sql<string | null>`${customers.address}->>'countryCode'` })
    .from(customers)
    .where(eq(customers.customerId, customerId));
  const country = row?.country?.trim().toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country) || !isSupportedCountry(country)) return null;
  return `+${getCountryCallingCode(country)}`;
}

/** The template's club: the customer's active, complete boostcom plugin; null otherwise. */
async function clubOf(
  db: Db,
  customerId: string,
  loginTemplateId: string,
  baseUrl: string,
): Promise<{ club: BoostcomClub; callingCode: string | null } | null> {
  const lt = hotspotLoginTemplates;
  const [template] = await db
    .select({ loginType: lt.loginType, config: lt.loginTypeConfig })
    .from(lt)
    .where(and(eq(lt.customerId, customerId), eq(lt.id, loginTemplateId)));
  if (!template || template.loginType !== KIND) return null;
  const b = (await pluginBlocksOf(db, customerId)).boostcom;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const token = text(b?.token);
  const communityId = text(b?.communityId);
  const loyaltyClubSlug = text(b?.loyaltyClubSlug);
  if (!b?.active || !token || !communityId || !loyaltyClubSlug) return null;
  return {
    club: { baseUrl, token, communityId, loyaltyClubSlug, analyticsToken: text(b.analyticsToken) },
    // A number typed without its country: the template's calling code, else the customer's country's.
    callingCode: text(template.config?.defaultCountryCallingCode) ?? (await customerCallingCode(db, customerId)),
  };
}

/** The form's fields as the guest page posts them. */
export interface BoostcomFields {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  membershipTerms?: string | null;
  marketing?: string | null;
}

/** A sign-up at the club, then the member's page account on this client (preview: the checks only). */
export async function boostcomLogin(
  db: Db,
  o: {
    device: LoginDevice;
    loginTemplateId: string;
    clientMac: string | null;
    fields: BoostcomFields;
    termsAccepted: boolean;
    client: BoostcomClient;
    /** The club API's base URL (BOOSTCOM_API_URL, else the local stand-in). */
    baseUrl: string;
    preview?: boolean;
    now?: Date;
  },
): Promise<BoostcomLoginResult> {
  const now = o.now ?? new Date();
  const { device } = o;
  const mac = stationMac(o.clientMac);
  if (!mac && !o.preview) return { ok: false, reason: 'NO_CLIENT', message: 'The hotspot did not identify the device' };
  const found = await clubOf(db, device.customerId, o.loginTemplateId, o.baseUrl);
  if (!found) return { ok: false, reason: 'NOT_CONFIGURED' };
  const signUp = checkBoostcomSignUp(o.fields, found.callingCode);
  if (!signUp.ok)
    return { ok: false, reason: 'FIELD', problem: { field: signUp.field, problem: signUp.problem } as BoostcomProblem };
  // Every check of a new login before the guest's data leaves the portal.
  const check = await guestLogin(db, {
    device,
    loginTemplateId: o.loginTemplateId,
    clientMac: mac,
    preview: true,
    now,
  });
  if (!check.ok) return check;
  if (o.preview) return { ok: true, login: check, created: false };
  const clientHash = await hashClientMac(db, mac!);
  // The same sign-up sent again (a retry, a double tap) is one sign-up at the club.
  const idempotencyKey = createHash('sha256')
    .update(
      [
        device.customerId,
        found.club.communityId,
        found.club.loyaltyClubSlug,
        signUp.value.email,
        signUp.value.msisdn,
        clientHash,
      ].join('\u0000'),
    )
    .digest('hex');
  const member = await o.client.signUp(found.club, signUp.value, idempotencyKey);
  if (!member.ok) {
    if (member.failure.kind === 'invalid')
      return { ok: false, reason: 'FIELD', problem: { field: member.failure.field, problem: 'refused' } };
    if (member.failure.kind === 'notConfigured') return { ok: false, reason: 'NOT_CONFIGURED' };
    return { ok: false, reason: 'UNAVAILABLE' };
  }
  const person = await derivedSecret(
    db,
    MEMBER_KEY,
    device.customerId,
    `${found.club.communityId}\u0000${found.club.loyaltyClubSlug}\u0000${member.memberId}`,
  );
  const login = await guestLogin(db, {
    device,
    loginTemplateId: o.loginTemplateId,
    clientMac: mac,
    clientHash,
    termsAccepted: o.termsAccepted,
    multiAccountId: `boostcom-${person}`,
    now,
  });
  if (!login.ok) return login;
  // The club's analytics (with its analyticsToken): best effort, after the guest's answer.
  if (found.club.analyticsToken) {
    void o.client.loginEvent(found.club, member.memberId, device.id, now).then(
      (sent) => sent || log.warn('boostcom: the login event was not accepted'),
      () => undefined,
    );
  }
  return { ok: true, login, created: member.created };
}
