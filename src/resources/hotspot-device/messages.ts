import type { Shape } from '../../i18n/catalogue';
import importMessages from './import/messages';

const de = {
  'hotspot-device': {
    name: 'Hotspot-Gerät |||| Hotspot-Geräte',
    page: { list: 'Hotspot-Geräte' },
    import: importMessages.de,
  },
};

const en: Shape<typeof de> = {
  'hotspot-device': {
    name: 'Hotspot device |||| Hotspot devices',
    page: { list: 'Hotspot devices' },
    import: importMessages.en,
  },
};

export default { de: { resources: de }, en: { resources: en } };
