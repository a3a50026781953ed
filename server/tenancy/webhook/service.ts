// Webhook endpoints and their delivery log (issue 37): who may edit the customer's plugins
// (CustomerPlugins) manages them, while the customer's webhook plugin is active; the fields are
// checked with the rules the portal's form uses (src/domain/webhook.ts). The plugin's own endpoint
// (source plugin) is edited in the plugin settings, never here. docs/webhooks.md.
import type { RequestContext } from '../../platform/context';
import { badInput, fail, notFound, stale } from '../../platform/errors';
import { invalid } from '../../../src/domain/validation';
import { findForWrite, requireCan, requireViewer, scopeCustomers } from '../../platform/guard';
import { checkFields } from '../../platform/input';
import { idList, page, pageWindow } from '../../platform/paging';
import { newObjectId } from '../../platform/ids';
import { newEventId } from '../../platform/events';
import { customerScope } from '../../../src/domain/acl';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_ENDPOINT_RULES,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_TEST_EVENT,
} from '../../../src/domain/webhook';
import type {
  CreateWebhookEndpointInput,
  QueryWebhookDeliveriesArgs,
  QueryWebhookEndpointsArgs,
  UpdateWebhookEndpointInput,
} from '../../graphql/generated/resolvers';
import { pluginBlocksOf } from '../customer';
import { toWebhookDelivery, toWebhookEndpoint } from './mapper';
import { newWebhookSecret } from './signature';
import * as store from './store';

/** The plugin gate: the customer's webhook plugin must be active. */
async function requirePlugin(ctx: RequestContext, customerId: string): Promise<void> {
  if ((await pluginBlocksOf(ctx.db, customerId)).webhook?.active !== true)
    throw fail('FORBIDDEN', 'The webhook plugin is not active for this customer', {
      field: 'customerId',
      reason: 'PLUGIN_INACTIVE',
      plugin: 'webhook',
    });
}

const cleanEvents = (events: readonly string[]) => [...new Set(events)];

