// Partner leads: who sees and changes what (decisions, docs/decisions.md "Partner and vendor portal"):
//
//  - The partner (PartnerLead) works on the leads of the customers its grants name: a lead's
//    customerId is the partner's. Reading, creating, changing and deleting each need their action
//    for that customer; another partner's lead answers NOT_FOUND like a missing one.
//  - The vendor (PartnerLeadVendor) runs the partner programme: whoever holds PartnerLeadVendor:read
//    under any key ('*' or the vendor organisation's own customerId) reviews the leads of every
//    partner (vendorPartnerLeads); PartnerLeadVendor:update under any key lets partnerLeadVendorUpdate
//    change any lead, including its approval and its partner (customerId, which must exist).
//  - Only the vendor sets `approved`; the company of an approved lead is locked for both sides.
//  - Comments are append-only (mergeLeadMessages): new ones get the server's time and the caller's
//    name (or e-mail); stored ones cannot be removed, reworded or re-dated.
import {
  LEAD_ERRORS,
  PARTNER_LEAD_RULES,
  isCompanyLocked,
  leadAuthor,
  mergeLeadMessages,
  type SentMessage,
} from '../../../src/domain/partnerLead';
import { canAnywhere } from '../../../src/domain/acl';
import type { RequestContext, Viewer } from '../../platform/context';
import { badInput, forbidden, notFound, stale } from '../../platform/errors';
import type {
  CreatePartnerLeadInput,
  PartnerLeadAddressInput,
  PartnerLeadVendorUpdateInput,
  QueryPartnerLeadsArgs,
  UpdatePartnerLeadInput,
} from '../../graphql/generated/resolvers';
import { findForWrite, requireCan, requireViewer, scopeCustomers } from '../../platform/guard';
import { checkField, checkFields, cleanText } from '../../platform/input';
import type { KeysetRead } from '../../platform/export/keyset';
import { idList, page, pageWindow, searchTerm, type PageArgs } from '../../platform/paging';
import { noteWrites } from '../../platform/statistics';
import type { TenantScope } from '../../platform/tenant';
import { newObjectId } from '../../platform/ids';
import { findCustomer, publicCustomer } from '../customer';
import { toPartnerLead, type PartnerLeadRow } from './mapper';
import type { Db } from '../../platform/db/client';
import * as store from './store';
import type { PartnerLeadAddressRow } from './table';

type ListArgs = QueryPartnerLeadsArgs;

/** The list's filter, checked as the list checks it. */
const leadFilter = (args: Omit<ListArgs, 'skip' | 'take' | 'sort'>): store.PartnerLeadFilter => ({
  search: searchTerm(args.search),
  ids: idList('ids', args.ids),
  active: args.active,
});

/** `db`: the caller's handle, or for a vendor the server's (docs/security.md: the vendor spans partners). */
async function list(db: Db, scope: TenantScope, args: ListArgs) {
  const window = pageWindow(args);
  const { rows, total } = await store.listPartnerLeads(db, scope, leadFilter(args), args, window);
  return page(rows.map(toPartnerLead), total, window.offset);
}

/** The partner's leads: those of the customers with PartnerLead:read (or the requested ones). */
export function listPartnerLeads(ctx: RequestContext, args: ListArgs) {
  return list(ctx.db, scopeCustomers(ctx, 'PartnerLead', 'read', args.customerIds), args);
}

/** The partner's lead list's export (docs/exports.md): its checks, condition and order; nothing read yet. */
export function openLeadExport(
  ctx: RequestContext,
  args: Record<string, unknown>,
  sort: PageArgs['sort'],
): Promise<KeysetRead> {
  const a = args as ListArgs;
  const scope = scopeCustomers(ctx, 'PartnerLead', 'read', a.customerIds);
  return Promise.resolve(store.leadExportRead(ctx.db, scope, leadFilter(a), sort));
}

