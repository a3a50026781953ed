// The list export (docs/exports.md, issue 39): POST /api/export/<list> through real HTTP — German
// CSV (BOM, semicolons, umlauts, German dates) read back with papaparse, English CSV, formula
// neutralisation, the list's filter and sort across keyset batches, tenant isolation, refusals with a
// code, XLSX opened back with exceljs.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import ExcelJS from 'exceljs';
import { setExportBatchSize } from '../../server/platform/export/route';
import { startTestServer, type TestServer } from './harness';
import { CAFE, CREATE_VOUCHER, HOTEL, PARTNER, USERS, ok, vouchersOk, type VoucherRow } from './helpers';

let s: TestServer;
let hotel: string;
let cafe: string;
let support: string;

const COLUMNS = [
  { key: 'code', label: 'Code' },
  { key: 'description', label: 'Beschreibung' },
  { key: 'active', label: 'Aktiv' },
  { key: 'used', label: 'Benutzt' },
  { key: 'expires', label: 'Gültig bis' },
  { key: 'createdAt', label: 'Erstellt am' },
];

async function exportList(token: string | null, body: Record<string, unknown>, list = 'vouchers') {
  const res = await fetch(`${s.url}/api/export/${list}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes };
}

const parseCsv = (bytes: Buffer, delimiter: string) => {
  const text = bytes.toString('utf8');
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { delimiter, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

const errorOf = (bytes: Buffer) => (JSON.parse(bytes.toString('utf8')) as { error: Record<string, unknown> }).error;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
  support = (await s.login(USERS.support)).accessToken;
  for (const description of [
    'Zimmer Übergröße, „Süd“; Müller',
    '=HYPERLINK("http://evil.test")',
    '+49 Rezeption',
    '@SUM(A1)',
    '-1',
  ]) {
    ok(
      await s.gql(hotel, CREATE_VOUCHER, { data: { customerId: HOTEL, description, expires: '2031-07-01T10:15:00Z' } }),
    );
  }
});
afterAll(() => s?.close());
afterEach(() => setExportBatchSize(2000));

/** Every code of the hotel's list with these arguments, in the list's own order (GraphQL). */
async function listed(token: string, vars: Record<string, unknown>): Promise<VoucherRow[]> {
  return (await vouchersOk(s, token, { take: 1000, ...vars })).data;
}

describe('export of WiFi codes as CSV', () => {
  it('German: BOM, semicolons, translated header, umlauts intact, German dates, formulas neutralised', async () => {
    const r = await exportList(hotel, {
      format: 'csv',
      locale: 'de',
      timeZone: 'Europe/Berlin',
      columns: COLUMNS,
      args: { customerIds: [HOTEL] },
      sort: [{ key: 'createdAt', order: 'DESC' }],
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="wifi-codes-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...r.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(r.bytes, ';');
    expect(header).toEqual(['Code', 'Beschreibung', 'Aktiv', 'Benutzt', 'Gültig bis', 'Erstellt am']);
    const all = await listed(hotel, { customerIds: [HOTEL], sort: [{ key: 'createdAt', order: 'DESC' }] });
    expect(rows.map((row) => row[0])).toEqual(all.map((v) => v.code));
    const byDescription = (d: string) => rows.find((row) => row[1] === d);
    expect(byDescription('Zimmer Übergröße, „Süd“; Müller')).toBeDefined();
    // 10:15 UTC in July is 12:15 in Berlin.
    expect(byDescription('Zimmer Übergröße, „Süd“; Müller')![4]).toBe('01.07.2031 12:15:00');
    expect(byDescription('Zimmer Übergröße, „Süd“; Müller')![2]).toBe('ja');
    expect(rows.every((row) => /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/.test(row[5]!))).toBe(true);
    // Formula injection: every cell that would start with = + - @ starts with an apostrophe.
    expect(byDescription(`'=HYPERLINK("http://evil.test")`)).toBeDefined();
    expect(byDescription(`'+49 Rezeption`)).toBeDefined();
    expect(byDescription(`'@SUM(A1)`)).toBeDefined();
    expect(byDescription(`'-1`)).toBeDefined();
    expect(rows.some((row) => row.some((cell) => /^[=+\-@\t\r]/.test(cell)))).toBe(false);
  });

  it('English: commas, English dates and words', async () => {
    const r = await exportList(hotel, {
      format: 'csv',
      locale: 'en',
      timeZone: 'UTC',
      columns: [
        { key: 'description', label: 'Description' },
        { key: 'active', label: 'Active' },
        { key: 'expires', label: 'Expires' },
      ],
      args: { customerIds: [HOTEL], search: 'Übergröße' },
    });
    expect(r.status).toBe(200);
    const [header, ...rows] = parseCsv(r.bytes, ',');
    expect(header).toEqual(['Description', 'Active', 'Expires']);
    expect(rows).toEqual([['Zimmer Übergröße, „Süd“; Müller', 'yes', '2031-07-01 10:15:00']]);
  });

  it("applies the list's filter and sort across many keyset batches (NULLs where the list has them)", async () => {
    setExportBatchSize(7);
    for (const sort of [
      [{ key: 'expires', order: 'ASC' }],
      [{ key: 'expires', order: 'DESC' }],
      [{ key: 'description', order: 'DESC' }],
      [
        { key: 'used', order: 'ASC' },
        { key: 'code', order: 'DESC' },
      ],
      [{ key: 'createdAt', order: 'ASC' }],
    ]) {
      for (const args of [{}, { active: true }, { search: 'zimmer' }]) {
        const r = await exportList(hotel, {
          locale: 'de',
          columns: ['code'],
          args: { customerIds: [HOTEL], ...args },
          sort,
        });
        expect(r.status).toBe(200);
        const codes = parseCsv(r.bytes, ';')
          .slice(1)
          .map((row) => row[0]);
        const expected = (await listed(hotel, { customerIds: [HOTEL], ...args, sort })).map((v) => v.code);
        expect(expected.length).toBeGreaterThan(0);
        expect(codes, JSON.stringify({ sort, args })).toEqual(expected);
      }
    }
  });

  it('spans every customer of a support user, each row once', async () => {
    setExportBatchSize(50);
    const r = await exportList(support, { locale: 'en', columns: ['customerId', 'code'] });
    expect(r.status).toBe(200);
    const rows = parseCsv(r.bytes, ',').slice(1);
    const keys = rows.map((row) => `${row[0]} ${row[1]}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set([HOTEL, CAFE]));
    const total = (await vouchersOk(s, support, { take: 1 })).totalCount;
    expect(rows.length).toBe(total);
  });
});

describe('export: who may export what', () => {
  it("never contains another customer's codes", async () => {
    const hotelCodes = new Set((await listed(hotel, { customerIds: [HOTEL] })).map((v) => v.code));
    const r = await exportList(cafe, { columns: ['customerId', 'code'] });
    expect(r.status).toBe(200);
    const rows = parseCsv(r.bytes, ';').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[0] === CAFE)).toBe(true);
    expect(rows.filter((row) => hotelCodes.has(row[1]!) && row[0] !== CAFE)).toEqual([]);
    // Naming the other customer is refused like the list query refuses it.
    const other = await exportList(cafe, { args: { customerIds: [HOTEL] } });
    expect(other.status).toBe(403);
    expect(errorOf(other.bytes)).toMatchObject({ code: 'FORBIDDEN', field: 'customerIds' });
    // The other customer's codes by id: nothing.
    const ids = (await listed(hotel, { customerIds: [HOTEL] })).map((v) => v._id);
    const byIds = await exportList(cafe, { columns: ['code'], args: { ids: ids.slice(0, 20) } });
    expect(byIds.status).toBe(200);
    expect(parseCsv(byIds.bytes, ';').slice(1)).toEqual([]);
  });

  it('refuses a caller without a session or with a bad token (401), before anything is read', async () => {
    const none = await exportList(null, {});
    expect(none.status).toBe(401);
    expect(errorOf(none.bytes).code).toBe('UNAUTHENTICATED');
    const forged = await exportList('x.y.z', {});
    expect(forged.status).toBe(401);
  });

  it('refuses bad input with a code and the field, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ format: 'pdf' }, 'format'],
      [{ locale: 'fr' }, 'locale'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ columns: ['password'] }, 'columns'],
      [{ columns: Array.from({ length: 51 }, () => 'code') }, 'columns'],
      [{ columns: [{ key: 'code', label: 'x'.repeat(201) }] }, 'columns'],
      // Words for values: only for a text column, at most 100, each at most 200 characters.
      [{ columns: [{ key: 'active', values: { true: 'ja' } }] }, 'columns'],
      [{ columns: [{ key: 'code', values: ['x'] }] }, 'columns'],
      [{ columns: [{ key: 'code', values: { a: 1 } }] }, 'columns'],
      [
        {
          columns: [{ key: 'code', values: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`v${i}`, 'x'])) }],
        },
        'columns',
      ],
      [{ columns: [{ key: 'code', values: { a: 'x'.repeat(201) } }] }, 'columns'],
      [{ args: { nope: 1 } }, 'args.nope'],
      [{ args: { active: 'yes' } }, 'args.active'],
      [{ args: { search: 'x'.repeat(201) } }, 'args.search'],
      [{ sort: [{ key: 'password' }] }, 'sort'],
      [{ sort: [{ key: 'code', order: 'UP' }] }, 'sort'],
      [{ args: { ids: Array.from({ length: 1001 }, (_, i) => `id${i}`) } }, 'ids'],
    ];
    for (const [body, field] of cases) {
      const r = await exportList(hotel, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(r.bytes)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const unknownList = await exportList(hotel, {}, 'passwords');
    expect(unknownList.status).toBe(404);
  });
});

describe('export of WiFi codes as XLSX', () => {
  it('opens with exceljs: header, texts, numbers, booleans and dates as typed cells', async () => {
    setExportBatchSize(13);
    const r = await exportList(hotel, {
      format: 'xlsx',
      locale: 'de',
      timeZone: 'Europe/Berlin',
      columns: COLUMNS,
      args: { customerIds: [HOTEL] },
      sort: [{ key: 'code', order: 'ASC' }],
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(COLUMNS.map((c) => c.label));
    const all = await listed(hotel, { customerIds: [HOTEL], sort: [{ key: 'code', order: 'ASC' }] });
    expect(sheet.rowCount).toBe(all.length + 1);
    const codes: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) codes.push(row.getCell(1).value);
    });
    expect(codes).toEqual(all.map((v) => v.code));
    let special: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(2).value === 'Zimmer Übergröße, „Süd“; Müller') special = row;
    });
    expect(special).toBeDefined();
    expect(special!.getCell(3).value).toBe(true);
    expect(special!.getCell(4).value).toBe(0);
    // A date cell holding the Berlin wall-clock time (exceljs reads it as that time in UTC).
    expect(special!.getCell(5).value).toEqual(new Date('2031-07-01T12:15:00Z'));
    expect(special!.getCell(5).numFmt).toBe('dd.mm.yyyy hh:mm:ss');
    // A text that looks like a formula is a text cell, never a formula.
    let formula: ExcelJS.Cell | undefined;
    sheet.eachRow((row) => {
      if (String(row.getCell(2).value).includes('HYPERLINK')) formula = row.getCell(2);
    });
    expect(formula?.type).toBe(ExcelJS.ValueType.String);
    expect(formula?.value).toBe('=HYPERLINK("http://evil.test")');
  });
});

describe('export: an aborted download', () => {
  it('stops reading; the server answers the next export at once', async () => {
    ok(
      await s.gql(hotel, `mutation B($data: CreateVoucherBatchInput!) { createVoucherBatch(data: $data) { amount } }`, {
        data: { customerId: HOTEL, amount: 3000, description: 'Ä'.repeat(500) },
      }),
    );
    setExportBatchSize(10);
    // Every batch the export reads is a select on the request's handle: counted here.
    const forRequest = s.services.forRequest;
    let selects = 0;
    s.services.forRequest = (...args: Parameters<typeof forRequest>) => {
      const handle = forRequest(...args);
      const db = new Proxy(handle.db, {
        get(target, name, receiver) {
          if (name === 'select') selects++;
          return Reflect.get(target, name, receiver) as unknown;
        },
      });
      return { ...handle, db };
    };
    const controller = new AbortController();
    const res = await fetch(`${s.url}/api/export/vouchers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${hotel}` },
      // 50 columns of 500 characters: some 150 MB in all, far more than the connection holds in flight.
      body: JSON.stringify({ columns: Array(50).fill('description'), args: { customerIds: [HOTEL] } }),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    await reader.read().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    const atAbort = selects;
    await new Promise((r) => setTimeout(r, 700));
    s.services.forRequest = forRequest;
    // 3,000 codes in batches of 10 would be 300 reads: it waited for the client, stopped, reads no more.
    expect(selects).toBe(atAbort);
    expect(selects).toBeLessThan(200);
    setExportBatchSize(2000);
    const again = await exportList(hotel, { columns: ['code'], args: { customerIds: [HOTEL] } });
    expect(again.status).toBe(200);
    expect(parseCsv(again.bytes, ';').length - 1).toBe((await vouchersOk(s, hotel, { take: 1 })).totalCount);
  });
});

describe('export of device accounts', () => {
  const LIST = `query($customerIds: [String!], $sort: [SortType!], $search: String) {
    deviceAccounts(take: 1000, customerIds: $customerIds, sort: $sort, search: $search) { data { name active } } }`;

  it("the list's rows in its order, never a hash, never another customer's", async () => {
    setExportBatchSize(3);
    for (const sort of [[{ key: 'name', order: 'ASC' }], [{ key: 'expires', order: 'DESC' }]]) {
      const r = await exportList(
        hotel,
        {
          locale: 'de',
          columns: [{ key: 'name', label: 'Name' }, 'criteria.accountType', 'criteria.username', 'active'],
          args: { customerIds: [HOTEL] },
          sort,
        },
        'deviceAccounts',
      );
      expect(r.status).toBe(200);
      const [header, ...rows] = parseCsv(r.bytes, ';');
      expect(header).toEqual(['Name', 'criteria.accountType', 'criteria.username', 'active']);
      const listedNames = ok(
        await s.gql<{ deviceAccounts: { data: { name: string }[] } }>(hotel, LIST, { customerIds: [HOTEL], sort }),
      ).deviceAccounts.data.map((a) => a.name);
      expect(listedNames.length).toBeGreaterThan(3);
      expect(rows.map((row) => row[0])).toEqual(listedNames);
    }
    const hash = await exportList(hotel, { columns: ['macHash'] }, 'deviceAccounts');
    expect(hash.status).toBe(400);
    const other = await exportList(cafe, { args: { customerIds: [HOTEL] } }, 'deviceAccounts');
    expect(other.status).toBe(403);
    const own = await exportList(cafe, { columns: ['customerId'] }, 'deviceAccounts');
    expect(own.status).toBe(200);
    expect(
      parseCsv(own.bytes, ';')
        .slice(1)
        .filter((row) => row[0] !== CAFE),
    ).toEqual([]);
  });
});

describe('export of locations', () => {
  const LIST = `query($customerIds: [String!], $sort: [SortType!]) {
    locations(take: 1000, customerIds: $customerIds, sort: $sort) { data { name geoLocation { lat long } } } }`;

  it("the list's rows in its order, positions with the decimal comma in German", async () => {
    setExportBatchSize(2);
    const sort = [{ key: 'name', order: 'DESC' }];
    const r = await exportList(
      hotel,
      { locale: 'de', columns: ['name', 'lat', 'long'], args: { customerIds: [HOTEL] }, sort },
      'locations',
    );
    expect(r.status).toBe(200);
    const rows = parseCsv(r.bytes, ';').slice(1);
    const listedRows = ok(
      await s.gql<{ locations: { data: { name: string; geoLocation: { lat: number; long: number } | null }[] } }>(
        hotel,
        LIST,
        { customerIds: [HOTEL], sort },
      ),
    ).locations.data;
    expect(listedRows.length).toBeGreaterThan(2);
    expect(rows.map((row) => row[0])).toEqual(listedRows.map((l) => l.name));
    const placed = listedRows.findIndex((l) => l.geoLocation && !Number.isInteger(l.geoLocation.lat));
    expect(placed).toBeGreaterThanOrEqual(0);
    expect(rows[placed]![1]).toBe(String(listedRows[placed]!.geoLocation!.lat).replace('.', ','));
    const en = await exportList(
      hotel,
      { locale: 'en', columns: ['lat'], args: { customerIds: [HOTEL] }, sort },
      'locations',
    );
    expect(parseCsv(en.bytes, ',')[placed + 1]![0]).toBe(String(listedRows[placed]!.geoLocation!.lat));
    const other = await exportList(cafe, { args: { customerIds: [HOTEL] } }, 'locations');
    expect(other.status).toBe(403);
  });
});

describe('export of regions', () => {
  const LIST = `query($customerIds: [String!], $sort: [SortType!]) {
    locationGroups(take: 1000, customerIds: $customerIds, sort: $sort) { data { name locations { name } } } }`;

  it("the list's regions in its order, each with its locations by name; others are refused", async () => {
    setExportBatchSize(1);
    const sort = [{ key: 'name', order: 'DESC' }];
    const regions = ok(
      await s.gql<{ locationGroups: { data: { name: string; locations: { name: string }[] }[] } }>(hotel, LIST, {
        customerIds: [HOTEL],
        sort,
      }),
    ).locationGroups.data;
    expect(regions.length).toBeGreaterThan(1);
    const r = await exportList(
      hotel,
      { locale: 'en', columns: ['name', 'locationCount', 'locations'], args: { customerIds: [HOTEL] }, sort },
      'locationGroups',
    );
    expect(r.status).toBe(200);
    const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());
    expect(parseCsv(r.bytes, ',').slice(1)).toEqual(
      regions.map((g) => [
        neutralised(g.name),
        String(g.locations.length),
        g.locations
          .map((l) => l.name)
          .sort(byName)
          .join(', '),
      ]),
    );
    expect((await exportList(cafe, { args: { customerIds: [HOTEL] } }, 'locationGroups')).status).toBe(403);
  });
});

describe('export of hotspot devices', () => {
  const LIST = `query($customerIds: [String!], $sort: [SortType!], $active: Boolean) {
    hotspotDevices(take: 1000, customerIds: $customerIds, sort: $sort, active: $active) { data { name active } } }`;

  it("the list's rows in its order, by the effective state too (an expression, not a column)", async () => {
    setExportBatchSize(2);
    for (const [sort, args] of [
      [[{ key: 'active', order: 'DESC' }], {}],
      [
        [
          { key: 'active', order: 'ASC' },
          { key: 'name', order: 'DESC' },
        ],
        {},
      ],
      [[{ key: 'createdAt', order: 'ASC' }], { active: true }],
    ] as const) {
      const r = await exportList(
        hotel,
        { locale: 'en', columns: ['name', 'active', 'mac'], args: { customerIds: [HOTEL], ...args }, sort },
        'hotspotDevices',
      );
      expect(r.status).toBe(200);
      const rows = parseCsv(r.bytes, ',').slice(1);
      const listedRows = ok(
        await s.gql<{ hotspotDevices: { data: { name: string; active: boolean }[] } }>(hotel, LIST, {
          customerIds: [HOTEL],
          sort,
          ...args,
        }),
      ).hotspotDevices.data;
      expect(listedRows.length).toBeGreaterThan(2);
      expect(rows.map((row) => [row[0], row[1]])).toEqual(listedRows.map((d) => [d.name, d.active ? 'yes' : 'no']));
    }
    const other = await exportList(cafe, { args: { customerIds: [HOTEL] } }, 'hotspotDevices');
    expect(other.status).toBe(403);
  });

  it("writes an enum's values in the words the request gives, any other value as it is", async () => {
    const sort = [{ key: 'name', order: 'ASC' }];
    const raw = await exportList(
      hotel,
      { locale: 'en', columns: ['deviceType'], args: { customerIds: [HOTEL] }, sort },
      'hotspotDevices',
    );
    const types = parseCsv(raw.bytes, ',')
      .slice(1)
      .map((row) => row[0]!);
    const [named, ...rest] = [...new Set(types)];
    expect(named).toBeTruthy();
    const worded = await exportList(
      hotel,
      {
        locale: 'en',
        columns: [{ key: 'deviceType', label: 'Type', values: { [named!]: '=Named type', UNUSED: 'never' } }],
        args: { customerIds: [HOTEL] },
        sort,
      },
      'hotspotDevices',
    );
    expect(worded.status).toBe(200);
    const cells = parseCsv(worded.bytes, ',');
    expect(cells[0]).toEqual(['Type']);
    // The words are text as any other: a formula-looking one is neutralised.
    expect(cells.slice(1).map((row) => row[0])).toEqual(types.map((t) => (t === named ? "'=Named type" : t)));
    expect(rest.every((t) => cells.slice(1).some((row) => row[0] === t))).toBe(true);
  });
});

describe('export of the enrollment log', () => {
  const LIST = `query($customerIds: [String!], $keyIds: [ID!]) {
    enrollmentKeyLogs(take: 1000, customerIds: $customerIds, keyIds: $keyIds) { data { id keyId keyName log } } }`;

  it('newest first like the list, a single key id taken as a list of one', async () => {
    setExportBatchSize(2);
    type Log = { id: string; keyId: string; keyName: string; log: string };
    const logs = ok(await s.gql<{ enrollmentKeyLogs: { data: Log[] } }>(hotel, LIST, { customerIds: [HOTEL] }))
      .enrollmentKeyLogs.data;
    expect(logs.length).toBeGreaterThan(2);
    const r = await exportList(
      hotel,
      { columns: ['keyName', 'log'], args: { customerIds: [HOTEL] } },
      'enrollmentKeyLogs',
    );
    expect(r.status).toBe(200);
    expect(parseCsv(r.bytes, ';').slice(1)).toEqual(logs.map((l) => [l.keyName, neutralised(l.log)]));
    const keyId = logs[0]!.keyId;
    const one = await exportList(
      hotel,
      { columns: ['keyName'], args: { customerIds: [HOTEL], keyIds: keyId } },
      'enrollmentKeyLogs',
    );
    expect(one.status).toBe(200);
    expect(parseCsv(one.bytes, ';').length - 1).toBe(logs.filter((l) => l.keyId === keyId).length);
    const other = await exportList(cafe, { args: { customerIds: [HOTEL] } }, 'enrollmentKeyLogs');
    expect(other.status).toBe(403);
  });
});

/** A text as the CSV writes it (a leading = + - @ tab or CR gets an apostrophe). */
const neutralised = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

describe('export of the audit log', () => {
  const LIST = `query($customerIds: [String!], $sort: [SortType!]) {
    auditLog(take: 500, customerIds: $customerIds, sort: $sort) {
      data { _id customerId operation objectIds outcome } } }`;
  type Entry = { _id: string; customerId: string | null; operation: string; objectIds: string[]; outcome: string };
  const COLS = ['customerId', 'operation', 'objectIds', 'outcome'];
  const asRow = (e: Entry) => [e.customerId ?? '', e.operation, e.objectIds.join(', '), e.outcome];

  it("an operator's export is the list's rows in its order, only the customers asked for", async () => {
    const operator = (await s.login(USERS.operator)).accessToken;
    setExportBatchSize(2);
    const list = async (vars: Record<string, unknown>) =>
      ok(await s.gql<{ auditLog: { data: Entry[] } }>(operator, LIST, vars)).auditLog.data;
    const hotelEntries = await list({ customerIds: [HOTEL] });
    expect(hotelEntries.length).toBeGreaterThan(2);
    const r = await exportList(operator, { columns: COLS, args: { customerIds: HOTEL } }, 'auditLog');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parseCsv(r.bytes, ';').slice(1);
    expect(rows).toEqual(hotelEntries.map(asRow));
    expect(rows.every((row) => row[0] === HOTEL)).toBe(true);

    const oldestFirst = await list({ customerIds: [HOTEL, CAFE], sort: [{ key: 'at', order: 'ASC' }] });
    expect(oldestFirst.some((e) => e.customerId === CAFE)).toBe(true);
    const both = await exportList(
      operator,
      { columns: COLS, args: { customerIds: [HOTEL, CAFE] }, sort: [{ key: 'at', order: 'ASC' }] },
      'auditLog',
    );
    expect(both.status).toBe(200);
    expect(parseCsv(both.bytes, ';').slice(1)).toEqual(oldestFirst.map(asRow));
  });

  it('refuses everyone but operators, and bad input with the field', async () => {
    for (const token of [hotel, cafe, support]) {
      const r = await exportList(token, { args: { customerIds: [HOTEL] } }, 'auditLog');
      expect(r.status).toBe(403);
      expect(errorOf(r.bytes).code).toBe('FORBIDDEN');
    }
    expect((await exportList(null, {}, 'auditLog')).status).toBe(401);
    const operator = (await s.login(USERS.operator)).accessToken;
    const badDate = await exportList(operator, { args: { from: '2026-02-30' } }, 'auditLog');
    expect(badDate.status).toBe(400);
    expect(errorOf(badDate.bytes)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    const badSort = await exportList(operator, { sort: [{ key: 'email', order: 'ASC' }] }, 'auditLog');
    expect(badSort.status).toBe(400);
    expect(errorOf(badSort.bytes)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sort' });
  });
});

describe('export of the sessions (online now and history)', () => {
  const LIST = `query($customerIds: [String!], $history: Boolean, $sort: [SortType!]) {
    liveSessions(take: 1000, customerIds: $customerIds, history: $history, sort: $sort) {
      hasNextPage data { _id customerId code username hotspotDeviceName online } } }`;
  type Session = {
    _id: string;
    customerId: string;
    code: string | null;
    username: string | null;
    hotspotDeviceName: string | null;
    online: boolean;
  };
  const COLS = ['customerId', 'code', 'username', 'hotspotDeviceName', 'online'];
  const asRow = (x: Session) => [
    x.customerId,
    x.code ?? '',
    x.username ?? '',
    x.hotspotDeviceName ?? '',
    x.online ? 'ja' : 'nein',
  ];
  const list = async (token: string, vars: Record<string, unknown>) => {
    const page = ok(
      await s.gql<{ liveSessions: { hasNextPage: boolean; data: Session[] } }>(token, LIST, vars),
    ).liveSessions;
    expect(page.hasNextPage).toBe(false);
    return page.data;
  };

  it("the list's rows in its order, the history too, never another customer's", async () => {
    setExportBatchSize(3);
    const history = await list(hotel, { customerIds: [HOTEL], history: true });
    expect(history.length).toBeGreaterThan(3);
    const r = await exportList(hotel, { columns: COLS, args: { customerIds: [HOTEL], history: true } }, 'liveSessions');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/filename="sessions-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(parseCsv(r.bytes, ';').slice(1)).toEqual(history.map(asRow));

    const oldestFirst = await list(hotel, {
      customerIds: [HOTEL],
      history: true,
      sort: [{ key: 'startedAt', order: 'ASC' }],
    });
    const asc = await exportList(
      hotel,
      { columns: COLS, args: { customerIds: [HOTEL], history: true }, sort: [{ key: 'startedAt', order: 'ASC' }] },
      'liveSessions',
    );
    expect(parseCsv(asc.bytes, ';').slice(1)).toEqual(oldestFirst.map(asRow));

    const online = await list(hotel, { customerIds: [HOTEL] });
    const now = await exportList(hotel, { columns: COLS, args: { customerIds: [HOTEL] } }, 'liveSessions');
    expect(now.status).toBe(200);
    expect(parseCsv(now.bytes, ';').slice(1)).toEqual(online.map(asRow));

    const cafeOwn = await exportList(cafe, { columns: COLS, args: { history: true } }, 'liveSessions');
    expect(cafeOwn.status).toBe(200);
    expect(
      parseCsv(cafeOwn.bytes, ';')
        .slice(1)
        .some((row) => row[0] === HOTEL),
    ).toBe(false);
    const other = await exportList(cafe, { args: { customerIds: [HOTEL], history: true } }, 'liveSessions');
    expect(other.status).toBe(403);
    expect(errorOf(other.bytes)).toMatchObject({ code: 'FORBIDDEN' });
    const badSort = await exportList(hotel, { sort: [{ key: 'username', order: 'ASC' }] }, 'liveSessions');
    expect(badSort.status).toBe(400);
    expect(errorOf(badSort.bytes)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sort' });
  });
});

describe('export of user invites', () => {
  const LIST = `query($customerIds: [String!], $sort: [SortType!]) {
    userInvites(take: 1000, customerIds: $customerIds, sort: $sort) { data { _id customerId email roles } } }`;
  type Invite = { _id: string; customerId: string; email: string; roles: string[] };
  const asRow = (i: Invite) => [i.email, i.roles.join(', '), i.customerId];

  it("the list's rows in its order, never another customer's, never the token", async () => {
    setExportBatchSize(2);
    const list = async (vars: Record<string, unknown>) =>
      ok(await s.gql<{ userInvites: { data: Invite[] } }>(hotel, LIST, vars)).userInvites.data;
    const invites = await list({ customerIds: [HOTEL] });
    expect(invites.length).toBeGreaterThan(2);
    const r = await exportList(
      hotel,
      { columns: ['email', 'roles', 'customerId'], args: { customerIds: [HOTEL] } },
      'userInvites',
    );
    expect(r.status).toBe(200);
    expect(parseCsv(r.bytes, ';').slice(1)).toEqual(invites.map(asRow));
    const byEmail = await list({ customerIds: [HOTEL], sort: [{ key: 'email', order: 'ASC' }] });
    const sorted = await exportList(
      hotel,
      {
        columns: ['email', 'roles', 'customerId'],
        args: { customerIds: [HOTEL] },
        sort: [{ key: 'email', order: 'ASC' }],
      },
      'userInvites',
    );
    expect(parseCsv(sorted.bytes, ';').slice(1)).toEqual(byEmail.map(asRow));

    const all = await exportList(hotel, { locale: 'en' }, 'userInvites');
    const [header, ...rows] = parseCsv(all.bytes, ',');
    expect(header).not.toContain('tokenHash');
    expect(rows.every((row) => row.at(-1) === HOTEL)).toBe(true);
    const other = await exportList(cafe, { args: { customerIds: [HOTEL] } }, 'userInvites');
    expect(other.status).toBe(403);
    expect((await exportList(null, {}, 'userInvites')).status).toBe(401);
  });
});

describe('export of members', () => {
  const LIST = `query($customerId: String!, $sort: [SortType!]) {
    members(customerId: $customerId, take: 1000, sort: $sort) { data { email roles secondFactor } } }`;
  type Member = { email: string; roles: string[]; secondFactor: boolean };

  it("one customer's members as the list has them, e-mail first; another customer's admin is refused", async () => {
    setExportBatchSize(1);
    for (const sort of [undefined, [{ key: 'lastName', order: 'DESC' }]]) {
      const members = ok(await s.gql<{ members: { data: Member[] } }>(hotel, LIST, { customerId: HOTEL, sort })).members
        .data;
      expect(members.length).toBeGreaterThan(0);
      const r = await exportList(
        hotel,
        { locale: 'en', columns: ['email', 'roles', 'secondFactor'], args: { customerId: HOTEL }, sort },
        'members',
      );
      expect(r.status).toBe(200);
      expect(parseCsv(r.bytes, ',').slice(1)).toEqual(
        members.map((m) => [neutralised(m.email), m.roles.join(', '), m.secondFactor ? 'yes' : 'no']),
      );
    }
    const other = await exportList(cafe, { args: { customerId: HOTEL } }, 'members');
    expect(other.status).toBe(403);
    const missing = await exportList(hotel, {}, 'members');
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
  });
});

describe('export of partner leads', () => {
  const LIST = `query($customerIds: [String!], $sort: [SortType!]) {
    partnerLeads(take: 1000, customerIds: $customerIds, sort: $sort) { data { _id customerId company status } } }`;
  type Lead = { _id: string; customerId: string; company: string; status: number | string };

  it("the partner's leads in the list's order; others are refused", async () => {
    setExportBatchSize(2);
    const partner = (await s.login(USERS.partner)).accessToken;
    const sort = [{ key: 'company', order: 'ASC' }];
    const leads = ok(await s.gql<{ partnerLeads: { data: Lead[] } }>(partner, LIST, { customerIds: [PARTNER], sort }))
      .partnerLeads.data;
    expect(leads.length).toBeGreaterThan(2);
    const r = await exportList(
      partner,
      { columns: ['company', 'customerId'], args: { customerIds: [PARTNER] }, sort },
      'partnerLeads',
    );
    expect(r.status).toBe(200);
    expect(parseCsv(r.bytes, ';').slice(1)).toEqual(leads.map((l) => [neutralised(l.company), l.customerId]));
    for (const token of [hotel, cafe]) {
      const other = await exportList(token, { args: { customerIds: [PARTNER] } }, 'partnerLeads');
      expect(other.status).toBe(403);
    }
  });

  it("the vendor's list: every partner's leads as vendorPartnerLeads lists them; a partner is refused", async () => {
    setExportBatchSize(2);
    const VENDOR_LIST = `query($sort: [SortType!]) {
      vendorPartnerLeads(take: 1000, sort: $sort) { data { _id customerId company status } } }`;
    const vendor = (await s.login(USERS.vendor)).accessToken;
    const sort = [{ key: 'company', order: 'DESC' }];
    const leads = ok(await s.gql<{ vendorPartnerLeads: { data: Lead[] } }>(vendor, VENDOR_LIST, { sort }))
      .vendorPartnerLeads.data;
    expect(leads.length).toBeGreaterThan(2);
    const r = await exportList(vendor, { columns: ['company', 'customerId'], sort }, 'vendorPartnerLeads');
    expect(r.status).toBe(200);
    expect(parseCsv(r.bytes, ';').slice(1)).toEqual(leads.map((l) => [neutralised(l.company), l.customerId]));
    const partner = (await s.login(USERS.partner)).accessToken;
    for (const token of [partner, hotel]) {
      const refused = await exportList(token, {}, 'vendorPartnerLeads');
      expect(refused.status).toBe(403);
    }
  });
});

describe('export of hotspot accounts', () => {
  const LIST = `query($customerIds: [String!], $voucherIds: [ID!], $sort: [SortType!]) {
    hotspotAccounts(take: 1000, customerIds: $customerIds, voucherIds: $voucherIds, sort: $sort) {
      data { _id username logins valid voucherId } } }`;
  type Account = { _id: string; username: string | null; logins: number; valid: boolean; voucherId: string | null };

  it("a code's accounts in the list's order, never a hash; other customers are refused", async () => {
    setExportBatchSize(2);
    const sort = [{ key: 'logins', order: 'DESC' }];
    const all = ok(await s.gql<{ hotspotAccounts: { data: Account[] } }>(hotel, LIST, { customerIds: [HOTEL], sort }))
      .hotspotAccounts.data;
    expect(all.length).toBeGreaterThan(2);
    const whole = await exportList(
      hotel,
      { locale: 'en', columns: ['username', 'logins', 'valid'], args: { customerIds: [HOTEL] }, sort },
      'hotspotAccounts',
    );
    expect(whole.status).toBe(200);
    expect(parseCsv(whole.bytes, ',').slice(1)).toEqual(
      all.map((a) => [neutralised(a.username ?? ''), String(a.logins), a.valid ? 'yes' : 'no']),
    );
    const voucherId = all.find((a) => a.voucherId)!.voucherId!;
    const own = ok(
      await s.gql<{ hotspotAccounts: { data: Account[] } }>(hotel, LIST, {
        customerIds: [HOTEL],
        voucherIds: [voucherId],
        sort,
      }),
    ).hotspotAccounts.data;
    const ofCode = await exportList(
      hotel,
      { columns: ['username', 'voucherId'], args: { customerIds: [HOTEL], voucherIds: voucherId }, sort },
      'hotspotAccounts',
    );
    const rows = parseCsv(ofCode.bytes, ';').slice(1);
    expect(rows.map((row) => row[0])).toEqual(own.map((a) => neutralised(a.username ?? '')));
    // The code by its code, not its id.
    expect(rows.every((row) => row[1] && row[1] !== voucherId)).toBe(true);
    for (const [body, field] of [
      [{ columns: ['passwordHash'] }, 'columns'],
      [{ columns: ['clientMacHash'] }, 'columns'],
    ] as const) {
      const r = await exportList(hotel, body, 'hotspotAccounts');
      expect(errorOf(r.bytes)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect((await exportList(cafe, { args: { customerIds: [HOTEL] } }, 'hotspotAccounts')).status).toBe(403);
  });
});
