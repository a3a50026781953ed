/**
 * The lead writes that are not react-admin's update: adding a comment (the partner through
 * updatePartnerLead, the vendor through partnerLeadVendorUpdate) and the vendor's update itself
 * (approval, partner customer number). Straight to the one GraphQL endpoint with the session's
 * bearer token, like the shell's own calls; failures are the portal's HttpError (field errors in
 * body.errors). Tests replace the whole object with `setLeadApi(fake)`.
 */
import type { PartnerLeadAddressInput } from '../../generated/graphql';
import { createGraphqlCall, type GraphqlCall } from '../../providers/restClient';
import { tokenStore } from '../../providers/tokenStore';

export interface LeadMessageValue {
  createdAt?: string | null;
  from?: string | null;
  text: string;
}

/** The fields of partnerLeadVendorUpdate besides _id and updatedAt (only the changed ones are sent). */
export interface VendorChanges {
  approved?: number;
  customerId?: string;
  company?: string;
  status?: number;
  description?: string | null;
  website?: string | null;
  address?: PartnerLeadAddressInput | null;
}

export interface LeadApi {
  /** Appends a comment: the stored ones unchanged, then the new text (the server dates and signs it). */
  addComment(
    asVendor: boolean,
    lead: { _id: string; updatedAt: string; messages: readonly LeadMessageValue[] },
    text: string,
  ): Promise<void>;
  vendorUpdate(lead: { _id: string; updatedAt: string }, changes: VendorChanges): Promise<void>;
}

const PARTNER_UPDATE = 'mutation($data:UpdatePartnerLeadInput!){updatePartnerLead(data:$data)}';
const VENDOR_UPDATE = 'mutation($data:PartnerLeadVendorUpdateInput!){partnerLeadVendorUpdate(data:$data)}';

export function createLeadApi(graphql: GraphqlCall = createGraphqlCall(tokenStore)): LeadApi {
  return {
    async addComment(asVendor, lead, text) {
      // Only the fields the input knows (a read record may carry more, e.g. __typename).
      const messages = [
        ...lead.messages.map((m) => ({ createdAt: m.createdAt ?? null, from: m.from ?? null, text: m.text })),
        { text },
      ];
      const data = { _id: lead._id, updatedAt: lead.updatedAt, messages };
      await graphql(asVendor ? VENDOR_UPDATE : PARTNER_UPDATE, { data });
    },
    async vendorUpdate(lead, changes) {
      await graphql(VENDOR_UPDATE, { data: { _id: lead._id, updatedAt: lead.updatedAt, ...changes } });
    },
  };
}

let current: LeadApi | undefined;

/** The lead API of the session (created on first use). */
export const leadApi = (): LeadApi => (current ??= createLeadApi());

/** Tests: answer with a fake (undefined: the real one again). */
export function setLeadApi(api: LeadApi | undefined): void {
  current = api;
}
