// Screens fit their viewport (issue 40): the enrollment keys at 1366×768 show "Neuer Schlüssel" and
// the paging without horizontal scrolling; at phone width (390×844) professional analytics and the
// start pages stay within the screen (wide tables scroll inside their own named, focusable
// container). With SCREENSHOTS set, screenshots of each screen at 1024 px (SCREENSHOTS=all: 1366,
// 1024 and 390 px), light and dark, as the demo operator and a customer admin:
// .tmp/formats/screens-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { login, startE2E, type E2E, shot } from './browser';
import enrollmentMessages from '../../src/resources/enrollments/messages';
import { THEME_COOKIE } from '../../src/domain/constants';
import { DEMO_PASSWORD, HOTEL_ID } from '../../server/seed/demo';

const shots = '.tmp/formats';
const keys = enrollmentMessages.de.resources.enrollments;
const ADMIN = 'admin@alpenhotel.test';
const OPERATOR = 'operator@hotspot-portal.test';
const SCREENS = {
  enrollments: `/enrollments?organization=${HOTEL_ID}`,
  analytics: `/analytics/professional/hotspots?organization=${HOTEL_ID}`,
  startPages: `/start-pages/terms-of-use?organization=${HOTEL_ID}`,
  templates: `/start-pages/templates?organization=${HOTEL_ID}`,
} as const;
// The layout does not change with the theme, and the test before this one checks every screen at 1366
// and 390 px: by default 1024 px in light and dark; the whole sweep, every width in both themes, with
// SCREENSHOTS=all (48 screenshots, about two minutes more). The PNGs are written with SCREENSHOTS set
// (`on` or `all`, tests/e2e/browser.ts `shot`); the overflow is checked either way.
const ALL = process.env.SCREENSHOTS === 'all';
const WIDTHS = {
  light: ALL ? [1366, 1024, 390] : [1024],
  dark: ALL ? [1366, 1024, 390] : [1024],
} as const;
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E({ DEMO_TRAFFIC: 'on' });
}, 180_000);
afterAll(() => e?.close());

async function open(page: Page, path: string, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.goto(e.url + path);
  await page.getByRole('main').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/** No horizontal page overflow. */
async function expectNoPageOverflow(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: scrollWidth ${scrollWidth} > innerWidth ${innerWidth}`).toBeLessThanOrEqual(innerWidth);
}

/** The element lies within the viewport horizontally (and is not clipped off its right edge). */
async function expectInViewport(page: Page, locator: ReturnType<Page['locator']>, what: string) {
  await locator.waitFor();
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box, what).not.toBeNull();
  expect(box.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} right edge ${box.x + box.width} > ${width}`).toBeLessThanOrEqual(width);
}

/** Wide tables on the page scroll inside a focusable container with an accessible name. */
async function expectScrollingTablesNamed(page: Page, what: string) {
  const bad = await page.evaluate(() =>
    [...document.querySelectorAll('main table')]
      .filter((t) => t.getBoundingClientRect().width > window.innerWidth)
      .map((t) => {
        let c: HTMLElement | null = t.parentElement;
        while (c && c !== document.body && getComputedStyle(c).overflowX === 'visible') c = c.parentElement;
        const ok =
          c &&
          c !== document.body &&
          c.tabIndex >= 0 &&
          !!(c.getAttribute('aria-label') || c.getAttribute('aria-labelledby'));
        return ok ? null : (t.getAttribute('aria-label') ?? t.className);
      })
      .filter(Boolean),
  );
  expect(bad, `${what}: wide tables without a named, focusable scroll container`).toEqual([]);
}

describe('screens fit the viewport', () => {
  it('enrollment keys at 1366×768: "Neuer Schlüssel" and the paging are on screen', async () => {
    const { page } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    await login(e, ADMIN, DEMO_PASSWORD, SCREENS.enrollments);
    await open(page, SCREENS.enrollments, 1366, 768);
    await expectNoPageOverflow(page, 'enrollments 1366');
    await expectInViewport(page, page.getByRole('link', { name: keys.actions.create }), 'Neuer Schlüssel');
    await expectInViewport(page, page.locator('.MuiTablePagination-root').first(), 'paging');
    await open(page, SCREENS.enrollments, 390, 844);
    await expectNoPageOverflow(page, 'enrollments 390');
  });

  it('professional analytics and the start pages at 390×844 stay within the screen', async () => {
    const { page } = e;
    for (const [name, path] of Object.entries(SCREENS)) {
      await open(page, path, 390, 844);
      await expectNoPageOverflow(page, `${name} 390`);
      await expectScrollingTablesNamed(page, `${name} 390`);
      await open(page, path, 1366, 768);
      await expectNoPageOverflow(page, `${name} 1366`);
    }
  });

  it('screenshots at 1024 px (all widths with SCREENSHOTS=all), light and dark, as customer admin and operator', async () => {
    const { page } = e;
    for (const [who, email] of [
      ['admin', ADMIN],
      ['operator', OPERATOR],
    ] as const) {
      await page.context().clearCookies();
      await page.setViewportSize({ width: 1366, height: 768 });
      await login(e, email, DEMO_PASSWORD, SCREENS.enrollments);
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        for (const width of WIDTHS[theme]) {
          for (const [name, path] of Object.entries(SCREENS)) {
            await open(page, path, width, width === 390 ? 844 : 768);
            await shot(page, { path: `${shots}/screens-${who}-${name}-${width}-${theme}.png` });
            await expectNoPageOverflow(page, `${who} ${name} ${width} ${theme}`);
          }
        }
      }
    }
  }, 600_000);
});

/** Chooses the portal's theme (the cookie the theme selector writes, src/providers/store.ts). */
async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page
    .context()
    .addCookies([
      { name: THEME_COOKIE, value: encodeURIComponent(JSON.stringify({ dark: theme === 'dark' })), url: e.url },
    ]);
}
