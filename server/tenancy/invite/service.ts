// Invites (seed 001 §3 "Invite", §4, §6, §7): an organisation's invites (UserInvite permission via the
// one ACL matcher, never granting more than the inviter holds for that organisation), the mail with
// the link, resend (renews an expired invite), and the taking — by a new user with the mail's token
// (takeUserInvites) or by a logged-in user (takeOrganizationInvites). Expired invites are purged by
// the server itself (startInviteCleanup).
import { randomBytes } from 'node:crypto';
import {
  INVITE_BATCH_RULES,
  INVITE_DELETED_AFTER_SENDING_S,
  INVITE_RULES,
  INVITE_UPDATE_RULES,
  TAKE_USER_INVITE_RULES,
  expandInvitePermissions,
  grantsBeyond,
  inviteExpiry,
  inviteGrants,
  inviteLink,
  isInviteExpired,
} from '../../../src/domain/invite';
import { customerId as customerIdRule, required } from '../../../src/domain/validation';
import { HashingBusy, hashPasswordUnauthenticated } from '../../platform/passwords';
import { Limit } from '../../platform/throttle';
import { hashToken } from '../identity';
import type { Db, Tx } from '../../platform/db/client';
import type { RequestContext, Viewer } from '../../platform/context';
import { badInput, fail, notFound, rateLimited, stale, unauthenticated } from '../../platform/errors';
import type {
  CreateUserInviteBatchInput,
  CreateUserInviteInput,
  QueryMyInvitesArgs,
  QueryUserInvitesArgs,
  QueryUserInvitesByTokenArgs,
  TakeOrganizationInviteInput,
  TakeUserInviteInput,
  UpdateUserInviteInput,
} from '../../graphql/generated/resolvers';
import { findForWrite, requireCan, requireViewer, scopeCustomers } from '../../platform/guard';
import { newObjectId } from '../../platform/ids';
import { catalogueInvalid, checkField, checkFields, cleanText } from '../../platform/input';
import type { KeysetRead } from '../../platform/export/keyset';
import { idList, page, pageWindow, searchTerm, type PageArgs } from '../../platform/paging';
import { UNIQUE_VIOLATION, pgError } from '../../platform/pgError';
import { noteWrites } from '../../platform/statistics';
import { findCustomer, publicCustomer } from '../customer';
import { inviteMail } from './mail';
import { inviteToGraphQL, type InviteRow } from './mapper';
import * as store from './store';

const R = 'resources.user.errors';

/** A new invite token: 32 random bytes; only its hash is stored. */
const newToken = () => randomBytes(32).toString('base64url');

const cleanList = (list: readonly string[] | null | undefined): string[] => [...new Set(list ?? [])];

/** The grants must not exceed what the inviter holds for the organisation (seed 001 §6). */
function checkWithinHeld(viewer: Viewer, customerId: string, roles: string[], permissions: string[]): void {
  const beyond = grantsBeyond(viewer.acl, customerId, inviteGrants(roles, permissions));
  if (beyond.length > 0) {
    throw fail('FORBIDDEN', 'An invite cannot grant more than the inviting user holds', {
      field: 'permissions',
      reason: 'BEYOND_HELD',
      i18n: `${R}.beyondHeld`,
      args: { permissions: beyond.join(', ') },
    });
  }
}

/** At least one role or permission: an invite without any grants nothing. */
function checkSomeGrant(roles: string[], permissions: string[]): void {
  if (roles.length === 0 && permissions.length === 0) throw badInput('roles', catalogueInvalid(`${R}.noGrant`));
}

async function requireCustomer(db: Db, customerId: string, field: string) {
  checkField(field, customerId, [required, customerIdRule]);
  const row = await findCustomer(db, customerId);
  if (!row) throw notFound('Customer', { field });
  return row;
}

const organisationLabel = (c: { company: string; customerId: string }) => `${c.company} (${c.customerId})`;

