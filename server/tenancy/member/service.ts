// Members (issue 38): the users holding access to a customer after they took an invite. Listed with
// UserInvite:read, changed and signed out with UserInvite:update, removed with UserInvite:delete (the
// Users area's permissions, seed 000 §6), always for the one customer named. Nobody changes, removes
// or signs out a member holding more there than they do, nor grants beyond what they hold (the
// invite's rule, grantsBeyond); a customer keeps at least one super-admin. Sign-out raises the user's
// token generation: every access token signed before is refused by every instance (viewer.ts, the
// callers' cache dropped by the database's notification), and the refresh tokens are revoked.
import { expandInvitePermissions, grantsBeyond, inviteGrants } from '../../../src/domain/invite';
import { MEMBER_UPDATE_RULES, SUPER_ADMIN_ROLE, losesLastSuperAdmin } from '../../../src/domain/member';
import { customerId as customerIdRule, required } from '../../../src/domain/validation';
import type { RequestContext, Viewer } from '../../platform/context';
import type { Db, Tx } from '../../platform/db/client';
import { badInput, fail, forbidden, notFound, stale } from '../../platform/errors';
import type { QueryMembersArgs, UpdateMemberInput } from '../../graphql/generated/resolvers';
import { requireCan, requireViewer } from '../../platform/guard';
import { catalogueInvalid, checkField, checkFields } from '../../platform/input';
import { idList, page, pageWindow, searchTerm, type PageArgs } from '../../platform/paging';
import type { KeysetRead } from '../../platform/export/keyset';
import { memberToGraphQL, sessionToGraphQL } from './mapper';
import * as store from './store';

const R = 'resources.user.errors';

const cleanList = (list: readonly string[] | null | undefined): string[] => [...new Set(list ?? [])].sort();

/** The customer named by the caller: a valid id the caller holds `action` on UserInvite for. */
function requireMemberRight(
  ctx: RequestContext,
  customerId: string,
  action: 'read' | 'update' | 'delete',
  field = 'customerId',
): Viewer {
  const viewer = requireCan(ctx, 'UserInvite', action, customerId, field);
  checkField(field, customerId, [required, customerIdRule]);
  // An integration's key acts for its customer's data, not on its people.
  if (viewer.apiKey) throw forbidden(field);
  return viewer;
}

/** The member may be acted on only by who holds at least what the member holds there. */
function checkTargetWithinHeld(viewer: Viewer, member: store.MemberRow): void {
  const beyond = grantsBeyond(viewer.acl, member.customerId, inviteGrants(member.roles, member.permissions));
  if (beyond.length > 0) {
    throw fail('FORBIDDEN', 'The member holds more than the acting user', {
      field: '_id',
      reason: 'MEMBER_BEYOND_HELD',
      i18n: `${R}.memberBeyondHeld`,
      args: { permissions: beyond.join(', ') },
    });
  }
}

/** The new grants must not exceed what the acting user holds for the customer. */
function checkNewWithinHeld(viewer: Viewer, customerId: string, roles: string[], permissions: string[]): void {
  const beyond = grantsBeyond(viewer.acl, customerId, inviteGrants(roles, permissions));
  if (beyond.length > 0) {
    throw fail('FORBIDDEN', 'A change cannot grant more than the acting user holds', {
      field: 'permissions',
      reason: 'BEYOND_HELD',
      i18n: 'resources.user.errors.beyondHeld',
      args: { permissions: beyond.join(', ') },
    });
  }
}

const lastSuperAdmin = (field: string) =>
  fail('CONFLICT', 'The last super-admin of the organisation cannot be removed or demoted', {
    field,
    reason: 'LAST_SUPER_ADMIN',
    i18n: `${R}.lastSuperAdmin`,
  });

