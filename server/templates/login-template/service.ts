// Login templates: permission checks (HotspotLoginTemplate via the one ACL matcher), validation with
// the portal's rules (LOGIN_TEMPLATE_RULES, the config of the login type, conditional cooldowns), the
// account template and terms of use they need (seed 001 §5), plugin references to the customer's
// active plugin blocks, the cooldown plugin gate, unique names and optimistic locking.
import { can } from '../../../src/domain/acl';
import { normalizeDynamicExpires } from '../../../src/domain/dynamicExpires';
import {
  LOGIN_TEMPLATE_RULES,
  LOGIN_TYPE_CONFIG,
  conditionalCooldownErrors,
  configForType,
  loginTypeConfigErrors,
  type LoginTypeConfigValues,
} from '../../../src/domain/loginTemplate';
import { objectId, required } from '../../../src/domain/validation';
import type { PluginBlocks } from '../../tenancy/customer/table';
import type { Db, Tx } from '../../platform/db/client';
import type { RequestContext } from '../../platform/context';
import { badInput, fail, notFound, stale } from '../../platform/errors';
import type {
  CreateHotspotLoginTemplateInput,
  HotspotAccountTemplateHotspotLoginTemplatesArgs,
  LoginTemplateCooldownInput,
  LoginType,
  QueryHotspotLoginTemplatesArgs,
  UpdateHotspotLoginTemplateInput,
} from '../../graphql/generated/resolvers';
import { findForWrite, requireCan, requireViewer, scopeCustomers } from '../../platform/guard';
import { catalogueInvalid, checkField, checkFields, cleanText, throwFirstError } from '../../platform/input';
import { idList, page, pageWindow, searchTerm } from '../../platform/paging';
import { noteWrites } from '../../platform/statistics';
import { newObjectId } from '../../platform/ids';
import * as accountTemplates from '../account-template';
import { customerExists } from '../../tenancy/customer';
import { loginTemplateAccountTemplateChanged, loginTemplateUsedBy } from './hooks';
import { UNIQUE_VIOLATION, isReferenced, pgError } from '../../platform/pgError';
import { toLoginTemplate } from './mapper';
import * as store from './store';
import type { CooldownValue, hotspotLoginTemplates } from './table';

type Columns = Partial<typeof hotspotLoginTemplates.$inferInsert>;
type PluginsRow = { id: string; plugins: PluginBlocks } | undefined;

/** The references are checked against the database (below), after the plain field rules. */
const { hotspotAccountTemplateId: _accountTemplate, termsOfUseId: _termsOfUse, ...FIELD_RULES } = LOGIN_TEMPLATE_RULES;
/** Both references are required (decision for terms of use: seed 001 §5 "creation needs terms of use"). */
const REFERENCE_RULES = [required, objectId];

const formula = (value: string | null | undefined) =>
  cleanText(value) ? normalizeDynamicExpires(value!.trim()) : null;
const searchTextOf = (name: string, description: string | null) => `${name} ${description ?? ''}`.toLowerCase();

const duplicateName = () =>
  fail('CONFLICT', 'A login template with this name already exists', {
    field: 'name',
    reason: 'DUPLICATE',
    i18n: 'messages.loginTemplate.duplicateName',
  });

/** Races only the database saw answer like the checks before them. */
function mapRace(err: unknown): never {
  const e = pgError(err);
  if (e?.code === UNIQUE_VIOLATION) throw duplicateName();
  if (isReferenced(e?.code) && e?.constraint?.includes('terms_of_use')) {
    throw badInput('termsOfUseId', catalogueInvalid('resources.hotspot-login-template.errors.unknownTermsOfUse'));
  }
  if (isReferenced(e?.code)) {
    throw badInput(
      'hotspotAccountTemplateId',
      catalogueInvalid('resources.hotspot-login-template.errors.unknownAccountTemplate'),
    );
  }
  throw err;
}

