// Print-ready cards (issue 40) in Chromium against the real server: the hotel's administrator creates
// 21 WiFi codes in the form, prints them from the batch result, types a network (with every character
// the WIFI: scheme escapes) and downloads the PDF. The PDF has 2 A4 pages (12 cards per page, the
// rest continues), the network's name and the steps in German and English on every card, and both QR
// codes as images: the join-network one decodes (jsQR over its pixels) to the exact WIFI: string, the
// code ones to the guest page of each of the 21 codes. The label sheet (Avery 3474) fits them on one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import { login, startE2E, type E2E } from './browser';
import { de } from '../../src/i18n/de';
import wifiCodeMessages from '../../src/resources/wifi-code/messages';
import { wifiJoinString } from '../../src/domain/wifi';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const dir = '.tmp/screenshots';
const wc = wifiCodeMessages.de.resources['wifi-code'];
const ADMIN = 'admin@alpenhotel.test';
const AMOUNT = 21;
const SSID = 'Gäste;WLAN:"Süd",\\1';
const PASSPHRASE = 'Pass;wort:2026';
let e: E2E;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

const plural = (s: string, n: number) => {
  const forms = s.split('||||');
  return forms[n === 1 ? 0 : 1]!.replace(/%\{smart_count\}/g, String(n)).trim();
};
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The decoded content stream of a page. */
function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams
    .map((s) => {
      const raw = s as PDFRawStream;
      const filter = raw.dict.get(PDFName.of('Filter'));
      return (filter ? inflateSync(raw.contents) : Buffer.from(raw.contents)).toString('latin1');
    })
    .join('\n');
}

