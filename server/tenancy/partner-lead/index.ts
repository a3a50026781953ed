// The partner-lead module's face.
import type { SeedStep } from '../../platform/module';
import { PARTNER_ID } from '../../platform/seed/ids';
import { seedPartnerLeads } from './seed';
import { crud, list, write, type OperationRule } from '../../platform/authorization';
import type { ExportSource } from '../../platform/export/route';
import { leadExport, vendorLeadExport } from './export';

export { partnerLeadResolvers as resolvers } from './resolvers';

export const seed: readonly SeedStep[] = [
  { order: 91, run: (s) => seedPartnerLeads(s.db, PARTNER_ID, () => s.rng.objectId()) },
];

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.partnerLeads': list('PartnerLead:read'),
  'Query.vendorPartnerLeads': list('PartnerLeadVendor:read'),
  ...crud('PartnerLead', 'PartnerLead'),
  'Mutation.partnerLeadVendorUpdate': write('PartnerLeadVendor:update', ['data._id', 'data.customerId']),
};

/** The lead lists' exports (docs/exports.md): the partner's and the vendor's. */
export const exportSources: readonly ExportSource<never>[] = [leadExport, vendorLeadExport];
