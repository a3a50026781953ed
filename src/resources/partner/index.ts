import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Partner and vendor portal (/partner, seed 000 §2, §6; seed 001 §3 "Partner lead"). The data
 * resources are 'partner/partner-lead' (the partner's leads, subject PartnerLead) and
 * 'partner/vendor-lead' (every partner's leads as the vendor reviews them, PartnerLeadVendor); the
 * screens pick the view by the user's role (vendors see the vendor view, seed 000 §6 menu rules).
 */
const partner: ResourceModule = {
  name: 'partner',
  subject: 'PartnerLead',
  subjects: { 'partner/vendor-lead': 'PartnerLeadVendor' },
  icon: resourceIcon('handshake'),
  recordRepresentation: 'company',
  screens: {
    list: () => import('./PartnerPage'),
    'partner-lead/create': () => import('./LeadCreate'),
    'partner-lead/:id': () => import('./LeadShow'),
    'partner-lead/:id?/edit': () => import('./LeadEdit'),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default partner;
