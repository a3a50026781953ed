import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Alerts (issue 37): the active customer's alerts (a hotspot offline and back online, the WiFi-code
 * licence at 80 % and full, a webhook endpoint failing and recovered) and who receives them by mail,
 * on /alerts; the same alerts in the app bar's alert bell (src/shell/layout/AlertBell.tsx, whose
 * texts are this module's messages: they load with the layout, never on the login page). Read by
 * who may read the customer's hotspot devices, the settings changed by who may edit them.
 */
const alerts: ResourceModule = {
  name: 'alerts',
  subject: 'HotspotDevice',
  icon: resourceIcon('notificationImportant'),
  screens: {
    list: () => import('./AlertsPage'),
  },
  messages: () => import('./messages'),
};

export default alerts;
