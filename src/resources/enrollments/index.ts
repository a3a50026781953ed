import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Enrollments (/enrollments): the keys with which devices activate themselves, their log and the
 * new-key stepper (seed 001 §2, §3). Data resources: 'enrollments' (keys) and 'enrollments/logs'.
 */
const enrollments: ResourceModule = {
  name: 'enrollments',
  subject: 'EnrollmentKeys',
  subjects: { 'enrollments/logs': 'EnrollmentKeyLogs' },
  icon: resourceIcon('key'),
  recordRepresentation: 'name',
  screens: {
    list: () => import('./KeyList'),
    logs: () => import('./LogList'),
    new: () => import('./KeyCreate'),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default enrollments;
