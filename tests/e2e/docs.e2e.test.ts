// Docs, changelog and tools in Chromium against the real server: search the documentation, open a
// guide and follow a link to another guide inside the app (no page load); send feedback and find
// the mail to the support address in the local outbox; download the catalogue as CSV; open the
// diagnostics page. Screenshots at 1366 and 1024 px, light and dark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import { login, startE2E, type E2E, shot } from './browser';
import docsMessages from '../../src/i18n/portal/docs';
import toolsMessages from '../../src/i18n/portal/tools';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const d = docsMessages.de.portal.docs;
const t = toolsMessages.de.portal.tools;
const OPERATOR = 'operator@hotspot-portal.test';
const SUPPORT_MAIL = 'support@hotspot-portal.test';
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

async function shoot(name: string) {
  const { page } = e;
  for (const dark of [false, true]) {
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, { path: `${shots}/${name}-${width}-${dark ? 'dark' : 'light'}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('docs, changelog and tools in the browser', () => {
  it('searches the documentation, opens a guide and follows a link to another guide', async () => {
    const { page } = e;
    await login(e, OPERATOR, DEMO_PASSWORD, '/docs');
    await page.getByRole('list', { name: d.all }).waitFor();
    expect(await page.getByRole('list', { name: d.all }).getByRole('listitem').count()).toBe(11);
    await shoot('docs-index');

    await page.getByRole('searchbox', { name: d.search }).fill('Karten je A4-Seite');
    const results = page.getByRole('list', { name: '1 Anleitung gefunden' });
    await results.waitFor();
    expect(page.url()).toContain('q=Karten+je+A4-Seite');
    await results.getByRole('link', { name: '„WLAN-Codes“ öffnen' }).click();
    await page.waitForURL(/\/docs\/wifi-codes$/);
    await page.getByRole('heading', { level: 2, name: 'Drucken' }).waitFor();
    await shoot('docs-page');

    // A link between guides stays in the app: the window survives (no page load).
    await page.goto(`${e.url}/docs/getting-started`);
    await page.getByRole('heading', { level: 1, name: /Erste Schritte/ }).waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.locator('article').getByRole('link', { name: 'Profil und Passwort' }).click();
    await page.waitForURL(/\/docs\/profile$/);
    await page.getByRole('heading', { level: 1, name: /Profil und Passwort/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  it('sends feedback that arrives as a mail to the support address', async () => {
    const { page } = e;
    await page.goto(`${e.url}/changelog`);
    await page.getByRole('tab', { name: d.changelog.tabs.updates }).waitFor();
    await shoot('changelog');
    await page.getByRole('button', { name: d.changelog.feedback }).click();
    const dialog = page.getByRole('dialog', { name: t.feedback.title });
    const text = `Die Suche in der Dokumentation ist prima ${Date.now()}`;
    await dialog.getByRole('radio', { name: t.feedback.kinds.praise }).check();
    await dialog.getByRole('textbox', { name: t.feedback.message }).fill(text);
    await dialog.getByRole('button', { name: t.feedback.send }).click();
    await page.getByText(t.feedback.sent).waitFor();

    const token = (
      await fetch(`${e.url}/auth/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: OPERATOR, password: DEMO_PASSWORD }),
      }).then((r) => r.json())
    ).data.accessToken as string;
    const headers = { authorization: `Bearer ${token}` };
    const list = await fetch(`${e.url}/mail/outbox?to=${encodeURIComponent(SUPPORT_MAIL)}&limit=5`, { headers }).then(
      (r) => r.json(),
    );
    const summary = list.data.find((m: { subject: string }) => m.subject === 'Feedback (Lob): Olivia Operator');
    expect(summary, JSON.stringify(list)).toBeTruthy();
    const mail = await fetch(`${e.url}/mail/outbox/${summary.id}`, { headers }).then((r) => r.json());
    expect(mail.data.text).toContain(text);
    expect(mail.data.text).toContain('Seite / Page: /changelog');
  });

  it('downloads the message catalogue as CSV', async () => {
    const { page } = e;
    await page.goto(`${e.url}/i18n-export`);
    const button = page.getByRole('button', { name: 'Katalog Deutsch als CSV herunterladen' });
    await button.waitFor();
    await shoot('i18n-export');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('hotspot-portal-messages-de.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFSchlüssel,Text\r\n')).toBe(true);
    expect(csv).toContain('\r\nlogin.submit,Anmelden\r\n');
    expect(csv).toContain('\r\nresources.hotspot-device.page.list,Hotspot-Geräte\r\n');
    expect(csv).toContain('\r\nportal.docs.changelog.tabs.roadmap,Roadmap\r\n');
  });

  it('shows the diagnostics: version, embedded database, round-trip time and permissions', async () => {
    const { page } = e;
    await page.goto(`${e.url}/test`);
    const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
    await page.getByRole('region', { name: t.diagnostics.server }).getByText(version, { exact: true }).waitFor();
    await page.getByText(t.diagnostics.kinds.pglite).waitFor();
    const rtt = page.getByRole('region', { name: t.diagnostics.roundTrip });
    await rtt.getByText(t.diagnostics.average).waitFor();
    expect(await rtt.getByText(/\d ms$/).count()).toBe(3);
    await page.getByRole('region', { name: t.diagnostics.permissions }).getByText('*:*').waitFor();
    await shoot('diagnostics');
  });
});
