// URLs are checked when they are saved, with the same domain rules their use applies (issue 33):
// the captive-portal callback (host[:port][/path][?query], the hand-over posts the guest's code
// there), the controller and redirect URLs of a device configuration and the URLs of the plugin
// settings — http(s) only, a host, no credentials, no markup. Refused with BAD_USER_INPUT naming the
// field; nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

const CREATE_CONFIG = `mutation C($data: CreateHotspotDeviceConfigInput!) { createHotspotDeviceConfig(data: $data) }`;
const CONFIGS = `query Q($search: String) { hotspotDeviceConfigs(customerIds: ["${HOTEL}"], search: $search) { totalCount } }`;
const TEMPLATES = `query { hotspotLoginTemplates(customerIds: ["${HOTEL}"]) { data { _id } } }`;
const PLUGINS = `query { customerPlugins(customerIds: ["${CAFE}"]) { data { _id updatedAt webhook { apiUrl } } } }`;
const UPDATE_PLUGINS = `mutation U($data: UpdateCustomerPluginsInput!) { updateCustomerPlugins(data: $data) }`;

let s: TestServer;
let hotel: string;
let operator: string;
let template: string;
let n = 0;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
  template = ok(await s.gql<{ hotspotLoginTemplates: { data: { _id: string }[] } }>(hotel, TEMPLATES))
    .hotspotLoginTemplates.data[0]!._id;
});
afterAll(() => s?.close());

/** Creates a configuration with these controller settings for one device type. */
async function configWith(settings: Record<string, unknown>) {
  const name = `URL-Prüfung ${++n}`;
  const r = await s.gql(hotel, CREATE_CONFIG, {
    data: { customerId: HOTEL, name, hotspotLoginTemplates: [template], deviceSettings: [settings] },
  });
  const stored = ok(await s.gql<{ hotspotDeviceConfigs: { totalCount: number } }>(hotel, CONFIGS, { search: name }));
  return { r, stored: stored.hotspotDeviceConfigs.totalCount };
}

describe('URLs are validated on save', () => {
  it('refuses a captive-portal callback the hand-over would not use (credentials, markup, a protocol)', async () => {
    for (const callbackUrl of [
      'user:secret@evil.example.com/login',
      'guest@evil.example.com/login',
      'hotspot.example.com/login"><script>alert(1)</script>',
      'hotspot.example.com/login#fragment',
      'https://hotspot.example.com/login',
      'javascript:alert(1)',
      'hotspot.example.com:99999/login',
    ]) {
      const { r, stored } = await configWith({
        deviceType: 'MIKROTIK_ROUTEROS',
        captivePortal: { callbackMethod: 'POST', callbackUrl },
      });
      const e = expectGqlError(r, 'BAD_USER_INPUT', 'deviceSettings.0.captivePortal.callbackUrl');
      expect(e.extensions?.i18n, callbackUrl).toBe('forms.validationMessages.callbackUrl');
      expect(stored, callbackUrl).toBe(0);
    }
    const { r, stored } = await configWith({
      deviceType: 'MIKROTIK_ROUTEROS',
      captivePortal: { callbackMethod: 'POST', callbackUrl: 'hotspot.example.com:8443/login?site=a&x=1' },
    });
    ok(r);
    expect(stored).toBe(1);
  });

  it('refuses controller and redirect URLs with credentials or another protocol', async () => {
    for (const [settings, field] of [
      [{ deviceType: 'UBIQUITI', api: { apiUrl: 'https://admin:pw@unifi.example.com:8443/' } }, 'api.apiUrl'],
      [{ deviceType: 'UBIQUITI', authApi: { apiUrl: 'ftp://unifi.example.com/' } }, 'authApi.apiUrl'],
      [
        { deviceType: 'MIKROTIK_ROUTEROS', captivePortal: { redirectUrl: 'https://u:p@welcome.example.com/' } },
        'captivePortal.redirectUrl',
      ],
    ] as const) {
      const { r, stored } = await configWith(settings);
      expectGqlError(r, 'BAD_USER_INPUT', `deviceSettings.0.${field}`);
      expect(stored).toBe(0);
    }
  });

  it('refuses plugin URLs with credentials, naming the field, and keeps the stored settings', async () => {
    type Plugins = { customerPlugins: { data: { _id: string; updatedAt: string; webhook: unknown }[] } };
    const before = ok(await s.gql<Plugins>(operator, PLUGINS)).customerPlugins.data[0]!;
    for (const [block, field] of [
      [{ webhook: { active: true, apiUrl: 'https://hook:secret@hooks.example.com/in', token: 't' } }, 'webhook.apiUrl'],
      [{ matomo: { active: true, siteUrl: 'https://me@matomo.example.com/' } }, 'matomo.siteUrl'],
      [
        { cidaas: { active: true, apiUrl: 'http://a:b@login.example.com', clientId: 'c', clientSecret: 's' } },
        'cidaas.apiUrl',
      ],
      [
        { slaStatus: { active: true, level: 'BASIC', supportPortal: 'javascript:alert(1)' } },
        'slaStatus.supportPortal',
      ],
    ] as const) {
      expectGqlError(
        await s.gql(operator, UPDATE_PLUGINS, { data: { _id: before._id, updatedAt: before.updatedAt, ...block } }),
        'BAD_USER_INPUT',
        field,
      );
    }
    expect(ok(await s.gql<Plugins>(operator, PLUGINS)).customerPlugins.data[0]).toEqual(before);
  });
});
