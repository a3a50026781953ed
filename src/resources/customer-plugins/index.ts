import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Plugins (seed 001 §3 "Plugin settings"): the active customer's plugin blocks (/customer-plugins),
 * added in two steps (/customer-plugins/create: choose; /customer-plugins/{plugin}/create: its
 * form), edited per block (/customer-plugins/{plugin}/edit). The route id is the plugin's block key.
 */
/** The three screens share one chunk (and one loader: the least the login page pays for them). */
const screen = (name: keyof typeof import('./screens')) => () =>
  import('./screens').then((m) => ({ default: m[name] }));

const customerPlugins: ResourceModule = {
  name: 'customer-plugins',
  subject: 'CustomerPlugins',
  icon: resourceIcon('extension'),
  screens: {
    list: screen('CustomerPluginList'),
    ':id?/create': screen('CustomerPluginCreate'),
    ':id?/edit': screen('CustomerPluginEdit'),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default customerPlugins;
