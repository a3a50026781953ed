// Members in the database: SQL only. A member is a user's grant on one customer (user_grants with
// customer_key = the customer); every read and write names that customer first, so a grant on another
// customer (or on '*', the operators') is never read or touched here.
import { and, asc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/client';
import { exportOrder, type KeysetRead } from '../../platform/export/keyset';
import { countAll, likePattern, orderBy, type PageArgs } from '../../platform/paging';
import { refreshTokens, userGrants, userPasskeys, userRecoveryCodes, userTotp, users } from '../identity/table';

const inviter = alias(users, 'inviter');

const lowerEmail = sql`lower(${users.email})`;

const sortable: Record<string, SQL | typeof users.email> = {
  email: lowerEmail,
  firstName: sql`lower(${users.firstName})`,
  lastName: sql`lower(${users.lastName})`,
  lastSignInAt: sql`${users.lastSignInAt}`,
  since: sql`${userGrants.createdAt}`,
  updatedAt: sql`${userGrants.updatedAt}`,
};

export interface MemberFilter {
  search?: string;
  ids?: string[];
}

const memberColumns = {
  userId: users.id,
  customerId: userGrants.customerKey,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: userGrants.roles,
  permissions: userGrants.permissions,
  lastSignInAt: users.lastSignInAt,
  invitedBy: inviter.email,
  since: userGrants.createdAt,
  updatedAt: userGrants.updatedAt,
  // TOTP or a passkey (D291).
  secondFactor: sql<boolean>`(exists (select 1 from ${userTotp} where ${userTotp.userId} = ${users.id} and ${userTotp.confirmedAt} is not null) or exists (select 1 from ${userPasskeys} where ${userPasskeys.userId} = ${users.id}))`,
};

export type MemberRow = {
  userId: string;
  customerId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roles: string[];
  permissions: string[];
  lastSignInAt: Date | null;
  invitedBy: string | null;
  since: Date;
  updatedAt: Date;
  secondFactor: boolean;
};

function where(customerId: string, filter: MemberFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(userGrants.customerKey, customerId)];
  if (filter.ids) conds.push(inArray(users.id, filter.ids));
  if (filter.search) {
    const p = likePattern(filter.search);
    conds.push(or(ilike(users.email, p), ilike(users.firstName, p), ilike(users.lastName, p)));
  }
  return and(...conds);
}

/** A page of the customer's members, by e-mail address unless sorted otherwise. */
export async function listMembers(
  db: Db,
  customerId: string,
  filter: MemberFilter,
  args: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const condition = where(customerId, filter);
  const order = args.sort?.length ? orderBy(args, sortable, users.id) : [asc(lowerEmail), asc(users.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(memberColumns)
      .from(userGrants)
      .innerJoin(users, eq(users.id, userGrants.userId))
      .leftJoin(inviter, eq(inviter.id, userGrants.invitedBy))
      .where(condition)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: countAll }).from(userGrants).innerJoin(users, eq(users.id, userGrants.userId)).where(condition),
  ]);
  return { rows, total };
}

/**
 * The member list for an export (docs/exports.md): the grants of the customer, the person's fields as
 * subqueries (the export reads one table); the list's condition and order (e-mail unless sorted).
 */
const person = (column: string) => sql.raw(`(select u.${column} from users u where u.id = user_grants.user_id)`);
const EXPORT_SORTABLE: Record<string, SQL> = {
  email: sql`lower(${person('email')})`,
  firstName: sql`lower(${person('first_name')})`,
  lastName: sql`lower(${person('last_name')})`,
  lastSignInAt: person('last_sign_in_at'),
  since: sql`user_grants.created_at`,
  updatedAt: sql`user_grants.updated_at`,
};
const MEMBER_EXPORT_COLUMNS = {
  customerId: userGrants.customerKey,
  email: sql<string>`${person('email')}`.as('email'),
  firstName: sql<string | null>`${person('first_name')}`.as('first_name'),
  lastName: sql<string | null>`${person('last_name')}`.as('last_name'),
  roles: userGrants.roles,
  permissions: userGrants.permissions,
  lastSignInAt: sql<Date | null>`${person('last_sign_in_at')}`.as('last_sign_in_at'),
  invitedBy: sql<string | null>`(select i.email from users i where i.id = user_grants.invited_by)`.as('invited_by'),
  since: userGrants.createdAt,
  secondFactor: sql<boolean>`(exists (select 1 from user_totp t
    where t.user_id = user_grants.user_id and t.confirmed_at is not null)
    or exists (select 1 from user_passkeys p where p.user_id = user_grants.user_id))`.as('second_factor'),
};
export type MemberExportRow = Omit<MemberRow, 'userId' | 'updatedAt'>;

