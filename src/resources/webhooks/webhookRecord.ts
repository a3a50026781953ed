/** The message key of an event type (`login.accepted` → `resources.webhooks.events.login_accepted`). */
export const eventLabelKey = (type: string) => `resources.webhooks.events.${type.replace(/\./g, '_')}`;

/** A webhook endpoint and a delivery as the portal holds them (schema/webhook.graphql). */
export interface WebhookRecord {
  id: string;
  _id: string;
  customerId: string;
  source: 'portal' | 'plugin';
  url: string;
  events: string[];
  active: boolean;
  description?: string | null;
  secret?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookDeliveryRecord {
  id: string;
  _id: string;
  endpointId: string;
  eventId: string;
  type: string;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt?: string | null;
  lastStatusCode?: number | null;
  lastError?: string | null;
  lastAttemptAt?: string | null;
  deliveredAt?: string | null;
  createdAt: string;
}
