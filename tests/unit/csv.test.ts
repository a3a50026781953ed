import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, fileNamePart, neutraliseCell, toCsv } from '../../src/domain/csv';

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