/** Is the caller a vendor for `action` (PartnerLeadVendor under any key)? */
const isVendor = (viewer: Viewer, action: 'read' | 'update') => canAnywhere(viewer.acl, 'PartnerLeadVendor', action);

/** Every partner's leads for a vendor (customerIds narrows to those partners). */
export function listVendorPartnerLeads(ctx: RequestContext, args: ListArgs) {
  const viewer = requireViewer(ctx);
  if (!isVendor(viewer, 'read')) throw forbidden();
  const wanted = idList('customerIds', args.customerIds);
  return list(ctx.systemDb, wanted ? [...new Set(wanted)] : '*', args);
}

/**
 * The vendor's lead list's export: its check (a vendor, else FORBIDDEN), every partner's leads or
 * the named partners', on the server's handle as the list reads them; nothing read yet.
 */
export function openVendorLeadExport(
  ctx: RequestContext,
  args: Record<string, unknown>,
  sort: PageArgs['sort'],
): Promise<KeysetRead> {
  const viewer = requireViewer(ctx);
  if (!isVendor(viewer, 'read')) throw forbidden();
  const a = args as ListArgs;
  const wanted = idList('customerIds', a.customerIds);
  return Promise.resolve(store.leadExportRead(ctx.systemDb, wanted ? [...new Set(wanted)] : '*', leadFilter(a), sort));
}

/** Customer.leads: as the partner when the caller is one for that customer, else as a vendor. */
export function customerLeads(ctx: RequestContext, customerId: string, args: ListArgs) {
  const viewer = requireViewer(ctx);
  const asPartner = scopeCustomers(ctx, 'PartnerLead', 'read', null);
  if (asPartner === '*' || asPartner.includes(customerId) || !isVendor(viewer, 'read'))
    return listPartnerLeads(ctx, { ...args, customerIds: [customerId] });
  return list(ctx.systemDb, [customerId], args);
}

function cleanAddress(address: PartnerLeadAddressInput | null | undefined): PartnerLeadAddressRow | null {
  if (!address) return null;
  const out: PartnerLeadAddressRow = {
    street: cleanText(address.street),
    zip: cleanText(address.zip),
    city: cleanText(address.city),
    country: cleanText(address.country),
  };
  return Object.values(out).some((v) => v !== null) ? out : null;
}

function newMessages(viewer: Viewer, stored: PartnerLeadRow['messages'], sent: readonly SentMessage[]) {
  const merged = mergeLeadMessages(stored, sent, new Date().toISOString(), leadAuthor(viewer));
  if ('error' in merged) throw badInput('messages', merged.error);
  return merged.messages;
}

export async function createPartnerLead(ctx: RequestContext, data: CreatePartnerLeadInput) {
  // A malformed customer number is bad input (it names nobody), before the permission check.
  checkField('customerId', data.customerId, PARTNER_LEAD_RULES.customerId);
  const viewer = requireCan(ctx, 'PartnerLead', 'create', data.customerId);
  checkFields({ ...data }, PARTNER_LEAD_RULES);
  // A partner registers leads; approval is the vendor's (the create input has no `approved`).
  const row = await store.insertPartnerLead(ctx.db, {
    customerId: data.customerId,
    id: newObjectId(),
    company: data.company.trim(),
    address: cleanAddress(data.address),
    approved: 0,
    status: data.status ?? 0,
    description: cleanText(data.description),
    website: cleanText(data.website),
    messages: newMessages(viewer, [], data.messages ?? []),
  });
  noteWrites(ctx.db, 'partner_leads', 1);
  return toPartnerLead(row);
}

type Changes = Omit<PartnerLeadVendorUpdateInput, '_id' | 'updatedAt'>;

