// Paths of the shortcut screens (seed 000 §2): /wifi-code/templates, /create, /{key}/edit, with the
// active organization like every customer page.
import { ORGANIZATION_QUERY_PARAM } from '../../../domain';
import { activeCustomer } from '../../../providers/activeCustomer';

function withOrganization(path: string): string {
  const customerId = activeCustomer.getId();
  return customerId ? `${path}?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(customerId)}` : path;
}

export const shortcutsPath = (): string => withOrganization('/wifi-code/templates');
export const shortcutCreatePath = (): string => withOrganization('/wifi-code/templates/create');
export const shortcutEditPath = (key: string): string =>
  withOrganization(`/wifi-code/templates/${encodeURIComponent(key)}/edit`);
