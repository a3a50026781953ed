import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import type { ResourceModule } from '../../shell/registry';

/** Device configurations (/hotspot-device-config): the area exists in the route table and the menu; its screens come with their issue. */
const hotspotDeviceConfig: ResourceModule = {
  name: 'hotspot-device-config',
  subject: 'HotspotDeviceConfig',
  icon: DevicesOtherIcon,
  screens: {},
  messages: () => import('./messages'),
};

export default hotspotDeviceConfig;
