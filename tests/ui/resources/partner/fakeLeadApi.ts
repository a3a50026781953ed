import { vi } from 'vitest';
import { setLeadApi, type LeadApi } from '../../../../src/resources/partner/leadApi';

/** The lead API (comments, the vendor's update) as vi.fns, set for the views. */
export function fakeLeadApi() {
  const api = {
    addComment: vi.fn<LeadApi['addComment']>(async () => undefined),
    vendorUpdate: vi.fn<LeadApi['vendorUpdate']>(async () => undefined),
  };
  setLeadApi(api);
  return api;
}