export function memberExportRead(db: Db, customerId: string, filter: MemberFilter, sort: PageArgs['sort']): KeysetRead {
  const conds: SQL[] = [eq(userGrants.customerKey, customerId)];
  if (filter.ids) conds.push(inArray(userGrants.userId, filter.ids));
  if (filter.search) {
    const p = likePattern(filter.search);
    conds.push(sql`exists (select 1 from users u where u.id = user_grants.user_id
      and (u.email ilike ${p} or u.first_name ilike ${p} or u.last_name ilike ${p}))`);
  }
  return {
    db,
    table: userGrants,
    columns: MEMBER_EXPORT_COLUMNS,
    condition: and(...conds),
    terms: exportOrder(
      sort?.length ? sort : [{ key: 'email', order: 'ASC' }],
      EXPORT_SORTABLE,
      userGrants.userId,
      userGrants.customerKey,
      [customerId],
    ),
  };
}

/** One member of the customer, its grant locked for the change. */
export async function lockMember(tx: Tx | Db, customerId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select(memberColumns)
    .from(userGrants)
    .innerJoin(users, eq(users.id, userGrants.userId))
    .leftJoin(inviter, eq(inviter.id, userGrants.invitedBy))
    .where(and(eq(userGrants.customerKey, customerId), eq(userGrants.userId, userId)))
    .for('update', { of: userGrants });
  return row;
}

/**
 * The users holding `role` on the customer, their grants locked (in user order, so that two changes
 * of the same customer never wait for each other crosswise): the last one cannot lose it meanwhile.
 */
export async function lockHoldersOf(tx: Tx, customerId: string, role: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: userGrants.userId })
    .from(userGrants)
    .where(and(eq(userGrants.customerKey, customerId), sql`${role} = ANY(${userGrants.roles})`))
    .orderBy(asc(userGrants.userId))
    .for('update');
  return rows.map((r) => r.userId);
}

/** Sets the grant's roles and permissions if it still has the version `updatedAt`; false when it has not. */
export async function updateGrant(
  tx: Tx,
  customerId: string,
  userId: string,
  set: { roles: string[]; permissions: string[] },
  updatedAt: Date,
): Promise<boolean> {
  const done = await tx
    .update(userGrants)
    // The new version is later than the old one even within the same millisecond.
    .set({ ...set, updatedAt: sql`greatest(now(), ${userGrants.updatedAt} + interval '1 millisecond')` })
    .where(
      and(eq(userGrants.customerKey, customerId), eq(userGrants.userId, userId), eq(userGrants.updatedAt, updatedAt)),
    )
    .returning({ userId: userGrants.userId });
  return done.length > 0;
}

export async function deleteGrant(tx: Tx, customerId: string, userId: string): Promise<boolean> {
  const done = await tx
    .delete(userGrants)
    .where(and(eq(userGrants.customerKey, customerId), eq(userGrants.userId, userId)))
    .returning({ userId: userGrants.userId });
  return done.length > 0;
}

/** How many grants the user holds besides the one on `customerId`. */
export async function otherGrants(tx: Tx | Db, userId: string, customerId: string): Promise<number> {
  const [{ total }] = await tx
    .select({ total: countAll })
    .from(userGrants)
    .where(and(eq(userGrants.userId, userId), ne(userGrants.customerKey, customerId)));
  return total;
}

/**
 * Ends every session of the user: the token generation raised (every access token signed before is
 * refused, server/tenancy/identity/viewer.ts) and the refresh tokens revoked. The users row's trigger
 * tells every instance's callers' cache on commit.
 */
export async function revokeSessions(tx: Tx | Db, userId: string, now = new Date()): Promise<void> {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Removes the user's second factor, TOTP and passkeys, and recovery codes (a lost device). The
 * user_totp and user_passkeys triggers tell every instance's callers' cache on commit (migrations
 * 0046, 0049). False when the user had none.
 */
export async function deleteSecondFactor(tx: Tx | Db, userId: string): Promise<boolean> {
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  const keys = await tx
    .delete(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .returning({ id: userPasskeys.credentialId });
  const done = await tx.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ userId: userTotp.userId });
  return done.length > 0 || keys.length > 0;
}

/** At most this many sessions are listed. */
export const SESSIONS_MAX = 100;

/**
 * The user's open sessions: refresh-token families whose newest token is neither spent nor revoked
 * nor expired, with when the family began, was last renewed, ends, and the newest User-Agent.
 */
export async function openSessions(db: Db, userId: string, now = new Date()) {
  const heads = await db
    .select({
      familyId: refreshTokens.familyId,
      lastUsedAt: refreshTokens.createdAt,
      expiresAt: refreshTokens.expiresAt,
      userAgent: refreshTokens.userAgent,
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .orderBy(sql`${refreshTokens.createdAt} desc`)
    .limit(SESSIONS_MAX);
  if (heads.length === 0) return [];
  const starts = await db
    .select({ familyId: refreshTokens.familyId, createdAt: sql<Date>`min(${refreshTokens.createdAt})` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        inArray(
          refreshTokens.familyId,
          heads.map((h) => h.familyId),
        ),
      ),
    )
    .groupBy(refreshTokens.familyId);
  const startOf = new Map(starts.map((s) => [s.familyId, new Date(s.createdAt)]));
  return heads.map((h) => ({ ...h, createdAt: startOf.get(h.familyId) ?? h.lastUsedAt }));
}
