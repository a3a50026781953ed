import type { Shape } from '../catalogue';
import type { layoutDe } from './layout';

/** English of the shell's layout part (a chunk of its own: loaded when English is chosen). */
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
    price: 'Price per concurrent user: %{price} per month',
    mailPrice: 'List price per concurrent user: %{price} per month',
    utilisationValue: 'Utilisation: %{percent}',
    mailBody:
      'Hello,\n\nwe would like to extend our concurrent-user licence.\n\nCustomer: %{company} (%{customerId})\nConcurrent users: %{usage} of %{license}\n\nThank you',
  },
};
