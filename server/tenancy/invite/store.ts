// Invites in the database: SQL only. Lists and writes of an organisation's invites take the tenant
// scope first; the invited person reads theirs by e-mail address or by the token of the mail.
import { and, desc, eq, gt, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { exportOrder, type KeysetRead } from '../../platform/export/keyset';
import { userGrants, users } from '../identity/table';
import { userInvites } from './table';
import { countAll, likePattern, orderBy, type PageArgs } from '../../platform/paging';
import { deleteRow, findRow, listRows, updateRow } from '../../platform/rows';
import { tenantCondition, type TenantScope } from '../../platform/tenant';
import type { InviteRow } from './mapper';

const sortable = {
  createdAt: userInvites.createdAt,
  updatedAt: userInvites.updatedAt,
  customerId: userInvites.customerId,
  email: userInvites.email,
  firstName: userInvites.firstName,
  lastName: userInvites.lastName,
  expiresAt: userInvites.expiresAt,
};

const lowerEmail = sql`lower(${userInvites.email})`;

export interface InviteFilter {
  search?: string;
  ids?: string[];
  /** Exact address (case-insensitive). */
  email?: string | null;
  /** true: pending (not expired); false: expired. */
  active?: boolean | null;
}

function where(scope: TenantScope, filter: InviteFilter, now: Date): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(userInvites.customerId, scope), isNull(userInvites.acceptedAt)];
  if (filter.ids) conds.push(inArray(userInvites.id, filter.ids));
  if (filter.email) conds.push(sql`${lowerEmail} = ${filter.email.trim().toLowerCase()}`);
  if (filter.active === true) conds.push(gt(userInvites.expiresAt, now));
  if (filter.active === false) conds.push(lte(userInvites.expiresAt, now));
  if (filter.search) {
    const p = likePattern(filter.search);
    conds.push(or(ilike(userInvites.email, p), ilike(userInvites.firstName, p), ilike(userInvites.lastName, p)));
  }
  return and(...conds);
}

/** A page of an organisation's invites (not yet accepted), newest first unless sorted otherwise. */
export async function listInvites(
  db: Db,
  scope: TenantScope,
  filter: InviteFilter,
  args: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: InviteRow[]; total: number }> {
  const order = args.sort?.length
    ? orderBy(args, sortable, userInvites.id)
    : [desc(userInvites.createdAt), desc(userInvites.id)];
  return listRows(db, userInvites, where(scope, filter, new Date()), order, window);
}

/** The columns of an exported invite (export.ts): never the token's hash. */
const INVITE_EXPORT_COLUMNS = {
  customerId: userInvites.customerId,
  email: userInvites.email,
  firstName: userInvites.firstName,
  lastName: userInvites.lastName,
  lang: userInvites.lang,
  timezone: userInvites.timezone,
  roles: userInvites.roles,
  permissions: userInvites.permissions,
  expiresAt: userInvites.expiresAt,
  createdAt: userInvites.createdAt,
  updatedAt: userInvites.updatedAt,
};

export type InviteExportRow = Pick<InviteRow, keyof typeof INVITE_EXPORT_COLUMNS>;

/** Every invite of the list for an export (docs/exports.md): its condition and order (newest first unless sorted). */
export function inviteExportRead(db: Db, scope: TenantScope, filter: InviteFilter, sort: PageArgs['sort']): KeysetRead {
  return {
    db,
    table: userInvites,
    columns: INVITE_EXPORT_COLUMNS,
    condition: where(scope, filter, new Date()),
    terms: exportOrder(
      sort?.length ? sort : [{ key: 'createdAt', order: 'DESC' }],
      sortable,
      userInvites.id,
      userInvites.customerId,
      scope,
    ),
  };
}

export const findInvite = (db: Db | Tx, scope: TenantScope, id: string) => findRow(db, userInvites, scope, id);

/** The pending (neither accepted nor expired) invites of an e-mail address, newest first by default. */
export async function listPendingInvites(
  db: Db,
  email: string,
  args: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: InviteRow[]; total: number }> {
  const condition = and(
    sql`${lowerEmail} = ${email.toLowerCase()}`,
    isNull(userInvites.acceptedAt),
    gt(userInvites.expiresAt, new Date()),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(userInvites)
      .where(condition)
      .orderBy(...(args.sort?.length ? orderBy(args, sortable, userInvites.id) : [desc(userInvites.createdAt)]))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: countAll }).from(userInvites).where(condition),
  ]);
  return { rows, total };
}

