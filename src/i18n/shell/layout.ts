/** Messages of the shell's layout part (merged into de.ts / en.ts). German first. */
export const layoutDe = {
  shell: {
    mainMenu: 'Hauptmenü',
    partnerLogo: 'Logo von %{partner}',
    invitesWithCount: 'Offene Einladungen: %{smart_count}',
    supportNewTab: 'Support (öffnet in einem neuen Tab)',
    breadcrumbLabel: 'Navigationspfad',
    banners: {
      wipTitle: 'In Entwicklung',
      partnerSupportTitle: 'Partner-Support',
    },
  },
  licence: {
    current: 'Aktuelle Auslastung',
    price: 'Preis je gleichzeitigem Nutzer: %{price} pro Monat',
    mailPrice: 'Listenpreis je gleichzeitigem Nutzer: %{price} pro Monat',
    utilisationValue: 'Auslastung: %{percent}',
    mailBody:
      'Guten Tag,\n\nwir möchten die Lizenz für gleichzeitige Nutzer erweitern.\n\nKunde: %{company} (%{customerId})\nGleichzeitige Nutzer: %{usage} von %{license}\n\nVielen Dank',
  },
} as const;
