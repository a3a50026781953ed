// Customer plugins (seed 001 §3 "Plugin settings", §7): permission subject CustomerPlugins through
// the one ACL matcher, every block checked with the rules the portal's forms use
// (src/domain/plugins.ts), credentials write-only (an update that leaves one empty keeps the stored
// one), one record per customer, optimistic locking. Used by GraphQL (resolvers.ts).
import { PLUGIN_KEY_BY_TYPE, PLUGIN_KEYS, type PluginKey } from '../../../src/domain/enums';
import { PLUGIN_FIELDS, pluginErrors, secretFields } from '../../../src/domain/plugins';
import type { PluginBlocks } from '../customer/table';
import type { RequestContext } from '../../platform/context';
import { fail, notFound, stale } from '../../platform/errors';
import type {
  CreateCustomerPluginsInput,
  QueryCustomerPluginsArgs,
  UpdateCustomerPluginsInput,
} from '../../graphql/generated/resolvers';
import { findForWrite, requireCan, scopeCustomers } from '../../platform/guard';
import { throwFirstError } from '../../platform/input';
import { idList, page, pageWindow, searchTerm } from '../../platform/paging';
import { noteWrites } from '../../platform/statistics';
import { newObjectId } from '../../platform/ids';
import { findCustomer } from '../customer';
import { pluginsUsedBy } from './hooks';
import { storedSecrets, toCustomerPlugins } from './mapper';
import * as store from './store';

type Block = NonNullable<PluginBlocks[string]>;
type BlockInput = Record<string, unknown> & { active: boolean };

/** The given blocks of an input (null: remove; absent: unchanged). */
function blocksOf(data: CreateCustomerPluginsInput | UpdateCustomerPluginsInput): Map<PluginKey, BlockInput | null> {
  const out = new Map<PluginKey, BlockInput | null>();
  const values = data as unknown as Record<string, unknown>;
  for (const key of PLUGIN_KEYS) {
    const block = values[key] as BlockInput | null | undefined;
    if (block === undefined) continue;
    // Text is checked and stored trimmed (credentials exactly as given).
    const secrets = secretFields(key);
    out.set(
      key,
      block &&
        (Object.fromEntries(
          Object.entries(block).map(([k, v]) => [k, typeof v === 'string' && !secrets.includes(k) ? v.trim() : v]),
        ) as BlockInput),
    );
  }
  return out;
}

const emptyValue = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A block as stored: its known fields only, text trimmed, empty values left out; a credential sent
 * empty keeps the stored one (`stored`).
 */
function storedBlock(key: PluginKey, input: BlockInput, stored: Block | undefined): Block {
  const out: Block = { active: input.active };
  for (const field of PLUGIN_FIELDS[key]) {
    const value = input[field.name];
    if (field.kind === 'secret') {
      if (typeof value === 'string' && value !== '') out[field.name] = value;
      else if (stored && typeof stored[field.name] === 'string' && stored[field.name] !== '')
        out[field.name] = stored[field.name];
      continue;
    }
    if (emptyValue(value)) continue;
    if (typeof value === 'string') out[field.name] = value.trim();
    else if (Array.isArray(value))
      out[field.name] = value.map((item) =>
        typeof item === 'string' ? (field.name === 'mailDomains' ? item.trim().toLowerCase() : item.trim()) : item,
      );
    else out[field.name] = value;
  }
  return out;
}

export async function listCustomerPlugins(ctx: RequestContext, args: QueryCustomerPluginsArgs) {
  const scope = scopeCustomers(ctx, 'CustomerPlugins', 'read', args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listPlugins(
    ctx.db,
    scope,
    {
      ids: idList('ids', args.ids),
      search: searchTerm(args.search)?.toLowerCase(),
      block: args.type ? PLUGIN_KEY_BY_TYPE[args.type] : undefined,
      active: args.active,
    },
    args,
    window,
  );
  return page(rows.map(toCustomerPlugins), total, window.offset);
}

export async function createCustomerPlugins(ctx: RequestContext, data: CreateCustomerPluginsInput): Promise<string> {
  requireCan(ctx, 'CustomerPlugins', 'create', data.customerId);
  if (!(await findCustomer(ctx.db, data.customerId))) throw notFound('Customer', { field: 'customerId' });
  const given = blocksOf(data);
  throwFirstError(pluginErrors(Object.fromEntries(given)));
  const plugins: PluginBlocks = {};
  for (const [key, block] of given) if (block) plugins[key] = storedBlock(key, block, undefined);
  const id = newObjectId();
  if (!(await store.insertPlugins(ctx.db, { customerId: data.customerId, id, plugins }))) {
    throw fail('CONFLICT', 'The customer has plugin settings already', { field: 'customerId', reason: 'DUPLICATE' });
  }
  noteWrites(ctx.db, 'customer_plugins', 1);
  return id;
}

export async function updateCustomerPlugins(ctx: RequestContext, data: UpdateCustomerPluginsInput): Promise<boolean> {
  const found = await findForWrite(ctx, 'CustomerPlugins', 'update', (scope) =>
    store.findPlugins(ctx.db, scope, data._id),
  );
  const given = blocksOf(data);
  // Removing a block is deleting a plugin: it needs the delete permission too.
  if ([...given.values()].some((block) => block === null)) {
    requireCan(ctx, 'CustomerPlugins', 'delete', found.customerId, '_id');
  }
  const expected = data.updatedAt ? new Date(data.updatedAt) : null;
  await ctx.db.transaction(async (tx) => {
    const row = await store.lockPlugins(tx, found.customerId, found.id);
    if (!row) throw notFound('CustomerPlugins', { field: '_id' });
    if (expected && row.updatedAt.getTime() !== expected.getTime()) throw stale('plugin settings');
    // Stored credentials of blocks that are replaced may be left empty (they are kept).
    throwFirstError(pluginErrors(Object.fromEntries(given), storedSecrets(row.plugins)));
    const plugins: PluginBlocks = { ...row.plugins };
    for (const [key, block] of given) {
      if (block === null) delete plugins[key];
      else plugins[key] = storedBlock(key, block, row.plugins[key]);
    }
    if (!(await store.updatePlugins(tx, row.customerId, row.id, plugins, null))) throw stale('plugin settings');
  });
  noteWrites(ctx.db, 'customer_plugins', 1);
  return true;
}

const IN_USE_NAMES = 10;

/**
 * Deletes a customer's plugin settings, unless login templates name them (their plugin references
 * would point nowhere: CONFLICT, reason IN_USE, listing at most ten templates). Switching plugins
 * off, or removing single blocks, is what an update does.
 */
export async function deleteCustomerPlugins(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findForWrite(ctx, 'CustomerPlugins', 'delete', (scope) => store.findPlugins(ctx.db, scope, id));
  const names = await pluginsUsedBy.names(ctx.db, row.customerId, row.id, IN_USE_NAMES + 1);
  if (names.length) {
    throw fail('CONFLICT', 'Login templates use these plugin settings', {
      field: '_id',
      reason: 'IN_USE',
      i18n: 'resources.customer-plugins.errors.inUse',
      args: { templates: names.slice(0, IN_USE_NAMES).join(', ') + (names.length > IN_USE_NAMES ? ' …' : '') },
    });
  }
  if (!(await store.deletePlugins(ctx.db, row.customerId, row.id))) throw notFound('CustomerPlugins', { field: '_id' });
  noteWrites(ctx.db, 'customer_plugins', 1);
  return true;
}
