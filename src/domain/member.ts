/**
 * Members (issue 38): the users who hold access to a customer once they took an invite. The field
 * rules of the member form and of updateMember, and the rule that a customer keeps a super-admin.
 * What a change grants, and that it never exceeds what the acting user holds, is the invite's rule
 * (inviteGrants, grantsBeyond of ./invite).
 */
import { ROLES } from './acl';
import { INVITE_GRANTS_MAX, invitePermissions } from './invite';
import { arrayMaxSize, isEmpty, unique, type Validator } from './validation';

/** The role that manages a customer's users: a customer keeps at least one member holding it. */
export const SUPER_ADMIN_ROLE = 'super-admin';

/** Every role one of the roles a member can hold (the invite roles and the output-only ones). */
export const memberRoles: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const index = list.findIndex((r) => !(ROLES as readonly unknown[]).includes(r));
  return index < 0 ? undefined : { message: 'resources.user.errors.role', args: { index, value: list[index] } };
};

/** updateMember: the roles and the extra permissions (groups or 'Subject:action' strings). */
export const MEMBER_UPDATE_RULES: Readonly<Record<string, readonly Validator[]>> = {
  roles: [arrayMaxSize(INVITE_GRANTS_MAX), unique, memberRoles],
  permissions: [arrayMaxSize(INVITE_GRANTS_MAX), unique, invitePermissions],
};

/**
 * Would the change leave the customer without a super-admin? `holders`: the user ids holding the role
 * there now; `userId` loses it (removed, or its new roles lack it).
 */
export function losesLastSuperAdmin(holders: readonly string[], userId: string, keepsRole: boolean): boolean {
  return !keepsRole && holders.includes(userId) && holders.every((h) => h === userId);
}

/** A member's name as lists and confirmations show it: first and last name, else the address. */
export const memberName = (m: { firstName?: string | null; lastName?: string | null; email: string }): string =>
  [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;
