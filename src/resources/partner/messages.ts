import type { Shape } from '../../i18n/catalogue';

const de = {
  partner: {
    name: 'Lead |||| Partner-Portal',
    page: { list: 'Partner-Portal' },
  },
};

const en: Shape<typeof de> = {
  partner: {
    name: 'Lead |||| Partner portal',
    page: { list: 'Partner portal' },
  },
};

export default { de: { resources: de }, en: { resources: en } };
