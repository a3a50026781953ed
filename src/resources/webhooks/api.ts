/**
 * Webhooks on the data interface (schema/webhook.graphql): the endpoints (`webhooks`) and an
 * endpoint's delivery log (`webhook-deliveries`, listed by endpointId). "Send again" and "send a test
 * event" are not resource calls: webhooksCalls.ts.
 */
import type { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

const fields = `_id customerId source url events active description secret createdAt updatedAt`;

const webhooks = defineResource<CreateWebhookEndpointInput, UpdateWebhookEndpointInput>({
  type: 'WebhookEndpoint',
  list: 'webhookEndpoints',
  create: 'createWebhookEndpoint',
  update: 'updateWebhookEndpoint',
  delete: 'deleteWebhookEndpoint',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields,
  detailFields: fields,
  sortable: [],
  defaultSort: { key: 'createdAt', order: 'ASC' },
  filters: {},
  creatable: ['url', 'events', 'active', 'description'],
  updatable: ['url', 'events', 'active', 'description'],
});

const deliveryFields = `_id customerId endpointId eventId type payload status attempts nextAttemptAt lastStatusCode
  lastError lastAttemptAt deliveredAt createdAt`;

const deliveries = defineResource<Record<string, never>, Record<string, never>>({
  type: 'WebhookDelivery',
  list: 'webhookDeliveries',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: false,
  fields: deliveryFields,
  detailFields: deliveryFields,
  sortable: [],
  defaultSort: { key: 'createdAt', order: 'DESC' },
  filters: {
    endpointId: { arg: 'endpointId', type: 'ID' },
    status: { arg: 'status', type: 'String' },
  },
  creatable: [],
  updatable: [],
});

export default { webhooks, 'webhook-deliveries': deliveries };
