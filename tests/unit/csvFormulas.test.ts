// The CSV writer (src/domain/csv.ts) against formula injection (issue 33): every cell a spreadsheet
// could start a formula with — = + - @, tab, CR, LF, the full-width ＝ ＋ － ＠, also after leading
// spaces — carries a leading apostrophe; restoreCell takes exactly that apostrophe off, so a file we
// wrote reads back to the original texts.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseCell, restoreCell, toCsv } from '../../src/domain/csv';

const HOSTILE = [
  '=HYPERLINK("http://evil.example","x")',
  '+1+cmd|" /C calc"!A0',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  ' =1+1',
  '   @SUM(A1)',
  '\u00a0=1+1',
  '\u3000=1+1',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(A1)',
  ' ＝cmd',
  ' \n=1',
];

describe('CSV formula cells', () => {
  it.each(HOSTILE)('neutralises %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each(['plain', 'a=b', 'Text = ok', '1+1', 'x@example.com', "'quoted", "' quoted", '', '  spaced', '全角＝後'])(
    'leaves %j alone',
    (value) => expect(neutraliseCell(value)).toBe(value),
  );

  it('writes numbers as numbers, also negative ones', () => {
    expect(csvCell(-3)).toBe('-3');
  });

  it('reads a file we wrote back to the original texts (restoreCell)', () => {
    const texts = [...HOSTILE, 'plain', "'quoted", "'=already guarded", 'a,b', 'say "hi"'];
    const file = toCsv(
      ['Text'],
      texts.map((t) => [t]),
    );
    const parsed = Papa.parse<string[]>(file.replace(/^\uFEFF/, ''), { newline: '\r\n' }).data.slice(1, -1);
    expect(parsed.map((row) => row[0])).toEqual(texts.map(neutraliseCell));
    expect(parsed.map((row) => restoreCell(row[0]!))).toEqual(texts);
  });

  it('takes off only the apostrophe the writer put there', () => {
    expect(restoreCell("'=1")).toBe('=1');
    expect(restoreCell("'＝1")).toBe('＝1');
    expect(restoreCell("' -1")).toBe(' -1');
    expect(restoreCell("'quoted")).toBe("'quoted");
    // A text with an apostrophe of its own before a formula start got a second one.
    expect(neutraliseCell("'=1")).toBe("''=1");
    expect(restoreCell("''=1")).toBe("'=1");
    expect(restoreCell('=1')).toBe('=1');
  });
});
