// Account templates: permission checks (HotspotAccountTemplate via the one ACL matcher), validation
// with the portal's rules (ACCOUNT_TEMPLATE_RULES), unique names per customer, optimistic locking, and
// the refusal to delete a template that login templates use. Used by GraphQL and the hotspot side. A
// change of its limits tells the modules that registered (CoA-Requests to the guests online with it).
import { ACCOUNT_TEMPLATE_RULES } from '../../../src/domain/accountTemplate';
import { normalizeDynamicExpires } from '../../../src/domain/dynamicExpires';
import type { RequestContext } from '../../platform/context';
import { fail, notFound, stale } from '../../platform/errors';
import type {
  AccountProfileInput,
  CreateHotspotAccountTemplateInput,
  QueryHotspotAccountTemplatesArgs,
  UpdateHotspotAccountTemplateInput,
} from '../../graphql/generated/resolvers';
import { findForWrite, requireCan, scopeCustomers } from '../../platform/guard';
import { checkFields, cleanText } from '../../platform/input';
import { idList, page, pageWindow, searchTerm } from '../../platform/paging';
import { noteWrites } from '../../platform/statistics';
import { newObjectId } from '../../platform/ids';
import { accountTemplateLimitsChanged, accountTemplateUsedBy } from './hooks';
import { customerExists } from '../../tenancy/customer';
import { toAccountTemplate } from './mapper';
import { UNIQUE_VIOLATION, isReferenced, pgError } from '../../platform/pgError';
import * as store from './store';
import type { HotspotAccountTemplateRow, hotspotAccountTemplates } from './table';

type Columns = Partial<typeof hotspotAccountTemplates.$inferInsert>;

/** How many login template names the in-use refusal lists before " …". */
const IN_USE_NAMES = 10;

const searchTextOf = (name: string, description: string | null) => `${name} ${description ?? ''}`.toLowerCase();

const duplicateName = () =>
  fail('CONFLICT', 'An account template with this name already exists', {
    field: 'name',
    reason: 'DUPLICATE',
    i18n: 'resources.hotspot-account-template.errors.duplicateName',
  });

/** A unique violation (a concurrent write of the same name) answers like the check before it. */
function mapRace(err: unknown): never {
  if (pgError(err)?.code === UNIQUE_VIOLATION) throw duplicateName();
  throw err;
}

/** The profile columns an input sets: every field present (null clears it). */
function profileColumns(profile: AccountProfileInput | null | undefined, all: boolean): Columns {
  const out: Columns = {};
  const p = profile ?? {};
  const has = (k: keyof AccountProfileInput) => all || profile === null || p[k] !== undefined;
  if (has('expires')) out.expires = p.expires ? new Date(p.expires) : null;
  if (has('idleTimeout')) out.idleTimeout = p.idleTimeout ?? null;
  if (has('maxBandwidthDown')) out.maxBandwidthDown = p.maxBandwidthDown ?? null;
  if (has('maxBandwidthUp')) out.maxBandwidthUp = p.maxBandwidthUp ?? null;
  if (has('maxSurftime')) out.maxSurftime = p.maxSurftime ?? null;
  if (has('maxVolume')) out.maxVolume = p.maxVolume ?? null;
  return out;
}

/** The columns a login's limits come from (rules.ts computeReply and the decision's expiries). */
const LIMIT_COLUMNS = [
  'dynamicExpires',
  'expires',
  'idleTimeout',
  'maxBandwidthDown',
  'maxBandwidthUp',
  'maxSurftime',
  'maxVolume',
] as const;

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? a instanceof Date && b instanceof Date && a.getTime() === b.getTime()
    : (a ?? null) === (b ?? null);

/** Whether the update changes a limit of the template. */
const limitsChange = (set: Columns, row: HotspotAccountTemplateRow) =>
  LIMIT_COLUMNS.some((k) => k in set && !sameValue(set[k], row[k]));

const formula = (value: string | null | undefined) =>
  cleanText(value) ? normalizeDynamicExpires(value!.trim()) : null;

