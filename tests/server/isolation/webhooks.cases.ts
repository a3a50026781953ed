// Cross-tenant cases of the webhook module: the café's super-admin (who reads the café's plugins)
// against the hotel's webhook endpoint and its delivery log.
import { eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../../../server/tenancy/webhook/table';
import { newObjectId } from '../../../server/platform/ids';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult, TestServer } from '../harness';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($ids: [ID!], $customerIds: [String!]) {
  webhookEndpoints(ids: $ids, customerIds: $customerIds) { totalCount data { _id customerId url } }
}`;
const DELIVERIES = `query D($id: ID!) { webhookDeliveries(endpointId: $id) { totalCount data { _id } } }`;
const CREATE = `mutation C($data: CreateWebhookEndpointInput!) { createWebhookEndpoint(data: $data) { _id } }`;
const UPDATE = `mutation U($data: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteWebhookEndpoint(_id: $id) }`;
const RESEND = `mutation R($id: ID!) { resendWebhookDelivery(_id: $id) { _id } }`;
const TEST = `mutation T($id: ID!) { sendWebhookTestEvent(endpointId: $id) { _id } }`;

type Page = { webhookEndpoints: { data: { _id: string; customerId: string }[] } };

function leak(r: GqlResult<Page>): string | null {
  if (r.errors?.length) return null;
  const foreign = r.data?.webhookEndpoints.data.filter((p) => p.customerId !== CAFE) ?? [];
  return foreign.length ? `answered ${foreign.length} foreign webhook endpoints` : null;
}

/** The hotel's endpoint and one delivery, written directly once (before the first snapshot). */
const fixtures = new WeakMap<object, Promise<{ endpoint: string; delivery: string }>>();
function fixture(s: TestServer) {
  let made = fixtures.get(s);
  if (!made) {
    made = (async () => {
      const endpoint = newObjectId();
      const delivery = newObjectId();
      await s.db.insert(webhookEndpoints).values({
        customerId: HOTEL,
        id: endpoint,
        url: 'https://hooks.alpenhotel.test/in',
        secret: 'whsec_dGVzdA==',
        events: ['login.accepted'],
      });
      await s.db.insert(webhookDeliveries).values({
        customerId: HOTEL,
        id: delivery,
        endpointId: endpoint,
        eventId: 'evt_isolation',
        type: 'login.accepted',
        payload: {},
        status: 'failed',
      });
      return { endpoint, delivery };
    })();
    fixtures.set(s, made);
  }
  return made;
}

export const webhooksCases: ModuleCases = {
  module: 'webhook',
  snapshot: async (s, customerId) => {
    await fixture(s);
    return JSON.stringify([
      await s.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.customerId, customerId)),
      await s.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.customerId, customerId)),
    ]);
  },
  cases: async ({ s }): Promise<IsolationCase[]> => {
    const { endpoint, delivery } = await fixture(s);
    return [
      {
        label: 'list with the hotel’s customerIds: FORBIDDEN on customerIds',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, LIST, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      {
        label: 'list by the hotel’s endpoint id',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { ids: [endpoint] })),
      },
      {
        label: 'the deliveries of the hotel’s endpoints: FORBIDDEN on customerIds',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, `query D($c: [String!]) { webhookDeliveries(customerIds: $c) { totalCount } }`, {
              c: [HOTEL],
            }),
            'FORBIDDEN',
            'customerIds',
          ),
      },
      {
        label: 'the hotel endpoint’s deliveries: NOT_FOUND on endpointId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, DELIVERIES, { id: endpoint }), 'NOT_FOUND', 'endpointId'),
      },
      {
        label: 'create for the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, CREATE, {
              data: { customerId: HOTEL, url: 'https://evil.test/', events: ['login.accepted'] },
            }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'update the hotel’s endpoint: NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, UPDATE, {
              data: { _id: endpoint, updatedAt: SOME_VERSION, url: 'https://evil.test/' },
            }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'delete the hotel’s endpoint: NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, DELETE, { id: endpoint }), 'NOT_FOUND', '_id'),
      },
      {
        label: 'send a hotel delivery again: NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, RESEND, { id: delivery }), 'NOT_FOUND', '_id'),
      },
      {
        label: 'a test event to the hotel’s endpoint: NOT_FOUND on endpointId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, TEST, { id: endpoint }), 'NOT_FOUND', 'endpointId'),
      },
    ];
  },
};