/** The shared part of both updates: validation, company lock, history, optimistic locking. */
async function applyUpdate(
  db: Db,
  viewer: Viewer,
  row: PartnerLeadRow,
  loadedAt: string | null | undefined,
  data: Changes,
): Promise<boolean> {
  checkFields({ ...data }, PARTNER_LEAD_RULES, true);
  if (data.company === null) throw badInput('company', { message: 'forms.validationMessages.required', args: {} });
  if (data.status === null) throw badInput('status', { message: 'forms.validationMessages.required', args: {} });
  if (data.approved === null) throw badInput('approved', { message: 'forms.validationMessages.required', args: {} });
  if (data.customerId === null)
    throw badInput('customerId', { message: 'forms.validationMessages.required', args: {} });
  if (loadedAt && Date.parse(loadedAt) !== row.updatedAt.getTime()) throw stale('partner lead');

  const set: Partial<typeof import('./table').partnerLeads.$inferInsert> = { updatedAt: new Date() };
  if (data.company !== undefined) {
    const company = data.company!.trim();
    if (company !== row.company) {
      if (isCompanyLocked(row)) throw badInput('company', { message: LEAD_ERRORS.companyLocked, args: {} });
      set.company = company;
    }
  }
  if (data.address !== undefined) set.address = cleanAddress(data.address);
  if (data.description !== undefined) set.description = cleanText(data.description);
  if (data.website !== undefined) set.website = cleanText(data.website);
  if (data.status !== undefined) set.status = data.status!;
  if (data.approved !== undefined) set.approved = data.approved!;
  if (data.messages !== undefined) set.messages = newMessages(viewer, row.messages, data.messages ?? []);
  if (data.customerId !== undefined && data.customerId !== row.customerId) {
    if (!(await findCustomer(db, data.customerId!)))
      throw badInput('customerId', { message: LEAD_ERRORS.unknownPartner, args: {} });
    set.customerId = data.customerId!;
  }
  // Compare-and-set on the state read above: a comment or an approval written meanwhile is never lost.
  if (!(await store.updatePartnerLead(db, row.customerId, row.id, set, row.updatedAt))) throw stale('partner lead');
  noteWrites(db, 'partner_leads', 1);
  return true;
}

const findPartnerLead = (ctx: RequestContext, id: string, action: 'update' | 'delete') =>
  findForWrite(ctx, 'PartnerLead', action, (scope) => store.findPartnerLead(ctx.db, scope, id), 'PartnerLead');

export async function updatePartnerLead(ctx: RequestContext, data: UpdatePartnerLeadInput): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const row = await findPartnerLead(ctx, data._id, 'update');
  const { _id, updatedAt, ...changes } = data;
  void _id;
  return applyUpdate(ctx.db, viewer, row, updatedAt, changes);
}

export async function partnerLeadVendorUpdate(
  ctx: RequestContext,
  data: PartnerLeadVendorUpdateInput,
): Promise<boolean> {
  const viewer = requireViewer(ctx);
  if (!isVendor(viewer, 'update')) {
    // A vendor who may only read sees the lead exists; anyone else learns nothing.
    if (isVendor(viewer, 'read') && (await store.findPartnerLead(ctx.systemDb, '*', data._id))) throw forbidden('_id');
    throw notFound('PartnerLead', { field: '_id' });
  }
  // The vendor reviews every partner's leads (their grant is under their own key, not the partners').
  const row = await store.findPartnerLead(ctx.systemDb, '*', data._id);
  if (!row) throw notFound('PartnerLead', { field: '_id' });
  const { _id, updatedAt, ...changes } = data;
  void _id;
  return applyUpdate(ctx.systemDb, viewer, row, updatedAt, changes);
}

export async function deletePartnerLead(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findPartnerLead(ctx, id, 'delete');
  if (!(await store.deletePartnerLead(ctx.db, row.customerId, row.id))) throw notFound('PartnerLead', { field: '_id' });
  noteWrites(ctx.db, 'partner_leads', 1);
  return true;
}

/** PartnerLead.customer: the partner's public fields (whoever reads the lead may see its partner). */
export const leadPartner = (ctx: RequestContext, customerId: string) => publicCustomer(ctx, customerId);
