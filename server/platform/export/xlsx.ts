// A streamed XLSX workbook of one sheet (Office Open XML, ECMA-376): the sheet's rows go through
// fflate's deflate as they come, the zip's bytes to `out` (decision D247: fflate and this small
// writer instead of exceljs, whose WorkbookWriter does not wait for the response to drain). Texts are
// inline strings (never formulas), numbers and booleans typed, points in time date cells in the user's
// time zone with the user's date format.
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { CellType, ExportLocale, ZoneClock } from './cells';
import { instantMs } from './cells';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const STATIC_PARTS = (sheetName: string, dateFormat: string): [string, string][] => [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '</Relationships>',
  ],
  [
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
      `<sheet name="${xmlText(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31))}" sheetId="1" r:id="rId1"/>` +
      '</sheets></workbook>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
      '</Relationships>',
  ],
  [
    'xl/styles.xml',
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
      `<numFmts count="1"><numFmt numFmtId="164" formatCode="${xmlText(dateFormat)}"/></numFmts>` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '</styleSheet>',
  ],
];

/** The date format of a language (Excel's codes). */
const DATE_FORMAT: Readonly<Record<ExportLocale, string>> = {
  de: 'dd.mm.yyyy hh:mm:ss',
  en: 'yyyy-mm-dd hh:mm:ss',
};

/** Characters XML 1.0 does not allow (controls but tab and line breaks; lone surrogates). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A column's letters: 0 → A, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Days since 1899-12-30 (Excel's serial date) of a wall-clock time given as UTC ms. */
const serialDate = (wallMs: number) => wallMs / 86_400_000 + 25_569;

/** The most rows one sheet holds (Excel's limit); the rest of an export goes unwritten, said in a last row. */
export const XLSX_MAX_ROWS = 1_048_576;

export class XlsxWriter {
  private readonly zip: Zip;
  private readonly sheet: ZipDeflate;
  private readonly encoder = new TextEncoder();
  private readonly letters: string[];
  private rowNumber = 0;
  private failed: Error | null = null;

  /**
   * `emit` receives the file's bytes as they are made (synchronously, within push and end); `types`
   * are the columns' cell types.
   */
  constructor(
    private readonly types: readonly CellType[],
    locale: ExportLocale,
    private readonly clock: ZoneClock,
    sheetName: string,
    emit: (chunk: Uint8Array) => void,
  ) {
    this.letters = types.map((_, i) => columnName(i));
    this.zip = new Zip((error, chunk) => {
      if (error) this.failed = error;
      else if (chunk.length) emit(chunk);
    });
    for (const [name, text] of STATIC_PARTS(sheetName, DATE_FORMAT[locale])) {
      const part = new ZipPassThrough(name);
      this.zip.add(part);
      part.push(this.encoder.encode(text), true);
    }
    this.sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
    this.zip.add(this.sheet);
    this.push(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>`);
  }

  private push(text: string, final = false) {
    this.sheet.push(this.encoder.encode(text), final);
    if (this.failed) throw this.failed;
  }

  /** Whether another row fits on the sheet. */
  get full(): boolean {
    return this.rowNumber >= XLSX_MAX_ROWS;
  }

  /** The header row: bold texts. */
  header(labels: readonly string[]) {
    const r = ++this.rowNumber;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < labels.length; i++)
      xml += `<c r="${this.letters[i]}${r}" t="inlineStr" s="2"><is><t xml:space="preserve">${xmlText(labels[i]!)}</t></is></c>`;
    this.push(`${xml}</row>`);
  }

  /** Rows of values (in the columns' order), as one piece of the sheet. */
  rows(rows: readonly (readonly unknown[])[]) {
    let xml = '';
    for (const values of rows) {
      const r = ++this.rowNumber;
      xml += `<row r="${r}">`;
      for (let i = 0; i < values.length; i++) xml += this.cell(this.types[i]!, values[i], `${this.letters[i]}${r}`);
      xml += '</row>';
    }
    this.push(xml);
  }

  private cell(type: CellType, value: unknown, ref: string): string {
    if (value === null || value === undefined || value === '') return '';
    switch (type) {
      case 'boolean':
        return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
      case 'integer':
      case 'number': {
        const n = Number(value);
        return Number.isFinite(n) ? `<c r="${ref}"><v>${n}</v></c>` : '';
      }
      case 'datetime': {
        const ms = instantMs(value);
        if (Number.isNaN(ms)) return '';
        return `<c r="${ref}" s="1"><v>${serialDate(this.clock.wall(ms).getTime())}</v></c>`;
      }
      default: {
        const text = Array.isArray(value) ? value.join(', ') : String(value);
        return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
      }
    }
  }

  /** Closes the sheet and the zip (the last bytes go to `emit`). */
  end() {
    this.push('</sheetData></worksheet>', true);
    this.zip.end();
    if (this.failed) throw this.failed;
  }
}
