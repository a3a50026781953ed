/**
 * Per-resource messages (`resources.<name>.*`), German. react-admin reads `name`, `fields.*`,
 * `page.*` and `empty.*` itself; the rest is used by the resource's own views.
 */
export const resourcesDe = {
  customer: {
    name: 'Kunde |||| Kunden',
    forcedCaseName: 'Kunde |||| Kunden',
    fields: {
      customerId: 'Kundennummer',
      company: 'Firma',
      active: 'Aktiv',
      address: 'Adresse',
    },
  },
};
