/**
 * The text of an uploaded file from its bytes (issue 39, decision D221): imports accept what
 * spreadsheets save — UTF-8 with or without BOM, UTF-16 (Excel's "Unicode text", with a BOM, or
 * without one when every other byte is zero) and Windows-1252 (German Excel's "CSV (Trennzeichen-
 * getrennt)"). Bytes that are valid UTF-8 are read as UTF-8; anything else as Windows-1252, which
 * maps every byte to a character, so a file always reads.
 */

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  /** The text, without the byte order mark. */
  text: string;
  encoding: TextEncodingName;
  /** The file began with a byte order mark. */
  bom: boolean;
}

/**
 * Windows-1252's characters at 0x80–0x9F (where it differs from ISO 8859-1); the five bytes it leaves
 * undefined stay the control characters of the same number, as the WHATWG Encoding Standard says.
 * Applied after TextDecoder because some runtimes (Node.js up to 22) decode 'windows-1252' as ISO 8859-1.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

const decode = (encoding: TextEncodingName, bytes: Uint8Array, fatal = false) =>
  new TextDecoder(encoding, { fatal, ignoreBOM: true }).decode(bytes);

function windows1252(bytes: Uint8Array): string {
  return decode('windows-1252', bytes).replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/**
 * UTF-16 without a BOM: in the first bytes, (almost) every byte at one parity is zero and (almost)
 * none at the other — as in text of Latin letters, digits and punctuation.
 */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length, 1024) & ~1;
  if (n < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero >= pairs * 0.9 && evenZero <= pairs * 0.1) return 'utf-16le';
  if (evenZero >= pairs * 0.9 && oddZero <= pairs * 0.1) return 'utf-16be';
  return null;
}

/** The text of a file's bytes and the encoding it was read in. */
export function decodeTextFile(bytes: Uint8Array): DecodedText {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: decode('utf-8', bytes.subarray(3)), encoding: 'utf-8', bom: true };
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: decode('utf-16le', bytes.subarray(2)), encoding: 'utf-16le', bom: true };
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: decode('utf-16be', bytes.subarray(2)), encoding: 'utf-16be', bom: true };
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { text: decode(utf16, bytes), encoding: utf16, bom: false };
  try {
    return { text: decode('utf-8', bytes, true), encoding: 'utf-8', bom: false };
  } catch {
    return { text: windows1252(bytes), encoding: 'windows-1252', bom: false };
  }
}
