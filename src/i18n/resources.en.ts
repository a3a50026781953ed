import type { Shape } from './catalogue';
import type { resourcesDe } from './resources.de';

/** Per-resource messages, English (typed against the German tree: a missing key fails typecheck). */
export const resourcesEn: Shape<typeof resourcesDe> = {
  customer: {
    name: 'Customer |||| Customers',
    forcedCaseName: 'Customer |||| Customers',
    fields: {
      customerId: 'Customer number',
      company: 'Company',
      active: 'Active',
      address: 'Address',
    },
  },
};
