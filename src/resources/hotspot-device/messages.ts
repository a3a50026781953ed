import type { Shape } from '../../i18n/catalogue';

const de = {
  'hotspot-device': {
    name: 'Hotspot-Gerät |||| Hotspot-Geräte',
    page: { list: 'Hotspot-Geräte' },
  },
};

const en: Shape<typeof de> = {
  'hotspot-device': {
    name: 'Hotspot device |||| Hotspot devices',
    page: { list: 'Hotspot devices' },
  },
};

export default { de: { resources: de }, en: { resources: en } };