/** The inviting organisation: the inviter's own, else the invited one. */
const invitingOf = (viewer: Viewer, customerId: string) => viewer.homeCustomerId ?? customerId;

function inviterName(viewer: Viewer): string | null {
  const name = [viewer.firstName, viewer.lastName].filter(Boolean).join(' ');
  return name || viewer.email;
}

async function sendInviteMail(
  ctx: RequestContext,
  viewer: Viewer,
  to: string,
  token: string,
  data: { lang?: string | null; firstName?: string | null },
  organisations: string[],
) {
  await ctx.mailer.send(
    inviteMail({
      to,
      lang: data.lang,
      link: inviteLink(ctx.config.publicUrl, token),
      organisations,
      inviter: inviterName(viewer),
      firstName: data.firstName,
    }),
  );
}

const mailFailed = (error: unknown) =>
  fail('BAD_USER_INPUT', `The invite mail could not be sent: ${(error as Error).message}`, {
    field: 'email',
    reason: 'MAIL_FAILED',
    i18n: `${R}.mailFailed`,
  });

/** Sends the mails of new invites; when that fails, the invites are deleted again and the caller told. */
async function mailOrUndo(
  ctx: RequestContext,
  rows: readonly { customerId: string; id: string }[],
  send: () => Promise<void>,
): Promise<void> {
  try {
    await send();
  } catch (error) {
    await ctx.db.transaction((tx) => store.deleteInvites(tx, rows));
    throw mailFailed(error);
  }
}

