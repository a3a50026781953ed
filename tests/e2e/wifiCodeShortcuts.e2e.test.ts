// WiFi-code shortcuts in Chromium against the real server: the hotel's administrator creates a
// shortcut with a logo (a logo over 200 kB is refused), uses it from the widget on the WiFi-code
// list → the server created the codes (dynamicExpires from the shortcut) → the print dialog shows a
// card with a QR image per code; the print layout (emulated print media, and Chromium's own PDF of
// the page) keeps whole cards on A4 pages. Screenshots at 1366 and 1024 px, light and dark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import QRCode from 'qrcode';
import { login, serverQuery, startE2E, type E2E, shot } from './browser';
import { de } from '../../src/i18n/de';
import wifiCodeMessages from '../../src/resources/wifi-code/messages';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const wc = wifiCodeMessages.de.resources['wifi-code'];
const sc = wc.shortcuts;
const ADMIN = 'admin@alpenhotel.test';
const NAME = `Frühstück ${Date.now() % 100000}`;
const AMOUNT = 25;
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

const plural = (s: string, n: number) => {
  const form = s.split('||||')[n === 1 ? 0 : 1]!;
  return form.replace(/%\{smart_count\}/g, String(n)).trim();
};
/** PDF pages Chromium's print of the page produced. */
const pdfPages = async () => {
  const pdf = (await e.page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  return pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
};

/** Every printed card lies inside its sheet, and its QR code and logo inside the card (nothing clipped). */
const wholeCards = () =>
  e.page.locator('.wifi-code-print-root [data-testid=print-sheet]').evaluateAll((sheets) =>
    sheets.every((sheet) => {
      const within = (inner: Element, outer: Element) => {
        const r = inner.getBoundingClientRect();
        const o = outer.getBoundingClientRect();
        return r.top >= o.top - 0.5 && r.bottom <= o.bottom + 0.5 && r.left >= o.left - 0.5 && r.right <= o.right + 0.5;
      };
      return [...sheet.querySelectorAll('[data-testid=print-card]')].every(
        (card) => within(card, sheet) && [...card.querySelectorAll('img')].every((img) => within(img, card)),
      );
    }),
  );

describe('WiFi-code shortcuts in the browser', () => {
  it('creates a shortcut with a logo, uses it from the list, prints whole cards on A4', async () => {
    const { page, url } = e;
    await login(e, ADMIN, DEMO_PASSWORD, '/wifi-code/templates?organization=K100001');
    await page.getByText(sc.empty.title).waitFor();
    await shot(page, { path: `${shots}/shortcuts-empty.png` });
    await page.getByRole('link', { name: sc.actions.create }).first().click();

    // The form: name, text, colour, logo (too large first), amount.
    await page.getByLabel(sc.fields.name).fill(NAME);
    await page.getByLabel(sc.fields.text).fill('Gültig im ganzen Haus.\nViel Spaß!');
    await page.getByLabel(sc.fields.color).fill('#2e7d32');
    const logoInput = page.getByTestId('shortcut-logo-input');
    await logoInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(210 * 1024, 1) });
    await page.getByText('Die Datei ist zu groß: max. 200 kB').waitFor();
    const logo = await QRCode.toBuffer('Alpenhotel', { width: 120, color: { dark: '#2e7d32' } });
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('img', { name: sc.logoPreview }).waitFor();
    await page.getByLabel(sc.fields.amount).fill(String(AMOUNT));
    await shot(page, { path: `${shots}/shortcut-form-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, { path: `${shots}/shortcut-form-1024.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: de.ra.action.create }).click();

    // The list shows it; the widget uses it.
    const card = page.getByRole('region', { name: NAME });
    await card.waitFor();
    await card.getByText(plural(sc.summary.amount, AMOUNT)).waitFor();
    await shot(page, { path: `${shots}/shortcuts-list-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, { path: `${shots}/shortcuts-list-1024.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto(url + '/wifi-code?organization=K100001');
    const widget = page.getByRole('group', { name: sc.widget });
    await widget.getByRole('button', { name: `${NAME} (${AMOUNT})` }).click();
    const dialog = page.getByRole('dialog', { name: plural(wc.print.title, AMOUNT) });
    await dialog.waitFor();
    const preview = dialog.getByTestId('print-preview');
    await preview.waitFor();

    // The server holds the codes, with the shortcut's settings.
    const held = await serverQuery<{
      vouchers: { data: { code: string; dynamicExpires: string; simultaneousUse: number }[] };
    }>(
      e,
      ADMIN,
      DEMO_PASSWORD,
      'query($s:String){vouchers(customerIds:["K100001"],search:$s,take:100){data{code dynamicExpires simultaneousUse}}}',
      { s: NAME },
    );
    expect(held.vouchers.data).toHaveLength(AMOUNT);
    expect(held.vouchers.data.every((v) => v.dynamicExpires === 'eod' && v.simultaneousUse === 1)).toBe(true);

    // 12 per page: 3 sheets, every card with its code, a loaded QR image and the logo.
    await dialog.getByText(plural(wc.print.pages, 3)).waitFor();
    const cards = preview.getByTestId('print-card');
    expect(await cards.count()).toBe(AMOUNT);
    const codes = await preview.getByTestId('print-code').allTextContents();
    expect(new Set(codes)).toEqual(new Set(held.vouchers.data.map((v) => v.code)));
    const images = await preview
      .locator('img')
      .evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((i) => ({ alt: i.alt, loaded: i.complete && i.naturalWidth > 0 })),
      );
    expect(images.filter((i) => i.alt.startsWith('QR-Code') && i.loaded)).toHaveLength(AMOUNT);
    expect(images.filter((i) => i.alt === wc.print.logoAlt && i.loaded)).toHaveLength(AMOUNT);
    await shot(page, { path: `${shots}/print-preview-1366.png` });
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, { path: `${shots}/print-preview-1024.png` });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Print media: only the sheets, A4 wide, cards whole; Chromium's PDF has one page per sheet.
    await page.emulateMedia({ media: 'print' });
    expect(await dialog.isVisible()).toBe(false);
    const sheets = page.locator('.wifi-code-print-root [data-testid=print-sheet]');
    expect(await sheets.count()).toBe(3);
    const box = (await sheets.first().boundingBox())!;
    expect(Math.round(box.width)).toBe(794); // 210 mm at 96 dpi
    expect(Math.round(box.height)).toBe(1123); // 297 mm
    expect(await wholeCards()).toBe(true);
    await shot(page, { path: `${shots}/print-media-12.png`, fullPage: true });
    expect(await pdfPages()).toBe(3);
    await page.emulateMedia({ media: 'screen' });
    await dialog.getByRole('button', { name: plural(wc.print.cards, 21) }).click();
    await dialog.getByText(plural(wc.print.pages, 2)).waitFor();
    await page.emulateMedia({ media: 'print' });
    await shot(page, { path: `${shots}/print-media-21.png`, fullPage: true });
    expect(await wholeCards()).toBe(true);
    expect(await pdfPages()).toBe(2);
    await page.emulateMedia({ media: 'screen' });
    await dialog.getByRole('button', { name: plural(wc.print.cards, 8) }).click();
    await dialog.getByText(plural(wc.print.pages, 4)).waitFor();
    await page.emulateMedia({ media: 'print' });
    await shot(page, { path: `${shots}/print-media-8.png`, fullPage: true });
    expect(await wholeCards()).toBe(true);
    expect(await pdfPages()).toBe(4);
    await page.emulateMedia({ media: 'screen' });

    // Dark: the preview stays white paper; list, form and preview in dark.
    await dialog.getByRole('button', { name: de.ra.action.close }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: de.shell.theme.dark }).click();
    await shot(page, { path: `${shots}/wifi-code-list-widget-dark.png` });
    await widget.getByRole('button', { name: `${NAME} (${AMOUNT})` }).waitFor();
    await page.goto(url + '/wifi-code/templates?organization=K100001');
    await card.waitFor();
    await shot(page, { path: `${shots}/shortcuts-list-dark-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, { path: `${shots}/shortcuts-list-dark-1024.png`, fullPage: true });
    await card.getByRole('link', { name: `${de.ra.action.edit}: ${NAME}` }).click();
    await page.getByRole('img', { name: sc.logoPreview }).waitFor();
    await shot(page, { path: `${shots}/shortcut-form-dark-1024.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await shot(page, { path: `${shots}/shortcut-form-dark-1366.png`, fullPage: true });

    // The home page's card uses the same shortcuts; the code dialog shows one code large.
    await page.goto(url + '/?organization=K100001');
    await page
      .getByRole('region', { name: sc.widget })
      .getByRole('button', { name: `${NAME} (${AMOUNT})` })
      .waitFor();
    await shot(page, { path: `${shots}/home-shortcuts-dark.png` });
    await page.goto(`${url}/wifi-code?organization=K100001&filter=${encodeURIComponent(JSON.stringify({ q: NAME }))}`);
    await page.getByRole('button', { name: `${wc.codeDialog.open}: ${codes[0]}` }).click();
    const codeDialog = page.getByRole('dialog', { name: wc.codeDialog.title });
    await codeDialog.getByRole('img', { name: `QR-Code zur Anmeldung mit ${codes[0]}` }).waitFor();
    await shot(page, { path: `${shots}/code-dialog-dark.png` });
    expect(page.url()).toContain('/wifi-code?');
    await codeDialog.getByRole('button', { name: de.ra.action.close }).click();
    await page.getByRole('button', { name: de.shell.theme.light }).click();
  });
});
