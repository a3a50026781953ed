// Terms of use: permission checks (StartPageContent), the domain rules, a unique name per customer,
// and no deletion while a login template uses them.
import { TERMS_OF_USE_LOCALES, TERMS_OF_USE_RULES, localizedListErrors } from '../../../../src/domain/startPage';
import type { RequestContext } from '../../../platform/context';
import { fail, notFound } from '../../../platform/errors';
import type {
  CreateTermsOfUseInput,
  QueryTermsOfUsesArgs,
  TermsOfUseLocaleInput,
  UpdateTermsOfUseInput,
} from '../../../graphql/generated/resolvers';
import { requireCan } from '../../../platform/guard';
import { idList, page, pageWindow, searchTerm } from '../../../platform/paging';
import { newObjectId } from '../../../platform/ids';
import { toTermsOfUse } from '../mapper';
import * as store from '../store/termsOfUse';
import type { TermsOfUseLocaleValue, termsOfUses } from '../table';
import {
  SUBJECT,
  checkFields,
  clean,
  findForWrite,
  isReferenced,
  firstError,
  mapConstraint,
  readScope,
  searchTextOf,
  stale,
} from './common';

/** Login templates named in the "in use" message before " …". */
const IN_USE_NAMES = 10;

const duplicateName = () =>
  fail('CONFLICT', 'Terms of use with this name already exist', {
    field: 'name',
    reason: 'DUPLICATE',
    i18n: 'resources.start-pages.errors.termsOfUseDuplicateName',
  });

function checkLocales(locales: readonly TermsOfUseLocaleInput[] | null | undefined): TermsOfUseLocaleValue[] {
  const { field, textField, optional } = TERMS_OF_USE_LOCALES;
  firstError(localizedListErrors(field, locales, textField, optional));
  return (locales ?? []).map((l) => ({
    lang: l.lang,
    default: l.default,
    privacy: l.privacy?.trim() ? l.privacy : null,
    terms: l.terms,
  }));
}

/** A unique violation of the name (a concurrent write with the same name) is the duplicate error. */
const mapName = (code: string, constraint: string | undefined) =>
  code === '23505' && constraint === 'terms_of_uses_name_uq' ? duplicateName() : undefined;

export async function listTermsOfUses(ctx: RequestContext, args: QueryTermsOfUsesArgs) {
  const scope = readScope(ctx, args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listTermsOfUses(
    ctx.db,
    scope,
    { search: searchTerm(args.search), ids: idList('ids', args.ids), active: args.active },
    args,
    window,
  );
  return page(rows.map(toTermsOfUse), total, window.offset);
}

export async function createTermsOfUse(ctx: RequestContext, data: CreateTermsOfUseInput): Promise<string> {
  requireCan(ctx, SUBJECT, 'create', data.customerId);
  checkFields({ ...data }, TERMS_OF_USE_RULES);
  const locales = checkLocales(data.locales);
  const id = newObjectId();
  const name = data.name.trim();
  const description = clean(data.description);
  await mapConstraint(
    () =>
      ctx.db.transaction(async (tx) => {
        if (await store.nameTaken(tx, data.customerId, name, null)) throw duplicateName();
        await store.insertTermsOfUse(tx, {
          customerId: data.customerId,
          id,
          name,
          description,
          active: data.active ?? true,
          locales,
          searchText: searchTextOf(name, description),
        });
      }),
    mapName,
  );
  return id;
}

export async function updateTermsOfUse(ctx: RequestContext, data: UpdateTermsOfUseInput): Promise<boolean> {
  const row = await findForWrite(ctx, 'TermsOfUse', 'update', (scope) => store.findTermsOfUse(ctx.db, scope, data._id));
  checkFields({ ...data }, TERMS_OF_USE_RULES, true);
  const set: Partial<typeof termsOfUses.$inferInsert> = { updatedAt: new Date(), locales: checkLocales(data.locales) };
  if (data.name != null) set.name = data.name.trim();
  if (data.description !== undefined) set.description = clean(data.description);
  if (data.active != null) set.active = data.active;
  const name = set.name ?? row.name;
  set.searchText = searchTextOf(name, set.description !== undefined ? set.description : row.description);
  await mapConstraint(
    () =>
      ctx.db.transaction(async (tx) => {
        if (set.name && (await store.nameTaken(tx, row.customerId, name, row.id))) throw duplicateName();
        const done = await store.updateTermsOfUse(
          tx,
          row.customerId,
          row.id,
          set,
          data.updatedAt ? new Date(data.updatedAt) : null,
        );
        if (!done) throw stale('terms of use');
      }),
    mapName,
  );
  return true;
}

async function inUse(ctx: RequestContext, customerId: string, id: string) {
  const names = await store.loginTemplatesUsing(ctx.db, customerId, id, IN_USE_NAMES);
  if (!names.length) return undefined;
  const templates = names.slice(0, IN_USE_NAMES).join(', ') + (names.length > IN_USE_NAMES ? ' …' : '');
  return fail('CONFLICT', 'The terms of use are used by login templates', {
    field: '_id',
    reason: 'IN_USE',
    i18n: 'resources.start-pages.errors.termsOfUseInUse',
    args: { templates },
  });
}

export async function deleteTermsOfUse(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findForWrite(ctx, 'TermsOfUse', 'delete', (scope) => store.findTermsOfUse(ctx.db, scope, id));
  const used = await inUse(ctx, row.customerId, row.id);
  if (used) throw used;
  // A login template created meanwhile: the RESTRICT foreign key refuses, answered the same way.
  const done = await mapConstraint(
    () => store.deleteTermsOfUse(ctx.db, row.customerId, row.id),
    (code) => (isReferenced(code) ? inUse(ctx, row.customerId, row.id) : undefined),
  );
  if (!done) throw notFound('TermsOfUse', { field: '_id' });
  return true;
}