/** Refuses addresses that already have an open invite of the organisation or already work for it. */
async function checkNotInvited(db: Db | Tx, customerId: string, emails: string[]): Promise<void> {
  const open = await store.openInvitesFor(db, customerId, emails);
  if (open.length) {
    throw fail('CONFLICT', 'This address already has an open invite of the organisation', {
      field: 'email',
      reason: 'DUPLICATE',
      i18n: `${R}.duplicate`,
      args: { email: open[0], customerId },
    });
  }
  const members = await store.membersOf(db, customerId, emails);
  if (members.length) {
    throw fail('CONFLICT', 'This address belongs to a user of the organisation already', {
      field: 'email',
      reason: 'MEMBER',
      i18n: `${R}.member`,
      args: { email: members[0], customerId },
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** The list's checks (grant, search, ids) and the store's filter. */
function inviteQuery(ctx: RequestContext, args: Omit<QueryUserInvitesArgs, 'skip' | 'take' | 'sort'>) {
  const scope = scopeCustomers(ctx, 'UserInvite', 'read', args.customerIds);
  const filter: store.InviteFilter = {
    search: searchTerm(args.search),
    ids: idList('ids', args.ids),
    email: args.email,
    active: args.active,
  };
  return { scope, filter };
}

export async function listInvites(ctx: RequestContext, args: QueryUserInvitesArgs) {
  const { scope, filter } = inviteQuery(ctx, args);
  const window = pageWindow(args);
  const { rows, total } = await store.listInvites(ctx.db, scope, filter, args, window);
  return page(rows.map(inviteToGraphQL), total, window.offset);
}

/** The invite list's export (docs/exports.md): the list's checks, condition and order; nothing read yet. */
export function openInviteExport(
  ctx: RequestContext,
  args: Record<string, unknown>,
  sort: PageArgs['sort'],
): Promise<KeysetRead> {
  const { scope, filter } = inviteQuery(ctx, args as QueryUserInvitesArgs);
  return Promise.resolve(store.inviteExportRead(ctx.db, scope, filter, sort));
}

export async function myInvites(ctx: RequestContext, args: QueryMyInvitesArgs) {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args);
  // The invites of the caller's own address, in organisations they do not work for yet.
  const { rows, total } = await store.listPendingInvites(ctx.systemDb, viewer.email, args, window);
  return page(rows.map(inviteToGraphQL), total, window.offset);
}

/** The invite token the caller sent as its bearer token (the acceptance page's calls). */
function bearerToken(ctx: RequestContext): string | null {
  const request = (ctx as RequestContext & { request?: Request }).request;
  const m = /^Bearer\s+(\S{20,200})$/i.exec(request?.headers.get('authorization') ?? '');
  return m ? m[1]! : null;
}

/** The invite of the token sent as bearer; null for a missing or unknown one. */
async function inviteOfToken(db: Db | Tx, ctx: RequestContext): Promise<InviteRow | null> {
  const token = bearerToken(ctx);
  if (!token) return null;
  return (await store.findByTokenHash(db, hashToken(token))) ?? null;
}

/**
 * The invites of the mail's address (the token proves it), expired ones included so that the page
 * can say so; an unknown token answers an empty page ("invalid token link").
 */
export async function invitesByToken(ctx: RequestContext, args: QueryUserInvitesByTokenArgs) {
  const window = pageWindow(args);
  // Beyond any grant by design: the token proves the address (docs/security.md).
  const invite = await inviteOfToken(ctx.systemDb, ctx);
  if (!invite) return page([], 0, window.offset);
  const { rows, total } = await store.invitesOfEmail(ctx.systemDb, invite.email, args, window);
  return page(rows.map(inviteToGraphQL), total, window.offset);
}

/** The organisation that invites (its public fields only: the invited person may not work there yet). */
export const invitingCustomer = (ctx: RequestContext, customerId: string) => publicCustomer(ctx, customerId);

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

export async function createInvite(ctx: RequestContext, data: CreateUserInviteInput): Promise<string> {
  const viewer = requireCan(ctx, 'UserInvite', 'create', data.customerId);
  checkFields({ ...data }, INVITE_RULES);
  const roles = cleanList(data.roles);
  const permissions = cleanList(data.permissions);
  checkSomeGrant(roles, permissions);
  checkWithinHeld(viewer, data.customerId, roles, permissions);
  const customer = await requireCustomer(ctx.db, data.customerId, 'customerId');
  const email = data.email.trim().toLowerCase();
  const token = newToken();
  const id = newObjectId();
  await ctx.db.transaction(async (tx) => {
    await checkNotInvited(tx, data.customerId, [email]);
    await store.insertInvites(tx, [
      {
        customerId: data.customerId,
        id,
        email,
        firstName: cleanText(data.firstName),
        lastName: cleanText(data.lastName),
        lang: data.lang ?? null,
        timezone: cleanText(data.timezone),
        roles,
        permissions,
        invitingCustomer: invitingOf(viewer, data.customerId),
        invitedBy: viewer.id,
        tokenHash: hashToken(token),
        expiresAt: inviteExpiry(),
      },
    ]);
  });
  // After the commit (the local outbox writes to the same database; PGlite has one connection): an
  // invite whose mail could not be handed over is not kept.
  await mailOrUndo(ctx, [{ customerId: data.customerId, id }], () =>
    sendInviteMail(ctx, viewer, email, token, data, [organisationLabel(customer)]),
  );
  noteWrites(ctx.db, 'user_invites', 1);
  return id;
}

export async function createInviteBatch(ctx: RequestContext, data: CreateUserInviteBatchInput): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const customerIds = cleanList(data.customerIds);
  // The permission before the input, as for one invite: a caller without it learns nothing more.
  for (const customerId of customerIds) requireCan(ctx, 'UserInvite', 'create', customerId, 'customerIds');
  checkFields({ ...data }, INVITE_BATCH_RULES);
  const emails = [...new Set(data.emails.map((e) => e.trim().toLowerCase()))];
  const roles = cleanList(data.roles);
  const permissions = cleanList(data.permissions);
  checkSomeGrant(roles, permissions);
  const organisations: string[] = [];
  for (const customerId of customerIds) {
    checkWithinHeld(viewer, customerId, roles, permissions);
    organisations.push(organisationLabel(await requireCustomer(ctx.db, customerId, 'customerIds')));
  }
  const now = Date.now();
  // One token per address: its link shows all of the address's organisations for selection.
  const tokens = new Map(emails.map((e) => [e, newToken()]));
  const rows = customerIds.flatMap((customerId) => emails.map((email) => ({ customerId, email, id: newObjectId() })));
  await ctx.db.transaction(async (tx) => {
    for (const customerId of customerIds) await checkNotInvited(tx, customerId, emails);
    await store.insertInvites(
      tx,
      rows.map(({ customerId, email, id }) => ({
        customerId,
        id,
        email,
        firstName: cleanText(data.firstName),
        lastName: cleanText(data.lastName),
        lang: data.lang ?? null,
        timezone: cleanText(data.timezone),
        roles,
        permissions,
        invitingCustomer: invitingOf(viewer, customerId),
        invitedBy: viewer.id,
        tokenHash: hashToken(tokens.get(email)!),
        expiresAt: inviteExpiry(now),
      })),
    );
  });
  await mailOrUndo(ctx, rows, async () => {
    for (const email of emails) await sendInviteMail(ctx, viewer, email, tokens.get(email)!, data, organisations);
  });
  noteWrites(ctx.db, 'user_invites', emails.length * customerIds.length);
  return true;
}

const findWritable = (ctx: RequestContext, id: string, action: 'update' | 'delete') =>
  findForWrite(ctx, 'UserInvite', action, (scope) => store.findInvite(ctx.db, scope, id), 'UserInvite');

export async function updateInvite(ctx: RequestContext, data: UpdateUserInviteInput): Promise<boolean> {
  const row = await findWritable(ctx, data._id, 'update');
  const viewer = requireViewer(ctx);
  checkFields({ ...data }, INVITE_UPDATE_RULES, true);
  const roles = data.roles != null ? cleanList(data.roles) : row.roles;
  const permissions = data.permissions != null ? cleanList(data.permissions) : row.permissions;
  checkSomeGrant(roles, permissions);
  checkWithinHeld(viewer, row.customerId, roles, permissions);
  const set: Partial<InviteRow> = { updatedAt: new Date(), roles, permissions };
  if (data.firstName !== undefined) set.firstName = cleanText(data.firstName);
  if (data.lastName !== undefined) set.lastName = cleanText(data.lastName);
  if (data.lang !== undefined) set.lang = data.lang ?? null;
  if (data.timezone !== undefined) set.timezone = cleanText(data.timezone);
  const done = await store.updateInvite(
    ctx.db,
    row.customerId,
    row.id,
    set,
    data.updatedAt ? new Date(data.updatedAt) : null,
  );
  if (!done) throw stale('invite');
  return true;
}

export async function deleteInvite(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findWritable(ctx, id, 'delete');
  if (!(await store.deleteInvite(ctx.db, row.customerId, row.id))) throw notFound('UserInvite', { field: '_id' });
  noteWrites(ctx.db, 'user_invites', 1);
  return true;
}

/** Sends the invite again with a new link, valid for another 5 days (an expired invite is renewed). */
export async function resendInvite(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findWritable(ctx, id, 'update');
  const viewer = requireCan(ctx, 'UserInvite', 'create', row.customerId, '_id');
  // Resending grants again: the sender must hold what the invite grants.
  checkWithinHeld(viewer, row.customerId, row.roles, row.permissions);
  const customer = await requireCustomer(ctx.db, row.customerId, 'customerId');
  const token = newToken();
  const done = await store.updateInvite(
    ctx.db,
    row.customerId,
    row.id,
    { tokenHash: hashToken(token), expiresAt: inviteExpiry(), updatedAt: new Date() },
    null,
  );
  if (!done) throw notFound('UserInvite', { field: '_id' });
  try {
    await sendInviteMail(ctx, viewer, row.email, token, row, [organisationLabel(customer)]);
  } catch (error) {
    // The old state back: the previous link and expiry stay as they were.
    await store.updateInvite(
      ctx.db,
      row.customerId,
      row.id,
      { tokenHash: row.tokenHash, expiresAt: row.expiresAt },
      null,
    );
    throw mailFailed(error);
  }
  return true;
}

/** The invites of these organisations that `email` may take now; refuses others naming customerIds. */
async function takeable(tx: Tx, email: string, customerIds: string[]): Promise<InviteRow[]> {
  if (customerIds.length === 0) throw badInput('customerIds', catalogueInvalid('forms.validationMessages.required'));
  const rows = await store.pendingFor(tx, email, customerIds);
  const found = new Set(rows.map((r) => r.customerId));
  const missing = customerIds.filter((c) => !found.has(c));
  if (missing.length) {
    throw fail('NOT_FOUND', 'No open invite for this organisation', {
      field: 'customerIds',
      i18n: `${R}.notTakeable`,
      args: { customerIds: missing.join(', ') },
    });
  }
  return rows;
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])].sort();

