import type { Shape } from '../../i18n/catalogue';

const de = {
  locations: {
    name: 'Standort |||| Standorte',
    page: { list: 'Standorte' },
  },
};

const en: Shape<typeof de> = {
  locations: {
    name: 'Location |||| Locations',
    page: { list: 'Locations' },
  },
};

export default { de: { resources: de }, en: { resources: en } };
