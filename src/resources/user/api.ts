/** Invites on the data interface (seed 001 §3 "Invite", §7): the mapping of `user` (/user lists invites). */
import type { CreateUserInviteInput, UpdateUserInviteInput } from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

const inviteFields = `_id customerId email firstName lastName lang timezone permissions roles expired
  createdAt updatedAt invitingCustomer { customerId company }`;

const user = defineResource<CreateUserInviteInput, UpdateUserInviteInput>({
  type: 'UserInvite',
  list: 'userInvites',
  exportName: 'userInvites',
  create: 'createUserInvite',
  createReturnsId: true,
  update: 'updateUserInvite',
  delete: 'deleteUserInvite',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields: inviteFields,
  detailFields: inviteFields,
  sortable: ['email', 'firstName', 'lastName', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'createdAt', order: 'DESC' },
  filters: {
    q: { arg: 'search', type: 'String' },
    active: { arg: 'active', type: 'Boolean' },
  },
  creatable: ['customerId', 'email', 'firstName', 'lastName', 'lang', 'permissions', 'roles', 'timezone'],
  updatable: ['firstName', 'lastName', 'lang', 'permissions', 'roles', 'timezone'],
});

export default { user };
