import { lazy } from 'react';
import WifiIcon from '@mui/icons-material/Wifi';

/**
 * WiFi codes (vouchers): route segment `wifi-code`. Every view loads on demand. The details page is
 * /wifi-code/{code} and the edit page /wifi-code/{code}/edit (see App.tsx).
 */
export default {
  list: lazy(() => import('./VoucherList')),
  show: lazy(() => import('./VoucherShow')),
  edit: lazy(() => import('./VoucherEdit')),
  create: lazy(() => import('./VoucherCreate')),
  icon: WifiIcon,
  recordRepresentation: 'code',
};
