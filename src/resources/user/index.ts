import PeopleIcon from '@mui/icons-material/People';
import type { ResourceModule } from '../../shell/registry';

/** Users (/user): the area exists in the route table and the menu; its screens come with their issue. */
const user: ResourceModule = {
  name: 'user',
  subject: 'UserInvite',
  icon: PeopleIcon,
  screens: {},
  messages: () => import('./messages'),
};

export default user;
