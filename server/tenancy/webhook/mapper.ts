// Rows → the GraphQL models of webhooks. The secret never leaves except in the create answer.
import type { WebhookDelivery, WebhookEndpoint } from '../../graphql/generated/resolvers';
import type { DeliveryRecord, EndpointRecord } from './store';

export type WebhookEndpointModel = WebhookEndpoint;
export type WebhookDeliveryModel = WebhookDelivery;

const iso = (v: Date | string | null): string | null => (v == null ? null : new Date(v).toISOString());

export function toWebhookEndpoint(r: EndpointRecord, secret: string | null = null): WebhookEndpointModel {
  return {
    _id: r.id,
    customerId: r.customer_id,
    source: r.source,
    url: r.url,
    events: r.events,
    active: r.active,
    description: r.description,
    secret,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

export function toWebhookDelivery(r: DeliveryRecord): WebhookDeliveryModel {
  return {
    _id: r.id,
    customerId: r.customer_id,
    endpointId: r.endpoint_id,
    eventId: r.event_id,
    type: r.type,
    payload: typeof r.payload === 'string' ? r.payload : JSON.stringify(r.payload),
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    lastStatusCode: r.last_status_code,
    lastError: r.last_error,
    lastAttemptAt: iso(r.last_attempt_at),
    deliveredAt: iso(r.delivered_at),
    createdAt: iso(r.created_at)!,
  };
}
