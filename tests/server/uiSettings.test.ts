// The UI settings store (seed 000 §3, §7) through real HTTP: GET / PUT / DELETE per owner, namespace
// and key with bearer auth; the namespace's subject guards it (HotspotDevice: read to list, create to
// write and delete); bounded keys, values and entries; errors in the REST error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS } from './helpers';

const NS = 'hotspot-device-import';
const path = (owner: string, key?: string, ns = NS) =>
  `/ui-settings/${owner}/${ns}${key === undefined ? '' : `/${encodeURIComponent(key)}`}`;

let s: TestServer;
let hotel: string;
let cafe: string;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
});
afterAll(() => s?.close());

describe('ui settings', () => {
  it('create, list by key, replace, delete', async () => {
    const mapping = { name: 'Gerätename', mac: 'WAN MAC', delimiter: ';' };
    const put = await s.rest('PUT', path(HOTEL, 'Lieferant B.v2'), { value: mapping }, hotel);
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ ownerId: HOTEL, namespace: NS, key: 'Lieferant B.v2', value: mapping });
    await s.rest('PUT', path(HOTEL, 'A first'), { value: [1, 2] }, hotel);
    const list = await s.rest('GET', path(HOTEL), undefined, hotel);
    expect(list.status).toBe(200);
    expect(list.body.data.map((e: { key: string }) => e.key)).toEqual(['A first', 'Lieferant B.v2']);
    expect(Date.parse(list.body.data[0].updatedAt)).toBeGreaterThan(0);
    const replaced = await s.rest('PUT', path(HOTEL, 'A first'), { value: { x: null } }, hotel);
    expect(replaced.body.data.value).toEqual({ x: null });
    const del = await s.rest('DELETE', path(HOTEL, 'A first'), undefined, hotel);
    expect(del).toMatchObject({ status: 200, body: { data: true } });
    const again = await s.rest('DELETE', path(HOTEL, 'A first'), undefined, hotel);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('NOT_FOUND');
    expect((await s.rest('GET', path(HOTEL), undefined, hotel)).body.data).toHaveLength(1);
  });

  it('refusals: auth, foreign owner, unknown namespace, bad owner, key, value and body', async () => {
    expect((await s.rest('GET', path(HOTEL))).status).toBe(401);
    const foreign = await s.rest('GET', path(HOTEL), undefined, cafe);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toMatchObject({ code: 'FORBIDDEN', field: 'ownerId' });
    expect((await s.rest('PUT', path(HOTEL, 'x'), { value: 1 }, cafe)).status).toBe(403);
    expect((await s.rest('GET', path(HOTEL, undefined, 'secrets'), undefined, hotel)).status).toBe(404);
    const owner = await s.rest('GET', path('hotel'), undefined, hotel);
    expect(owner.status).toBe(400);
    expect(owner.body.error.field).toBe('ownerId');
    const badKey = await s.rest('PUT', path(HOTEL, 'a/b?c'), { value: 1 }, hotel);
    expect(badKey.status).toBe(400);
    expect(badKey.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'key',
      i18n: 'forms.validationMessages.text',
    });
    const longKey = await s.rest('PUT', path(HOTEL, 'k'.repeat(101)), { value: 1 }, hotel);
    expect(longKey.body.error.field).toBe('key');
    const noValue = await s.rest('PUT', path(HOTEL, 'k'), { other: 1 }, hotel);
    expect(noValue.status).toBe(400);
    expect(noValue.body.error.field).toBe('value');
    const big = await s.rest('PUT', path(HOTEL, 'k'), { value: 'x'.repeat(17 * 1024) }, hotel);
    expect(big.status).toBe(400);
    expect(big.body.error.field).toBe('value');
    const huge = await s.rest('PUT', path(HOTEL, 'k'), { value: 'x'.repeat(64 * 1024) }, hotel);
    expect(huge.status).toBe(413);
    // The café's demo admin is a voucher-admin: no HotspotDevice rights, so not even its own import settings.
    expect((await s.rest('GET', path(CAFE), undefined, cafe)).status).toBe(403);
    expect((await s.rest('GET', path(CAFE), undefined, hotel)).status).toBe(403);
  });

  it('at most 100 keys per owner and namespace; replacing an existing one stays possible', async () => {
    const start = (await s.rest('GET', path(HOTEL), undefined, hotel)).body.data.length as number;
    for (let i = start; i < 100; i++) {
      const r = await s.rest('PUT', path(HOTEL, `bulk ${i}`), { value: i }, hotel);
      expect(r.status).toBe(200);
    }
    const over = await s.rest('PUT', path(HOTEL, 'one too many'), { value: 1 }, hotel);
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'key' });
    expect((await s.rest('PUT', path(HOTEL, 'bulk 99'), { value: 'neu' }, hotel)).status).toBe(200);
  });
});

