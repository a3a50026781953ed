// Invites in the database: SQL only. Invites are read by the invited address (not by tenant).
import { and, desc, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userInvites } from '../../db/schema';
import { countAll, orderBy, type PageArgs } from '../../lib/paging';
import type { InviteRow } from './mapper';

const sortable = {
  createdAt: userInvites.createdAt,
  updatedAt: userInvites.updatedAt,
  customerId: userInvites.customerId,
};

/** The pending (neither accepted nor expired) invites of an e-mail address, newest first by default. */
export async function listPendingInvites(
  db: Db,
  email: string,
  args: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: InviteRow[]; total: number }> {
  const where = and(
    sql`lower(${userInvites.email}) = ${email.toLowerCase()}`,
    isNull(userInvites.acceptedAt),
    gt(userInvites.expiresAt, new Date()),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(userInvites)
      .where(where)
      .orderBy(...(args.sort?.length ? orderBy(args, sortable, userInvites.id) : [desc(userInvites.createdAt)]))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: countAll }).from(userInvites).where(where),
  ]);
  return { rows, total };
}
