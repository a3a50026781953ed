/**
 * Messages of the lists' keyboard and screen-reader parts (`portal.lists.*`, src/components/listRows.tsx):
 * with the portal, never with the login page (its JavaScript budget).
 */
import type { Shape } from '../catalogue';

const de = {
  lists: {
    selectRow: '%{name} auswählen',
    // the header of a column of row buttons (read by screen readers, not shown)
    actions: 'Aktionen',
  },
};

const en: Shape<typeof de> = {
  lists: {
    selectRow: 'Select %{name}',
    actions: 'Actions',
  },
};

export default { de: { portal: de }, en: { portal: en } };
