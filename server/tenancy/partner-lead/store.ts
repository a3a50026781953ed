// Partner leads in the database: SQL only. The tenant scope (the partners' customerIds, or '*') is
// always the first argument.
import { and, ilike, inArray, lt, ne, or, gte, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { likePattern, orderBy, type PageArgs } from '../../platform/paging';
import { exportOrder, type KeysetRead } from '../../platform/export/keyset';
import { deleteRow, findRow, listRows } from '../../platform/rows';
import { tenantCondition, type TenantScope } from '../../platform/tenant';
import { LEAD_APPROVAL, LEAD_STATUS } from '../../../src/domain/partnerLead';
import { partnerLeads } from './table';
import type { PartnerLeadRow } from './mapper';

export interface PartnerLeadFilter {
  search?: string;
  ids?: string[];
  active?: boolean | null;
}

const SORTABLE = {
  company: partnerLeads.company,
  customerId: partnerLeads.customerId,
  status: partnerLeads.status,
  approved: partnerLeads.approved,
  createdAt: partnerLeads.createdAt,
  updatedAt: partnerLeads.updatedAt,
};

function where(scope: TenantScope, filter: PartnerLeadFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(partnerLeads.customerId, scope)];
  if (filter.ids) conds.push(inArray(partnerLeads.id, filter.ids));
  // Active (decision): neither won, lost nor rejected (isActiveLead in src/domain/partnerLead.ts).
  if (filter.active === true)
    conds.push(and(lt(partnerLeads.status, LEAD_STATUS.won), ne(partnerLeads.approved, LEAD_APPROVAL.rejected)));
  if (filter.active === false)
    conds.push(or(gte(partnerLeads.status, LEAD_STATUS.won), eq(partnerLeads.approved, LEAD_APPROVAL.rejected)));
  if (filter.search) conds.push(ilike(partnerLeads.searchText, likePattern(filter.search.toLowerCase())));
  return and(...conds);
}

export async function listPartnerLeads(
  db: Db,
  scope: TenantScope,
  filter: PartnerLeadFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: PartnerLeadRow[]; total: number }> {
  return listRows(db, partnerLeads, where(scope, filter), orderBy(page, SORTABLE, partnerLeads.id), window);
}

/** The columns of an exported lead (export.ts): not the comments. */
const LEAD_EXPORT_COLUMNS = {
  customerId: partnerLeads.customerId,
  company: partnerLeads.company,
  address: partnerLeads.address,
  website: partnerLeads.website,
  description: partnerLeads.description,
  status: partnerLeads.status,
  approved: partnerLeads.approved,
  createdAt: partnerLeads.createdAt,
  updatedAt: partnerLeads.updatedAt,
};

export type LeadExportRow = Pick<PartnerLeadRow, keyof typeof LEAD_EXPORT_COLUMNS>;

/** Every lead of the partner's list for an export (docs/exports.md): its condition and order. */
export function leadExportRead(
  db: Db,
  scope: TenantScope,
  filter: PartnerLeadFilter,
  sort: PageArgs['sort'],
): KeysetRead {
  return {
    db,
    table: partnerLeads,
    columns: LEAD_EXPORT_COLUMNS,
    condition: where(scope, filter),
    terms: exportOrder(sort, SORTABLE, partnerLeads.id, partnerLeads.customerId, scope),
  };
}

export async function findPartnerLead(db: Db | Tx, scope: TenantScope, id: string) {
  return findRow(db, partnerLeads, scope, id);
}

export async function insertPartnerLead(db: Db, row: typeof partnerLeads.$inferInsert): Promise<PartnerLeadRow> {
  const [created] = await db.insert(partnerLeads).values(row).returning();
  return created!;
}

/**
 * Updates the lead while it still has the `updatedAt` it was loaded with (optimistic locking: the
 * comment history and the approval are checked against that state); false when stale or gone.
 */
export async function updatePartnerLead(
  db: Db,
  customerId: string,
  id: string,
  set: Partial<typeof partnerLeads.$inferInsert>,
  updatedAt: Date,
): Promise<boolean> {
  const done = await db
    .update(partnerLeads)
    .set(set)
    .where(and(eq(partnerLeads.customerId, customerId), eq(partnerLeads.id, id), eq(partnerLeads.updatedAt, updatedAt)))
    .returning({ id: partnerLeads.id });
  return done.length > 0;
}

export async function deletePartnerLead(db: Db, customerId: string, id: string): Promise<boolean> {
  return deleteRow(db, partnerLeads, customerId, id);
}
