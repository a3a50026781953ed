import ExtensionIcon from '@mui/icons-material/Extension';
import type { ResourceModule } from '../../shell/registry';

/** Plugins (/customer-plugins): the area exists in the route table and the menu; its screens come with their issue. */
const customerPlugins: ResourceModule = {
  name: 'customer-plugins',
  subject: 'CustomerPlugins',
  icon: ExtensionIcon,
  screens: {},
  messages: () => import('./messages'),
};

export default customerPlugins;
