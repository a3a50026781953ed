import HandshakeIcon from '@mui/icons-material/Handshake';
import type { ResourceModule } from '../../shell/registry';

/** Partner portal (/partner): the area exists in the route table and the menu; its screens come with their issue. */
const partner: ResourceModule = {
  name: 'partner',
  subject: 'PartnerLead',
  icon: HandshakeIcon,
  screens: {},
  messages: () => import('./messages'),
};

export default partner;
