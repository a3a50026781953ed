import type { PluginKey } from '../../domain';
import { useActiveCustomer } from '../../providers/activeCustomer';
import { pluginActive, useActivePlugins } from '../../shell/layout/useShell';

export interface PluginsRow {
  /** The plugins row's _id: what a plugin reference of a login template holds. */
  id: string;
  customerId: string;
  active: (plugin: PluginKey) => boolean;
}

/**
 * The active customer's plugins row (its _id and which blocks are active), from the plugins the shell
 * already holds for the active customer. `row` null when the customer has no plugins (yet).
 */
export function usePluginsRow(): { row: PluginsRow | null; isPending: boolean } {
  const plugins = useActivePlugins();
  const { customerId } = useActiveCustomer();
  if (!plugins?._id || !customerId) return { row: null, isPending: false };
  return {
    isPending: false,
    row: { id: plugins._id, customerId, active: (plugin) => pluginActive(plugins, plugin) },
  };
}