/** The user's grants per organisation after taking `rows` (merged with what they hold already). */
async function grantTaken(tx: Tx, userId: string, rows: InviteRow[]): Promise<void> {
  const existing = new Map((await store.grantsOf(tx, userId)).map((g) => [g.customerKey, g]));
  const merged = new Map<string, { roles: string[]; permissions: string[]; invitedBy: string | null }>();
  for (const r of rows) {
    const base = merged.get(r.customerId) ?? {
      roles: existing.get(r.customerId)?.roles ?? [],
      permissions: existing.get(r.customerId)?.permissions ?? [],
      invitedBy: r.invitedBy ?? null,
    };
    merged.set(r.customerId, {
      roles: union(base.roles, r.roles),
      permissions: union(base.permissions, expandInvitePermissions(r.permissions)),
      invitedBy: base.invitedBy,
    });
  }
  for (const [customerKey, g] of merged) await store.upsertGrant(tx, { userId, customerKey, ...g });
  await store.deleteInvites(tx, rows);
}

/** Accepts invites of these organisations as the logged-in user (the address must match). */
export async function takeOrganizationInvites(
  ctx: RequestContext,
  data: TakeOrganizationInviteInput,
): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const customerIds = cleanList(data.customerIds);
  // The caller gains the grants here: their invites lie beyond what they may touch so far.
  await ctx.systemDb.transaction(async (tx) => {
    const rows = await takeable(tx, viewer.email, customerIds);
    await grantTaken(tx, viewer.id, rows);
  });
  // Committed: the caller's next request here uses the new grants without waiting for the
  // notification (server/platform/viewerCache.ts); other instances drop it when that arrives.
  ctx.viewers.forget(viewer.id);
  noteWrites(ctx.db, 'user_invites', customerIds.length);
  return true;
}

