// GraphQL of partner leads: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const partnerLeadResolvers = {
  Query: {
    partnerLeads: (_parent, args, ctx) => service.listPartnerLeads(ctx, args),
    vendorPartnerLeads: (_parent, args, ctx) => service.listVendorPartnerLeads(ctx, args),
  },
  Customer: {
    leads: (customer, args, ctx) => service.customerLeads(ctx, customer.customerId!, args),
  },
  PartnerLead: {
    customer: (lead, _args, ctx) => service.leadPartner(ctx, lead.customerId),
  },
  Mutation: {
    createPartnerLead: (_parent, { data }, ctx) => service.createPartnerLead(ctx, data),
    updatePartnerLead: (_parent, { data }, ctx) => service.updatePartnerLead(ctx, data),
    deletePartnerLead: (_parent, { _id }, ctx) => service.deletePartnerLead(ctx, _id),
    partnerLeadVendorUpdate: (_parent, { data }, ctx) => service.partnerLeadVendorUpdate(ctx, data),
  },
} satisfies Resolvers;
