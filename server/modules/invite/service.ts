// Invites: the caller's own pending invites (count shown on the bell; seed 000 §7).
import type { GraphQLContext } from '../../graphql/context';
import type { QueryMyInvitesArgs } from '../../graphql/generated/resolvers';
import { requireViewer } from '../../graphql/guard';
import { page, pageWindow } from '../../lib/paging';
import { publicCustomer } from '../customer/service';
import { inviteToGraphQL } from './mapper';
import * as store from './store';

export async function myInvites(ctx: GraphQLContext, args: QueryMyInvitesArgs) {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args);
  const { rows, total } = await store.listPendingInvites(ctx.db, viewer.email, args, window);
  return page(rows.map(inviteToGraphQL), total, window.offset);
}

/** The organisation that invites (its public fields only: the invited person may not work there yet). */
export const invitingCustomer = (ctx: GraphQLContext, customerId: string) => publicCustomer(ctx, customerId);
