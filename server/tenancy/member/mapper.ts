// A member's row → the GraphQL Member; a session (refresh-token family) → MySession.
import type { Member, MySession } from '../../graphql/generated/resolvers';
import type { MemberRow } from './store';

export const memberToGraphQL = (m: MemberRow, viewerId: string | null): Member => ({
  _id: m.userId,
  customerId: m.customerId,
  email: m.email,
  firstName: m.firstName,
  lastName: m.lastName,
  roles: m.roles,
  permissions: m.permissions,
  lastSignInAt: m.lastSignInAt?.toISOString() ?? null,
  invitedBy: m.invitedBy,
  since: m.since.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
  isSelf: m.userId === viewerId,
  secondFactor: Boolean(m.secondFactor),
});

export const sessionToGraphQL = (s: {
  familyId: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  userAgent: string | null;
}): MySession => ({
  _id: s.familyId,
  createdAt: s.createdAt.toISOString(),
  lastUsedAt: s.lastUsedAt.toISOString(),
  expiresAt: s.expiresAt.toISOString(),
  userAgent: s.userAgent,
});
