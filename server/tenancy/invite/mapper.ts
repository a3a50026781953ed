// A stored invite → the GraphQL UserInvite (the inviting organisation resolves on the type).
import type { userInvites } from './table';
import type { UserInvite } from '../../graphql/generated/resolvers';

export type InviteRow = typeof userInvites.$inferSelect;

/** A UserInvite with the inviting organisation's id (UserInvite.invitingCustomer resolves it). */
export type UserInviteModel = Omit<UserInvite, 'invitingCustomer'> & { invitingCustomerId: string };

export const inviteToGraphQL = (i: InviteRow): UserInviteModel => ({
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
  createdAt: i.createdAt.toISOString(),
  updatedAt: i.updatedAt.toISOString(),
});
