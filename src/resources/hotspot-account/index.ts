import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Hotspot accounts (seed 001 §3 "Hotspot account"): the accounts guest logins created. No area and no
 * screens of their own: they are shown under a WiFi code and a device account (the accounts panel,
 * src/components/hotspotAccounts). The spec has no subject for them; they are read, changed and
 * deleted under the permission of WiFi codes ('Voucher'), as the server checks.
 */
const hotspotAccount: ResourceModule = {
  name: 'hotspot-account',
  subject: 'Voucher',
  icon: resourceIcon('wifi'),
  recordRepresentation: 'username',
  screens: {},
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default hotspotAccount;
