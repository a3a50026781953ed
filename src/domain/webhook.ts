// Webhooks (issue 37, docs/webhooks.md): the events a customer's endpoints may subscribe to and the
// rules of an endpoint's fields, used by the portal's form and the server's webhook module alike.
// The labels are the resource's messages (`resources.webhooks.events.<type>`), German and English.
import { arrayMaxSize, invalid, length, required, url, type Validator } from './validation';

/** Every event the server emits (server/platform/events.ts), in the order the form lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'login.accepted',
  'login.refused',
  'session.started',
  'session.updated',
  'session.stopped',
  'code.created',
  'code.deactivated',
  'code.deleted',
  'device.online',
  'device.offline',
  'licence.80',
  'licence.full',
  'import.finished',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "send a test event" sends to one endpoint; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** Delivery states: pending (queued or waiting for its next attempt) → delivered | failed. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Where an endpoint comes from: the portal's webhook list, or the customer's webhook plugin (apiUrl and token). */
export const WEBHOOK_ENDPOINT_SOURCES = ['portal', 'plugin'] as const;

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Endpoints one customer may have (the plugin's included). */
export const WEBHOOK_ENDPOINTS_MAX = 20;

/** Events: known types only (at least one: `required`). */
const eventList: Validator = (value) =>
  Array.isArray(value) && !value.every(isWebhookEventType) ? invalid('text') : undefined;

/** The rules of an endpoint's fields (the form and the server). */
export const WEBHOOK_ENDPOINT_RULES = {
  url: [required, length(1, WEBHOOK_URL_MAX), url],
  events: [required, arrayMaxSize(WEBHOOK_EVENT_TYPES.length), eventList],
  description: [length(0, WEBHOOK_DESCRIPTION_MAX)],
} as const satisfies Record<string, readonly Validator[]>;