export async function listEndpoints(ctx: RequestContext, args: QueryWebhookEndpointsArgs) {
  const scope = scopeCustomers(ctx, 'CustomerPlugins', 'read', args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listEndpoints(ctx.db, scope, idList('ids', args.ids), window);
  return page(
    rows.map((r) => toWebhookEndpoint(r)),
    total,
    window.offset,
  );
}

/** An endpoint the caller may read, else NOT_FOUND (a foreign one like a missing one). */
async function readableEndpoint(ctx: RequestContext, id: string, field = '_id') {
  const viewer = requireViewer(ctx);
  const row = await store.findEndpoint(ctx.db, customerScope(viewer.acl, 'CustomerPlugins', 'read'), id);
  if (!row) throw notFound('WebhookEndpoint', { field });
  return row;
}

export async function listDeliveries(ctx: RequestContext, args: QueryWebhookDeliveriesArgs) {
  // Signed in first: without a caller the answer is UNAUTHENTICATED whatever the arguments.
  requireViewer(ctx);
  if (!args.endpointId && !args.customerIds?.length) throw badInput('endpointId', invalid('required'));
  // One endpoint's log, or (the customers' view) every delivery of the customers' endpoints.
  const endpoint = args.endpointId ? await readableEndpoint(ctx, args.endpointId, 'endpointId') : null;
  const scope = endpoint ? [endpoint.customer_id] : scopeCustomers(ctx, 'CustomerPlugins', 'read', args.customerIds);
  const status = args.status ?? null;
  if (status !== null && !(WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(status))
    throw fail('BAD_USER_INPUT', 'Unknown status', {
      field: 'status',
      i18n: 'forms.validationMessages.text',
      args: {},
    });
  const window = pageWindow(args);
  const { rows, total } = await store.listDeliveries(
    ctx.db,
    scope,
    endpoint?.id ?? null,
    { status, ids: idList('ids', args.ids) },
    window,
  );
  return page(rows.map(toWebhookDelivery), total, window.offset);
}

export async function createEndpoint(ctx: RequestContext, data: CreateWebhookEndpointInput) {
  requireCan(ctx, 'CustomerPlugins', 'update', data.customerId);
  const url = data.url.trim();
  const description = data.description?.trim() || null;
  checkFields({ url, events: data.events, description }, WEBHOOK_ENDPOINT_RULES);
  await requirePlugin(ctx, data.customerId);
  if ((await store.countEndpoints(ctx.db, data.customerId)) >= WEBHOOK_ENDPOINTS_MAX)
    throw fail('CONFLICT', `At most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints per customer`, {
      field: 'customerId',
      reason: 'LIMIT',
      i18n: 'resources.webhooks.errors.limit',
      args: { max: WEBHOOK_ENDPOINTS_MAX },
    });
  const secret = newWebhookSecret();
  const row = await store.insertEndpoint(ctx.db, {
    customerId: data.customerId,
    id: newObjectId(),
    url,
    secret,
    events: cleanEvents(data.events),
    active: data.active ?? true,
    description,
  });
  return toWebhookEndpoint(row, secret);
}

async function portalEndpointForWrite(ctx: RequestContext, id: string) {
  const row = await findForWrite(
    ctx,
    'CustomerPlugins',
    'update',
    async (scope) => {
      const r = await store.findEndpoint(ctx.db, scope, id);
      return r && { ...r, customerId: r.customer_id };
    },
    'WebhookEndpoint',
  );
  if (row.source !== 'portal')
    throw fail('CONFLICT', "The webhook plugin's endpoint is changed in the plugin settings", {
      field: '_id',
      reason: 'PLUGIN_ENDPOINT',
      i18n: 'resources.webhooks.errors.pluginEndpoint',
      args: {},
    });
  return row;
}

export async function updateEndpoint(ctx: RequestContext, data: UpdateWebhookEndpointInput) {
  const row = await portalEndpointForWrite(ctx, data._id);
  const set: { url?: string; events?: string[]; active?: boolean; description?: string | null } = {};
  if (data.url != null) set.url = data.url.trim();
  if (data.events != null) set.events = cleanEvents(data.events);
  if (data.active != null) set.active = data.active;
  if (data.description !== undefined) set.description = data.description?.trim() || null;
  checkFields(set, WEBHOOK_ENDPOINT_RULES, true);
  await requirePlugin(ctx, row.customerId);
  const updated = await store.updateEndpoint(
    ctx.db,
    row.customerId,
    row.id,
    set,
    data.updatedAt ? new Date(data.updatedAt) : null,
  );
  if (!updated) throw stale('webhook endpoint');
  return true;
}

export async function deleteEndpoint(ctx: RequestContext, id: string) {
  const row = await portalEndpointForWrite(ctx, id);
  if (!(await store.deleteEndpoint(ctx.db, row.customerId, row.id)))
    throw notFound('WebhookEndpoint', { field: '_id' });
  return true;
}

export async function resendDelivery(ctx: RequestContext, id: string) {
  const delivery = await findForWrite(
    ctx,
    'CustomerPlugins',
    'update',
    async (scope) => {
      const r = await store.findDelivery(ctx.db, scope, id);
      return r && { ...r, customerId: r.customer_id };
    },
    'WebhookDelivery',
  );
  const newId = await store.queueOne(
    ctx.db,
    delivery.customerId,
    delivery.endpoint_id,
    delivery.event_id,
    delivery.type,
    delivery.payload,
  );
  return toWebhookDelivery((await store.findDelivery(ctx.db, [delivery.customerId], newId))!);
}

export async function sendTestEvent(ctx: RequestContext, endpointId: string) {
  const viewer = requireViewer(ctx);
  const endpoint = await store.findEndpoint(ctx.db, customerScope(viewer.acl, 'CustomerPlugins', 'read'), endpointId);
  if (!endpoint) throw notFound('WebhookEndpoint', { field: 'endpointId' });
  requireCan(ctx, 'CustomerPlugins', 'update', endpoint.customer_id, 'endpointId');
  await requirePlugin(ctx, endpoint.customer_id);
  const at = new Date();
  const eventId = newEventId(at.getTime());
  const payload = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: at.toISOString(),
    customerId: endpoint.customer_id,
    data: { endpointId: endpoint.id, message: 'Test event from Hotspot Portal' },
  };
  const id = await store.queueOne(ctx.db, endpoint.customer_id, endpoint.id, eventId, WEBHOOK_TEST_EVENT, payload);
  return toWebhookDelivery((await store.findDelivery(ctx.db, [endpoint.customer_id], id))!);
}
