import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Hotspot devices (seed 001 §3 "Hotspot device"): /hotspot-device, /create, /import (the CSV import
 * wizard), /{id}, /{id}/edit.
 */
const hotspotDevice: ResourceModule = {
  name: 'hotspot-device',
  subject: 'HotspotDevice',
  icon: resourceIcon('router'),
  recordRepresentation: 'name',
  screens: {
    list: () => import('./DeviceList'),
    create: () => import('./DeviceCreate'),
    show: () => import('./DeviceShow'),
    edit: () => import('./DeviceEdit'),
    import: () => import('./import/ImportWizard'),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default hotspotDevice;
