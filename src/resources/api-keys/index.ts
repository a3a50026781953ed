import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * API keys (/api-keys, extension of issue 37; docs/api-keys.md): an organisation's keys for its
 * integrations — listed, created (the secret shown once) and revoked by who may manage its users.
 */
const apiKeys: ResourceModule = {
  name: 'api-keys',
  subject: 'UserInvite',
  icon: resourceIcon('vpnKey'),
  recordRepresentation: 'name',
  screens: { list: () => import('./ApiKeyList') },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default apiKeys;