/** The invite a mail's token belongs to (any state). */
export async function findByTokenHash(db: Db | Tx, tokenHash: string): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(userInvites)
    .where(and(eq(userInvites.tokenHash, tokenHash), isNull(userInvites.acceptedAt)))
    .limit(1);
  return row;
}

/** Every not yet accepted invite of an address (expired ones too), newest first. */
export async function invitesOfEmail(
  db: Db | Tx,
  email: string,
  args: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: InviteRow[]; total: number }> {
  const condition = and(sql`${lowerEmail} = ${email.toLowerCase()}`, isNull(userInvites.acceptedAt));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(userInvites)
      .where(condition)
      .orderBy(...(args.sort?.length ? orderBy(args, sortable, userInvites.id) : [desc(userInvites.createdAt)]))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: countAll }).from(userInvites).where(condition),
  ]);
  return { rows, total };
}

/** The pending, unexpired invites of an address for these organisations (locked for the taking). */
export async function pendingFor(tx: Tx, email: string, customerIds: readonly string[]): Promise<InviteRow[]> {
  return tx
    .select()
    .from(userInvites)
    .where(
      and(
        inArray(userInvites.customerId, [...customerIds]),
        sql`${lowerEmail} = ${email.toLowerCase()}`,
        isNull(userInvites.acceptedAt),
        gt(userInvites.expiresAt, new Date()),
      ),
    )
    .for('update');
}

/** Addresses among `emails` that already have an open invite of the organisation. */
export async function openInvitesFor(db: Db | Tx, customerId: string, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: userInvites.email })
    .from(userInvites)
    .where(
      and(
        eq(userInvites.customerId, customerId),
        sql`${lowerEmail} in (${sql.join(
          emails.map((e) => sql`${e.toLowerCase()}`),
          sql`, `,
        )})`,
        isNull(userInvites.acceptedAt),
      ),
    );
  return rows.map((r) => r.email.toLowerCase());
}

/** Addresses among `emails` whose users already work for the organisation. */
export async function membersOf(db: Db | Tx, customerId: string, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(userGrants, eq(userGrants.userId, users.id))
    .where(
      and(
        eq(userGrants.customerKey, customerId),
        sql`lower(${users.email}) in (${sql.join(
          emails.map((e) => sql`${e.toLowerCase()}`),
          sql`, `,
        )})`,
      ),
    );
  return rows.map((r) => r.email.toLowerCase());
}

export async function insertInvites(tx: Tx, rows: (typeof userInvites.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(userInvites).values(rows);
}

export const updateInvite = (
  db: Db | Tx,
  customerId: string,
  id: string,
  set: Partial<typeof userInvites.$inferInsert>,
  updatedAt: Date | null,
) => updateRow(db, userInvites, customerId, id, set, updatedAt);

export const deleteInvite = (db: Db | Tx, customerId: string, id: string) => deleteRow(db, userInvites, customerId, id);

/** Removes taken invites. */
export async function deleteInvites(tx: Tx, rows: readonly { customerId: string; id: string }[]): Promise<void> {
  for (const r of rows) await deleteRow(tx, userInvites, r.customerId, r.id);
}

/** Deletes unaccepted invites that expired before `before`; the number deleted. */
export async function purgeExpired(db: Db, before: Date): Promise<number> {
  const done = await db
    .delete(userInvites)
    .where(and(lt(userInvites.expiresAt, before), isNull(userInvites.acceptedAt)))
    .returning({ id: userInvites.id });
  return done.length;
}

export async function findUserByEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function grantsOf(tx: Tx, userId: string) {
  return tx.select().from(userGrants).where(eq(userGrants.userId, userId)).for('update');
}

export async function insertUser(tx: Tx, row: typeof users.$inferInsert): Promise<void> {
  await tx.insert(users).values(row);
}

/** Sets the user's roles and permissions for one organisation (insert or replace). */
export async function upsertGrant(
  tx: Tx,
  grant: { userId: string; customerKey: string; roles: string[]; permissions: string[]; invitedBy?: string | null },
): Promise<void> {
  await tx
    .insert(userGrants)
    .values(grant)
    .onConflictDoUpdate({
      target: [userGrants.userId, userGrants.customerKey],
      // A grant held already keeps its "since" and "invited by"; its version moves on.
      set: { roles: grant.roles, permissions: grant.permissions, updatedAt: sql`now()` },
    });
}
