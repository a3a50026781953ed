import KeyIcon from '@mui/icons-material/Key';
import type { ResourceModule } from '../../shell/registry';

/** Enrollments (/enrollments): the area exists in the route table and the menu; its screens come with their issue. */
const enrollments: ResourceModule = {
  name: 'enrollments',
  subject: 'EnrollmentKeys',
  icon: KeyIcon,
  screens: {},
  messages: () => import('./messages'),
};

export default enrollments;
