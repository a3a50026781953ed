import type { ListDefaults } from '../../shell/registry';

/** The WiFi-code list's order and page size: its <List>, and the menu's request with the click (D337). */
export const VOUCHER_LIST: ListDefaults = { sort: { field: 'createdAt', order: 'DESC' }, perPage: 25 };
