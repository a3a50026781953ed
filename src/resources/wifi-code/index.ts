import WifiIcon from '@mui/icons-material/Wifi';
import type { ResourceModule } from '../../shell/registry';

/**
 * WiFi codes (vouchers): /wifi-code, /wifi-code/create, /wifi-code/{code}, /wifi-code/{code}/edit.
 * The record id is the code. Shortcuts (/wifi-code/templates…) come with the hotspot issue.
 */
const wifiCode: ResourceModule = {
  name: 'wifi-code',
  subject: 'Voucher',
  icon: WifiIcon,
  recordRepresentation: 'code',
  screens: {
    list: () => import('./VoucherList'),
    create: () => import('./VoucherCreate'),
    show: () => import('./VoucherShow'),
    edit: () => import('./VoucherEdit'),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default wifiCode;
