// The lead lists' exports (docs/exports.md): POST /api/export/partnerLeads (the partner's) and
// /api/export/vendorPartnerLeads (the vendor's, every partner's leads). Status and
// approval as their names (LEAD_STATUS_NAMES, LEAD_APPROVAL_NAMES), the address as one line.
import { LEAD_APPROVAL_NAMES, LEAD_STATUS_NAMES } from '../../../src/domain/partnerLead';
import type { ExportSource } from '../../platform/export/route';
import { openLeadExport, openVendorLeadExport } from './service';
import type { LeadExportRow } from './store';

const addressLine = (r: LeadExportRow) => {
  const a = r.address;
  if (!a) return null;
  const place = [a.zip, a.city].filter(Boolean).join(' ');
  return [a.street, place, a.country].filter(Boolean).join(', ') || null;
};

export const leadExport: ExportSource<LeadExportRow> = {
  name: 'partnerLeads',
  fileName: 'partner-leads',
  grant: 'PartnerLead:read',
  columns: [
    { key: 'company', type: 'text', value: (r) => r.company },
    { key: 'addressLine', type: 'text', value: addressLine, reads: ['address'] },
    { key: 'website', type: 'text', value: (r) => r.website },
    { key: 'description', type: 'text', value: (r) => r.description },
    { key: 'status', type: 'text', value: (r) => LEAD_STATUS_NAMES[r.status] ?? String(r.status) },
    { key: 'approved', type: 'text', value: (r) => LEAD_APPROVAL_NAMES[r.approved] ?? String(r.approved) },
    { key: 'createdAt', type: 'datetime', value: (r) => r.createdAt },
    { key: 'updatedAt', type: 'datetime', value: (r) => r.updatedAt },
    { key: 'customerId', type: 'text', value: (r) => r.customerId },
  ],
  args: { customerIds: 'strings', ids: 'strings', search: 'string', active: 'boolean' },
  open: openLeadExport,
};

/** The vendor's list (vendorPartnerLeads): the same columns, every partner's leads or the named partners'. */
export const vendorLeadExport: ExportSource<LeadExportRow> = {
  ...leadExport,
  name: 'vendorPartnerLeads',
  fileName: 'vendor-partner-leads',
  grant: 'PartnerLeadVendor:read',
  open: openVendorLeadExport,
};
