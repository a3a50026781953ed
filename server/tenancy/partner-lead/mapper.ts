// A stored partner lead → the GraphQL PartnerLead (the partner's public fields resolve on the type).
import type { PartnerLead } from '../../graphql/generated/resolvers';
import type { partnerLeads } from './table';

export type PartnerLeadRow = typeof partnerLeads.$inferSelect;

/** A PartnerLead without its partner, which PartnerLead.customer resolves (codegen mapper, codegen.ts). */
export type PartnerLeadModel = Omit<PartnerLead, 'customer'>;

export function toPartnerLead(row: PartnerLeadRow): PartnerLeadModel {
  return {
    _id: row.id,
    customerId: row.customerId,
    company: row.company,
    address: row.address
      ? {
          street: row.address.street ?? null,
          zip: row.address.zip ?? null,
          city: row.address.city ?? null,
          country: row.address.country ?? null,
        }
      : null,
    approved: row.approved,
    status: row.status,
    description: row.description,
    messages: row.messages.map((m) => ({ createdAt: m.createdAt, from: m.from, text: m.text })),
    website: row.website,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
