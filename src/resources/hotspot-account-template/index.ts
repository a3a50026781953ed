import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { ResourceModule } from '../../shell/registry';

/** Account templates (/hotspot-account-template): the area exists in the route table and the menu; its screens come with their issue. */
const hotspotAccountTemplate: ResourceModule = {
  name: 'hotspot-account-template',
  subject: 'HotspotAccountTemplate',
  icon: AccountTreeIcon,
  screens: {},
  messages: () => import('./messages'),
};

export default hotspotAccountTemplate;
