import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Users (/user, seed 001 §2 "Users / access management"): the invite card and the organisation's
 * invites with search (/user), the new-invitation stepper (/user/invite/new) and an invite's details
 * with resend and delete (/user/invite/{id}). The data resource `user` is the invites.
 */
const user: ResourceModule = {
  name: 'user',
  subject: 'UserInvite',
  icon: resourceIcon('people'),
  recordRepresentation: 'email',
  screens: {
    list: () => import('./InviteList'),
    'invite/new': () => import('./InviteCreate'),
    'invite/:id': () => import('./InviteShow'),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default user;
