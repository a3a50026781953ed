// The caller's own pending invites (count shown on the bell; seed 000 §7).
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { customers, userInvites } from '../../db/schema';
import { customerToGraphQL } from '../customer/mapper';
import type { GraphQLContext } from '../../graphql/context';
import { requireViewer } from '../../graphql/guard';
import { countAll, orderBy, page, pageWindow } from '../../lib/paging';
import type { QueryMyInvitesArgs } from '../../graphql/generated/resolvers';

type InviteRow = typeof userInvites.$inferSelect;

export const inviteToGraphQL = (i: InviteRow) => ({
  _id: i.id,
  customerId: i.customerId,
  email: i.email,
  firstName: i.firstName,
  lastName: i.lastName,
  lang: i.lang,
  timezone: i.timezone,
  permissions: i.permissions,
  roles: i.roles,
  invitingCustomerId: i.invitingCustomer ?? i.customerId,
  expired: i.expiresAt.getTime() <= Date.now(),
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
});

const sortable = {
  createdAt: userInvites.createdAt,
  updatedAt: userInvites.updatedAt,
  customerId: userInvites.customerId,
};

export const inviteResolvers = {
  UserInvite: {
    /** The organisation that invites (its public fields only). */
    invitingCustomer: async (i: { invitingCustomerId: string }, _: unknown, ctx: GraphQLContext) => {
      const [c] = await ctx.db.select().from(customers).where(eq(customers.customerId, i.invitingCustomerId));
      return c ? customerToGraphQL(c) : null;
    },
  },
  Query: {
    myInvites: async (_: unknown, args: QueryMyInvitesArgs, ctx: GraphQLContext) => {
      const viewer = requireViewer(ctx);
      const { offset, limit } = pageWindow(args);
      const where = and(
        sql`lower(${userInvites.email}) = ${viewer.email.toLowerCase()}`,
        isNull(userInvites.acceptedAt),
        gt(userInvites.expiresAt, new Date()),
      );
      const [rows, [{ total }]] = await Promise.all([
        ctx.db
          .select()
          .from(userInvites)
          .where(where)
          .orderBy(...(args.sort?.length ? orderBy(args, sortable, userInvites.id) : [desc(userInvites.createdAt)]))
          .limit(limit)
          .offset(offset),
        ctx.db.select({ total: countAll }).from(userInvites).where(where),
      ]);
      return page(rows.map(inviteToGraphQL), total, offset);
    },
  },
};