/**
 * Attempts to take invites with a token (takeUserInvites: nobody is signed in), per client address and
 * per token, in a window; counted in the database (server/platform/throttle.ts), shared by every
 * instance. Every attempt counts: a taken invite ends its token, so a person needs one or two. A
 * token is counted once it is known to be one (an invite's): a bogus token is refused anyway.
 */
export const TAKE_INVITE_LIMITS = { perIp: 10, perToken: 5, windowMs: 15 * 60 * 1000 } as const;

const invalidToken = () => fail('NOT_FOUND', 'Invalid invite token', { field: 'token', i18n: `${R}.invalidToken` });

/** The token's invite, still open, of an address without a user, and its invites of `customerIds`. */
async function checkTake(tx: Tx, tokenHash: string, customerIds: string[]) {
  const invite = await store.findByTokenHash(tx, tokenHash);
  if (!invite) throw invalidToken();
  if (isInviteExpired(invite.expiresAt)) {
    throw fail('BAD_USER_INPUT', 'The invite has expired', { field: 'token', i18n: `${R}.expired` });
  }
  if (await store.findUserByEmail(tx, invite.email)) {
    throw fail('CONFLICT', 'A user with this address exists: log in and accept the invite', {
      field: 'email',
      reason: 'USER_EXISTS',
      i18n: `${R}.userExists`,
    });
  }
  return { invite, rows: await takeable(tx, invite.email, customerIds) };
}

