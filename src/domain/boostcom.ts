// BOOSTCOM_LOGIN (docs/boostcom.md): the loyalty club's sign-up on the guest page (the
// BoostcomUserRegistration slot). The fields the club needs for a member, checked the same way before
// anything leaves the portal: names, e-mail, a mobile number in E.164 (libphonenumber, as the SMS
// login's), the club's membership terms accepted; marketing consent is the guest's free choice.
import { isEmail } from './validation';
import { normalizePhone, type PhoneProblem } from './sms';

/** Names: at most this long (the club's own limit is wider). */
export const BOOSTCOM_NAME_MAX = 100;
/** An e-mail address: at most this long (RFC 5321's path limit). */
export const BOOSTCOM_EMAIL_MAX = 254;

export interface BoostcomSignUp {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164 ("+4915123456789"). */
  msisdn: string;
  /** The club's membership terms (required: joining the club is the point). */
  membershipTerms: true;
  /** Newsletters and offers from the club (optional). */
  marketing: boolean;
}

export type BoostcomField = 'firstName' | 'lastName' | 'email' | 'phone' | 'membershipTerms';

export type BoostcomProblem =
  | { field: 'firstName' | 'lastName'; problem: 'required' | 'tooLong' | 'invalid' }
  | { field: 'email'; problem: 'required' | 'tooLong' | 'invalid' }
  | { field: 'phone'; problem: PhoneProblem }
  | { field: 'membershipTerms'; problem: 'required' };

/** Control characters and the characters that make a name markup or a formula. */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const NAME_REFUSED = /[\u0000-\u001f\u007f<>]/;

function nameProblem(v: string): 'required' | 'tooLong' | 'invalid' | null {
  if (!v) return 'required';
  if (v.length > BOOSTCOM_NAME_MAX) return 'tooLong';
  if (NAME_REFUSED.test(v) || /^[=+\-@]/.test(v)) return 'invalid';
  return null;
}

/**
 * The sign-up as the club gets it, or the first problem (in the form's order). `defaultCallingCode`:
 * the login template's defaultCountryCallingCode for a number typed without its country.
 */
export function checkBoostcomSignUp(
  input: {
    firstName?: unknown;
    lastName?: unknown;
    email?: unknown;
    phone?: unknown;
    membershipTerms?: unknown;
    marketing?: unknown;
  },
  defaultCallingCode?: string | null,
): { ok: true; value: BoostcomSignUp } | ({ ok: false } & BoostcomProblem) {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const firstName = text(input.firstName);
  const lastName = text(input.lastName);
  const email = text(input.email).toLowerCase();
  const first = nameProblem(firstName);
  if (first) return { ok: false, field: 'firstName', problem: first };
  const last = nameProblem(lastName);
  if (last) return { ok: false, field: 'lastName', problem: last };
  if (!email) return { ok: false, field: 'email', problem: 'required' };
  if (email.length > BOOSTCOM_EMAIL_MAX) return { ok: false, field: 'email', problem: 'tooLong' };
  if (!isEmail(email)) return { ok: false, field: 'email', problem: 'invalid' };
  const phone = normalizePhone(input.phone, defaultCallingCode);
  if (!phone.ok) return { ok: false, field: 'phone', problem: phone.problem };
  if (input.membershipTerms !== true && input.membershipTerms !== 'on' && input.membershipTerms !== '1')
    return { ok: false, field: 'membershipTerms', problem: 'required' };
  const marketing = input.marketing === true || input.marketing === 'on' || input.marketing === '1';
  return {
    ok: true,
    value: { firstName, lastName, email, msisdn: phone.e164, membershipTerms: true, marketing },
  };
}
