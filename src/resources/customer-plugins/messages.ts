import type { Shape } from '../../i18n/catalogue';

const de = {
  'customer-plugins': {
    name: 'Plugin |||| Plugins',
    page: { list: 'Plugins' },
  },
};

const en: Shape<typeof de> = {
  'customer-plugins': {
    name: 'Plugin |||| Plugins',
    page: { list: 'Plugins' },
  },
};

export default { de: { resources: de }, en: { resources: en } };
