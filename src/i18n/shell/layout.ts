import type { Shape } from '../catalogue';

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
    utilisationValue: 'Auslastung: %{percent}',
    mailBody:
      'Guten Tag,\n\nwir möchten die Lizenz für gleichzeitige Nutzer erweitern.\n\nKunde: %{company} (%{customerId})\nGleichzeitige Nutzer: %{usage} von %{license}\n\nVielen Dank',
  },
} as const;

export const layoutEn: Shape<typeof layoutDe> = {
  shell: {
    mainMenu: 'Main menu',
    partnerLogo: 'Logo of %{partner}',
    invitesWithCount: 'Pending invites: %{smart_count}',
    supportNewTab: 'Support (opens in a new tab)',
    breadcrumbLabel: 'Breadcrumb',
    banners: {
      wipTitle: 'Work in progress',
      partnerSupportTitle: 'Partner support',
    },
  },
  licence: {
    current: 'Current utilisation',
    utilisationValue: 'Utilisation: %{percent}',
    mailBody:
      'Hello,\n\nwe would like to extend our concurrent-user licence.\n\nCustomer: %{company} (%{customerId})\nConcurrent users: %{usage} of %{license}\n\nThank you',
  },
};
