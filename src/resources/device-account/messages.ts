/** Messages of the device accounts (`resources.device-account.*`): German first, English typed against it. */
import type { Shape } from '../../i18n/catalogue';

const de = {
  'device-account': {
    name: 'Gerätekonto |||| Gerätekonten',
    page: { list: 'Gerätekonten' },
  },
};

const en: Shape<typeof de> = {
  'device-account': {
    name: 'Device account |||| Device accounts',
    page: { list: 'Device accounts' },
  },
};

export default { de: { resources: de }, en: { resources: en } };
