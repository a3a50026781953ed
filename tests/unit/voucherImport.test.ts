// The WiFi-code import's pure parts (issue 39): the shared CSV reader with the import's bounds (the
// encodings and separators spreadsheets save), the column guess, the cells read as values (German,
// English and ISO expiries, counts, yes/no), and the row rules the portal and the server share.
import { describe, expect, it } from 'vitest';
import { parseCsvText, readCsvFile } from '../../src/components/import/csvFile';
import {
  CODE_TAKEN,
  DUPLICATE_IN_FILE,
  checkVoucherImportRow,
  checkVoucherImportRows,
  importFitsLicence,
} from '../../src/domain/voucherImport';
import {
  FILE_LIMITS,
  buildRows,
  checkRows,
  guessMapping,
  lineOf,
  missingRequired,
  parseCount,
  parseExpiry,
  parseYesNo,
} from '../../src/resources/wifi-code/import/voucherCsv';

const NOW = () => Date.parse('2026-11-30T12:00:00Z');
const cp1252 = (text: string) =>
  Uint8Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    if (code > 0xff) throw new Error(`not in the test's Latin-1 subset: ${c}`);
    return code;
  });

describe('the shared CSV reader with the import’s bounds', () => {
  it('reads a German Excel file (Windows-1252, semicolons) with umlauts', async () => {
    // „ and “ are the bytes 0x84 and 0x93 in Windows-1252
    const bytes = cp1252('Code;Beschreibung;Gültig bis\r\nABCD-1234;Zimmer Größe \x84Süd\x93 ä;31.12.2030\r\n');
    const parsed = await readCsvFile(new Blob([bytes]), FILE_LIMITS);
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.delimiter).toBe(';');
    expect(parsed.headers).toEqual(['Code', 'Beschreibung', 'Gültig bis']);
    expect(parsed.rows[0]![1]).toBe('Zimmer Größe „Süd“ ä');
  });

  it('reads UTF-8 with a BOM and tabs, UTF-16 with a BOM and commas', async () => {
    const utf8 = new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), new TextEncoder().encode('Code\tNotiz\nAAAA1\tÜber\n')]);
    const a = await readCsvFile(utf8, FILE_LIMITS);
    expect(a).toMatchObject({ delimiter: '\t', headers: ['Code', 'Notiz'], rows: [['AAAA1', 'Über']] });
    const text = 'Code,Notiz\nBBBB2,Straße\n';
    const u16 = new Uint8Array(2 + text.length * 2);
    u16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) u16[2 + 2 * i] = text.charCodeAt(i);
    const b = await readCsvFile(new Blob([u16]), FILE_LIMITS);
    expect(b).toMatchObject({ delimiter: ',', rows: [['BBBB2', 'Straße']] });
  });

  it('refuses a file beyond the bounds: bytes, rows, columns, empty', async () => {
    expect(await readCsvFile(new Blob(['x'.repeat(20)]), { ...FILE_LIMITS, bytes: 10 })).toEqual({
      error: 'fileTooLarge',
    });
    expect(parseCsvText('Code\nA\nB\nC\n', { rows: 2, columns: 5 })).toEqual({ error: 'tooManyRows' });
    expect(parseCsvText('a;b;c\n1;2;3\n', { rows: 2, columns: 2 })).toEqual({ error: 'tooManyColumns' });
    expect(parseCsvText('Code\n', { rows: 2, columns: 2 })).toEqual({ error: 'empty' });
    expect(FILE_LIMITS.rows).toBe(100_000);
  });
});

