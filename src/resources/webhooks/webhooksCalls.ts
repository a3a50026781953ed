// The two calls of webhooks that are not react-admin resource calls: sendWebhookTestEvent and
// resendWebhookDelivery (schema/webhook.graphql), straight to the one GraphQL endpoint with the
// session's bearer token (createGraphqlCall). Tests replace the object with `setWebhooksCalls(fake)`.
import { createGraphqlCall } from '../../providers/restClient';
import { tokenStore } from '../../providers/tokenStore';

export interface WebhooksCalls {
  /** Queues a webhook.test event for the endpoint; the new delivery's id. */
  sendTest(endpointId: string): Promise<string>;
  /** Queues a delivery's event again; the new delivery's id. */
  resend(deliveryId: string): Promise<string>;
}

function createWebhooksCalls(): WebhooksCalls {
  const graphql = createGraphqlCall(tokenStore);
  return {
    async sendTest(endpointId) {
      const data = (await graphql('mutation($id:ID!){sendWebhookTestEvent(endpointId:$id){_id}}', {
        id: endpointId,
      })) as { sendWebhookTestEvent: { _id: string } };
      return data.sendWebhookTestEvent._id;
    },
    async resend(deliveryId) {
      const data = (await graphql('mutation($id:ID!){resendWebhookDelivery(_id:$id){_id}}', { id: deliveryId })) as {
        resendWebhookDelivery: { _id: string };
      };
      return data.resendWebhookDelivery._id;
    },
  };
}

let calls: WebhooksCalls | null = null;

export function webhooksCalls(): WebhooksCalls {
  return (calls ??= createWebhooksCalls());
}

export function setWebhooksCalls(next: WebhooksCalls | null): void {
  calls = next;
}

/** The secret of an endpoint just created, kept for its details page to show once. */
const fresh = new Map<string, string>();

export function rememberSecret(id: string, secret: string | null | undefined): void {
  if (secret) fresh.set(id, secret);
}

export function takeSecret(id: string): string | null {
  const secret = fresh.get(id) ?? null;
  fresh.delete(id);
  return secret;
}