/** WinAnsi differs from Latin-1 in 0x80–0x9F: the characters the cards use there. */
const WIN_ANSI: Record<number, string> = { 0x84: '„', 0x85: '…', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–' };
const winAnsi = (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

/** The text a page shows: every hex string drawn with Tj (pdf-lib writes WinAnsi), joined. */
const textOf = (page: PDFPage) =>
  squash(
    [...contentOf(page).matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => winAnsi(Buffer.from(m[1]!, 'hex'))).join(' '),
  );

/** Every RGB image of the PDF decoded with jsQR (null: no QR code found). */
function qrCodesOf(doc: PDFDocument): (string | null)[] {
  const out: (string | null)[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceRGB')) continue;
    const width = Number(dict.get(PDFName.of('Width'))!.toString());
    const height = Number(dict.get(PDFName.of('Height'))!.toString());
    const rgb = inflateSync(object.contents);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba[i * 4] = rgb[i * 3]!;
      rgba[i * 4 + 1] = rgb[i * 3 + 1]!;
      rgba[i * 4 + 2] = rgb[i * 3 + 2]!;
      rgba[i * 4 + 3] = 255;
    }
    out.push(jsQR(rgba, width, height)?.data ?? null);
  }
  return out;
}

/** Images a page draws (Do operators) and the XObjects it names. */
const drawnImages = (page: PDFPage) => (contentOf(page).match(/\/\S+ Do/g) ?? []).length;

async function downloadPdf(dialog: ReturnType<E2E['page']['getByRole']>) {
  const [download] = await Promise.all([
    e.page.waitForEvent('download'),
    dialog.getByRole('button', { name: wc.print.pdf }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

describe('Print-ready cards: the PDF', () => {
  it('creates 21 codes, prints them as a PDF with the network, the steps and both QR codes', async () => {
    const { page } = e;
    await login(e, ADMIN, DEMO_PASSWORD, '/wifi-code/create?organization=K100001');
    await page.getByLabel(wc.mode.batch).click();
    const amount = page.getByLabel(/Anzahl/);
    await amount.fill(String(AMOUNT));
    await page.getByRole('button', { name: de.ra.action.create }).click();
    const result = page.getByRole('dialog', { name: wc.batch.title });
    await result.waitFor();
    await result.getByRole('button', { name: wc.print.print }).click();
    const dialog = page.getByRole('dialog', { name: plural(wc.print.title, AMOUNT) });
    await dialog.getByTestId('print-preview').waitFor();

    // The hotel's configurations with a network are offered; the first one is chosen.
    const network = dialog.getByLabel(wc.print.network);
    await expect.poll(() => network.textContent()).toContain('Alpenhotel Gäste (Hotel Standard)');
    await dialog.getByTestId('print-ssid').first().waitFor();

    // Another network, typed: an invalid name is refused, then one with every escaped character.
    await network.click();
    await page.getByRole('option', { name: wc.print.networkOther }).click();
    await dialog.getByLabel(wc.print.ssid).fill('x'.repeat(33));
    await dialog.getByText(/höchstens 32 Byte/).waitFor();
    await dialog.getByLabel(wc.print.ssid).fill(SSID);
    await dialog.getByLabel(wc.print.passphrase).fill(PASSPHRASE);
    await dialog.getByTestId('print-wifi-qr').first().waitFor();
    expect(await dialog.getByTestId('print-ssid').first().textContent()).toContain(SSID);
    await dialog.getByText(plural(wc.print.pages, 2)).waitFor();

    const codes = await dialog.getByTestId('print-code').allTextContents();
    expect(codes).toHaveLength(AMOUNT);

    const { name, bytes } = await downloadPdf(dialog);
    expect(name).toBe(`wifi-codes-${AMOUNT}-12.pdf`);
    const doc = await PDFDocument.load(bytes);
    // 12 cards per page: the 21 codes continue on a second page.
    expect(doc.getPageCount()).toBe(2);
    const [first, second] = doc.getPages();
    expect(Math.round(first!.getWidth())).toBe(595); // A4: 210 mm
    expect(Math.round(first!.getHeight())).toBe(842); // 297 mm
    const text = textOf(first!) + ' ' + textOf(second!);
    for (const code of codes) expect(text).toContain(code);
    const count = (needle: string) => text.split(squash(needle)).length - 1;
    expect(count(`WLAN / WiFi: ${SSID}`)).toBe(AMOUNT);
    expect(count(`Passwort / Password: ${PASSPHRASE}`)).toBe(AMOUNT);
    expect(count(`1. Mit dem WLAN »${SSID}« verbinden 2. Browser öffnen 3. Code eingeben`)).toBe(AMOUNT);
    expect(count(`1. Connect to the WiFi “${SSID}” 2. Open your browser 3. Enter the code`)).toBe(AMOUNT);
    expect(text.split('WLAN verbinden · Join WiFi').length - 1).toBe(AMOUNT);
    // Two QR codes drawn per card: 12 on the first page, 9 on the second.
    expect(drawnImages(first!)).toBe(24);
    expect(drawnImages(second!)).toBe(18);

    // The images: one join-network QR code (shared by every card), one code-page QR code per code.
    const decoded = qrCodesOf(doc);
    const joinString = wifiJoinString({ ssid: SSID, passphrase: PASSPHRASE });
    expect(joinString).toBe('WIFI:T:WPA;S:Gäste\\;WLAN\\:\\"Süd\\"\\,\\\\1;P:Pass\\;wort\\:2026;;');
    expect(decoded.filter((d) => d === joinString)).toHaveLength(1);
    expect(decoded.filter((d) => d !== joinString).sort()).toEqual(
      codes.map((c) => `${e.url}/guest?code=${encodeURIComponent(c)}`).sort(),
    );

    // The label sheet: 24 per page, one page, labels without cut lines.
    await dialog.getByRole('button', { name: wc.print.labels }).click();
    await dialog.getByText(plural(wc.print.pages, 1)).waitFor();
    const labels = await PDFDocument.load((await downloadPdf(dialog)).bytes);
    expect(labels.getPageCount()).toBe(1);
    expect(drawnImages(labels.getPage(0))).toBe(2 * AMOUNT);
  });
});
