// Imprints: permission checks (StartPageContent), the domain rules, one default per customer (set in
// the same transaction that clears the old one), and deletion clearing the references to it.
import { IMPRINT_RULES, LOCALIZED_TEXT, localizedListErrors } from '../../../../src/domain/startPage';
import type { RequestContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import type {
  CreateImprintInput,
  LocalizedTextInput,
  QueryImprintArgs,
  UpdateImprintInput,
} from '../../../graphql/generated/resolvers';
import { requireCan } from '../../../platform/guard';
import { idList, page, pageWindow, searchTerm } from '../../../platform/paging';
import { newObjectId } from '../../../platform/ids';
import { toImprint } from '../mapper';
import * as store from '../store/imprint';
import type { LocalizedTextValue, imprints } from '../table';
import {
  SUBJECT,
  checkDefaultActive,
  checkFields,
  clean,
  defaultRace,
  findForWrite,
  firstError,
  mapConstraint,
  readScope,
  searchTextOf,
  stale,
} from './common';

/** A text list (imprints and templates) checked with the domain rule, as stored. */
export function checkTexts(texts: readonly LocalizedTextInput[] | null | undefined): LocalizedTextValue[] {
  const { field, textField, optional } = LOCALIZED_TEXT;
  firstError(localizedListErrors(field, texts, textField, optional));
  return (texts ?? []).map((t) => ({ lang: t.lang, text: t.text, default: t.default }));
}

const mapDefault = (code: string, constraint: string | undefined) =>
  code === '23505' && constraint === 'imprints_default_uq' ? defaultRace() : undefined;

export async function listImprints(ctx: RequestContext, args: QueryImprintArgs) {
  const scope = readScope(ctx, args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listImprints(
    ctx.db,
    scope,
    { search: searchTerm(args.search), ids: idList('ids', args.ids), active: args.active, isDefault: args.default },
    args,
    window,
  );
  return page(rows.map(toImprint), total, window.offset);
}

export async function createImprint(ctx: RequestContext, data: CreateImprintInput): Promise<string> {
  requireCan(ctx, SUBJECT, 'create', data.customerId);
  checkFields({ ...data }, IMPRINT_RULES);
  const texts = checkTexts(data.text);
  const active = data.active ?? true;
  const isDefault = data.default ?? false;
  checkDefaultActive(isDefault, active);
  const id = newObjectId();
  const description = clean(data.description);
  await mapConstraint(
    () =>
      ctx.db.transaction(async (tx) => {
        if (isDefault) await store.clearDefaultImprint(tx, data.customerId, id);
        await store.insertImprint(tx, {
          customerId: data.customerId,
          id,
          description,
          active,
          isDefault,
          texts,
          searchText: searchTextOf(description),
        });
      }),
    mapDefault,
  );
  return id;
}

export async function updateImprint(ctx: RequestContext, data: UpdateImprintInput): Promise<boolean> {
  const row = await findForWrite(ctx, 'Imprint', 'update', (scope) => store.findImprint(ctx.db, scope, data._id));
  checkFields({ ...data }, IMPRINT_RULES, true);
  const set: Partial<typeof imprints.$inferInsert> = { updatedAt: new Date() };
  if (data.text !== undefined) set.texts = checkTexts(data.text);
  if (data.description !== undefined) set.description = clean(data.description);
  if (data.active != null) set.active = data.active;
  if (data.default != null) set.isDefault = data.default;
  const isDefault = set.isDefault ?? row.isDefault;
  checkDefaultActive(isDefault, set.active ?? row.active);
  set.searchText = searchTextOf(set.description !== undefined ? set.description : row.description);
  await mapConstraint(
    () =>
      ctx.db.transaction(async (tx) => {
        // The old default first (the unique index allows one); a stale update rolls it back.
        if (set.isDefault) await store.clearDefaultImprint(tx, row.customerId, row.id);
        const done = await store.updateImprint(
          tx,
          row.customerId,
          row.id,
          set,
          data.updatedAt ? new Date(data.updatedAt) : null,
        );
        if (!done) throw stale('imprint');
      }),
    mapDefault,
  );
  return true;
}

export async function deleteImprint(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findForWrite(ctx, 'Imprint', 'delete', (scope) => store.findImprint(ctx.db, scope, id));
  const done = await ctx.db.transaction((tx) => store.deleteImprint(tx, row.customerId, row.id));
  if (!done) throw notFound('Imprint', { field: '_id' });
  return true;
}
