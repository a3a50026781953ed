import type { Shape } from '../../i18n/catalogue';

const de = {
  'start-pages': {
    name: 'Hotspot-Startseite |||| Hotspot-Startseiten',
    page: { list: 'Hotspot-Startseiten' },
  },
};

const en: Shape<typeof de> = {
  'start-pages': {
    name: 'Hotspot start page |||| Hotspot start pages',
    page: { list: 'Hotspot start pages' },
  },
};

export default { de: { resources: de }, en: { resources: en } };