/** The account template a login template points at: the customer's own (it must have one at all). */
async function checkAccountTemplate(db: Db | Tx, customerId: string, id: string | null | undefined) {
  const field = 'hotspotAccountTemplateId';
  if (!(await accountTemplates.hasAccountTemplates(db, [customerId]))) {
    throw badInput(field, catalogueInvalid('messages.loginTemplate.noAccountTemplates'));
  }
  checkField(field, id, REFERENCE_RULES);
  if (!(await accountTemplates.findAccountTemplate(db, [customerId], id!))) {
    throw badInput(field, catalogueInvalid('resources.hotspot-login-template.errors.unknownAccountTemplate'));
  }
}

/** The terms of use (required, decision: seed 001 §5 "creation needs terms of use"): the customer's own. */
async function checkTermsOfUse(db: Db | Tx, customerId: string, id: string | null | undefined) {
  const field = 'termsOfUseId';
  const terms = await store.termsOfUseOf(db, customerId, id ?? null);
  if (!terms.any) throw badInput(field, catalogueInvalid('messages.loginTemplate.noTermsOfUse'));
  checkField(field, id, REFERENCE_RULES);
  if (!terms.found)
    throw badInput(field, catalogueInvalid('resources.hotspot-login-template.errors.unknownTermsOfUse'));
}

/** The config of a type (validated, only its fields) with every plugin reference to an active block. */
function configOf(type: LoginType, source: LoginTypeConfigValues | null | undefined, plugins: PluginsRow) {
  throwFirstError(loginTypeConfigErrors(type, source));
  const config = configForType(type, source);
  for (const spec of LOGIN_TYPE_CONFIG[type]) {
    if (spec.kind !== 'plugin') continue;
    const field = `loginTypeConfig.${spec.field}`;
    if (!plugins || config?.[spec.field]?.toLowerCase() !== plugins.id.toLowerCase()) {
      throw badInput(field, catalogueInvalid('resources.hotspot-login-template.errors.pluginUnknown'));
    }
    if (plugins.plugins[spec.plugin]?.active !== true) {
      throw badInput(
        field,
        catalogueInvalid('resources.hotspot-login-template.errors.pluginInactive', { plugin: spec.plugin }),
      );
    }
    config![spec.field] = plugins.id;
  }
  return config;
}

/**
 * The cooldown as stored: null for none (absent, null, or neither a delay nor a conditional
 * cooldown); otherwise it needs the active cooldown plugin, whose plugins row the server names. A
 * cooldownPluginId the caller sends must be the customer's own plugins row.
 */
function cooldownOf(input: LoginTemplateCooldownInput | null | undefined, plugins: PluginsRow): CooldownValue | null {
  if (!input) return null;
  // The server names the plugins row; a given id must be that one (another customer's is refused).
  const given = input.cooldownPluginId;
  if (given != null && given.toLowerCase() !== plugins?.id.toLowerCase()) {
    throw badInput(
      'cooldown.cooldownPluginId',
      catalogueInvalid('resources.hotspot-login-template.errors.pluginUnknown'),
    );
  }
  const conditionals = input.conditionalCooldowns ?? [];
  throwFirstError(conditionalCooldownErrors(conditionals));
  if (!cleanText(input.dynamicExpires) && conditionals.length === 0) return null;
  if (!plugins || plugins.plugins.cooldown?.active !== true) {
    throw badInput('cooldown', catalogueInvalid('resources.hotspot-login-template.errors.cooldownPluginInactive'));
  }
  return {
    cooldownPluginId: plugins.id,
    dynamicExpires: formula(input.dynamicExpires),
    conditionalCooldowns: conditionals.map((c) => ({
      property: c.property,
      accountCreatedBefore: formula(c.accountCreatedBefore),
      dynamicExpires: formula(c.dynamicExpires)!,
    })),
  };
}