describe('ui settings: WiFi-code shortcuts (namespace wifi-code-shortcuts, subject Voucher)', () => {
  const SC = 'wifi-code-shortcuts';
  const logoOf = (bytes: number, type = 'image/png') =>
    `data:${type};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
  const shortcut = (extra: Record<string, unknown> = {}) => ({
    name: 'Tagesgast',
    text: 'Willkommen im Alpenhotel',
    color: '#aa3300',
    amount: 5,
    expiry: 'eod',
    expiryMode: 'firstLogin',
    simultaneousUse: 1,
    deviceVoucher: false,
    ...extra,
  });
  const put = (value: unknown, token = hotel, owner = HOTEL, key = 'tag') =>
    s.rest('PUT', path(owner, key, SC), { value }, token);
  const refusal = async (value: unknown) => {
    const r = await put(value);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('BAD_USER_INPUT');
    return r.body.error as { field: string; i18n: string; args?: Record<string, unknown> };
  };

  it('stores a shortcut with a logo of 200 kB (more than the default value limit) and lists it', async () => {
    const value = shortcut({ logo: logoOf(200 * 1024), loginTemplateId: 'a'.repeat(24) });
    const r = await put(value);
    expect(r.status).toBe(200);
    const list = await s.rest('GET', path(HOTEL, undefined, SC), undefined, hotel);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ key: 'tag', value });
    // The café's voucher administrator keeps shortcuts of its own, but not the hotel's.
    expect((await put(shortcut(), cafe, CAFE, 'cafe')).status).toBe(200);
    expect((await put(shortcut(), cafe, HOTEL, 'cafe')).status).toBe(403);
    expect((await s.rest('GET', path(HOTEL, undefined, SC), undefined, cafe)).status).toBe(403);
  });

  it('validates the value with the shortcut rules, naming the field', async () => {
    expect(await refusal(shortcut({ logo: logoOf(200 * 1024 + 1) }))).toMatchObject({
      field: 'logo',
      i18n: 'forms.validationMessages.fileTooLarge',
      args: { maxSize: '200 kB' },
    });
    expect((await refusal(shortcut({ logo: logoOf(10, 'image/gif') }))).field).toBe('logo');
    expect((await refusal(shortcut({ logo: 'data:image/png;base64,@@@@' }))).field).toBe('logo');
    expect(await refusal(shortcut({ name: '' }))).toMatchObject({
      field: 'name',
      i18n: 'forms.validationMessages.required',
    });
    expect((await refusal(shortcut({ name: 'n'.repeat(101) }))).field).toBe('name');
    expect((await refusal(shortcut({ text: 't'.repeat(501) }))).field).toBe('text');
    expect((await refusal(shortcut({ color: 'red' }))).field).toBe('color');
    expect(await refusal(shortcut({ amount: 0 }))).toMatchObject({ field: 'amount' });
    expect((await refusal(shortcut({ amount: 10_001 }))).field).toBe('amount');
    expect((await refusal(shortcut({ amount: 2.5 }))).field).toBe('amount');
    expect(await refusal(shortcut({ expiry: 'tomorrow' }))).toMatchObject({
      field: 'expiry',
      i18n: 'forms.validationMessages.dynamicExpires',
    });
    expect((await refusal(shortcut({ expiryMode: 'never' }))).field).toBe('expiryMode');
    expect((await refusal(shortcut({ simultaneousUse: -1 }))).field).toBe('simultaneousUse');
    expect((await refusal(shortcut({ deviceVoucher: 'yes' }))).field).toBe('deviceVoucher');
    expect((await refusal(shortcut({ loginTemplateId: 'x' }))).field).toBe('loginTemplateId');
    expect((await refusal(shortcut({ script: '<b>' }))).field).toBe('script');
    expect((await refusal('just text')).field).toBe('value');
    expect((await refusal([shortcut()])).field).toBe('value');
    // Nothing of the refused values was stored.
    const list = await s.rest('GET', path(HOTEL, undefined, SC), undefined, hotel);
    expect(list.body.data.map((e: { key: string }) => e.key)).toEqual(['tag']);
  });

  it('has its own value limit: 300 kB, larger values are refused before they are read', async () => {
    const over = await put({ ...shortcut(), pad: 'x'.repeat(301 * 1024) });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ field: 'value', i18n: 'forms.validationMessages.fileTooLarge' });
    expect((await put({ pad: 'x'.repeat(700 * 1024) })).status).toBe(413);
  });
});

// Saved queries and column choices of the main lists (issue 39): one namespace per list, each
// user's entries their own, reading the list is enough to keep one's view, values bounded.
describe('ui settings: saved list views, per user', () => {
  const VIEWS = 'views.wifi-code';
  const query = (label: string) => ({
    label,
    value: { filter: { active: true }, sort: { field: 'code', order: 'ASC' } },
  });
  let operator: string;
  beforeAll(async () => {
    operator = (await s.login(USERS.operator)).accessToken;
  });

  it('keeps each user’s views apart in the same customer', async () => {
    const saved = await s.rest('PUT', path(HOTEL, 'savedQueries', VIEWS), { value: [query('Aktive')] }, hotel);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ownerId: HOTEL, namespace: VIEWS, key: 'savedQueries' });
    expect((await s.rest('PUT', path(HOTEL, 'datatable', VIEWS), { value: ['used'] }, hotel)).status).toBe(200);
    const own = await s.rest('GET', path(HOTEL, undefined, VIEWS), undefined, hotel);
    expect(own.body.data.map((e: { key: string }) => e.key)).toEqual(['datatable', 'savedQueries']);
    expect(own.body.data[1].value).toEqual([query('Aktive')]);
    // Another user of the customer sees none of them, and keeps their own under the same key.
    expect((await s.rest('GET', path(HOTEL, undefined, VIEWS), undefined, operator)).body.data).toEqual([]);
    await s.rest('PUT', path(HOTEL, 'savedQueries', VIEWS), { value: [query('Meine')] }, operator);
    const theirs = await s.rest('GET', path(HOTEL, undefined, VIEWS), undefined, operator);
    expect(theirs.body.data).toMatchObject([{ key: 'savedQueries', value: [query('Meine')] }]);
    expect((await s.rest('GET', path(HOTEL, undefined, VIEWS), undefined, hotel)).body.data[1].value).toEqual([
      query('Aktive'),
    ]);
    // Deleting touches only one's own entry.
    expect((await s.rest('DELETE', path(HOTEL, 'datatable', VIEWS), undefined, operator)).status).toBe(404);
    expect((await s.rest('DELETE', path(HOTEL, 'datatable', VIEWS), undefined, hotel)).status).toBe(200);
  });

  it('needs only the list’s read: the café’s voucher admin keeps code views, not device views', async () => {
    expect((await s.rest('PUT', path(CAFE, 'datatable', VIEWS), { value: [] }, cafe)).status).toBe(200);
    expect((await s.rest('GET', path(CAFE, undefined, 'views.hotspot-device'), undefined, cafe)).status).toBe(403);
    expect((await s.rest('GET', path(HOTEL, undefined, VIEWS), undefined, cafe)).status).toBe(403);
  });

  it('keeps the WiFi-code import’s mappings under the codes’ permission (D318)', async () => {
    const NS_CODES = 'wifi-code-import';
    const mapping = { columns: { code: 'Gutschein' }, headers: ['Gutschein', 'Notiz'] };
    const put = await s.rest('PUT', path(CAFE, 'Altsystem', NS_CODES), { value: mapping }, cafe);
    expect(put.status).toBe(200);
    const list = await s.rest('GET', path(CAFE, undefined, NS_CODES), undefined, cafe);
    expect(list.body.data).toMatchObject([{ key: 'Altsystem', value: mapping }]);
    // the café's voucher admin has no device rights, and no rights in the hotel
    expect((await s.rest('GET', path(CAFE), undefined, cafe)).status).toBe(403);
    expect((await s.rest('GET', path(HOTEL, undefined, NS_CODES), undefined, cafe)).status).toBe(403);
    expect((await s.rest('DELETE', path(CAFE, 'Altsystem', NS_CODES), undefined, cafe)).status).toBe(200);
  });

  it('bounds keys and values with field errors', async () => {
    const refusal = async (key: string, value: unknown) => {
      const r = await s.rest('PUT', path(HOTEL, key, VIEWS), { value }, hotel);
      expect(r.status).toBe(400);
      return r.body.error as { code: string; field: string; i18n: string };
    };
    expect(await refusal('anything', [])).toMatchObject({ code: 'BAD_USER_INPUT', field: 'key' });
    const many = Array.from({ length: 21 }, (_, i) => query(`Q${i}`));
    expect(await refusal('savedQueries', many)).toMatchObject({
      field: 'value',
      i18n: 'forms.validationMessages.arrayMaxSize',
    });
    expect((await refusal('savedQueries', [query('')])).field).toBe('label');
    expect((await refusal('savedQueries', [query('x'.repeat(101))])).field).toBe('label');
    expect((await refusal('savedQueries', [{ label: 'x', value: 'filter' }])).field).toBe('value');
    expect((await refusal('savedQueries', { label: 'x' })).field).toBe('value');
    expect((await refusal('datatable', [1])).field).toBe('value');
    expect(
      (
        await refusal(
          'datatable',
          Array.from({ length: 51 }, (_, i) => `c${i}`),
        )
      ).field,
    ).toBe('value');
    expect((await refusal('datatable_columnRanks', [0, -1])).field).toBe('value');
    const big = await s.rest(
      'PUT',
      path(HOTEL, 'savedQueries', VIEWS),
      { value: [{ label: 'x', value: { q: 'x'.repeat(17 * 1024) } }] },
      hotel,
    );
    expect(big.body.error).toMatchObject({ field: 'value', i18n: 'forms.validationMessages.fileTooLarge' });
    // twenty saved queries are fine
    expect((await s.rest('PUT', path(HOTEL, 'savedQueries', VIEWS), { value: many.slice(0, 20) }, hotel)).status).toBe(
      200,
    );
  });
});
