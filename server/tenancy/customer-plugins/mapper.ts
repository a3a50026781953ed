// A stored plugins record → the GraphQL CustomerPlugins: every credential null (write-only), and
// which credentials are stored (secretsSet) so that the portal can show them as set.
import { PLUGIN_KEYS, type PluginKey } from '../../../src/domain/enums';
import { secretFields } from '../../../src/domain/plugins';
import type { PluginBlocks } from '../customer/table';
import type { CustomerPlugins } from '../../graphql/generated/resolvers';
import type { CustomerPluginsRow } from './store';

/** CustomerPlugins as the resolvers answer it (codegen mapper, codegen.ts). */
export type CustomerPluginsModel = CustomerPlugins;

/** The stored credentials of the blocks, as `block.field`. */
export function storedSecrets(plugins: PluginBlocks): string[] {
  const out: string[] = [];
  for (const key of PLUGIN_KEYS) {
    const block = plugins[key];
    if (!block) continue;
    for (const name of secretFields(key)) {
      const value = block[name];
      if (typeof value === 'string' && value !== '') out.push(`${key}.${name}`);
    }
  }
  return out;
}

/** A block without its credentials (null in the answer). */
function publicBlock(key: PluginKey, block: PluginBlocks[string]) {
  if (!block) return null;
  const out: Record<string, unknown> = { ...block };
  for (const name of secretFields(key)) out[name] = null;
  return out;
}

export function toCustomerPlugins(row: CustomerPluginsRow): CustomerPluginsModel {
  const blocks = Object.fromEntries(PLUGIN_KEYS.map((key) => [key, publicBlock(key, row.plugins[key])]));
  return {
    _id: row.id,
    customerId: row.customerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    secretsSet: storedSecrets(row.plugins),
    // The stored blocks are the JSON of the plugin inputs (seed 001 §3), one per plugin kind.
    ...(blocks as Partial<CustomerPlugins>),
  };
}
