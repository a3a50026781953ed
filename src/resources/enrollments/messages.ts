import type { Shape } from '../../i18n/catalogue';

const de = {
  enrollments: {
    name: 'Aktivierungsschlüssel |||| Aktivierungsschlüssel',
    page: { list: 'Aktivierungsschlüssel' },
  },
};

const en: Shape<typeof de> = {
  enrollments: {
    name: 'Enrollment key |||| Enrollments',
    page: { list: 'Enrollments' },
  },
};

export default { de: { resources: de }, en: { resources: en } };
