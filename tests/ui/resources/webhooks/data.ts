// Data factories of the webhook screens' tests (plain records, no render code).
const HOTEL = 'K100001';

export const webhookEndpoint = (n: number, extra: Record<string, unknown> = {}) => {
  const id = `65b0000000000000000000${String(n).padStart(2, '0')}`;
  return {
    id,
    _id: id,
    customerId: HOTEL,
    source: 'portal',
    url: `https://pms.alpenhotel.test/hooks/${n}`,
    events: ['login.accepted', 'session.stopped'],
    active: true,
    description: 'Hotel-PMS',
    secret: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...extra,
  };
};

export const WEBHOOK_ENDPOINTS = [webhookEndpoint(1), webhookEndpoint(2, { source: 'plugin', events: [] })];
