import type { Shape } from '../catalogue';

/** Messages of the shell's switch part (merged into de.ts / en.ts). German first. */
export const switchDe = {
  shell: {
    customerSwitch: {
      clearSearch: 'Suche leeren',
      list: 'Kunden',
      loadedOf: '%{loaded} von %{total} geladen',
      loadingDetails: 'Details werden geladen …',
      support: 'Betreuung',
      noSla: 'Kein Service-Level vereinbart',
      whitelabelPartner: 'White-Label-Partner',
      openSupportPortal: 'Support-Portal öffnen',
    },
  },
} as const;

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
