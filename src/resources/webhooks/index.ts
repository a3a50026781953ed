import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Webhooks (/webhooks, extension of issue 37; docs/webhooks.md, decision D226): a customer's
 * endpoints for signed events (the webhook plugin's as the first), each with its delivery log, "send
 * again" and "send a test event". Read with CustomerPlugins read, managed with CustomerPlugins update,
 * while the webhook plugin is active (route table).
 */
const webhooks: ResourceModule = {
  name: 'webhooks',
  subject: 'CustomerPlugins',
  icon: resourceIcon('webhook'),
  recordRepresentation: 'url',
  screens: {
    list: () => import('./WebhookList'),
    create: () => import('./WebhookCreate'),
    show: () => import('./WebhookShow'),
    edit: () => import('./WebhookEdit'),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default webhooks;
