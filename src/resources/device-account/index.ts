import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Device accounts (seed 001 §3): automatic logins bound to a client device, by MAC, username or
 * username and password. /device-account, /create, /{id}, /{id}/edit; gated by the deviceAccount
 * plugin (route table).
 */
const deviceAccount: ResourceModule = {
  name: 'device-account',
  subject: 'DeviceAccount',
  icon: resourceIcon('phonelinkSetup'),
  recordRepresentation: 'name',
  screens: {
    list: () => import('./DeviceAccountList'),
    create: () => import('./DeviceAccountCreate'),
    show: () => import('./DeviceAccountShow'),
    edit: () => import('./DeviceAccountEdit'),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default deviceAccount;
