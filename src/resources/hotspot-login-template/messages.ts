import type { Shape } from '../../i18n/catalogue';

const de = {
  'hotspot-login-template': {
    name: 'Login-Vorlage |||| Login-Vorlagen',
    page: { list: 'Login-Vorlagen' },
  },
};

const en: Shape<typeof de> = {
  'hotspot-login-template': {
    name: 'Login template |||| Login templates',
    page: { list: 'Login templates' },
  },
};

export default { de: { resources: de }, en: { resources: en } };
