import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Guest data (issue 38, GDPR Art. 15 and 17; docs/privacy.md): one guest of the active customer found
 * by client MAC, code, device account, phone number or e-mail; what is held (counts), the export as
 * JSON or CSV, and the erasure after a typed confirmation. /guest-data. Subject Voucher (D262): read to
 * look up and export, delete to erase, as the server checks.
 */
const guestData: ResourceModule = {
  name: 'guest-data',
  subject: 'Voucher',
  icon: resourceIcon('privacyTip'),
  screens: {
    list: () => import('./GuestDataPage'),
  },
  messages: () => import('./messages'),
};

export default guestData;
