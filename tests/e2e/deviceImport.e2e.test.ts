// The CSV import wizard in Chromium against the started server: the hotel's administrator imports a
// 1,000-row file with 10 broken MACs, fixes them in the check step, imports, and finds the devices
// on the server and in the device list. Parsing and checking run in our own module worker of the
// production build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { login, serverQuery, startE2E, type E2E, shot } from './browser';
import { deviceImportCsv } from './deviceImportCsv';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { catalogueDe } from '../../src/i18n/catalogue';
import importMessages from '../../src/resources/hotspot-device/import/messages';

const shots = '.tmp/screenshots';
const m = importMessages.de;
const ADMIN = 'admin@alpenhotel.test';
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

describe('Device import in the browser', () => {
  it('imports 1,000 rows after fixing the invalid ones in the check step', async () => {
    const { page } = e;
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(String(err)));
    await login(e, ADMIN, DEMO_PASSWORD);
    const stamp = Date.now() % 65_000;
    const prefix = `E2E Import ${stamp}`;
    const csv = deviceImportCsv(1000, prefix, stamp, 100);
    expect(csv.invalidRows).toHaveLength(10);

    await page.goto(`${e.url}/hotspot-device/import?organization=K100001`);
    await page.getByRole('heading', { name: m.title }).waitFor();
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'geraete.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.text, 'utf8'),
    });
    await page.getByText('geraete.csv: 1.000 Zeilen, 5 Spalten, getrennt durch Semikolon').waitFor();
    await page.getByRole('button', { name: m.next }).click();

    // map: guessed from the headers
    await expect.poll(() => page.getByRole('combobox', { name: /^Name/ }).inputValue()).toBe('0');
    expect(await page.getByRole('combobox', { name: /^MAC-Adressen/ }).inputValue()).toBe('1');
    await page.getByRole('button', { name: m.next }).click();

    // fill: time zone for every row
    const zone = page.getByRole('combobox', { name: m.fields.timezone });
    await zone.waitFor();
    await expect.poll(() => page.getByRole('button', { name: m.next }).isEnabled()).toBe(true);
    await zone.selectOption('Europe/Berlin');
    await page.getByRole('button', { name: m.next }).click();

    // check: 10 invalid rows, fixed in place
    await page.getByText('1.000 Zeilen geprüft, 990 gültig').waitFor({ timeout: 30_000 });
    await page.getByText('10 ungültige Zeilen').waitFor();
    await page.getByRole('switch', { name: m.check.onlyInvalid }).check();
    await shot(page, { path: `${shots}/device-import-check.png`, fullPage: true });
    for (const row of csv.invalidRows) {
      await page.getByRole('textbox', { name: `${m.fields.mac} (${m.check.row} ${row})` }).fill(csv.macOf(row));
    }
    await page.getByRole('button', { name: m.check.recheck }).click();
    await page.getByText('1.000 Zeilen geprüft, 1.000 gültig').waitFor({ timeout: 30_000 });

    // import
    await page.getByRole('button', { name: '1.000 gültige Zeilen importieren' }).click();
    await page.getByText(catalogueDe.messages.import.finished).first().waitFor({ timeout: 60_000 });
    await page.getByText('1.000 importiert, 0 fehlgeschlagen, 0 übersprungen, 0 nicht importiert').waitFor();
    await shot(page, { path: `${shots}/device-import-status.png`, fullPage: true });

    // on the server: all 1,000, the fixed MAC in normal form
    const fixed = csv.invalidRows[0]!;
    const data = await serverQuery<{
      hotspotDevices: { totalCount: number };
      one: { data: { name: string; mac: string[]; timezone: string }[] };
    }>(
      e,
      ADMIN,
      DEMO_PASSWORD,
      `query($search:String,$one:String){
        hotspotDevices(search:$search,customerIds:["K100001"],take:1){totalCount}
        one: hotspotDevices(search:$one,customerIds:["K100001"],take:5){data{name mac timezone}}
      }`,
      { search: prefix, one: csv.nameOf(fixed) },
    );
    expect(data.hotspotDevices.totalCount).toBe(1000);
    expect(data.one.data).toEqual([{ name: csv.nameOf(fixed), mac: [csv.macOf(fixed)], timezone: 'Europe/Berlin' }]);

    // and in the device list
    await page.getByRole('link', { name: m.status.toList }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/hotspot-device');
    await page.goto(
      `${e.url}/hotspot-device?organization=K100001&filter=${encodeURIComponent(JSON.stringify({ q: csv.nameOf(fixed) }))}`,
    );
    await page.getByText(csv.nameOf(fixed)).first().waitFor({ timeout: 15_000 });
    expect(pageErrors).toEqual([]);
  });
});
