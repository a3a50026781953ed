// Guest data rights (issue 38, GDPR Art. 15 and 17): how one guest is named when an operator looks
// them up for an export or an erasure. The same rules for the portal's search form and the server.
import { normalizeMac } from './network';
import { normalizePhone } from './sms';
import { email, invalid, mac, maxLength, required, text, type Invalid, type Validator } from './validation';

/** What a guest is found by (docs/privacy.md). */
export const GUEST_IDENTIFIER_KINDS = ['CLIENT_MAC', 'CODE', 'DEVICE_ACCOUNT', 'PHONE', 'EMAIL'] as const;
export type GuestIdentifierKind = (typeof GUEST_IDENTIFIER_KINDS)[number];

/** Longest identifier accepted (a code, a username, an e-mail address). */
export const GUEST_IDENTIFIER_MAX = 200;
/** Most sessions an export lists (newest first); the counts are always complete. */
export const GUEST_EXPORT_SESSIONS_MAX = 10_000;
/** Most accounts an export lists. */
export const GUEST_EXPORT_ACCOUNTS_MAX = 1_000;

const phone: Validator = (value) => {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  // A number in international form: the lookup has no country to assume.
  return normalizePhone(value).ok ? undefined : invalid('phoneNumber');
};

/** The identifier's rules per kind (the field is `value`). */
export const GUEST_IDENTIFIER_RULES: Record<GuestIdentifierKind, readonly Validator[]> = {
  CLIENT_MAC: [required, text, maxLength(GUEST_IDENTIFIER_MAX), mac],
  CODE: [required, text, maxLength(GUEST_IDENTIFIER_MAX)],
  DEVICE_ACCOUNT: [required, text, maxLength(GUEST_IDENTIFIER_MAX)],
  PHONE: [required, text, maxLength(GUEST_IDENTIFIER_MAX), phone],
  EMAIL: [required, text, maxLength(GUEST_IDENTIFIER_MAX), email],
};

export const isGuestIdentifierKind = (value: unknown): value is GuestIdentifierKind =>
  (GUEST_IDENTIFIER_KINDS as readonly unknown[]).includes(value);

/** The first rule the identifier breaks, else undefined. */
export function checkGuestIdentifier(kind: GuestIdentifierKind, value: unknown): Invalid | undefined {
  for (const rule of GUEST_IDENTIFIER_RULES[kind]) {
    const failed = rule(value);
    if (failed) return failed;
  }
  return undefined;
}

/** The identifier in the form it is matched in: a MAC normalised, a number in E.164, the rest trimmed. */
export function normalizeGuestIdentifier(kind: GuestIdentifierKind, value: string): string {
  const v = value.trim();
  if (kind === 'CLIENT_MAC') return normalizeMac(v);
  if (kind === 'PHONE') {
    const p = normalizePhone(v);
    return p.ok ? p.e164 : v;
  }
  return v;
}

/** The word an operator types to confirm an erasure (besides the identifier itself). */
export const GUEST_ERASE_WORD = { de: 'LÖSCHEN', en: 'ERASE' } as const;

/** Whether the typed confirmation allows the erasure: the identifier itself or the word of either language. */
export function erasureConfirmed(typed: string, identifier: string): boolean {
  const t = typed.trim();
  if (!t) return false;
  return t === identifier.trim() || t === GUEST_ERASE_WORD.de || t === GUEST_ERASE_WORD.en;
}
