// The analytics screens in Chromium against the real server and the demo installation (issue 11):
// the hotel's administrator opens basic analytics and every tab of the professional hotspot and
// location screens; each tab's charts settle, none fails, and at least one is drawn with data
// (recharts lines or bars in the svg, or table rows with a non-zero number) — in the light and the
// dark theme. Screenshots at 1366 and 1024 px under .tmp/shots/analytics-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { login, startE2E, type E2E, shot } from './browser';
import messages from '../../src/i18n/portal/analytics';
import { DEMO_PASSWORD, HOTEL_ID } from '../../server/seed/demo';

const shots = '.tmp/shots';
const a = messages.de.portal.analytics;
const HOTEL_ADMIN = 'admin@alpenhotel.test';
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E({ DEMO_TRAFFIC: 'on' });
  await login(e, HOTEL_ADMIN, DEMO_PASSWORD, `/analytics?organization=${HOTEL_ID}`);
}, 180_000);
afterAll(() => e?.close());

/** Waits until no chart of the page is loading; answers the states and how much each drew. */
async function settledCharts(page: Page) {
  const charts = page.getByTestId('analytics-chart');
  await charts.first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => {
      const all = [...document.querySelectorAll('[data-testid="analytics-chart"]')];
      return all.length > 0 && all.every((c) => c.getAttribute('data-state') !== 'loading');
    },
    undefined,
    { timeout: 30_000 },
  );
  return charts.evaluateAll((nodes) =>
    nodes.map((n) => ({
      title: n.querySelector('h2')?.textContent ?? '',
      state: n.getAttribute('data-state'),
      marks: n.querySelectorAll('.recharts-line-curve, .recharts-bar-rectangle path, .recharts-rectangle').length,
      nonZeroCells: [...n.querySelectorAll('tbody td')].filter((td) => /[1-9]/.test(td.textContent ?? '')).length,
    })),
  );
}

async function checkTab(name: string) {
  const { page } = e;
  for (const dark of [false, true]) {
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
    // The theme follows the system preference (no theme cookie): wait until it has switched.
    const themed = await page
      .waitForFunction(
        (want) => (getComputedStyle(document.body).backgroundColor === 'rgb(18, 18, 18)') === want,
        dark,
        {
          timeout: 10_000,
        },
      )
      .then(() => dark)
      .catch(() => !dark);
    expect(themed, `${name}: theme`).toBe(dark);
    const charts = await settledCharts(page);
    expect(
      charts.filter((c) => c.state === 'error'),
      name,
    ).toEqual([]);
    const drawn = charts.filter((c) => c.state === 'ready' && (c.marks > 0 || c.nonZeroCells > 0));
    expect(drawn.length, `${name}: ${JSON.stringify(charts)}`).toBeGreaterThan(0);
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await settledCharts(page);
      await shot(page, {
        path: `${shots}/analytics-${name}-${width}-${dark ? 'dark' : 'light'}.png`,
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('analytics in the browser', () => {
  it('offers the analytics screens on the start page', async () => {
    const { page } = e;
    for (const title of [a.start.basic, a.start.hotspots, a.start.locations])
      await page.getByRole('region', { name: title }).waitFor();
    await shot(page, { path: `${shots}/analytics-start-1366-light.png`, fullPage: true });
  });

  it('shows basic analytics with data', async () => {
    await e.page.goto(`${e.url}/analytics/basic?organization=${HOTEL_ID}`);
    await checkTab('basic');
  });

  it('draws every tab of the professional hotspot screen', async () => {
    const { page } = e;
    await page.goto(`${e.url}/analytics/professional/hotspots?organization=${HOTEL_ID}`);
    for (const tab of ['clients', 'logins', 'usage', 'topFlop', 'startPage'] as const) {
      await page.getByRole('tab', { name: a.professional.tabs[tab] }).click();
      await page.getByRole('tab', { name: a.professional.tabs[tab], selected: true }).waitFor();
      await checkTab(`hotspots-${tab}`);
    }
  });

  it('draws every tab of the location screen, with the DNS tables and a drill-down', async () => {
    const { page } = e;
    await page.goto(`${e.url}/analytics/professional/locations?organization=${HOTEL_ID}`);
    for (const tab of ['overview', 'web', 'topFlop'] as const) {
      await page.getByRole('tab', { name: a.professional.tabs[tab] }).click();
      await page.getByRole('tab', { name: a.professional.tabs[tab], selected: true }).waitFor();
      await checkTab(`locations-${tab}`);
    }
    await page.getByRole('tab', { name: a.professional.tabs.web }).click();
    const domains = page.getByRole('region', { name: a.dns.domains });
    const first = domains.getByRole('button', { name: /^Verlauf von/ }).first();
    await first.waitFor({ timeout: 30_000 });
    await first.click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[data-testid="analytics-chart"][data-state="ready"]').waitFor({ timeout: 30_000 });
    await shot(page, { path: `${shots}/analytics-dns-drilldown-1366-light.png` });
  });

  it('asks to refresh after a filter change and loads the new period on click', async () => {
    const { page } = e;
    await page.goto(`${e.url}/analytics/professional/hotspots?organization=${HOTEL_ID}&tab=usage`);
    await settledCharts(page);
    await page.getByRole('combobox', { name: a.filter.range }).click();
    await page.getByRole('option', { name: a.filter.presets['30d'] }).click();
    await page.getByText(a.filter.changed).waitFor();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await shot(page, { path: `${shots}/analytics-notice-1366-light.png` });
    await page
      .getByRole('status')
      .filter({ hasText: a.filter.changed })
      .getByRole('button', { name: a.filter.refresh })
      .click();
    await page.getByText(a.filter.changed).waitFor({ state: 'detached' });
    const charts = await settledCharts(page);
    expect(charts.some((c) => c.state === 'ready')).toBe(true);
  });
});
