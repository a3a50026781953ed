import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';
import { VOUCHER_LIST } from './listDefaults';

/**
 * WiFi codes (vouchers): /wifi-code, /wifi-code/create, /wifi-code/import (CSV import of existing
 * codes), /wifi-code/{code}, /wifi-code/{code}/edit.
 * The record id is the code. Shortcuts (code templates): /wifi-code/templates, /create, /{key}/edit,
 * and their widget on the home page.
 */
const wifiCode: ResourceModule = {
  name: 'wifi-code',
  subject: 'Voucher',
  icon: resourceIcon('wifi'),
  recordRepresentation: 'code',
  list: VOUCHER_LIST,
  screens: {
    list: () => import('./VoucherList'),
    create: () => import('./VoucherCreate'),
    show: () => import('./VoucherShow'),
    edit: () => import('./VoucherEdit'),
    import: () => import('./import/ImportWizard'),
    // Issue 39: the batches of codes, each reprinted, exported, deactivated or deleted as a whole.
    batches: () => import('./batches/BatchList'),
    templates: () => import('./shortcuts/ShortcutList'),
    'templates/create': () => import('./shortcuts/ShortcutCreate'),
    'templates/:key/edit': () => import('./shortcuts/ShortcutEdit'),
  },
  homeWidget: () => import('./shortcuts/HomeShortcuts'),
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default wifiCode;
