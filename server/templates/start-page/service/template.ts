// Templates: permission checks (StartPageContent), the domain rules (texts, CSP directives), the
// customer's imprint, one default per slot, the bundles' slots kept in step, no deletion while held.
import { TEMPLATE_RULES } from '../../../../src/domain/startPage';
import type { RequestContext } from '../../../platform/context';
import { badInput, fail, notFound } from '../../../platform/errors';
import type {
  CreateTemplateInput,
  QueryTemplatesArgs,
  UpdateTemplateInput,
} from '../../../graphql/generated/resolvers';
import { requireCan } from '../../../platform/guard';
import { idList, page, pageWindow, searchTerm } from '../../../platform/paging';
import type { Db, Tx } from '../../../platform/db/client';
import { newObjectId } from '../../../platform/ids';
import { toTemplate } from '../mapper';
import { lockImprint } from '../store/imprint';
import * as store from '../store/template';
import type { TemplateRow, templates } from '../table';
import {
  SUBJECT,
  checkDefaultActive,
  checkFields,
  clean,
  defaultRace,
  findForWrite,
  isReferenced,
  mapConstraint,
  message,
  readScope,
  searchTextOf,
  stale,
} from './common';
import { checkTexts } from './imprint';

/** Bundles named in the "in use" message before " …". */
const IN_USE_NAMES = 10;

/** Templates with the ids of the bundles holding them (one query per page). */
export async function withBundles(db: Db, rows: TemplateRow[]) {
  const bundles = await store.bundleIdsOf(
    db,
    rows.map((r) => r.customerId),
    rows.map((r) => r.id),
  );
  return rows.map((r) => toTemplate(r, bundles.get(r.id) ?? []));
}

const cspOf = (list: readonly string[] | null | undefined) => (list ?? []).map((d) => d.trim().replace(/\s+/g, ' '));

/** The imprint must be the customer's (share-locked until the write commits). */
export async function checkImprint(tx: Tx, customerId: string, imprint: string | null | undefined) {
  if (imprint && !(await lockImprint(tx, customerId, imprint))) throw badInput('imprint', message('unknownImprint'));
}

const slotClash = (slot: string) =>
  fail('CONFLICT', `A bundle holding the template already holds another ${slot} template`, {
    field: 'slot',
    reason: 'DUPLICATE',
    i18n: 'resources.start-pages.errors.slotClash',
    args: { slot },
  });

export async function listTemplates(ctx: RequestContext, args: QueryTemplatesArgs) {
  const scope = readScope(ctx, args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listTemplates(
    ctx.db,
    scope,
    {
      search: searchTerm(args.search),
      ids: idList('ids', args.ids),
      active: args.active,
      isDefault: args.default,
      slot: args.slot,
    },
    args,
    window,
  );
  return page(await withBundles(ctx.db, rows), total, window.offset);
}

export async function createTemplate(ctx: RequestContext, data: CreateTemplateInput): Promise<string> {
  requireCan(ctx, SUBJECT, 'create', data.customerId);
  checkFields({ ...data }, TEMPLATE_RULES);
  const texts = checkTexts(data.text);
  const active = data.active ?? true;
  const isDefault = data.default ?? false;
  checkDefaultActive(isDefault, active);
  const id = newObjectId();
  const description = clean(data.description);
  await mapConstraint(
    () =>
      ctx.db.transaction(async (tx) => {
        await checkImprint(tx, data.customerId, data.imprint);
        if (isDefault) await store.clearDefaultTemplate(tx, data.customerId, data.slot, id);
        await store.insertTemplate(tx, {
          customerId: data.customerId,
          id,
          slot: data.slot,
          description,
          active,
          isDefault,
          texts,
          cspDirectives: cspOf(data.cspDirectives),
          imprintId: data.imprint || null,
          searchText: searchTextOf(description),
        });
      }),
    (code, constraint) => (code === '23505' && constraint === 'templates_default_uq' ? defaultRace() : undefined),
  );
  return id;
}

export async function updateTemplate(ctx: RequestContext, data: UpdateTemplateInput): Promise<boolean> {
  const row = await findForWrite(ctx, 'Template', 'update', (scope) => store.findTemplate(ctx.db, scope, data._id));
  checkFields({ ...data }, TEMPLATE_RULES, true);
  const set: Partial<typeof templates.$inferInsert> = { updatedAt: new Date() };
  if (data.text !== undefined) set.texts = checkTexts(data.text);
  if (data.description !== undefined) set.description = clean(data.description);
  if (data.active != null) set.active = data.active;
  if (data.default != null) set.isDefault = data.default;
  if (data.slot != null) set.slot = data.slot;
  if (data.cspDirectives !== undefined) set.cspDirectives = cspOf(data.cspDirectives);
  if (data.imprint !== undefined) set.imprintId = data.imprint || null;
  const slot = set.slot ?? row.slot;
  const isDefault = set.isDefault ?? row.isDefault;
  checkDefaultActive(isDefault, set.active ?? row.active);
  set.searchText = searchTextOf(set.description !== undefined ? set.description : row.description);
  const slotChanged = slot !== row.slot;
  await mapConstraint(
    () =>
      ctx.db.transaction(async (tx) => {
        if (data.imprint) await checkImprint(tx, row.customerId, data.imprint);
        if (slotChanged && (await store.slotClash(tx, row.customerId, row.id, slot))) throw slotClash(slot);
        // The old default of the slot first (the unique index allows one); a stale update rolls it back.
        if (isDefault && (set.isDefault || slotChanged))
          await store.clearDefaultTemplate(tx, row.customerId, slot, row.id);
        const done = await store.updateTemplate(
          tx,
          row.customerId,
          row.id,
          set,
          data.updatedAt ? new Date(data.updatedAt) : null,
        );
        if (!done) throw stale('template');
        if (slotChanged) await store.setJoinSlot(tx, row.customerId, row.id, slot);
      }),
    (code, constraint) => {
      if (code !== '23505') return undefined;
      if (constraint === 'templates_default_uq') return defaultRace();
      if (constraint === 'template_bundle_templates_slot_uq') return slotClash(slot);
      return undefined;
    },
  );
  return true;
}

async function inUse(ctx: RequestContext, customerId: string, id: string) {
  const rows = await store.bundlesHolding(ctx.db, customerId, id);
  if (!rows.length) return undefined;
  const names = rows.map((r) => r.description ?? r.id);
  const bundles = names.slice(0, IN_USE_NAMES).join(', ') + (names.length > IN_USE_NAMES ? ' …' : '');
  return fail('CONFLICT', 'The template is held by template bundles', {
    field: '_id',
    reason: 'IN_USE',
    i18n: 'resources.start-pages.errors.templateInUse',
    args: { bundles },
  });
}

export async function deleteTemplate(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findForWrite(ctx, 'Template', 'delete', (scope) => store.findTemplate(ctx.db, scope, id));
  const used = await inUse(ctx, row.customerId, row.id);
  if (used) throw used;
  // A bundle taking the template meanwhile: the RESTRICT foreign key refuses, answered the same way.
  const done = await mapConstraint(
    () => store.deleteTemplate(ctx.db, row.customerId, row.id),
    (code) => (isReferenced(code) ? inUse(ctx, row.customerId, row.id) : undefined),
  );
  if (!done) throw notFound('Template', { field: '_id' });
  return true;
}
