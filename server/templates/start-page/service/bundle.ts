// Template bundles: permission checks (StartPageContent), the domain rules, the customer's templates
// (at most one per slot, kept in the given order) and imprint, one default per customer.
import { TEMPLATE_BUNDLE_RULES } from '../../../../src/domain/startPage';
import type { RequestContext } from '../../../platform/context';
import type { Tx } from '../../../platform/db/client';
import { badInput, fail, notFound } from '../../../platform/errors';
import { isReferenced, pgError } from '../../../platform/pgError';
import { bundleUsedBy } from '../hooks';
import type {
  CreateTemplateBundleInput,
  QueryTemplateBundlesArgs,
  TemplateBundleBoundTemplatesArgs,
  UpdateTemplateBundleInput,
} from '../../../graphql/generated/resolvers';
import { requireCan } from '../../../platform/guard';
import { idList, page, pageWindow, searchTerm } from '../../../platform/paging';
import type { Db } from '../../../platform/db/client';
import { newObjectId } from '../../../platform/ids';
import { toTemplateBundle, type TemplateBundleModel } from '../mapper';
import * as store from '../store/bundle';
import { lockTemplates } from '../store/template';
import type { TemplateBundleRow, templateBundles } from '../table';
import {
  SUBJECT,
  checkDefaultActive,
  checkFields,
  clean,
  defaultRace,
  findForWrite,
  mapConstraint,
  message,
  readScope,
  searchTextOf,
  stale,
} from './common';
import { checkImprint, withBundles } from './template';

async function withTemplates(db: Db, rows: TemplateBundleRow[]) {
  const ids = await store.templateIdsOf(
    db,
    rows.map((r) => r.customerId),
    rows.map((r) => r.id),
  );
  return rows.map((r) => toTemplateBundle(r, ids.get(r.id) ?? []));
}

const unknownTemplate = () => badInput('templates', message('unknownTemplate'));

/** The customer's templates of the list (share-locked), in the given order, at most one per slot. */
async function checkTemplates(tx: Tx, customerId: string, ids: readonly string[]) {
  const found = new Map((await lockTemplates(tx, customerId, [...ids])).map((t) => [t.id, t.slot]));
  const list = ids.map((templateId) => ({ templateId, slot: found.get(templateId) }));
  if (list.some((t) => t.slot === undefined)) throw unknownTemplate();
  const seen = new Set<string>();
  for (const { slot } of list) {
    if (seen.has(slot!)) throw badInput('templates', message('slotTwice', { slot }));
    seen.add(slot!);
  }
  return list as { templateId: string; slot: string }[];
}

/** Races with template writes: a template deleted or re-slotted meanwhile. */
function mapWrite(code: string, constraint: string | undefined) {
  if (code === '23505' && constraint === 'template_bundles_default_uq') return defaultRace();
  if (code === '23503' && constraint === 'template_bundle_templates_template_fk') return unknownTemplate();
  return undefined;
}

