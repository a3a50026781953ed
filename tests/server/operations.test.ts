// What an operator runs the server with (issue 37, docs/operations.md): the Prometheus endpoint
// (/metrics, only to the bearer of METRICS_TOKEN) parsed with a Prometheus text-format parser after
// real GraphQL, REST and RADIUS traffic; the request id a client sends (or a new one) on the answer and
// on every log line of the request, as JSON, with no token or e-mail address in it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { startTestServer, type TestServer } from './harness';
import { radclient, raw } from './radiusHelpers';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import { HOTEL_ID } from '../../server/seed/demo';

const TOKEN = 'metrics-token-of-this-test-0123456789';
let s: TestServer;
let r: RadiusServer;

beforeAll(async () => {
  s = await startTestServer({ customers: 3 });
  r = await startRadius(s.services, { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: () => {} });
}, 120_000);

afterAll(async () => {
  await r?.close();
  await s?.close();
});

const scrape = (authorization?: string) =>
  fetch(`${s.url}/metrics`, { headers: authorization ? { authorization } : {} });

describe('/metrics', () => {
  it('is not there without METRICS_TOKEN, nor for a wrong bearer', async () => {
    s.services.config.metricsToken = undefined;
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
    s.services.config.metricsToken = TOKEN;
    expect((await scrape()).status).toBe(404);
    expect((await scrape('Bearer wrong-token-wrong-token')).status).toBe(404);
  });

  it('reports HTTP, GraphQL and RADIUS traffic, queues and pools in the Prometheus text format', async () => {
    s.services.config.metricsToken = TOKEN;
    const { accessToken } = await s.login('admin@alpenhotel.test');
    const list = await s.gql(accessToken, `query($c:[String!]){ vouchers(customerIds:$c, take:5){ totalCount } }`, {
      c: [HOTEL_ID],
    });
    expect(list.errors).toBeUndefined();
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
    // A packet of a device nobody knows: dropped, and counted by reason.
    const dropped = await radclient(
      r.acctPort,
      'acct',
      'some-secret',
      { 'NAS-Identifier': 'no-such-device', 'Acct-Status-Type': raw('Start'), 'Acct-Session-Id': 'm1' },
      { timeout: 1, retries: 1 },
    );
    expect(dropped.code).toBeNull();

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    const families = parsePrometheusTextFormat(text);
    const family = (name: string) => {
      const f = families.find((x) => x.name === name);
      expect(f, name).toBeDefined();
      return f!;
    };
    // The parser keeps the labels of counters and gauges; a histogram's series are found by their _count line.
    const has = (name: string, labels: Record<string, string>) =>
      family(name).type === 'HISTOGRAM'
        ? text
            .split('\n')
            .some(
              (line) =>
                line.startsWith(`${name}_count{`) &&
                Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)),
            )
        : family(name).metrics.some((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));

    expect(family('hotspot_http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(has('hotspot_http_request_duration_seconds', { route: '/graphql', method: 'POST', status: '2xx' })).toBe(
      true,
    );
    expect(has('hotspot_http_request_duration_seconds', { route: '/healthz', status: '2xx' })).toBe(true);
    expect(has('hotspot_http_request_duration_seconds', { route: '/auth/authorize' })).toBe(true);
    expect(has('hotspot_graphql_operation_duration_seconds', { type: 'query', operation: 'vouchers' })).toBe(true);
    expect(has('hotspot_radius_requests_total', { code: 'Accounting-Request', result: 'dropped' })).toBe(true);
    expect(has('hotspot_radius_refusals_total', { kind: 'dropped', reason: 'unknown_device' })).toBe(true);
    expect(family('hotspot_radius_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(has('hotspot_radius_login_reads_total', { result: 'hit' })).toBe(true);
    expect(family('hotspot_queue_depth').type).toBe('GAUGE');
    expect(family('hotspot_mail_in_flight').type).toBe('GAUGE');
    expect(family('hotspot_process_cpu_seconds_total').type).toBe('COUNTER');
    if (process.env.TEST_DB === 'postgres')
      expect(has('hotspot_db_pool_connections', { pool: 'requests', state: 'total' })).toBe(true);
    // No label value is what a caller typed: the unknown device's name is nowhere.
    expect(JSON.stringify(families)).not.toContain('no-such-device');
  });
});

describe('request ids and the JSON log', () => {
  it('answers with the id the client sent, or a new one, and logs the request as JSON under it', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    s.services.config.logRequests = true;
    try {
      const { accessToken } = await s.login('admin@alpenhotel.test');
      const sent = await fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, 'x-request-id': 'rq-7' },
        body: JSON.stringify({ query: `{ vouchers(customerIds:["${HOTEL_ID}"], take:1){ totalCount } }` }),
      });
      expect(sent.headers.get('x-request-id')).toBe('rq-7');
      const fresh = await fetch(`${s.url}/healthz`, { headers: { 'x-request-id': 'not ok; spaces' } });
      // A route's own warning about the request names it too (an unknown enrollment key).
      const warnings: string[] = [];
      const warn = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)));
      try {
        const refused = await fetch(`${s.url}/enrollment/enroll`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-id': 'rq-8' },
          body: JSON.stringify({
            key: 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ',
            mac: ['02:00:00:00:00:01'],
            deviceType: 'MIKROTIK_ROUTEROS',
          }),
        });
        expect(refused.status).toBe(403);
      } finally {
        warn.mockRestore();
      }
      expect(warnings.map((l) => JSON.parse(l) as Record<string, unknown>)).toContainEqual(
        expect.objectContaining({ requestId: 'rq-8', msg: 'enrollment refused: unknown or spent key' }),
      );
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

      const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      const graphql = entries.find((e) => e.requestId === 'rq-7');
      expect(graphql).toMatchObject({ level: 'info', route: '/graphql', method: 'POST', status: 200 });
      expect(typeof graphql!.time).toBe('string');
      expect(entries.some((e) => e.requestId === fresh.headers.get('x-request-id') && e.route === '/healthz')).toBe(
        true,
      );
      const all = lines.join('\n');
      expect(all).not.toContain(accessToken);
      expect(all).not.toContain('admin@alpenhotel.test');
    } finally {
      s.services.config.logRequests = false;
      spy.mockRestore();
    }
  });
});
