// The webhook screens (issue 37): an endpoint's page with its events, the signing secret once after
// creation, the delivery log (status, attempts, response, time) with "send again" per row and "send a
// test event"; the empty log; a reader sees no send buttons; creating an endpoint with events chosen
// as checkboxes with their German labels.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WebhookCreate from '../../../../src/resources/webhooks/WebhookCreate';
import WebhookShow from '../../../../src/resources/webhooks/WebhookShow';
import { rememberSecret, setWebhooksCalls } from '../../../../src/resources/webhooks/webhooksCalls';
import { permissionsForRoles } from '../../../../src/domain/acl';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';

const HOTEL = 'K100001';
const ENDPOINT = '65b000000000000000000001';
const endpoint = {
  id: ENDPOINT,
  _id: ENDPOINT,
  customerId: HOTEL,
  source: 'portal',
  url: 'https://pms.alpenhotel.test/hooks',
  events: ['login.accepted', 'session.stopped'],
  active: true,
  description: 'Hotel-PMS',
  secret: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};
const delivery = (n: number, extra: Record<string, unknown>) => ({
  id: `65c00000000000000000000${n}`,
  _id: `65c00000000000000000000${n}`,
  endpointId: ENDPOINT,
  eventId: `evt_${n}`,
  type: 'login.accepted',
  payload: '{}',
  status: 'delivered',
  attempts: 1,
  nextAttemptAt: null,
  lastStatusCode: 200,
  lastError: null,
  lastAttemptAt: '2026-11-28T10:00:00.000Z',
  deliveredAt: '2026-11-28T10:00:00.000Z',
  createdAt: '2026-11-28T10:00:00.000Z',
  ...extra,
});
const DELIVERIES = [
  delivery(1, { attempts: 3 }),
  delivery(2, { type: 'session.stopped', status: 'failed', attempts: 8, lastStatusCode: 500 }),
  delivery(3, { endpointId: '65b000000000000000000099', type: 'code.created' }),
];
const OPERATOR = { [HOTEL]: ['*:*'] };
const SHOW = {
  view: WebhookShow,
  path: `/webhooks/${ENDPOINT}?organization=${HOTEL}`,
  route: '/webhooks/:id',
  records: { webhooks: [endpoint], 'webhook-deliveries': DELIVERIES },
  permissions: OPERATOR,
  customer: HOTEL,
};

afterEach(() => setWebhooksCalls(null));

describe('webhook details', () => {
  it('shows the events, the secret once and the delivery log; sends again and sends a test event', async () => {
    const sendTest = vi.fn(async () => 'new-1');
    const resend = vi.fn(async () => 'new-2');
    setWebhooksCalls({ sendTest, resend });
    rememberSecret(ENDPOINT, 'whsec_c2VjcmV0LXNob3duLW9uY2U=');
    await renderResource('webhooks', SHOW);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: endpoint.url }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Anmeldung angenommen')).toBeInTheDocument();
    expect(screen.getByText('Sitzung beendet')).toBeInTheDocument();
    expect(screen.getByTestId('webhook-secret')).toHaveTextContent('whsec_c2VjcmV0LXNob3duLW9uY2U=');
    expect(screen.getByRole('button', { name: 'Schlüssel kopieren' })).toBeInTheDocument();

    const log = await screen.findByRole('table', { name: 'Zustellungen' }, SLOW);
    expect(within(log).getAllByRole('row')).toHaveLength(3); // the header and this endpoint's two
    const delivered = within(log).getByText('Zugestellt').closest('tr')!;
    expect(within(delivered).getByText('Anmeldung angenommen')).toBeInTheDocument();
    expect(within(delivered).getByText('3')).toBeInTheDocument();
    expect(within(delivered).getByText('200')).toBeInTheDocument();
    const failed = within(log).getByText('Fehlgeschlagen').closest('tr')!;
    expect(within(failed).getByText('Sitzung beendet')).toBeInTheDocument();
    expect(within(failed).getByText('8')).toBeInTheDocument();
    expect(within(failed).getByText('500')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Testereignis senden' }));
    await expect.poll(() => sendTest.mock.calls).toEqual([[ENDPOINT]]);
    expect(await screen.findByText('Testereignis wird gesendet')).toBeInTheDocument();

    await user.click(within(failed).getByRole('button', { name: 'Erneut senden' }));
    await expect.poll(() => resend.mock.calls).toEqual([[DELIVERIES[1]!.id]]);
  });

  it('a reader sees the log without send buttons; an endpoint without deliveries says how to start', async () => {
    await renderResource('webhooks', {
      ...SHOW,
      records: { webhooks: [endpoint], 'webhook-deliveries': [] },
      permissions: { [HOTEL]: permissionsForRoles(['super-admin']) },
      access: 'read',
    });
    expect(await screen.findByText(/Noch keine Zustellungen/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Testereignis senden' })).not.toBeInTheDocument();
  });
});

describe('webhook create', () => {
  it('sends the URL and the events chosen by their German names', async () => {
    const create = vi.fn(async (_r: string, params: { data: Record<string, unknown> }) => ({
      data: { ...endpoint, ...params.data, id: 'x', secret: 'whsec_AAAA' },
    }));
    await renderResource('webhooks', {
      view: WebhookCreate,
      path: `/webhooks/create?organization=${HOTEL}`,
      route: '/webhooks/create',
      records: { webhooks: [] },
      permissions: OPERATOR,
      customer: HOTEL,
      dataProvider: { create } as never,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Adresse \(URL\)/ }, SLOW), 'https://crm.test/in');
    await user.click(screen.getByRole('checkbox', { name: 'Sitzung beendet' })); // off (a default)
    await user.click(screen.getByRole('checkbox', { name: 'WLAN-Codes erstellt' }));
    await user.click(screen.getByRole('button', { name: /Speichern/ }));
    await expect.poll(() => create.mock.calls.length).toBe(1);
    expect(create.mock.calls[0]![1].data).toMatchObject({
      url: 'https://crm.test/in',
      events: ['login.accepted', 'session.started', 'code.created'],
      active: true,
    });
  });
});