export async function listTemplateBundles(ctx: RequestContext, args: QueryTemplateBundlesArgs) {
  const scope = readScope(ctx, args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listBundles(
    ctx.db,
    scope,
    {
      search: searchTerm(args.search),
      ids: idList('ids', args.ids),
      active: args.active,
      isDefault: args.default,
      templates: idList('templates', args.templates),
    },
    args,
    window,
  );
  return page(await withTemplates(ctx.db, rows), total, window.offset);
}

/** TemplateBundle.boundTemplates: the bundle's templates, paged, by position unless sorted. */
export async function boundTemplates(
  ctx: RequestContext,
  bundle: Pick<TemplateBundleModel, '_id' | 'customerId'>,
  args: TemplateBundleBoundTemplatesArgs,
) {
  readScope(ctx, [bundle.customerId]);
  const window = pageWindow(args);
  const { rows, total } = await store.boundTemplates(ctx.db, bundle.customerId, bundle._id, args.slot, args, window);
  return page(await withBundles(ctx.db, rows), total, window.offset);
}

export async function createTemplateBundle(ctx: RequestContext, data: CreateTemplateBundleInput): Promise<string> {
  requireCan(ctx, SUBJECT, 'create', data.customerId);
  checkFields({ ...data }, TEMPLATE_BUNDLE_RULES);
  const active = data.active ?? true;
  const isDefault = data.default ?? false;
  checkDefaultActive(isDefault, active);
  const id = newObjectId();
  const description = clean(data.description);
  await mapConstraint(
    () =>
      ctx.db.transaction(async (tx) => {
        const list = await checkTemplates(tx, data.customerId, data.templates);
        await checkImprint(tx, data.customerId, data.imprint);
        if (isDefault) await store.clearDefaultBundle(tx, data.customerId, id);
        await store.insertBundle(tx, {
          customerId: data.customerId,
          id,
          description,
          active,
          isDefault,
          imprintId: data.imprint || null,
          searchText: searchTextOf(description),
        });
        await store.replaceBundleTemplates(tx, data.customerId, id, list);
      }),
    mapWrite,
  );
  return id;
}

export async function updateTemplateBundle(ctx: RequestContext, data: UpdateTemplateBundleInput): Promise<boolean> {
  const row = await findForWrite(ctx, 'TemplateBundle', 'update', (scope) => store.findBundle(ctx.db, scope, data._id));
  checkFields({ ...data }, TEMPLATE_BUNDLE_RULES, true);
  const set: Partial<typeof templateBundles.$inferInsert> = { updatedAt: new Date() };
  if (data.description !== undefined) set.description = clean(data.description);
  if (data.active != null) set.active = data.active;
  if (data.default != null) set.isDefault = data.default;
  if (data.imprint !== undefined) set.imprintId = data.imprint || null;
  const isDefault = set.isDefault ?? row.isDefault;
  checkDefaultActive(isDefault, set.active ?? row.active);
  set.searchText = searchTextOf(set.description !== undefined ? set.description : row.description);
  await mapConstraint(
    () =>
      ctx.db.transaction(async (tx) => {
        const list = await checkTemplates(tx, row.customerId, data.templates);
        if (data.imprint) await checkImprint(tx, row.customerId, data.imprint);
        // The old default first (the unique index allows one); a stale update rolls it back.
        if (set.isDefault) await store.clearDefaultBundle(tx, row.customerId, row.id);
        const done = await store.updateBundle(
          tx,
          row.customerId,
          row.id,
          set,
          data.updatedAt ? new Date(data.updatedAt) : null,
        );
        if (!done) throw stale('template bundle');
        await store.replaceBundleTemplates(tx, row.customerId, row.id, list);
      }),
    mapWrite,
  );
  return true;
}

/** Device configurations listed in an "in use" refusal before " …". */
const IN_USE_CONFIGS = 10;

/** The refusal to delete a bundle that device configurations show, naming them; or null. */
async function bundleInUse(db: Db, customerId: string, id: string) {
  const names = await bundleUsedBy.names(db, customerId, id, IN_USE_CONFIGS + 1);
  if (names.length === 0) return null;
  const configs = names.slice(0, IN_USE_CONFIGS).join(', ') + (names.length > IN_USE_CONFIGS ? ' …' : '');
  return fail('CONFLICT', 'Device configurations use this template bundle', {
    field: '_id',
    reason: 'IN_USE',
    i18n: 'resources.start-pages.errors.bundleInUse',
    args: { configs },
  });
}

export async function deleteTemplateBundle(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findForWrite(ctx, 'TemplateBundle', 'delete', (scope) => store.findBundle(ctx.db, scope, id));
  const refusal = await bundleInUse(ctx.db, row.customerId, row.id);
  if (refusal) throw refusal;
  let done: boolean;
  try {
    done = await store.deleteBundle(ctx.db, row.customerId, row.id);
  } catch (err) {
    // A device configuration took it meanwhile: the RESTRICT foreign key refused.
    if (isReferenced(pgError(err)?.code)) throw (await bundleInUse(ctx.db, row.customerId, row.id)) ?? err;
    throw err;
  }
  if (!done) throw notFound('TemplateBundle', { field: '_id' });
  return true;
}

/** A bundle as the API answers it, or null: for the modules that point at bundles (device configs). */
export async function bundleById(db: Db | Tx, customerId: string, id: string): Promise<TemplateBundleModel | null> {
  const row = await store.findBundle(db, [customerId], id);
  if (!row) return null;
  const ids = await store.templateIdsOf(db, [row.customerId], [row.id]);
  return toTemplateBundle(row, ids.get(row.id) ?? []);
}
