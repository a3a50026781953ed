// The WiFi-code import (issue 39, D299–D303): POST /api/import/vouchers through real HTTP on both
// databases — a file's codes written with their fields, a check that writes nothing, a refused row or
// a duplicate (in the file, against a live code) writes nothing, a deleted code may come back, the
// licence refuses and writes nothing, a cancel (the request closed) rolls everything back, the
// customer of another tenant is refused, the bounds of the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { vouchers } from '../../server/access/wifi-code/table';
import { auditLog } from '../../server/tenancy/audit/table';
import { startTestServer, type TestServer } from './harness';
import { CAFE, DELETE_VOUCHER, HOTEL, USERS, ok, vouchersOk } from './helpers';
import { setPlugins } from './hotspotFixture';

let s: TestServer;
let hotel: string;
let cafe: string;

type Line = {
  progress?: { phase: string; done: number; total: number };
  result?: { imported: number; rows: number; problemCount: number; problems: Record<string, unknown>[] };
  error?: Record<string, unknown>;
};

/** Sends an import; the answer's lines (or the error answer), closing the request at `abortOn`. */
async function importCodes(
  token: string | null,
  body: Record<string, unknown>,
  abortOn?: (line: Line) => boolean,
): Promise<{ status: number; lines: Line[]; error?: Record<string, unknown> }> {
  const controller = new AbortController();
  const res = await fetch(`${s.url}/api/import/vouchers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  if (res.status !== 200) return { status: res.status, lines: [], error: ((await res.json()) as Line).error };
  const lines: Line[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = text.indexOf('\n')) >= 0) {
        const line = JSON.parse(text.slice(0, nl)) as Line;
        text = text.slice(nl + 1);
        lines.push(line);
        if (abortOn?.(line)) {
          controller.abort();
          return { status: 200, lines };
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { status: 200, lines };
}

const resultOf = (r: { lines: Line[] }) => r.lines.at(-1)?.result;
const errorOf = (r: { lines: Line[]; error?: Record<string, unknown> }) => r.error ?? r.lines.at(-1)?.error;

async function liveCount(customerId: string) {
  const [row] = await s.db
    .select({ n: count() })
    .from(vouchers)
    .where(and(eq(vouchers.customerId, customerId), isNull(vouchers.deletedAt)));
  return Number(row!.n);
}

/** `n` distinct valid codes with a prefix (longer than the seeded codes of 8 symbols). */
const codes = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i.toString(36).toUpperCase().padStart(5, '0')}`);

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
});
afterAll(async () => {
  await s?.close();
});

