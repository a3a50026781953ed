// A stored invite → the GraphQL UserInvite (the inviting organisation resolves on the type).
import type { userInvites } from '../../db/schema';

export type InviteRow = typeof userInvites.$inferSelect;

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
