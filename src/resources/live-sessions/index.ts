import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Live sessions (issue 36): the active customer's guests online now, from RADIUS accounting, with a
 * Disconnect per guest (RFC 5176, sent by the server from its queue; the NAS's answer is shown), and
 * their history (every session, searchable by code, username or the whole client MAC). /live-sessions;
 * the same sessions show on a code's, a device's and a device account's page (src/components/liveSessions).
 * Subject OnlineUsers (read to see, update or HotspotDevice update to disconnect, as the server checks).
 */
const liveSessions: ResourceModule = {
  name: 'live-sessions',
  subject: 'OnlineUsers',
  icon: resourceIcon('sensors'),
  recordRepresentation: 'username',
  screens: {
    list: () => import('./LiveSessionList'),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default liveSessions;
