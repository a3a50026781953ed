// The catalogue export (/i18n-export): flattening, CSV with neutralised formula cells, and the whole
// merged tree of a language (shell catalogue, resource modules, portal page groups).
import { describe, expect, it } from 'vitest';
import {
  catalogueFileName,
  csvCell,
  flattenMessages,
  loadCatalogue,
  missingKeys,
  neutraliseCell,
  toCsv,
} from '../../src/shell/pages/tools/catalogueExport';
import { registerResourceModules } from '../../src/shell/registry';
import { RESOURCE_MODULES } from '../../src/resources';

describe('flattenMessages', () => {
  it('lists every text leaf by dotted key, sorted', () => {
    expect(flattenMessages({ b: { y: 'Y', x: 'X' }, a: 'A', n: 3, l: ['no'] })).toEqual([
      ['a', 'A'],
      ['b.x', 'X'],
      ['b.y', 'Y'],
    ]);
  });
});

describe('CSV', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const bad of ['=1+2', '+49 30', '-3', '@SUM(A1)', '\t=x', '\r=x']) {
      expect(neutraliseCell(bad)).toBe(`'${bad}`);
    }
    expect(neutraliseCell('Text = ok')).toBe('Text = ok');
    expect(neutraliseCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks (after neutralising)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('sagt "hallo"')).toBe('"sagt ""hallo"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('zwei\nZeilen')).toBe('"zwei\nZeilen"');
  });

  it('writes a BOM, a header and CRLF rows', () => {
    expect(
      toCsv(
        ['Schlüssel', 'Text'],
        [
          ['a.b', '-1'],
          ['c', 'x,y'],
        ],
      ),
    ).toBe('\uFEFFSchlüssel,Text\r\na.b,\'-1\r\nc,"x,y"\r\n');
    expect(catalogueFileName('de', 'csv')).toBe('hotspot-portal-messages-de.csv');
  });
});

describe('loadCatalogue', () => {
  it('merges the shell catalogue, every module and every portal page group, per language', async () => {
    registerResourceModules(RESOURCE_MODULES);
    const de = await loadCatalogue('de');
    const en = await loadCatalogue('en');
    const deKeys = new Map(flattenMessages(de));
    const enKeys = new Map(flattenMessages(en));
    expect(deKeys.get('login.submit')).toBe('Anmelden');
    expect(enKeys.get('login.submit')).toBe('Log in');
    expect(deKeys.get('resources.wifi-code.page.list')).toBe('WLAN-Codes');
    expect(enKeys.get('resources.wifi-code.page.list')).toBe('WiFi codes');
    expect(deKeys.get('portal.docs.changelog.tabs.roadmap')).toBe('Roadmap');
    expect(enKeys.get('portal.tools.feedback.send')).toBe('Send');
    for (const { name } of RESOURCE_MODULES) expect(deKeys.has(`resources.${name}.page.list`), name).toBe(true);
    expect(missingKeys(de, de)).toEqual([]);
    expect(missingKeys({ a: 'A', b: { c: 'C' } }, { a: 'A' })).toEqual(['b.c']);
  });
});