/** The member, locked, or NOT_FOUND (a user without access to this customer is nobody here). */
async function lockedMember(tx: Tx | Db, customerId: string, userId: string): Promise<store.MemberRow> {
  const member = await store.lockMember(tx, customerId, userId);
  if (!member) throw notFound('Member', { field: '_id' });
  return member;
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export async function listMembers(ctx: RequestContext, args: QueryMembersArgs) {
  const viewer = requireMemberRight(ctx, args.customerId, 'read');
  const window = pageWindow(args);
  const { rows, total } = await store.listMembers(
    ctx.db,
    args.customerId,
    { search: searchTerm(args.search), ids: idList('ids', args.ids) },
    args,
    window,
  );
  return page(
    rows.map((r) => memberToGraphQL(r, viewer.id)),
    total,
    window.offset,
  );
}

/**
 * The member list's export (docs/exports.md): the list's checks (UserInvite:read on the customer, no
 * API key), condition and order; nothing read yet.
 */
export function openMemberExport(
  ctx: RequestContext,
  args: Record<string, unknown>,
  sort: PageArgs['sort'],
): Promise<KeysetRead> {
  const customerId = typeof args.customerId === 'string' ? args.customerId : '';
  requireMemberRight(ctx, customerId, 'read', 'args.customerId');
  const filter = { search: searchTerm(args.search as string | undefined), ids: idList('ids', args.ids as string[]) };
  return Promise.resolve(store.memberExportRead(ctx.db, customerId, filter, sort));
}

/** The caller's own open sessions (refresh tokens are beyond the tenant role: the system handle, own rows only). */
export async function mySessions(ctx: RequestContext) {
  const viewer = requireViewer(ctx);
  if (viewer.apiKey) return [];
  return (await store.openSessions(ctx.systemDb, viewer.id)).map(sessionToGraphQL);
}

// ---------------------------------------------------------------------------------------------
// Writing: the grants through the caller's handle (PostgreSQL's row-level security confines it to the
// caller's customers, migration 0043); the sessions of a user shown to be a member through the system
// handle (refresh tokens lie beyond a tenant request's privileges).
// ---------------------------------------------------------------------------------------------

/** Every session of the user ends; this instance drops its cached caller at once, the others on the notification. */
async function endSessions(ctx: RequestContext, userId: string): Promise<void> {
  await ctx.systemDb.transaction((tx) => store.revokeSessions(tx, userId));
  ctx.viewers.forget(userId);
}

export async function updateMember(ctx: RequestContext, data: UpdateMemberInput): Promise<boolean> {
  const viewer = requireMemberRight(ctx, data.customerId, 'update');
  checkFields({ ...data }, MEMBER_UPDATE_RULES, true);
  if (!data.updatedAt) throw badInput('updatedAt', catalogueInvalid('errors.updatedAtRequired'));
  const loaded = new Date(data.updatedAt);
  await ctx.db.transaction(async (tx) => {
    const member = await lockedMember(tx, data.customerId, data._id);
    checkTargetWithinHeld(viewer, member);
    const roles = data.roles != null ? cleanList(data.roles) : member.roles;
    const permissions =
      data.permissions != null ? expandInvitePermissions(cleanList(data.permissions)) : member.permissions;
    if (roles.length === 0 && permissions.length === 0) throw badInput('roles', catalogueInvalid(`${R}.noGrant`));
    checkNewWithinHeld(viewer, data.customerId, roles, permissions);
    if (member.updatedAt.getTime() !== loaded.getTime()) throw stale('member');
    const holders = await store.lockHoldersOf(tx, data.customerId, SUPER_ADMIN_ROLE);
    if (losesLastSuperAdmin(holders, member.userId, roles.includes(SUPER_ADMIN_ROLE))) throw lastSuperAdmin('roles');
    if (!(await store.updateGrant(tx, data.customerId, member.userId, { roles, permissions }, member.updatedAt)))
      throw stale('member');
  });
  // Committed: this instance's next request of the member reads the new grants at once.
  ctx.viewers.forget(data._id);
  return true;
}

export async function removeMember(ctx: RequestContext, customerId: string, userId: string): Promise<boolean> {
  const viewer = requireMemberRight(ctx, customerId, 'delete');
  const member = await ctx.db.transaction(async (tx) => {
    const found = await lockedMember(tx, customerId, userId);
    checkTargetWithinHeld(viewer, found);
    const holders = await store.lockHoldersOf(tx, customerId, SUPER_ADMIN_ROLE);
    if (losesLastSuperAdmin(holders, found.userId, false)) throw lastSuperAdmin('_id');
    await store.deleteGrant(tx, customerId, found.userId);
    return found;
  });
  // A user left without any access has nothing to be signed in for: every session ends. Their
  // grants elsewhere lie beyond the caller's customers: counted with the system handle, for this
  // user only, whose membership the caller's own handle has just shown.
  if ((await store.otherGrants(ctx.systemDb, member.userId, customerId)) === 0) await endSessions(ctx, member.userId);
  ctx.viewers.forget(userId);
  return true;
}

export async function signOutMember(ctx: RequestContext, customerId: string, userId: string): Promise<boolean> {
  const viewer = requireMemberRight(ctx, customerId, 'update');
  const member = await ctx.db.transaction(async (tx) => {
    const found = await lockedMember(tx, customerId, userId);
    checkTargetWithinHeld(viewer, found);
    return found;
  });
  await endSessions(ctx, member.userId);
  return true;
}

/**
 * Resets the member's second factor (a lost device, D288): its secret and recovery codes go, under the
 * rule of sign-out (UserInvite:update, never a member holding more than the caller). A customer that
 * requires a factor has the member set one up at the next sign-in, and refuses its data to the
 * member's open sessions meanwhile (the callers' cache learns of it from the database). Not for the
 * caller's own factor: the profile switches it off with a code or the password. Audited as every
 * mutation, with the customer and the member's id.
 */
export async function resetMemberSecondFactor(
  ctx: RequestContext,
  customerId: string,
  userId: string,
): Promise<boolean> {
  const viewer = requireMemberRight(ctx, customerId, 'update');
  if (userId === viewer.id)
    throw fail('FORBIDDEN', 'Your own second factor is changed on your profile', {
      field: '_id',
      reason: 'SELF',
      i18n: `${R}.ownSecondFactor`,
    });
  const member = await ctx.db.transaction(async (tx) => {
    const found = await lockedMember(tx, customerId, userId);
    checkTargetWithinHeld(viewer, found);
    return found;
  });
  if (!member.secondFactor)
    throw fail('CONFLICT', 'The member has no second factor', {
      field: '_id',
      reason: 'NO_SECOND_FACTOR',
      i18n: `${R}.noSecondFactor`,
    });
  // user_totp lies beyond a tenant request's rows like refresh tokens: the system handle, for this
  // user only, whose membership the caller's own handle has just shown.
  await ctx.systemDb.transaction((tx) => store.deleteSecondFactor(tx, member.userId));
  ctx.viewers.forget(member.userId);
  return true;
}

/** "Sign out everywhere": every session of the caller ends, this one included. */
export async function signOutEverywhere(ctx: RequestContext): Promise<boolean> {
  const viewer = requireViewer(ctx);
  if (viewer.apiKey) throw forbidden('_id');
  await endSessions(ctx, viewer.id);
  return true;
}
