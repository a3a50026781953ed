/**
 * Partner leads on the data interface (seed 001 §3 "Partner lead", §7). Two data resources below the
 * /partner area: 'partner/partner-lead' is the partner's view (partnerLeads, create, update, delete)
 * and 'partner/vendor-lead' the vendor's (vendorPartnerLeads; its update, partnerLeadVendorUpdate,
 * goes through leadApi.ts because its input type is not Update<Type>Input). Neither is scoped to the
 * active customer: a partner's leads belong to the partner's own customer numbers, a vendor reviews
 * every partner's.
 */
import type { CreatePartnerLeadInput, UpdatePartnerLeadInput } from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

export const LEAD_FIELDS = `_id customerId company approved status description website createdAt updatedAt
  address { street zip city country } messages { createdAt from text }`;
const DETAIL_FIELDS = `${LEAD_FIELDS} customer { customerId company email phone website address { street zip city country } }`;

const common = {
  type: 'PartnerLead',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: false,
  fields: `${LEAD_FIELDS} customer { customerId company }`,
  detailFields: DETAIL_FIELDS,
  sortable: ['company', 'customerId', 'status', 'approved', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'updatedAt', order: 'DESC' },
  filters: {
    q: { arg: 'search', type: 'String' },
    active: { arg: 'active', type: 'Boolean' },
    customerIds: { arg: 'customerIds', type: '[String!]' },
  },
} as const;

const partnerLead = defineResource<CreatePartnerLeadInput, UpdatePartnerLeadInput>({
  ...common,
  list: 'partnerLeads',
  exportName: 'partnerLeads',
  create: 'createPartnerLead',
  update: 'updatePartnerLead',
  delete: 'deletePartnerLead',
  creatable: ['customerId', 'company', 'address', 'description', 'messages', 'status', 'website'],
  updatable: ['company', 'address', 'description', 'status', 'website'],
});

const vendorLead = defineResource<CreatePartnerLeadInput, UpdatePartnerLeadInput>({
  ...common,
  list: 'vendorPartnerLeads',
  exportName: 'vendorPartnerLeads',
  creatable: [],
  updatable: [],
});

export default { 'partner/partner-lead': partnerLead, 'partner/vendor-lead': vendorLead };
