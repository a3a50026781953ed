import WebIcon from '@mui/icons-material/Web';
import type { ResourceModule } from '../../shell/registry';

/**
 * Start pages (/start-pages): terms of use, imprints, templates and template bundles, one tab each
 * (extension, docs/decisions.md "Start pages").
 */
const startPages: ResourceModule = {
  name: 'start-pages',
  subject: 'StartPageContent',
  icon: WebIcon,
  screens: {},
  messages: () => import('./messages'),
};

export default startPages;
