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