export async function listLoginTemplates(ctx: RequestContext, args: QueryHotspotLoginTemplatesArgs) {
  const scope = scopeCustomers(ctx, 'HotspotLoginTemplate', 'read', args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listLoginTemplates(
    ctx.db,
    scope,
    {
      search: searchTerm(args.search),
      ids: idList('ids', args.ids),
      active: args.active,
      type: args.type,
      accountTemplateIds: idList('hotspotAccountTemplateIds', args.hotspotAccountTemplateIds),
    },
    args,
    window,
  );
  return page(rows.map(toLoginTemplate), total, window.offset);
}

/** HotspotAccountTemplate.hotspotLoginTemplates: needs HotspotLoginTemplate read for that customer. */
export async function loginTemplatesOfAccountTemplate(
  ctx: RequestContext,
  template: { id: string; customerId: string },
  args: HotspotAccountTemplateHotspotLoginTemplatesArgs,
) {
  requireCan(ctx, 'HotspotLoginTemplate', 'read', template.customerId, 'hotspotLoginTemplates');
  const requested = idList('hotspotAccountTemplateIds', args.hotspotAccountTemplateIds);
  if (requested && !requested.includes(template.id)) return page([], 0, pageWindow(args).offset);
  return listLoginTemplates(ctx, {
    ...args,
    customerIds: [template.customerId],
    hotspotAccountTemplateIds: [template.id],
  });
}

/** DeviceAccount.hotspotLoginTemplate: the customer's template, or null (none, gone, or not readable). */
export async function loginTemplateOfDeviceAccount(
  ctx: RequestContext,
  account: { customerId: string; loginTemplate?: string | null },
) {
  const viewer = requireViewer(ctx);
  if (!account.loginTemplate || !can(viewer.acl, 'HotspotLoginTemplate', 'read', account.customerId)) return null;
  const row = await store.findLoginTemplate(ctx.db, [account.customerId], account.loginTemplate);
  return row ? toLoginTemplate(row) : null;
}

/** Device configurations listed in an "in use" refusal before " …". */
const IN_USE_CONFIGS = 10;

/** The refusal to delete a template that device configurations offer, naming them; or null. */
async function inUseByConfigs(db: Db | Tx, customerId: string, id: string) {
  const names = await loginTemplateUsedBy.names(db, customerId, id, IN_USE_CONFIGS + 1);
  if (names.length === 0) return null;
  const configs = names.slice(0, IN_USE_CONFIGS).join(', ') + (names.length > IN_USE_CONFIGS ? ' …' : '');
  return fail('CONFLICT', 'Device configurations use this login template', {
    field: '_id',
    reason: 'IN_USE',
    i18n: 'resources.hotspot-login-template.errors.inUse',
    args: { configs },
  });
}

export async function createLoginTemplate(ctx: RequestContext, data: CreateHotspotLoginTemplateInput): Promise<string> {
  requireCan(ctx, 'HotspotLoginTemplate', 'create', data.customerId);
  checkFields({ ...data }, FIELD_RULES);
  if (!(await customerExists(ctx.db, data.customerId))) {
    throw notFound('Customer', { field: 'customerId' });
  }
  await checkAccountTemplate(ctx.db, data.customerId, data.hotspotAccountTemplateId);
  await checkTermsOfUse(ctx.db, data.customerId, data.termsOfUseId);
  const plugins = await store.pluginsRow(ctx.db, data.customerId);
  const loginTypeConfig = configOf(data.loginType, data.loginTypeConfig, plugins);
  const cooldown = cooldownOf(data.cooldown, plugins);
  const name = data.name.trim();
  const description = cleanText(data.description);
  if (await store.nameTaken(ctx.db, data.customerId, name, null)) throw duplicateName();
  const id = newObjectId();
  await store
    .insertLoginTemplate(ctx.db, {
      customerId: data.customerId,
      id,
      name,
      description,
      active: data.active ?? true,
      loginType: data.loginType,
      loginTypeConfig,
      accountTemplateId: data.hotspotAccountTemplateId,
      termsOfUseId: data.termsOfUseId!,
      cooldown,
      searchText: searchTextOf(name, description),
    })
    .catch(mapRace);
  noteWrites(ctx.db, 'hotspot_login_templates', 1);
  return id;
}

/** A template the caller may read, else NOT_FOUND (another customer's looks like a missing one). */
const findReadable = (ctx: RequestContext, id: string, action: 'update' | 'delete') =>
  findForWrite(ctx, 'HotspotLoginTemplate', action, (scope) => store.findLoginTemplate(ctx.db, scope, id));

export async function updateLoginTemplate(
  ctx: RequestContext,
  data: UpdateHotspotLoginTemplateInput,
): Promise<boolean> {
  const row = await findReadable(ctx, data._id, 'update');
  checkFields({ ...data }, FIELD_RULES, true);
  const set: Columns = { updatedAt: new Date() };
  if (data.name !== undefined) set.name = data.name!.trim();
  if (data.description !== undefined) set.description = cleanText(data.description);
  if (data.active !== undefined && data.active !== null) set.active = data.active;
  if (data.hotspotAccountTemplateId !== undefined) {
    await checkAccountTemplate(ctx.db, row.customerId, data.hotspotAccountTemplateId);
    set.accountTemplateId = data.hotspotAccountTemplateId!;
  }
  if (data.termsOfUseId !== undefined) {
    await checkTermsOfUse(ctx.db, row.customerId, data.termsOfUseId);
    set.termsOfUseId = data.termsOfUseId;
  }
  const plugins =
    data.loginType !== undefined || data.loginTypeConfig !== undefined || data.cooldown !== undefined
      ? await store.pluginsRow(ctx.db, row.customerId)
      : undefined;
  if (data.loginType !== undefined || data.loginTypeConfig !== undefined) {
    // The config is checked against the resulting type: a type change needs the new type's config.
    const type = (data.loginType ?? row.loginType) as LoginType;
    const source = data.loginTypeConfig !== undefined ? data.loginTypeConfig : row.loginTypeConfig;
    set.loginType = type;
    set.loginTypeConfig = configOf(type, source, plugins);
  }
  if (data.cooldown !== undefined) set.cooldown = cooldownOf(data.cooldown, plugins);
  const name = set.name ?? row.name;
  set.searchText = searchTextOf(name, set.description !== undefined ? set.description : row.description);
  if (set.name !== undefined && (await store.nameTaken(ctx.db, row.customerId, name, row.id))) throw duplicateName();
  const updatedAt = data.updatedAt ? new Date(data.updatedAt) : null;
  const switched = set.accountTemplateId !== undefined && set.accountTemplateId !== row.accountTemplateId;
  // Another account template: in the same transaction the template's hotspot accounts move to it and
  // the guests online through the template get its limits (CoA, D235).
  const done = await (
    switched
      ? ctx.db.transaction(async (tx) => {
          const updated = await store.updateLoginTemplate(tx, row.customerId, row.id, set, updatedAt);
          if (updated)
            await loginTemplateAccountTemplateChanged.run(
              tx,
              row.customerId,
              row.id,
              set.accountTemplateId!,
              ctx.viewer?.id ?? null,
            );
          return updated;
        })
      : store.updateLoginTemplate(ctx.db, row.customerId, row.id, set, updatedAt)
  ).catch(mapRace);
  if (!done) {
    throw stale('login template');
  }
  noteWrites(ctx.db, 'hotspot_login_templates', 1);
  return true;
}

export async function deleteLoginTemplate(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findReadable(ctx, id, 'delete');
  const refusal = await inUseByConfigs(ctx.db, row.customerId, row.id);
  if (refusal) throw refusal;
  let done: boolean;
  try {
    done = await store.deleteLoginTemplate(ctx.db, row.customerId, row.id);
  } catch (err) {
    // A device configuration took it meanwhile: the RESTRICT foreign key refused.
    if (isReferenced(pgError(err)?.code)) throw (await inUseByConfigs(ctx.db, row.customerId, row.id)) ?? err;
    throw err;
  }
  if (!done) throw notFound('HotspotLoginTemplate', { field: '_id' });
  noteWrites(ctx.db, 'hotspot_login_templates', 1);
  return true;
}
