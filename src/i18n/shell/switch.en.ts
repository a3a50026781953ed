import type { Shape } from '../catalogue';
import type { switchDe } from './switch';

/** English of the shell's switch part (a chunk of its own: loaded when English is chosen). */
export const switchEn: Shape<typeof switchDe> = {
  shell: {
    customerSwitch: {
      clearSearch: 'Clear search',
      list: 'Customers',
      loadedOf: '%{loaded} of %{total} loaded',
      loadingDetails: 'Loading details …',
      support: 'Support',
      noSla: 'No service level agreed',
      whitelabelPartner: 'White-label partner',
      openSupportPortal: 'Open support portal',
    },
  },
};
