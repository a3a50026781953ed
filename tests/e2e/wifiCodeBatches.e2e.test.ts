// Batches of WiFi codes as a unit (issue 39) in Chromium against the real server: the hotel's
// administrator creates a batch of 1,000 codes in the form, opens the batches view, exports the batch
// (the file has a header and its 1,000 codes), reprints it (the print dialog opens with its 1,000
// codes) and deactivates it after the confirmation naming the count ("1.000 Codes deaktivieren?").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { login, startE2E, type E2E } from './browser';
import { de } from '../../src/i18n/de';
import wifiCodeMessages from '../../src/resources/wifi-code/messages';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const wc = wifiCodeMessages.de.resources['wifi-code'];
const wb = wifiCodeMessages.de.resources['wifi-code/batches'];
const ADMIN = 'admin@alpenhotel.test';
const NAME = 'Messe 1000';
let e: E2E;

beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

/** The plural form of a message for `n`, its placeholders filled. */
const plural = (s: string, n: number, args: Record<string, string> = {}) => {
  const forms = s.split('||||');
  let out = forms[n === 1 ? 0 : 1]!.trim().replace(/%\{smart_count\}/g, String(n));
  for (const [key, value] of Object.entries(args)) out = out.replaceAll(`%{${key}}`, value);
  return out;
};

describe('WiFi-code batches', () => {
  it('creates 1,000 codes, then exports, reprints and deactivates the batch as a whole', async () => {
    const { page } = e;
    await login(e, ADMIN, DEMO_PASSWORD, '/wifi-code/create?organization=K100001');
    await page.getByLabel(wc.mode.batch).click();
    await page.getByLabel(/Anzahl/).fill('1000');
    await page.getByLabel(wc.fields.description).fill(NAME);
    await page.getByRole('button', { name: de.ra.action.create }).click();
    const result = page.getByRole('dialog', { name: wc.batch.title });
    await result.waitFor({ timeout: 30_000 });
    await result.getByRole('button', { name: wc.actions.toList }).click();

    // The code list leads to the batches.
    await page.getByRole('link', { name: wb.actions.open }).click();
    await page.waitForURL(/\/wifi-code\/batches/);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: NAME }) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('1.000');
    const actions = () => row.getByRole('button', { name: wb.actions.menu.replace('%{name}', NAME) }).click();

    // Export: the code export of the batch, a header and 1,000 rows.
    await actions();
    await page.getByRole('menuitem', { name: wb.actions.export }).click();
    const exporting = page.getByRole('dialog', { name: plural(wb.confirm.exportTitle, 1000, { count: '1.000' }) });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exporting.getByRole('button', { name: wb.actions.exportCsv }).click(),
    ]);
    const lines = readFileSync(await download.path())
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(1001);
    expect(lines[0]).toContain(wc.fields.code);
    expect(new Set(lines.slice(1).map((l) => l.split(';')[0])).size).toBe(1000);
    await exporting.waitFor({ state: 'hidden' });

    // Reprint: the print dialog with the batch's 1,000 codes.
    await actions();
    await page.getByRole('menuitem', { name: wb.actions.reprint }).click();
    const reprint = page.getByRole('dialog', { name: plural(wb.confirm.reprintTitle, 1000, { count: '1.000' }) });
    await reprint.getByRole('button', { name: wb.actions.reprint }).click();
    // The print dialog with the 1,000 codes (its title counts them in German): 84 A4 pages of 12 cards.
    const printing = page.getByRole('dialog', { name: plural(wc.print.title, 1000).replace('1000', '1.000') });
    await printing.getByTestId('print-preview').waitFor({ timeout: 30_000 });
    await printing.getByText('84 Seiten A4').waitFor();
    await page.keyboard.press('Escape');
    await printing.waitFor({ state: 'hidden' });

    // Deactivate, confirmed with the count.
    await actions();
    await page.getByRole('menuitem', { name: wb.actions.deactivate }).click();
    const confirm = page.getByRole('dialog', { name: plural(wb.confirm.deactivateTitle, 1000, { count: '1.000' }) });
    await confirm.getByRole('button', { name: wb.actions.deactivate }).click();
    await page.getByText(plural(wb.notifications.deactivated, 1000, { count: '1.000' })).waitFor();
    // The row shows none active now: 0 in the active column.
    await expect
      .poll(async () => (await row.getByRole('cell').allTextContents()).join('|'))
      .toMatch(/1\.000\|1\.000\|0\|/);
  }, 120_000);
});
