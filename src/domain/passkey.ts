/**
 * Passkeys (WebAuthn) as a second factor of staff (issue 38, docs/security.md "Second factor"): the
 * rules the profile's form and `POST /my-profile/passkeys` share.
 */
import { maxLength, required, text, type Validator } from './validation';

/** Longest name of a passkey ("Laptop", "YubiKey 5C"…). */
export const PASSKEY_NAME_MAX = 64;
/** At most this many passkeys per user. */
export const PASSKEYS_MAX = 20;

export const PASSKEY_NAME_RULES: readonly Validator[] = [required, text, maxLength(PASSKEY_NAME_MAX)];

/** The first refusal of a passkey's name, else undefined. */
export function validatePasskeyName(value: unknown) {
  for (const rule of PASSKEY_NAME_RULES) {
    const refused = rule(value);
    if (refused) return refused;
  }
  return undefined;
}
