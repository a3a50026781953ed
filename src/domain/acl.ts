/**
 * Permissions: the ONE matcher used by the portal (canAccess, menu) and by every server resolver.
 *
 * ACL map (seed 000 §3, §6): key '*' = all customers, key 'K123456' = that customer only; values are
 * 'Subject:action' strings. Wildcards: 'Subject:*' = every action on the subject, '*:*' = everything,
 * and (extension) '*:read' = that action on every subject.
 *
 * Matching decisions:
 *  - Grants under '*' apply to every customer, and to checks made without a customer.
 *  - Grants under a customer key apply ONLY when the check names exactly that customerId; another
 *    customer's key never grants. Without a customerId (null/undefined/'') only '*' grants count:
 *    "may the user do this for some customer?" is a different question, answered by customerScope /
 *    canAnywhere.
 *  - 'any' is satisfied by at least one of create/read/update/delete.
 *  - Matching is exact and case-sensitive; malformed strings (no colon, unknown action) grant nothing.
 *    An unknown subject in a grant is ignored except through '*'.
 */

import { INVITE_ROLES, OUTPUT_ONLY_ROLES } from './enums';
import { isUnlimited } from './licence';
import type { Licence } from './licence';

export const SUBJECTS = [
  'Voucher',
  'DeviceAccount',
  'HotspotDeviceLocation',
  'HotspotDeviceLocationGroup',
  'HotspotDevice',
  'HotspotDeviceConfig',
  'HotspotLoginTemplate',
  'HotspotAccountTemplate',
  'BasicAnalytics',
  'ProfessionalAnalytics',
  'CustomerPlugins',
  'UserInvite',
  'PartnerLead',
  'PartnerLeadVendor',
  'EnrollmentKeys',
  'EnrollmentKeyLogs',
  'OnlineUsers',
  // Extension (seed 001 defines terms of use, imprints, templates and bundles but no subject for them;
  // docs/decisions.md "Start pages").
  'StartPageContent',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export const ACTIONS = ['create', 'read', 'update', 'delete'] as const;
export type CrudAction = (typeof ACTIONS)[number];
export type Action = CrudAction | 'any';

export type AclMap = Record<string, string[]>;

export const ALL_CUSTOMERS = '*';

const isCrud = (a: string): a is CrudAction => (ACTIONS as readonly string[]).includes(a);

/** Does one permission string grant subject:action (action a CRUD action)? */
export function grantMatches(grant: string, subject: Subject, action: CrudAction): boolean {
  if (typeof grant !== 'string') return false;
  const i = grant.indexOf(':');
  if (i < 0 || grant.indexOf(':', i + 1) >= 0) return false;
  const s = grant.slice(0, i);
  const a = grant.slice(i + 1);
  return (s === '*' || s === subject) && (a === '*' || (isCrud(a) && a === action));
}

const listGrants = (grants: readonly string[] | undefined, subject: Subject, action: Action): boolean => {
  if (!Array.isArray(grants)) return false;
  const actions: readonly CrudAction[] = action === 'any' ? ACTIONS : isCrud(action) ? [action] : [];
  return grants.some((g) => actions.some((a) => grantMatches(g, subject, a)));
};

/**
 * May the user perform `action` on `subject` for `customerId`? See the matching rules above.
 */
export function can(
  acl: AclMap | undefined | null,
  subject: Subject,
  action: Action,
  customerId?: string | null,
): boolean {
  if (!acl || typeof acl !== 'object') return false;
  if (listGrants(acl[ALL_CUSTOMERS], subject, action)) return true;
  if (!customerId || customerId === ALL_CUSTOMERS) return false;
  return Object.prototype.hasOwnProperty.call(acl, customerId) && listGrants(acl[customerId], subject, action);
}

/**
 * The customers for which the action is allowed: '*' when a '*' grant allows it, otherwise the sorted
 * customerIds whose grants allow it (possibly empty). Servers filter queries with it.
 */
export function customerScope(acl: AclMap | undefined | null, subject: Subject, action: Action): '*' | string[] {
  if (!acl || typeof acl !== 'object') return [];
  if (listGrants(acl[ALL_CUSTOMERS], subject, action)) return ALL_CUSTOMERS;
  return Object.keys(acl)
    .filter((key) => key !== ALL_CUSTOMERS && listGrants(acl[key], subject, action))
    .sort();
}

/** Is the action allowed for at least one customer (or all)? */
export function canAnywhere(acl: AclMap | undefined | null, subject: Subject, action: Action): boolean {
  const scope = customerScope(acl, subject, action);
  return scope === ALL_CUSTOMERS || scope.length > 0;
}

/** Does the scope include the customer? */
export const scopeIncludes = (scope: '*' | readonly string[], customerId: string): boolean =>
  scope === ALL_CUSTOMERS || scope.includes(customerId);

// ---------------------------------------------------------------------------------------------
// Roles
// ---------------------------------------------------------------------------------------------

/** Invite roles (seed 001 §6) followed by the output-only roles fx-support, owner, partner, vendor. */
export const ROLES = [...INVITE_ROLES, ...OUTPUT_ONLY_ROLES] as const;
export type Role = (typeof ROLES)[number];

const all = (subject: Subject): string => `${subject}:*`;
const read = (subject: Subject): string => `${subject}:read`;

/**
 * The subjects of "hotspot administration": everything a customer configures for its guest WiFi.
 * Enrollment keys belong here because they activate hotspot devices; their logs are read-only.
 */
export const HOTSPOT_ADMINISTRATION_SUBJECTS = [
  'Voucher',
  'DeviceAccount',
  'HotspotDevice',
  'HotspotDeviceConfig',
  'HotspotDeviceLocation',
  'HotspotDeviceLocationGroup',
  'HotspotLoginTemplate',
  'HotspotAccountTemplate',
  'StartPageContent',
  'EnrollmentKeys',
  'EnrollmentKeyLogs',
] as const satisfies readonly Subject[];

/** Subjects that are read-only by nature (logs, statistics): '…:*' is never granted on them by roles. */
const READ_ONLY_SUBJECTS: readonly Subject[] = [
  'EnrollmentKeyLogs',
  'OnlineUsers',
  'BasicAnalytics',
  'ProfessionalAnalytics',
];

const administer = (subjects: readonly Subject[]): string[] =>
  subjects.map((s) => (READ_ONLY_SUBJECTS.includes(s) ? read(s) : all(s)));

const HOTSPOT_ADMIN = [
  ...administer([
    'HotspotDevice',
    'HotspotDeviceConfig',
    'HotspotDeviceLocation',
    'HotspotDeviceLocationGroup',
    'EnrollmentKeys',
    'EnrollmentKeyLogs',
  ]),
  // A device configuration picks login templates and a start page.
  read('HotspotLoginTemplate'),
  read('StartPageContent'),
];
const HOTSPOT_ADMINISTRATION = administer(HOTSPOT_ADMINISTRATION_SUBJECTS);
/**
 * Read on every subject a customer owns. Not PartnerLeadVendor: that is the vendor's partner
 * programme (whoever holds it under any key reviews every partner's leads), given by the vendor
 * role alone — read-all on one customer must not read other customers' leads.
 */
const READ_EVERYTHING = SUBJECTS.filter((s) => s !== 'PartnerLeadVendor').map(read);

/**
 * Role → permission strings (decisions; seed 001 §6 says "which role may do exactly what: not shown"):
 *
 *  service, owner            '*:*' (everything)
 *  super-admin               hotspot administration + UserInvite:* + OnlineUsers:read + BasicAnalytics:read
 *                            + ProfessionalAnalytics:read + CustomerPlugins:read
 *  admin                     hotspot administration (Voucher, DeviceAccount, HotspotDevice(+Config, Location,
 *                            LocationGroup), HotspotLoginTemplate, HotspotAccountTemplate, StartPageContent,
 *                            EnrollmentKeys: all
 *                            actions; EnrollmentKeyLogs: read)
 *  read-all, fx-support      read on every subject but PartnerLeadVendor (the vendor role's)
 *  user                      read on the hotspot administration subjects
 *  hotspot-admin             HotspotDevice, HotspotDeviceConfig, HotspotDeviceLocation, HotspotDeviceLocationGroup,
 *                            EnrollmentKeys: all; EnrollmentKeyLogs, HotspotLoginTemplate, StartPageContent: read
 *  voucher-admin             Voucher:*
 *  device-account-admin      DeviceAccount:*
 *  hotspot-login-template-admin    HotspotLoginTemplate:*, HotspotAccountTemplate:read, StartPageContent:read
 *  hotspot-account-template-admin  HotspotAccountTemplate:*, HotspotLoginTemplate:read
 *  basic-analytics           BasicAnalytics:read
 *  professional-analytics    ProfessionalAnalytics:read, BasicAnalytics:read
 *  monitoring                OnlineUsers:read
 *  partner                   PartnerLead:*
 *  vendor                    PartnerLeadVendor:read, PartnerLeadVendor:update
 *  app-user, none            nothing in the portal (app-user may use the mobile app)
 *
 * CustomerPlugins are written only by service/owner: plugins are what the customer bought.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role | 'none', readonly string[]>> = {
  service: ['*:*'],
  owner: ['*:*'],
  'super-admin': [
    ...HOTSPOT_ADMINISTRATION,
    all('UserInvite'),
    read('OnlineUsers'),
    read('BasicAnalytics'),
    read('ProfessionalAnalytics'),
    read('CustomerPlugins'),
  ],
  admin: HOTSPOT_ADMINISTRATION,
  'read-all': READ_EVERYTHING,
  'fx-support': READ_EVERYTHING,
  user: HOTSPOT_ADMINISTRATION_SUBJECTS.map(read),
  'hotspot-admin': HOTSPOT_ADMIN,
  'voucher-admin': [all('Voucher')],
  'device-account-admin': [all('DeviceAccount')],
  // A login template picks an account template and terms of use; an account template lists its users.
  'hotspot-login-template-admin': [
    all('HotspotLoginTemplate'),
    read('HotspotAccountTemplate'),
    read('StartPageContent'),
  ],
  'hotspot-account-template-admin': [all('HotspotAccountTemplate'), read('HotspotLoginTemplate')],
  'basic-analytics': [read('BasicAnalytics')],
  'professional-analytics': [read('ProfessionalAnalytics'), read('BasicAnalytics')],
  monitoring: [read('OnlineUsers')],
  partner: [all('PartnerLead')],
  vendor: [read('PartnerLeadVendor'), 'PartnerLeadVendor:update'],
  'app-user': [],
  none: [],
};

export const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

const uniqSorted = (items: Iterable<string>): string[] => [...new Set(items)].sort();

/** Permission strings of the roles (unknown roles grant nothing), deduplicated and sorted. */
export function permissionsForRoles(roles: readonly string[]): string[] {
  const out: string[] = [];
  for (const role of roles ?? []) {
    if (Object.prototype.hasOwnProperty.call(ROLE_PERMISSIONS, role)) {
      out.push(...ROLE_PERMISSIONS[role as Role | 'none']);
    }
  }
  return uniqSorted(out);
}

/**
 * Invite permission groups (seed 001 §6): 'others' grants all hotspot administration of the chosen
 * organisations; 'userInviteWrite' allows inviting (and managing) users.
 */
export const INVITE_PERMISSION_GROUPS = {
  others: HOTSPOT_ADMINISTRATION,
  userInviteWrite: [all('UserInvite')],
} as const satisfies Record<string, readonly string[]>;
export type InvitePermissionGroup = keyof typeof INVITE_PERMISSION_GROUPS;

export type AclGrant = { customerKey: string; roles: readonly string[]; permissions: readonly string[] };

/**
 * Builds the ACL map from grants (e.g. the user's memberships): per key the union of the roles'
 * permissions and the extra permission strings, deduplicated and sorted. Keys with no permission at all
 * are omitted; keys are emitted in sorted order ('*' first).
 */
export function buildAcl(grants: readonly AclGrant[]): AclMap {
  const byKey = new Map<string, Set<string>>();
  for (const g of grants ?? []) {
    if (!g || typeof g.customerKey !== 'string' || g.customerKey === '') continue;
    const set = byKey.get(g.customerKey) ?? new Set<string>();
    for (const p of permissionsForRoles(g.roles ?? [])) set.add(p);
    for (const p of g.permissions ?? []) if (typeof p === 'string' && p !== '') set.add(p);
    byKey.set(g.customerKey, set);
  }
  const acl: AclMap = {};
  for (const key of [...byKey.keys()].sort()) {
    const list = uniqSorted(byKey.get(key)!);
    if (list.length > 0) acl[key] = list;
  }
  return acl;
}

// ---------------------------------------------------------------------------------------------
// Menu rules (seed 000 §6)
// ---------------------------------------------------------------------------------------------

type Acl = AclMap | undefined | null;
type CustomerId = string | null | undefined;

/** Users menu: create on UserInvite. */
export const canSeeUsersMenu = (acl: Acl, customerId: CustomerId): boolean =>
  can(acl, 'UserInvite', 'create', customerId);

/** Vendor menu: read or update on PartnerLeadVendor. */
export const canSeeVendorMenu = (acl: Acl, customerId?: CustomerId): boolean =>
  can(acl, 'PartnerLeadVendor', 'read', customerId) || can(acl, 'PartnerLeadVendor', 'update', customerId);

/** Partner menu: not a vendor, and any access on PartnerLead. */
export const canSeePartnerMenu = (acl: Acl, customerId: CustomerId, isVendor: boolean): boolean =>
  !isVendor && can(acl, 'PartnerLead', 'any', customerId);

/** Enrollments menu: read on EnrollmentKeys or EnrollmentKeyLogs. */
export const canSeeEnrollmentsMenu = (acl: Acl, customerId: CustomerId): boolean =>
  can(acl, 'EnrollmentKeys', 'read', customerId) || can(acl, 'EnrollmentKeyLogs', 'read', customerId);

/** Licence card: read on OnlineUsers and a licence that is not unlimited. */
export const canSeeLicenceCard = (acl: Acl, customerId: CustomerId, license: Licence): boolean =>
  can(acl, 'OnlineUsers', 'read', customerId) && !isUnlimited(license);

/** Every other menu entry: a customer is active and the user has any access on the entry's subject. */
export const canSeeMenuEntry = (acl: Acl, subject: Subject, customerId: CustomerId): boolean =>
  !!customerId && can(acl, subject, 'any', customerId);

/**
 * Decision: a user is a vendor when some key (any customer or '*') grants read or update on
 * PartnerLeadVendor. Use it for the `isVendor` argument of canSeePartnerMenu.
 */
export const isVendorAcl = (acl: Acl): boolean =>
  canAnywhere(acl, 'PartnerLeadVendor', 'read') || canAnywhere(acl, 'PartnerLeadVendor', 'update');

// ---------------------------------------------------------------------------------------------
// Support users
// ---------------------------------------------------------------------------------------------

/**
 * Support users are recognised by mail-domain suffixes (case-insensitive, surrounding spaces ignored):
 *  - 'example.com' matches user@example.com and user@sub.example.com, never user@notexample.com;
 *  - '@example.com' matches exactly the domain example.com (the '@' anchors it), so not subdomains.
 * Empty suffixes are ignored; an address without '@' is never a support user.
 */
export function isSupportUser(email: string, supportDomains: readonly string[]): boolean {
  if (typeof email !== 'string') return false;
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return false;
  const domain = address.slice(at + 1);
  return (supportDomains ?? []).some((raw) => {
    if (typeof raw !== 'string') return false;
    const suffix = raw.trim().toLowerCase();
    if (suffix.startsWith('@')) return suffix.length > 1 && domain === suffix.slice(1);
    const bare = suffix.replace(/^\.+/, '');
    return bare !== '' && (domain === bare || domain.endsWith(`.${bare}`));
  });
}
