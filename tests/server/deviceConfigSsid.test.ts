// The guest network of a device configuration (issue 40, "Print-ready cards"): the SSID (1–32 bytes
// UTF-8) and the optional WPA passphrase (8–63 printable ASCII) are stored, read back, validated with
// the portal's rules (BAD_USER_INPUT with the field and the catalogue message), cleared with '' or
// null, and a passphrase needs an SSID.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hotspotLoginTemplates } from '../../server/templates/login-template/table';
import { newObjectId } from '../../server/platform/ids';
import { startTestServer, type TestServer } from './harness';
import { HOTEL, USERS, expectGqlError, ok } from './helpers';

const CREATE = `mutation C($data: CreateHotspotDeviceConfigInput!) { createHotspotDeviceConfig(data: $data) }`;
const UPDATE = `mutation U($data: UpdateHotspotDeviceConfigInput!) { updateHotspotDeviceConfig(data: $data) }`;
const READ = `query R($ids: [ID!]) { hotspotDeviceConfigs(ids: $ids) { data { _id ssid wifiPassphrase updatedAt } } }`;

type Read = { _id: string; ssid: string | null; wifiPassphrase: string | null; updatedAt: string };

let s: TestServer;
let hotel: string;
let template: string;

const create = (data: Record<string, unknown>) =>
  s.gql<{ createHotspotDeviceConfig: string }>(hotel, CREATE, {
    data: { customerId: HOTEL, name: `Netz ${newObjectId().slice(-6)}`, hotspotLoginTemplates: [template], ...data },
  });
const read = async (id: string) =>
  ok(await s.gql<{ hotspotDeviceConfigs: { data: Read[] } }>(hotel, READ, { ids: [id] })).hotspotDeviceConfigs.data[0]!;
const update = async (id: string, data: Record<string, unknown>) =>
  s.gql(hotel, UPDATE, { data: { _id: id, updatedAt: (await read(id)).updatedAt, ...data } });
const i18nOf = (r: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.i18n;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  template = (
    await s.db
      .select({ id: hotspotLoginTemplates.id })
      .from(hotspotLoginTemplates)
      .where(eq(hotspotLoginTemplates.customerId, HOTEL))
  )[0]!.id;
});
afterAll(() => s?.close());

describe('device configs: the guest network (SSID)', () => {
  it('stores and reads the SSID and passphrase; a config without them is an unset open network', async () => {
    const plain = ok(await create({})).createHotspotDeviceConfig;
    expect(await read(plain)).toMatchObject({ ssid: null, wifiPassphrase: null });
    // 32 bytes of UTF-8 (16 × "ü"), with the WIFI: scheme's special characters kept as typed.
    const name = 'ü'.repeat(14) + 'a;b:';
    const id = ok(await create({ ssid: name, wifiPassphrase: 'Gast"WLAN,2026' })).createHotspotDeviceConfig;
    expect(await read(id)).toMatchObject({ ssid: name, wifiPassphrase: 'Gast"WLAN,2026' });
  });

  it('refuses an invalid SSID or passphrase with the field and the catalogue message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ssid: 'ü'.repeat(17) }, 'ssid', 'forms.validationMessages.ssid'], // 34 bytes, 17 characters
      [{ ssid: 'a'.repeat(33) }, 'ssid', 'forms.validationMessages.ssid'],
      [{ ssid: '   ' }, 'ssid', 'forms.validationMessages.ssid'],
      [{ ssid: 'Tab\there' }, 'ssid', 'forms.validationMessages.ssid'],
      [{ ssid: 'Gast', wifiPassphrase: 'kurz' }, 'wifiPassphrase', 'forms.validationMessages.wifiPassphrase'],
      [{ ssid: 'Gast', wifiPassphrase: 'x'.repeat(64) }, 'wifiPassphrase', 'forms.validationMessages.wifiPassphrase'],
      [{ ssid: 'Gast', wifiPassphrase: 'Schlüssel123' }, 'wifiPassphrase', 'forms.validationMessages.wifiPassphrase'],
      [{ wifiPassphrase: 'Geheim#2026' }, 'ssid', 'forms.validationMessages.required'],
    ];
    for (const [data, field, key] of cases) {
      const r = await create(data);
      expectGqlError(r, 'BAD_USER_INPUT', field);
      expect(i18nOf(r), JSON.stringify(data)).toBe(key);
    }
  });

  it('updates: changes, keeps what is not sent, clears with empty text, checks the result', async () => {
    const id = ok(await create({ ssid: 'Hotel Gast' })).createHotspotDeviceConfig;
    ok(await update(id, { wifiPassphrase: 'Willkommen2026' }));
    expect(await read(id)).toMatchObject({ ssid: 'Hotel Gast', wifiPassphrase: 'Willkommen2026' });
    // Clearing the SSID while the passphrase stays is refused.
    const r = await update(id, { ssid: '' });
    expectGqlError(r, 'BAD_USER_INPUT', 'ssid');
    expect(i18nOf(r)).toBe('forms.validationMessages.required');
    expectGqlError(await update(id, { ssid: 'x'.repeat(40) }), 'BAD_USER_INPUT', 'ssid');
    ok(await update(id, { wifiPassphrase: null }));
    expect(await read(id)).toMatchObject({ ssid: 'Hotel Gast', wifiPassphrase: null });
    ok(await update(id, { ssid: '', name: `Umbenannt ${newObjectId().slice(-6)}` }));
    expect(await read(id)).toMatchObject({ ssid: null, wifiPassphrase: null });
  });
});
