import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Device configurations (seed 001 §3): login templates, start page, controller settings per device
 * type and login time periods shared by hotspot devices. /hotspot-device-config, /create, /{id},
 * /{id}/edit.
 */
const hotspotDeviceConfig: ResourceModule = {
  name: 'hotspot-device-config',
  subject: 'HotspotDeviceConfig',
  icon: resourceIcon('devicesOther'),
  recordRepresentation: 'name',
  screens: {
    list: () => import('./DeviceConfigList'),
    create: () => import('./DeviceConfigCreate'),
    show: () => import('./DeviceConfigShow'),
    edit: () => import('./DeviceConfigEdit'),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default hotspotDeviceConfig;
