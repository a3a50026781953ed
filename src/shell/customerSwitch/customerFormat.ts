import { isUnlimited } from '../../domain';
import type { CustomerAddress, CustomerPlugins } from '../../providers/activeCustomer';
import type { PluginKey } from '../routes';

/** Plugin blocks in the order of seed 000 §3 (voucherRedirect last: seed 001). */
export const PLUGIN_KEYS = [
  'matomo',
  'concurrentUser',
  'reos',
  'boostcom',
  'cooldown',
  'deviceAccount',
  'voucher',
  'voucherSms',
  'monitoring',
  'dnsAnalytics',
  'dnsFilter',
  'slaStatus',
  'cms',
  'analytics',
  'wifi4eu',
  'cidaas',
  'appLogin',
  'externalLogin',
  'webhook',
  'voucherRedirect',
] as const satisfies readonly PluginKey[];

// Every PluginKey is listed (a new plugin kind fails the type check here).
type Missing = Exclude<PluginKey, (typeof PLUGIN_KEYS)[number]>;
const _allListed: Missing extends never ? true : Missing = true;
void _allListed;

/** "street, zip city" of a list row ('' without address). */
export function addressLine(address: CustomerAddress | null | undefined): string {
  if (!address) return '';
  const place = [address.zip, address.city].filter(Boolean).join(' ');
  return [address.street, place].filter(Boolean).join(', ');
}

/** Maps search for zip, city, street and country (seed 000 §2), URL-encoded. */
export function mapsSearchUrl(address: CustomerAddress): string {
  const query = [address.zip, address.city, address.street, address.country].filter(Boolean).join(' ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** tel: link of a phone number as typed ('+49 341 2200 0' → 'tel:+4934122000'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** Is the plugin configured and active? */
export function pluginActive(plugins: CustomerPlugins | null | undefined, key: PluginKey): boolean {
  const block = plugins?.[key];
  return !!block && typeof block === 'object' && block.active === true;
}

/**
 * The concurrent-user limit, or null for unlimited: an inactive plugin, a value of -1, 0 or none
 * (seed 000 §3: "0 or empty displays as unlimited").
 */
export function concurrentUserLimit(plugins: CustomerPlugins | null | undefined): number | null {
  const block = plugins?.concurrentUser;
  if (!block?.active) return null;
  const value = block.value;
  return isUnlimited(value) ? null : (value as number);
}
