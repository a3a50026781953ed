import type { Shape } from '../../i18n/catalogue';

const de = {
  user: {
    name: 'Benutzer |||| Benutzer',
    page: { list: 'Benutzer' },
  },
};

const en: Shape<typeof de> = {
  user: {
    name: 'User |||| Users',
    page: { list: 'Users' },
  },
};

export default { de: { resources: de }, en: { resources: en } };
