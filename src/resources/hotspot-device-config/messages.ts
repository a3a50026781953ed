import type { Shape } from '../../i18n/catalogue';

const de = {
  'hotspot-device-config': {
    name: 'Gerätekonfiguration |||| Gerätekonfigurationen',
    page: { list: 'Gerätekonfigurationen' },
  },
};

const en: Shape<typeof de> = {
  'hotspot-device-config': {
    name: 'Device configuration |||| Device configurations',
    page: { list: 'Device configurations' },
  },
};

export default { de: { resources: de }, en: { resources: en } };
