/** The customer switch of seed 000 §2 "Customer switch panel". */
export { default, default as CustomerSwitchDrawer } from './CustomerSwitchDrawer';
export { default as SelectedCustomerCard } from './SelectedCustomerCard';
export { useCustomerList, useCustomerTotal, customerListKey, type CustomerRow } from './useCustomerList';
export { useCustomerDetails } from './useCustomerDetails';
export {
  useWhitelabelPartner,
  fetchWhitelabelPartner,
  WHITELABEL_PARTNER_QUERY_KEY,
  type WhitelabelPartner,
} from './useWhitelabelPartner';
export {
  PLUGIN_KEYS,
  addressLine,
  mapsSearchUrl,
  telHref,
  mailtoHref,
  pluginActive,
  concurrentUserLimit,
} from './customerFormat';
