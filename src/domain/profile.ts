/**
 * The own profile (seed 001 §3 MyProfileResponse, §2 "Profile"): the field rules the edit form and
 * `PUT /my-profile` share, and the change-password and reset-password rules (seed 001 §5 policy).
 * email is read-only (it is the login).
 */
import { ACTIONS, can, type AclMap } from './acl';
import { LOCALES } from './constants';
import { timezone } from './hotspotDevice';
import {
  invalid,
  isEmpty,
  maxLength,
  password,
  passwordConfirm,
  phoneNumber,
  required,
  text,
  type Validator,
} from './validation';

/** Longest first or last name (the same bound as an invite's names). */
export const PROFILE_NAME_MAX = 100;
/** Longest phone number (digits only; E.164 has at most 15, room for extensions). */
export const PROFILE_PHONE_MAX = 32;
/** Longest postal address (free text, may span lines). */
export const PROFILE_ADDRESS_MAX = 500;
/** Longest description. */
export const PROFILE_DESCRIPTION_MAX = 2000;

/** The profile fields a user may change (email is not one: it is the login). */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'address', 'description', 'lang', 'timezone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** A language of the portal (de, en). */
export const profileLang: Validator = (value) =>
  isEmpty(value) || (LOCALES as readonly unknown[]).includes(value) ? undefined : invalid('language');

export const PROFILE_RULES: Readonly<Record<ProfileField, readonly Validator[]>> = {
  firstName: [required, text, maxLength(PROFILE_NAME_MAX)],
  lastName: [required, text, maxLength(PROFILE_NAME_MAX)],
  phone: [text, phoneNumber, maxLength(PROFILE_PHONE_MAX)],
  address: [text, maxLength(PROFILE_ADDRESS_MAX)],
  description: [text, maxLength(PROFILE_DESCRIPTION_MAX)],
  lang: [profileLang],
  timezone: [timezone],
};

/** Step 2 of the password change and the reset form: the policy and the repetition. */
export const NEW_PASSWORD_RULES: Readonly<Record<'password' | 'passwordConfirm', readonly Validator[]>> = {
  password: [required, password],
  passwordConfirm: [required, passwordConfirm('password')],
};

/** How long a password-reset link is valid (seconds). */
export const PASSWORD_RESET_TTL_S = 3600;
/** The query parameter of the reset link that carries the token. */
export const RESET_TOKEN_PARAM = 'token';
export const RESET_PASSWORD_PATH = '/auth/reset-password';

/** The link of a password-reset mail. */
export const passwordResetLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${RESET_PASSWORD_PATH}?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/**
 * An operator of the installation: every action on UserInvite, granted for all customers ('*').
 * Only operators read the local mail outbox (docs/mail.md: it holds invitation and reset links of
 * every user) and the audit log (docs/security.md).
 */
export const isOperator = (acl: AclMap | null | undefined): boolean =>
  ACTIONS.every((action) => can(acl, 'UserInvite', action, null));
