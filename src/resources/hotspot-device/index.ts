import RouterIcon from '@mui/icons-material/Router';
import type { ResourceModule } from '../../shell/registry';

/**
 * Hotspot devices (seed 001 §3 "Hotspot device"): /hotspot-device, /create, /import (the CSV import
 * wizard), /{id}, /{id}/edit.
 */
const hotspotDevice: ResourceModule = {
  name: 'hotspot-device',
  subject: 'HotspotDevice',
  icon: RouterIcon,
  recordRepresentation: 'name',
  screens: {
    import: () => import('./import/ImportWizard'),
  },
  messages: () => import('./messages'),
};

export default hotspotDevice;
