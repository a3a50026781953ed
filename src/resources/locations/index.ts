import PlaceIcon from '@mui/icons-material/Place';
import type { ResourceModule } from '../../shell/registry';

/** Locations (/locations): the area exists in the route table and the menu; its screens come with their issue. */
const locations: ResourceModule = {
  name: 'locations',
  subject: 'HotspotDeviceLocation',
  icon: PlaceIcon,
  screens: {},
  messages: () => import('./messages'),
};

export default locations;
