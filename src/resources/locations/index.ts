import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

const forms = () => import('./LocationForms');
const regions = () => import('./Regions');

/**
 * Locations and regions (/locations, seed 001 §2, §3): one area with a tab each. The data resources
 * are the paths below the area ('locations/location', 'locations/group'); /locations lands on the
 * locations tab. Regions are checked against their own subject (HotspotDeviceLocationGroup) in the
 * screens (parts.tsx), the area's subject is the locations'.
 */
const locations: ResourceModule = {
  name: 'locations',
  subject: 'HotspotDeviceLocation',
  subjects: { 'locations/group': 'HotspotDeviceLocationGroup' },
  icon: resourceIcon('place'),
  recordRepresentation: 'name',
  screens: {
    list: () => import('./LocationList'),
    location: () => import('./LocationList'),
    'location/create': () => forms().then((m) => ({ default: m.LocationCreate })),
    'location/:id': () => import('./LocationShow'),
    'location/:id/edit': () => forms().then((m) => ({ default: m.LocationEdit })),
    group: () => regions().then((m) => ({ default: m.RegionList })),
    'group/create': () => regions().then((m) => ({ default: m.RegionCreate })),
    'group/:id': () => regions().then((m) => ({ default: m.RegionShow })),
    'group/:id/edit': () => regions().then((m) => ({ default: m.RegionEdit })),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default locations;