/**
 * Accepts invites as a new user, with the mail's token as the bearer token: creates the user with
 * this profile and password and grants the chosen organisations. The portal logs in afterwards.
 * Nobody is signed in, so the cheap checks come first: the attempt is counted (TAKE_INVITE_LIMITS),
 * the input checked, the token looked up and checked; only then is the password hashed (about
 * 100 ms of scrypt), in the bounded pool of unauthenticated work (server/platform/passwords.ts).
 */
export async function takeUserInvites(ctx: RequestContext, data: TakeUserInviteInput): Promise<boolean> {
  const token = bearerToken(ctx);
  if (!token) throw unauthenticated('The invite token is missing');
  const tokenHash = hashToken(token);
  const { perIp, perToken, windowMs } = TAKE_INVITE_LIMITS;
  const ipWait = await new Limit(ctx.systemDb, 'invite:ip', perIp, windowMs, Date.now, true).attempt(
    ctx.clientIp ?? 'unknown',
  );
  if (ipWait) throw rateLimited(ipWait);
  checkFields({ ...data }, TAKE_USER_INVITE_RULES);
  const customerIds = cleanList(data.customerIds);
  if (!(await store.findByTokenHash(ctx.systemDb, tokenHash))) throw invalidToken();
  const tokenWait = await new Limit(ctx.systemDb, 'invite:token', perToken, windowMs).attempt(tokenHash);
  if (tokenWait) throw rateLimited(tokenWait);
  // A new user without grants: the token proves the address (docs/security.md). Checked before the
  // hashing, and again in the writing transaction (the invite may be taken meanwhile).
  await ctx.systemDb.transaction((tx) => checkTake(tx, tokenHash, customerIds));
  let passwordHash: string;
  try {
    passwordHash = await hashPasswordUnauthenticated(data.password!);
  } catch (error) {
    if (error instanceof HashingBusy) throw rateLimited(error.retryAfter);
    throw error;
  }
  try {
    await ctx.systemDb.transaction(async (tx) => {
      const { invite, rows } = await checkTake(tx, tokenHash, customerIds);
      const userId = newObjectId();
      await store.insertUser(tx, {
        id: userId,
        email: invite.email,
        passwordHash,
        firstName: cleanText(data.firstName),
        lastName: cleanText(data.lastName),
        lang: data.lang ?? invite.lang ?? 'de',
        timezone: cleanText(data.timezone) ?? invite.timezone,
        homeCustomerId: rows[0]!.customerId,
      });
      await grantTaken(tx, userId, rows);
    });
  } catch (error) {
    if (pgError(error)?.code === UNIQUE_VIOLATION) {
      throw fail('CONFLICT', 'A user with this address exists', {
        field: 'email',
        reason: 'USER_EXISTS',
        i18n: `${R}.userExists`,
      });
    }
    throw error;
  }
  noteWrites(ctx.db, 'user_invites', customerIds.length);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Clean-up
// ---------------------------------------------------------------------------------------------

/**
 * Deletes unaccepted invites sent (or last resent) more than INVITE_DELETED_AFTER_SENDING_S ago
 * (seed 001 §4): those whose expiry lies before that of an invite sent then. A plain DELETE:
 * instances never conflict.
 */
export const purgeUnacceptedInvites = (db: Db, now = Date.now()) =>
  store.purgeExpired(db, inviteExpiry(now - INVITE_DELETED_AFTER_SENDING_S * 1000));