describe('mapping and cells', () => {
  it('guesses the columns from German and English headers; only the code is required', () => {
    expect(
      guessMapping(['WLAN-Code', 'Beschreibung', 'Gültig bis', 'Gleichzeitige Nutzung', 'Gerätegebunden']),
    ).toEqual({
      code: 0,
      description: 1,
      expires: 2,
      simultaneousUse: 3,
      deviceVoucher: 4,
    });
    const en = guessMapping(['Description', 'Code', 'Expires', 'Simultaneous use', 'Device-bound', 'Other']);
    expect(en).toEqual({ code: 1, description: 0, expires: 2, simultaneousUse: 3, deviceVoucher: 4 });
    expect(missingRequired(guessMapping(['Name']))).toEqual(['code']);
  });

  it('reads expiries in German, English and ISO writing; a date alone means the end of that day', () => {
    expect(parseExpiry('')).toBeNull();
    expect(parseExpiry('31.12.2030')).toBe(new Date(2030, 11, 31, 23, 59, 59).toISOString());
    expect(parseExpiry('1.2.30 18:05')).toBe(new Date(2030, 1, 1, 18, 5, 0).toISOString());
    expect(parseExpiry('12/31/2030 6:00')).toBe(new Date(2030, 11, 31, 6, 0, 0).toISOString());
    expect(parseExpiry('2030-12-31')).toBe(new Date(2030, 11, 31, 23, 59, 59).toISOString());
    expect(parseExpiry('2030-12-31 08:30')).toBe(new Date(2030, 11, 31, 8, 30, 0).toISOString());
    expect(parseExpiry('2030-12-31T08:30:00Z')).toBe('2030-12-31T08:30:00.000Z');
    // not a date: back as it is, for the rule to name
    expect(parseExpiry('31.02.2030')).toBe('31.02.2030');
    expect(parseExpiry('morgen')).toBe('morgen');
  });

  it('reads counts and yes/no', () => {
    expect([parseCount(''), parseCount(' 3 '), parseCount('3,0'), parseCount('0')]).toEqual([null, 3, 3, 0]);
    expect(parseCount('drei')).toBeNaN();
    expect(parseCount('2.5')).toBeNaN();
    expect(['ja', 'Yes', 'X', '1', 'wahr'].map(parseYesNo)).toEqual([true, true, true, true, true]);
    expect(['nein', 'no', '0', 'FALSCH'].map(parseYesNo)).toEqual([false, false, false, false]);
    expect(parseYesNo('')).toBeNull();
    expect(parseYesNo('vielleicht')).toBeUndefined();
  });

  it('builds rows with file line numbers and reports cells that are no value', () => {
    const file = {
      rows: [
        ['AB-CD 12', 'Süd', '31.12.2030', '2', 'ja'],
        ['EFGH34', '', '', '', ''],
        ['JKMN56', '', '', 'viele', 'vielleicht'],
      ],
    };
    const mapping = { code: 0, description: 1, expires: 2, simultaneousUse: 3, deviceVoucher: 4 };
    const built = buildRows(file, mapping);
    expect(lineOf(0)).toBe(2);
    expect(built.rows[0]).toEqual({
      row: 2,
      code: 'AB-CD 12',
      description: 'Süd',
      expires: new Date(2030, 11, 31, 23, 59, 59).toISOString(),
      simultaneousUse: 2,
      deviceVoucher: true,
    });
    expect(built.rows[1]).toEqual({ row: 3, code: 'EFGH34' });
    expect(checkRows(built, NOW)).toEqual([
      { row: 4, field: 'simultaneousUse', message: 'forms.validationMessages.integer', args: {} },
      {
        row: 4,
        field: 'deviceVoucher',
        message: 'resources.wifi-code.import.errors.notBoolean',
        args: { value: 'vielleicht' },
      },
    ]);
  });
});

describe('the row rules the portal and the server share', () => {
  it('refuses a code outside the form’s rule, a long description, a past expiry, a count out of range', () => {
    expect(checkVoucherImportRow({ row: 2, code: 'ABCD' }, NOW)).toEqual([]);
    const problems = checkVoucherImportRow(
      { row: 2, code: 'ab', description: 'x'.repeat(501), expires: '2020-01-01', simultaneousUse: 1001 },
      NOW,
    );
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['code', 'forms.validationMessages.voucherCode'],
      ['description', 'forms.validationMessages.max'],
      ['expires', 'forms.validationMessages.futureDate'],
      ['simultaneousUse', 'forms.validationMessages.max_value'],
    ]);
    expect(checkVoucherImportRow({ row: 3, code: '' }, NOW)[0]).toMatchObject({
      field: 'code',
      message: 'forms.validationMessages.required',
    });
    expect(checkVoucherImportRow({ row: 3, code: 'Käse1234' }, NOW)[0]?.field).toBe('code');
    expect(checkVoucherImportRow({ row: 3, code: 'ABCD', description: 'a\u0000b' }, NOW)[0]?.field).toBe('description');
    expect(checkVoucherImportRow({ row: 3, code: 'ABCD', expires: 'morgen' }, NOW)[0]?.message).toBe(
      'forms.validationMessages.date',
    );
  });

  it('a code twice in the file (in its normal form) is refused at the later row, naming the first', () => {
    const problems = checkVoucherImportRows(
      [
        { row: 2, code: 'ab-cd-12' },
        { row: 3, code: 'EFGH' },
        { row: 4, code: 'ABCD12' },
      ],
      NOW,
    );
    expect(problems).toEqual([{ row: 4, field: 'code', message: DUPLICATE_IN_FILE, args: { row: 2 } }]);
    expect(CODE_TAKEN).toBe('resources.wifi-code.import.errors.codeTaken');
  });

  it('the licence: unlimited (-1) or the rows within what is left', () => {
    expect(importFitsLicence(100_000, -1)).toBe(true);
    expect(importFitsLicence(3, 3)).toBe(true);
    expect(importFitsLicence(4, 3)).toBe(false);
  });
});