describe('POST /api/import/vouchers', () => {
  it('imports the rows with their fields, one progress line per step and the result last', async () => {
    const before = await liveCount(HOTEL);
    const r = await importCodes(hotel, {
      customerId: HOTEL,
      rows: [
        { row: 1, code: 'imp-ort 01', description: 'Zimmer Übergröße, „Süd“', expires: '2031-07-01T10:15:00.000Z' },
        { row: 2, code: 'IMPORT02', simultaneousUse: 3, deviceVoucher: true },
        { row: 4, code: 'import03', description: null, expires: null, simultaneousUse: 0, deviceVoucher: false },
      ],
    });
    expect(r.status).toBe(200);
    expect(resultOf(r)).toMatchObject({ imported: 3, rows: 3, problemCount: 0, problems: [] });
    expect(r.lines.some((l) => l.progress?.phase === 'write' && l.progress.done === 3)).toBe(true);
    expect(await liveCount(HOTEL)).toBe(before + 3);
    const page = await vouchersOk(s, hotel, { customerIds: [HOTEL], codes: ['IMPORT01', 'IMPORT02', 'IMPORT03'] });
    const byCode = Object.fromEntries(page.data.map((v) => [v.code, v]));
    expect(byCode.IMPORT01).toMatchObject({
      voucherCode: 'imp-ort 01',
      description: 'Zimmer Übergröße, „Süd“',
      expires: '2031-07-01T10:15:00.000Z',
      active: true,
      valid: true,
      used: 0,
      deviceVoucher: false,
    });
    expect(byCode.IMPORT02).toMatchObject({ simultaneousUse: 3, deviceVoucher: true, expires: null });
    expect(byCode.IMPORT03).toMatchObject({ simultaneousUse: 0, description: null });
    // the audit log names the import, its customer and its outcome
    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.operation, 'importVouchers'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ customerId: HOTEL, email: USERS.hotel, outcome: 'ok' });
  });

  it('a check (dryRun) answers the same result and writes nothing', async () => {
    const before = await liveCount(HOTEL);
    const r = await importCodes(hotel, {
      customerId: HOTEL,
      dryRun: true,
      rows: codes('DRYRUN', 5).map((code, i) => ({ row: i + 1, code })),
    });
    expect(resultOf(r)).toMatchObject({ imported: 0, rows: 5, problemCount: 0 });
    expect(await liveCount(HOTEL)).toBe(before);
  });

  it('one refused row writes nothing: each problem with its line, field and catalogue key', async () => {
    const before = await liveCount(HOTEL);
    const r = await importCodes(hotel, {
      customerId: HOTEL,
      rows: [
        { row: 1, code: 'GOODCODE1' },
        { row: 2, code: 'ab' },
        { row: 3, code: 'GOODCODE2', expires: '2001-01-01' },
        { row: 5, code: 'GOODCODE3', simultaneousUse: 5000 },
        { row: 6, code: 'GOODCODE4', description: 'x'.repeat(501) },
      ],
    });
    const result = resultOf(r)!;
    expect(result.imported).toBe(0);
    expect(result.problems).toEqual([
      expect.objectContaining({ row: 2, field: 'code', message: 'forms.validationMessages.voucherCode' }),
      expect.objectContaining({ row: 3, field: 'expires', message: 'forms.validationMessages.futureDate' }),
      expect.objectContaining({ row: 5, field: 'simultaneousUse', message: 'forms.validationMessages.max_value' }),
      expect.objectContaining({ row: 6, field: 'description', message: 'forms.validationMessages.max' }),
    ]);
    expect(await liveCount(HOTEL)).toBe(before);
  });

  it('duplicates: twice in the file, or a live code of the customer, refuse the import; a deleted code comes back', async () => {
    ok(
      await s.gql(hotel, `mutation($data: CreateVoucherInput!) { createVoucher(data: $data) { _id } }`, {
        data: { customerId: HOTEL, code: 'TAKENCODE' },
      }),
    );
    const gone = ok(
      await s.gql<{ createVoucher: { _id: string } }>(
        hotel,
        `mutation($data: CreateVoucherInput!) { createVoucher(data: $data) { _id } }`,
        { data: { customerId: HOTEL, code: 'DELETEDCODE' } },
      ),
    ).createVoucher._id;
    ok(await s.gql(hotel, DELETE_VOUCHER, { id: gone }));
    const before = await liveCount(HOTEL);
    const refused = await importCodes(hotel, {
      customerId: HOTEL,
      rows: [
        { row: 1, code: 'twice-code' },
        { row: 2, code: 'TWICECODE' },
        { row: 3, code: 'takencode' },
        { row: 4, code: 'DELETEDCODE' },
      ],
    });
    expect(resultOf(refused)!.problems).toEqual([
      expect.objectContaining({
        row: 2,
        field: 'code',
        message: 'resources.wifi-code.import.errors.duplicateInFile',
        args: { row: 1 },
      }),
      expect.objectContaining({ row: 3, field: 'code', message: 'resources.wifi-code.import.errors.codeTaken' }),
    ]);
    expect(await liveCount(HOTEL)).toBe(before);
    // The same code in another customer is no duplicate; the deleted one is issued again.
    const back = await importCodes(hotel, { customerId: HOTEL, rows: [{ row: 1, code: 'DELETEDCODE' }] });
    expect(resultOf(back)).toMatchObject({ imported: 1 });
    expect(
      resultOf(await importCodes(cafe, { customerId: CAFE, rows: [{ row: 1, code: 'TAKENCODE' }] })),
    ).toMatchObject({ imported: 1 });
  });

  it('beyond the WiFi-code licence: LICENCE_EXCEEDED with what is left, nothing written', async () => {
    const live = await liveCount(CAFE);
    await setPlugins(s.db, CAFE, { voucher: { active: true, maxVouchers: live + 2 } });
    try {
      const r = await importCodes(cafe, {
        customerId: CAFE,
        rows: codes('LICENCE', 3).map((code, i) => ({ row: i + 1, code })),
      });
      expect(errorOf(r)).toMatchObject({ code: 'LICENCE_EXCEEDED', args: { left: 2, allowed: live + 2 } });
      expect(await liveCount(CAFE)).toBe(live);
      // Within it: imported.
      const fits = await importCodes(cafe, { customerId: CAFE, rows: [{ row: 1, code: 'LICENCEFIT' }] });
      expect(resultOf(fits)).toMatchObject({ imported: 1 });
    } finally {
      await setPlugins(s.db, CAFE, { voucher: { active: false, maxVouchers: 0 } });
    }
  });

  it('a cancel (the request closed while writing) rolls back every code written so far', async () => {
    // The café without a licence limit.
    await setPlugins(s.db, CAFE, { voucher: { active: false, maxVouchers: 0 } });
    const before = await liveCount(CAFE);
    const rows = codes('CANCEL', 50_000).map((code, i) => ({ row: i + 1, code, description: 'Abbruch' }));
    const r = await importCodes(cafe, { customerId: CAFE, rows }, (l) => l.progress?.phase === 'write');
    expect(r.lines.at(-1)?.progress?.phase, JSON.stringify(r.lines.at(-1)).slice(0, 300)).toBe('write');
    expect(r.lines.at(-1)!.progress!.done).toBeLessThan(50_000);
    // The server sees the close at its next step and rolls back; wait until the counter lock is free.
    await expect
      .poll(
        async () =>
          (await importCodes(cafe, { customerId: CAFE, dryRun: true, rows: [{ row: 1, code: 'PROBE1' }] })).status,
        {
          timeout: 20_000,
        },
      )
      .toBe(200);
    expect(await liveCount(CAFE)).toBe(before);
    const page = await vouchersOk(s, cafe, { customerIds: [CAFE], search: 'CANCEL' });
    expect(page.totalCount).toBe(0);
  }, 60_000);

  it('another tenant’s customer: FORBIDDEN on customerId, nothing written; no sign-in: 401', async () => {
    const before = await liveCount(HOTEL);
    const r = await importCodes(cafe, { customerId: HOTEL, rows: [{ row: 1, code: 'FOREIGN1' }] });
    expect(r.status).toBe(403);
    expect(r.error).toMatchObject({ code: 'FORBIDDEN', field: 'customerId' });
    expect((await importCodes(null, { customerId: HOTEL, rows: [{ row: 1, code: 'FOREIGN2' }] })).status).toBe(401);
    expect(await liveCount(HOTEL)).toBe(before);
  });

  it('bounds: rows beyond 100,000, unknown fields, wrong types and repeated line numbers are refused by field', async () => {
    const many = Array.from({ length: 100_001 }, (_, i) => ({ row: i + 1, code: 'X' }));
    const tooMany = await importCodes(hotel, { customerId: HOTEL, rows: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rows' });
    for (const rows of [
      [{ row: 1, code: 'ABCDEF', secret: 1 }],
      [{ row: 1, code: 12345 }],
      [{ row: 1, code: 'ABCDEF', simultaneousUse: '3' }],
      [{ row: 0, code: 'ABCDEF' }],
      [
        { row: 1, code: 'ABCDEF' },
        { row: 1, code: 'ABCDEG' },
      ],
      [{ row: 1, code: 'A'.repeat(2000) }],
    ]) {
      const r = await importCodes(hotel, { customerId: HOTEL, rows });
      expect(r.status, JSON.stringify(rows).slice(0, 80)).toBe(400);
      expect(r.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rows' });
    }
    expect((await importCodes(hotel, { customerId: 'K1', rows: [{ row: 1, code: 'ABCDEF' }] })).error).toMatchObject({
      field: 'customerId',
    });
    expect((await importCodes(hotel, { customerId: HOTEL, rows: [] })).error).toMatchObject({ field: 'rows' });
  });
});
