import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  COMMA_DIALECT,
  SEMICOLON_DIALECT,
  csvCell,
  csvDateTime,
  csvDialect,
  csvFileName,
  csvNumber,
  fileNamePart,
  neutraliseCell,
  toCsv,
} from '../../src/domain/csv';

describe('CSV cells (formula neutralising, quoting)', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+49 341', "'+49 341"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('neutralises %j', (input, output) => expect(neutraliseCell(input)).toBe(output));

  it('quotes commas, quotes and line breaks, after neutralising', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('\r\n')).toBe(`"'\r\n"`);
  });

  it('writes numbers as numbers (a negative number is no formula) and empty for missing values', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Infinity)).toBe('');
  });

  it('builds a file with BOM, CRLF and one line per row', () => {
    expect(
      toCsv(
        ['Name', 'Sitzungen'],
        [
          ['Pool, Süd', 12],
          ['=HYPERLINK("x")', null],
        ],
      ),
    ).toBe('\uFEFFName,Sitzungen\r\n"Pool, Süd",12\r\n"\'=HYPERLINK(""x"")",\r\n');
  });

  it('names files by chart and range without unsafe characters', () => {
    expect(fileNamePart('Top-Hotspots')).toBe('top-hotspots');
    expect(fileNamePart('Sitzungen im Zeitverlauf')).toBe('sitzungen-im-zeitverlauf');
    expect(fileNamePart('Größe/../Ärger')).toBe('grosse-arger');
    expect(fileNamePart('***')).toBe('data');
    expect(csvFileName('Login-Arten', '2026-11-01', '2026-11-07')).toBe('login-arten_2026-11-01_2026-11-07.csv');
  });
});

describe('CSV dialect of the UI language (issue 39)', () => {
  const header = ['Zeit', 'Name', 'Daten (MB)'];
  const rows = [
    [csvDateTime('2026-11-29T13:05:00Z', csvDialect('de'), 'Europe/Berlin'), 'Müller; Straße', 2.5],
    [csvDateTime('2026-07-01T00:00:00Z', csvDialect('de'), 'Europe/Berlin'), '=cmd|calc', -1234.75],
  ];

  it('writes German files for German Excel: BOM, semicolons, decimal commas, DD.MM.YYYY HH:MM', () => {
    expect(csvDialect('de')).toBe(SEMICOLON_DIALECT);
    expect(csvDialect('de-DE')).toBe(SEMICOLON_DIALECT);
    const file = toCsv(header, rows, csvDialect('de'));
    expect(file).toBe(
      '\uFEFFZeit;Name;Daten (MB)\r\n' +
        '29.11.2026 14:05;"Müller; Straße";2,5\r\n' +
        "01.07.2026 02:00;'=cmd|calc;-1234,75\r\n",
    );
    // read back as German Excel does: split on ';', umlauts intact, numbers as numbers
    const parsed = Papa.parse<string[]>(file.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;
    expect(parsed[1]).toEqual(['29.11.2026 14:05', 'Müller; Straße', '2,5']);
    expect(parsed[2]![1]).toBe("'=cmd|calc");
  });

  it('writes English files with commas, decimal points and MM/DD/YYYY HH:MM', () => {
    expect(csvDialect('en')).toBe(COMMA_DIALECT);
    const en = csvDialect('en');
    expect(
      toCsv(
        ['Time', 'Name', 'Data (MB)'],
        [[csvDateTime('2026-11-29T13:05:00Z', en, 'Europe/Berlin'), '=cmd', 0.1]],
        en,
      ),
    ).toBe("\uFEFFTime,Name,Data (MB)\r\n11/29/2026 14:05,'=cmd,0.1\r\n");
  });

  it('writes numbers with all their digits and no grouping, and dates without time on request', () => {
    expect(csvNumber(1234567.125, SEMICOLON_DIALECT)).toBe('1234567,125');
    expect(csvNumber(0.000001, COMMA_DIALECT)).toBe('0.000001');
    expect(csvNumber(-3, SEMICOLON_DIALECT)).toBe('-3');
    expect(csvDateTime('2026-01-02T23:30:00Z', SEMICOLON_DIALECT, 'Europe/Berlin', false)).toBe('03.01.2026');
    expect(csvDateTime('not a date', SEMICOLON_DIALECT)).toBe('not a date');
  });

  it('quotes a cell holding either separator, so that a reader guessing the separator never splits it', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b', SEMICOLON_DIALECT)).toBe('"a,b"');
  });
});
