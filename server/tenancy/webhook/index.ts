// The webhook module's face (issue 37, docs/webhooks.md): a customer's endpoints (the webhook
// plugin's apiUrl and token as the first, kept in sync by a trigger), signed deliveries from a durable
// queue in the database, sent by any instance's sender with retries for about a day, and their log.
// It subscribes to the event bus (server/platform/events.ts) when the composition loads this face:
// the modules that emit events never import it.
import { list, write, type OperationRule } from '../../platform/authorization';
import type { Services } from '../../platform/context';
import { queueDepths } from '../../platform/metrics';
import './subscriber';

export { webhookResolvers as resolvers } from './resolvers';
export { startWebhookSender, DEFAULT_WAITS_MS, type WebhookSender, type WebhookSenderOptions } from './sender';
export { endpointFeed, ENDPOINTS_CHANNEL } from './subscriber';
export { signDelivery, verifyDelivery } from './signature';
export { pendingCount as pendingWebhookDeliveries } from './store';

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.webhookEndpoints': list('CustomerPlugins:read'),
  'Query.webhookDeliveries': write('CustomerPlugins:read', ['endpointId', 'ids', 'customerIds']),
  'Mutation.createWebhookEndpoint': write('CustomerPlugins:update', ['data.customerId']),
  'Mutation.updateWebhookEndpoint': write('CustomerPlugins:update', ['data._id']),
  'Mutation.deleteWebhookEndpoint': write('CustomerPlugins:update', ['_id']),
  'Mutation.resendWebhookDelivery': write('CustomerPlugins:update', ['_id']),
  'Mutation.sendWebhookTestEvent': write('CustomerPlugins:update', ['endpointId']),
};

/** Its queue's depth on /metrics (server/platform/metrics.ts). */
export async function start(services: Services): Promise<void> {
  queueDepths(services).push({
    queue: 'webhooks',
    sql: `SELECT status AS state, count(*)::int AS depth FROM webhook_deliveries WHERE status = 'pending' GROUP BY status`,
  });
}
