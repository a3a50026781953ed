import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import type { ResourceModule } from '../../shell/registry';

/** Login templates (/hotspot-login-template): the area exists in the route table and the menu; its screens come with their issue. */
const hotspotLoginTemplate: ResourceModule = {
  name: 'hotspot-login-template',
  subject: 'HotspotLoginTemplate',
  icon: ViewQuiltIcon,
  screens: {},
  messages: () => import('./messages'),
};

export default hotspotLoginTemplate;
