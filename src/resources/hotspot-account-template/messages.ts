import type { Shape } from '../../i18n/catalogue';

const de = {
  'hotspot-account-template': {
    name: 'Kontovorlage |||| Kontovorlagen',
    page: { list: 'Kontovorlagen' },
  },
};

const en: Shape<typeof de> = {
  'hotspot-account-template': {
    name: 'Account template |||| Account templates',
    page: { list: 'Account templates' },
  },
};

export default { de: { resources: de }, en: { resources: en } };
