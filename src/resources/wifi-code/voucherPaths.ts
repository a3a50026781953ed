import type { Identifier } from 'react-admin';
import { ORGANIZATION_QUERY_PARAM } from '../../domain';
import { activeCustomer } from '../../providers/activeCustomer';

const RESOURCE = 'wifi-code';

function withOrganization(path: string): string {
  const customerId = activeCustomer.getId();
  return customerId ? `${path}?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(customerId)}` : path;
}

/** /wifi-code, /wifi-code/{code} (details) and /wifi-code/{code}/edit, with ?organization. */
export function voucherPath(code?: Identifier, view: 'show' | 'edit' = 'show'): string {
  if (code === undefined) return withOrganization(`/${RESOURCE}`);
  const base = `/${RESOURCE}/${encodeURIComponent(String(code))}`;
  return withOrganization(view === 'edit' ? `${base}/edit` : base);
}
