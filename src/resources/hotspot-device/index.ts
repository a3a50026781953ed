import RouterIcon from '@mui/icons-material/Router';
import type { ResourceModule } from '../../shell/registry';

/** Hotspot devices (/hotspot-device): the area exists in the route table and the menu; its screens come with their issue. */
const hotspotDevice: ResourceModule = {
  name: 'hotspot-device',
  subject: 'HotspotDevice',
  icon: RouterIcon,
  screens: {},
  messages: () => import('./messages'),
};

export default hotspotDevice;
