/**
 * User invites (seed 001 §3 "Invite", §4, §6; seed 000 §9): the field rules the invite form and the
 * server share, what an invite grants (roles and extra permission strings expanded to ACL strings)
 * and the rule that nobody grants more than they hold.
 */
import {
  ACTIONS,
  INVITE_PERMISSION_GROUPS,
  SUBJECTS,
  can,
  permissionsForRoles,
  type AclMap,
  type CrudAction,
  type InvitePermissionGroup,
  type Subject,
} from './acl';
import { INVITE_TOKEN_EXPIRATION_S, LOCALES } from './constants';
import { INVITE_ROLES } from './enums';
import { timezone } from './hotspotDevice';
import {
  arrayMaxSize,
  email,
  invalid,
  isEmpty,
  maxLength,
  password,
  required,
  text,
  unique,
  type Validator,
} from './validation';

/** Longest first or last name of an invite or a new user. */
export const INVITE_NAME_MAX = 100;
/** Most e-mail addresses (and most organisations) of one batch invite. */
export const INVITE_BATCH_MAX = 50;
/** Most roles or extra permission strings of one invite. */
export const INVITE_GRANTS_MAX = 50;
/**
 * Seed 001 §4: unaccepted invites are deleted automatically 5 days after they were sent (or last
 * resent: a resend is a new sending). Their link expires INVITE_TOKEN_EXPIRATION_S after the
 * sending too, so the hourly clean-up removes an invite within the hour after it expired.
 */
export const INVITE_DELETED_AFTER_SENDING_S = 5 * 24 * 60 * 60;

export const INVITE_PERMISSION_GROUP_NAMES = Object.keys(INVITE_PERMISSION_GROUPS) as InvitePermissionGroup[];

const isGroup = (p: string): p is InvitePermissionGroup =>
  (INVITE_PERMISSION_GROUP_NAMES as readonly string[]).includes(p);

/** 'Subject:action' with a known subject (or '*') and a CRUD action (or '*'). */
export function isPermissionString(p: unknown): p is string {
  if (typeof p !== 'string') return false;
  const parts = p.split(':');
  if (parts.length !== 2) return false;
  const [s, a] = parts as [string, string];
  return (
    (s === '*' || (SUBJECTS as readonly string[]).includes(s)) &&
    (a === '*' || (ACTIONS as readonly string[]).includes(a))
  );
}

/** An extra permission of an invite: a group ('others', 'userInviteWrite') or a 'Subject:action' string. */
export const isInvitePermission = (p: unknown): boolean =>
  typeof p === 'string' && (isGroup(p) || isPermissionString(p));

/** Every item of a list passes `check`; else the catalogue message `key` with {index, value}. */
const listOf =
  (check: (item: unknown) => boolean, key: string): Validator =>
  (value) => {
    if (isEmpty(value)) return undefined;
    const list: unknown[] = Array.isArray(value) ? value : [value];
    const index = list.findIndex((item) => !check(item));
    return index < 0 ? undefined : { message: key, args: { index, value: list[index] } };
  };

/** Every role one of the invite roles of seed 001 §6. */
export const inviteRoles: Validator = listOf(
  (r) => (INVITE_ROLES as readonly unknown[]).includes(r),
  'resources.user.errors.role',
);
/** Every extra permission a group or a 'Subject:action' string. */
export const invitePermissions: Validator = listOf(isInvitePermission, 'resources.user.errors.permission');

/** A language of the portal (de, en). */
export const inviteLang: Validator = (value) =>
  isEmpty(value) || (LOCALES as readonly unknown[]).includes(value) ? undefined : invalid('language');

const NAME: readonly Validator[] = [text, maxLength(INVITE_NAME_MAX)];

/** The optional data and the grants of an invite (create, batch and update). */
const INVITE_DATA_RULES: Record<string, readonly Validator[]> = {
  firstName: NAME,
  lastName: NAME,
  lang: [inviteLang],
  timezone: [timezone],
  roles: [arrayMaxSize(INVITE_GRANTS_MAX), unique, inviteRoles],
  permissions: [arrayMaxSize(INVITE_GRANTS_MAX), unique, invitePermissions],
};

/** createUserInvite: one address for one organisation. */
export const INVITE_RULES: Readonly<Record<string, readonly Validator[]>> = {
  email: [required, email],
  ...INVITE_DATA_RULES,
};

