import type { Identifier } from 'react-admin';
import { ORGANIZATION_QUERY_PARAM } from '../domain';
import { activeCustomer } from '../providers/activeCustomer';

/**
 * The path of a resource page with the active organization (seed 000 §2: pages with customer data
 * carry ?organization=<customerId>): /{resource}, /{resource}/create, /{resource}/{id} (details) and
 * /{resource}/{id}/edit. The one helper for resource links; ids are URL-encoded.
 */
export function resourcePath(resource: string, id?: Identifier, view: 'show' | 'edit' | 'create' = 'show'): string {
  let path = `/${resource}`;
  if (view === 'create') path += '/create';
  else if (id !== undefined) path += `/${encodeURIComponent(String(id))}${view === 'edit' ? '/edit' : ''}`;
  const customerId = activeCustomer.getId();
  return customerId ? `${path}?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(customerId)}` : path;
}