export async function listAccountTemplates(ctx: RequestContext, args: QueryHotspotAccountTemplatesArgs) {
  const scope = scopeCustomers(ctx, 'HotspotAccountTemplate', 'read', args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listAccountTemplates(
    ctx.db,
    scope,
    { search: searchTerm(args.search), ids: idList('ids', args.ids), active: args.active },
    args,
    window,
  );
  return page(rows.map(toAccountTemplate), total, window.offset);
}

export async function createAccountTemplate(
  ctx: RequestContext,
  data: CreateHotspotAccountTemplateInput,
): Promise<string> {
  requireCan(ctx, 'HotspotAccountTemplate', 'create', data.customerId);
  checkFields({ ...data }, ACCOUNT_TEMPLATE_RULES);
  if (!(await customerExists(ctx.db, data.customerId))) throw notFound('Customer', { field: 'customerId' });
  const name = data.name.trim();
  const description = cleanText(data.description);
  if (await store.nameTaken(ctx.db, data.customerId, name, null)) throw duplicateName();
  const id = newObjectId();
  await store
    .insertAccountTemplate(ctx.db, {
      customerId: data.customerId,
      id,
      name,
      description,
      active: data.active ?? true,
      dynamicExpires: formula(data.accountConfiguration?.dynamicExpires),
      ...profileColumns(data.accountProfile, true),
      searchText: searchTextOf(name, description),
    })
    .catch(mapRace);
  noteWrites(ctx.db, 'hotspot_account_templates', 1);
  return id;
}

/** A template the caller may read, else NOT_FOUND (another customer's looks like a missing one). */
const findReadable = (ctx: RequestContext, id: string, action: 'update' | 'delete') =>
  findForWrite(ctx, 'HotspotAccountTemplate', action, (scope) => store.findAccountTemplate(ctx.db, scope, id));

export async function updateAccountTemplate(
  ctx: RequestContext,
  data: UpdateHotspotAccountTemplateInput,
): Promise<boolean> {
  const row = await findReadable(ctx, data._id, 'update');
  checkFields({ ...data }, ACCOUNT_TEMPLATE_RULES, true);
  const set: Columns = { updatedAt: new Date() };
  if (data.name !== undefined) set.name = data.name!.trim();
  if (data.description !== undefined) set.description = cleanText(data.description);
  if (data.active !== undefined && data.active !== null) set.active = data.active;
  if (data.accountConfiguration !== undefined) {
    const dynamicExpires = data.accountConfiguration?.dynamicExpires;
    if (data.accountConfiguration === null || dynamicExpires !== undefined)
      set.dynamicExpires = formula(dynamicExpires);
  }
  if (data.accountProfile !== undefined) Object.assign(set, profileColumns(data.accountProfile, false));
  const name = set.name ?? row.name;
  set.searchText = searchTextOf(name, set.description !== undefined ? set.description : row.description);
  if (set.name !== undefined && (await store.nameTaken(ctx.db, row.customerId, name, row.id))) throw duplicateName();
  // With the change, in its transaction: the guests online with the template get its new limits (CoA).
  const done = await ctx.db
    .transaction(async (tx) => {
      const updated = await store.updateAccountTemplate(
        tx,
        row.customerId,
        row.id,
        set,
        data.updatedAt ? new Date(data.updatedAt) : null,
      );
      if (updated && limitsChange(set, row))
        await accountTemplateLimitsChanged.run(tx, row.customerId, row.id, ctx.viewer?.id ?? null);
      return updated;
    })
    .catch(mapRace);
  if (!done) {
    throw stale('account template');
  }
  noteWrites(ctx.db, 'hotspot_account_templates', 1);
  return true;
}

/** The refusal to delete a template in use, listing the login templates (at most ten, then " …"). */
async function inUse(ctx: RequestContext, row: HotspotAccountTemplateRow) {
  const names = await accountTemplateUsedBy.names(ctx.db, row.customerId, row.id, IN_USE_NAMES + 1);
  if (names.length === 0) return null;
  const templates = names.slice(0, IN_USE_NAMES).join(', ') + (names.length > IN_USE_NAMES ? ' …' : '');
  return fail('CONFLICT', 'Login templates use this account template', {
    field: '_id',
    reason: 'IN_USE',
    i18n: 'messages.accountTemplateInUse',
    args: { templates },
  });
}

export async function deleteAccountTemplate(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findReadable(ctx, id, 'delete');
  const refusal = await inUse(ctx, row);
  if (refusal) throw refusal;
  let done: boolean;
  try {
    done = await store.deleteAccountTemplate(ctx.db, row.customerId, row.id);
  } catch (err) {
    // A login template took it meanwhile: the RESTRICT foreign key refused.
    if (isReferenced(pgError(err)?.code)) throw (await inUse(ctx, row)) ?? err;
    throw err;
  }
  if (!done) throw notFound('HotspotAccountTemplate', { field: '_id' });
  noteWrites(ctx.db, 'hotspot_account_templates', 1);
  return true;
}