/** Every item a valid e-mail address. Message `email` with {index, value}. */
export const emailList: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  if (!Array.isArray(value)) return invalid('email', { index: 0, value });
  const index = value.findIndex((item) => typeof item !== 'string' || email(item.trim()) !== undefined || !item.trim());
  return index < 0 ? undefined : invalid('email', { index, value: value[index] });
};

/** createUserInviteBatch: addresses × organisations. */
export const INVITE_BATCH_RULES: Readonly<Record<string, readonly Validator[]>> = {
  emails: [required, arrayMaxSize(INVITE_BATCH_MAX), emailList],
  customerIds: [required, arrayMaxSize(INVITE_BATCH_MAX)],
  ...INVITE_DATA_RULES,
};

/** updateUserInvite: the optional data and the grants. */
export const INVITE_UPDATE_RULES: Readonly<Record<string, readonly Validator[]>> = INVITE_DATA_RULES;

/** takeUserInvites: the new user's profile and password (seed 001 §5 password policy). */
export const TAKE_USER_INVITE_RULES: Readonly<Record<string, readonly Validator[]>> = {
  customerIds: [required, arrayMaxSize(INVITE_BATCH_MAX)],
  firstName: [required, ...NAME],
  lastName: [required, ...NAME],
  lang: [inviteLang],
  timezone: [timezone],
  password: [required, password],
};

/**
 * Splits a text of addresses (one per line, or separated by commas, semicolons or spaces) into the
 * distinct addresses, lower-cased, in their order.
 */
export function parseEmailList(value: string): string[] {
  const seen = new Set<string>();
  for (const raw of value.split(/[\s,;]+/)) {
    const address = raw.trim().toLowerCase();
    if (address) seen.add(address);
  }
  return [...seen];
}

/**
 * The ACL strings an invite grants for its organisation: the roles' permissions, the groups
 * ('others' = all hotspot administration, 'userInviteWrite' = UserInvite:*) expanded, and the
 * literal 'Subject:action' strings; deduplicated and sorted.
 */
export function inviteGrants(roles: readonly string[], permissions: readonly string[]): string[] {
  const out = new Set(permissionsForRoles(roles));
  for (const p of permissions) {
    if (isGroup(p)) for (const g of INVITE_PERMISSION_GROUPS[p]) out.add(g);
    else if (isPermissionString(p)) out.add(p);
  }
  return [...out].sort();
}

/** The extra permission strings as stored on the user: groups expanded, literals kept. */
export const expandInvitePermissions = (permissions: readonly string[]): string[] => inviteGrants([], permissions);

/** Every (subject, action) one ACL string stands for ('*' expanded). */
function pairsOf(grant: string): [Subject, CrudAction][] {
  if (!isPermissionString(grant)) return [];
  const [s, a] = grant.split(':') as [string, string];
  const subjects = s === '*' ? SUBJECTS : [s as Subject];
  const actions = a === '*' ? ACTIONS : [a as CrudAction];
  return subjects.flatMap((subject) => actions.map((action): [Subject, CrudAction] => [subject, action]));
}

/**
 * "Never more than you hold": the grants of an invite for `customerId` that the inviting user does
 * not hold there themselves (each ACL string expanded to subject and action and checked with the
 * one matcher). Empty: the invite may be sent.
 */
export function grantsBeyond(held: AclMap, customerId: string, grants: readonly string[]): string[] {
  return grants.filter((g) => pairsOf(g).some(([subject, action]) => !can(held, subject, action, customerId)));
}

/** Is an invite past its expiry? */
export const isInviteExpired = (expiresAt: Date | string, now = Date.now()): boolean =>
  new Date(expiresAt).getTime() <= now;

/** The expiry of an invite sent at `now`. */
export const inviteExpiry = (now = Date.now()): Date => new Date(now + INVITE_TOKEN_EXPIRATION_S * 1000);

/**
 * The path of the invite-acceptance page (decision: the route table has no invite route of its own;
 * acceptance is a public page, see docs/decisions.md "Invites").
 */
export const INVITE_ACCEPT_PATH = '/auth/invite';
/** The query parameter that carries the invite token. */
export const INVITE_TOKEN_PARAM = 'token';

/** The link of an invite mail. */
export const inviteLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${INVITE_ACCEPT_PATH}?${INVITE_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** "Company (K123456)" of an invite's organisation when the inviting organisation is that one, else its id. */
export const inviteOrganisation = (i: {
  customerId: string;
  invitingCustomer?: { customerId: string; company: string } | null;
}): string =>
  i.invitingCustomer?.customerId === i.customerId ? `${i.invitingCustomer.company} (${i.customerId})` : i.customerId;
