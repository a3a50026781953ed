import { useGetList } from 'react-admin';
import type { PluginKey } from '../../domain';
import { CUSTOMER_PLUGINS_ROW } from './api';

export interface PluginsRow {
  /** The plugins row's _id: what a plugin reference of a login template holds. */
  id: string;
  customerId: string;
  active: (plugin: PluginKey) => boolean;
}

type Row = {
  customerId: string;
  plugins?: ({ _id: string } & Record<string, { active?: boolean } | string | null>) | null;
};

/**
 * The active customer's plugins row (its _id and which blocks are active). `isPending` while
 * unknown; `row` null when the customer has no plugins row.
 */
export function usePluginsRow(): { row: PluginsRow | null; isPending: boolean } {
  const { data, isPending, error } = useGetList<Row & { id: string }>(CUSTOMER_PLUGINS_ROW, {
    pagination: { page: 1, perPage: 1 },
  });
  if (isPending) return { row: null, isPending: true };
  const plugins = error ? null : data?.[0]?.plugins;
  if (!plugins?._id) return { row: null, isPending: false };
  return {
    isPending: false,
    row: {
      id: plugins._id,
      customerId: data![0].customerId,
      active: (plugin) => {
        const block = plugins[plugin];
        return typeof block === 'object' && block?.active === true;
      },
    },
  };
}
