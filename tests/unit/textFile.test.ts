// Reading an uploaded file's bytes (src/domain/textFile.ts, issue 39): UTF-8 with or without BOM,
// UTF-16 with a BOM or recognised without one, and Windows-1252 as German Excel saves CSV files; and
// the device import reading such files through it (comma, semicolon or tab detected).
import { describe, expect, it } from 'vitest';
import { decodeTextFile } from '../../src/domain/textFile';
import { parseCsvText, readText } from '../../src/resources/hotspot-device/import/csvCore';

/** Bytes of a text whose characters are all below U+0100, one byte each (Windows-1252 there). */
const singleBytes = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(text, (c) => c.charCodeAt(0));
const utf8 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(new TextEncoder().encode(text));
function utf16(text: string, order: 'le' | 'be', bom: boolean): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  let at = 0;
  if (bom) {
    bytes.set(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
    at = 2;
  }
  for (let i = 0; i < text.length; i++, at += 2) {
    const unit = text.charCodeAt(i);
    bytes[at + (order === 'le' ? 0 : 1)] = unit & 0xff;
    bytes[at + (order === 'le' ? 1 : 0)] = unit >> 8;
  }
  return bytes;
}

describe('decodeTextFile', () => {
  it('reads Windows-1252 bytes ("Müller;Straße" from German Excel) with their umlauts', () => {
    const bytes = singleBytes('Name;Stra\u00dfe\r\nM\u00fcller;Hauptstra\u00dfe\r\n');
    expect([...bytes.slice(0, 12)]).toContain(0xdf); // ß is one byte, not valid UTF-8
    expect(decodeTextFile(bytes)).toEqual({
      text: 'Name;Straße\r\nMüller;Hauptstraße\r\n',
      encoding: 'windows-1252',
      bom: false,
    });
  });

  it('maps Windows-1252 bytes 0x80–0x9F to their characters (€, „, “, –), not to control characters', () => {
    expect(decodeTextFile(Uint8Array.from([0x80, 0x20, 0x84, 0x61, 0x93, 0x20, 0x96, 0x20, 0x9f])).text).toBe(
      '€ „a“ – Ÿ',
    );
  });

  it('reads UTF-8 with a BOM and drops the BOM', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('Müller;Straße')]);
    expect(decodeTextFile(bytes)).toEqual({ text: 'Müller;Straße', encoding: 'utf-8', bom: true });
  });

  it('reads UTF-8 without a BOM', () => {
    expect(decodeTextFile(utf8('Müller;Straße;€'))).toEqual({ text: 'Müller;Straße;€', encoding: 'utf-8', bom: false });
  });

  it('reads UTF-16LE with a BOM (Excel\'s "Unicode text")', () => {
    expect(decodeTextFile(utf16('Müller\tStraße €', 'le', true))).toEqual({
      text: 'Müller\tStraße €',
      encoding: 'utf-16le',
      bom: true,
    });
  });

  it('reads UTF-16BE with a BOM and UTF-16 without one', () => {
    expect(decodeTextFile(utf16('Müller;Straße', 'be', true))).toMatchObject({
      text: 'Müller;Straße',
      encoding: 'utf-16be',
    });
    expect(decodeTextFile(utf16('Name;MAC\r\nMüller;00:11', 'le', false))).toEqual({
      text: 'Name;MAC\r\nMüller;00:11',
      encoding: 'utf-16le',
      bom: false,
    });
    expect(decodeTextFile(utf16('Name;MAC', 'be', false)).encoding).toBe('utf-16be');
  });

  it('reads an empty file as empty UTF-8', () => {
    expect(decodeTextFile(new Uint8Array(0))).toEqual({ text: '', encoding: 'utf-8', bom: false });
  });
});

describe('the device import reads files in any of these encodings and separators', () => {
  const header = ['Name', 'MAC', 'Straße'];
  const row = ['Müller', '00:11:22:33:44:01', 'Hauptstraße'];

  it.each([
    [
      'Windows-1252, semicolons',
      singleBytes('Name;MAC;Stra\u00dfe\r\nM\u00fcller;00:11:22:33:44:01;Hauptstra\u00dfe\r\n'),
      ';',
    ],
    [
      'UTF-8 with BOM, commas',
      Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(`${header.join(',')}\n${row.join(',')}\n`)]),
      ',',
    ],
    ['UTF-16LE with BOM, tabs', utf16(`${header.join('\t')}\r\n${row.join('\t')}\r\n`, 'le', true), '\t'],
  ] as const)('%s', async (_name, bytes, delimiter) => {
    const parsed = parseCsvText(await readText(new Blob([bytes])));
    expect(parsed).toEqual({ headers: header, rows: [row], delimiter });
  });
});
