// The portal's speed as a user feels it (issues 13 and 41, docs/architecture.md), side by side with a
// minimal react-admin app (bench/minimal-app) in the same run, the same Chromium and the same server:
// login → home ≤ 0.8 s warm p50 (including the spec's 500 ms redirect; ≤ 1.0 s at p95) and menu click
// → first row of a list ≤ 0.3 s warm p50 (≤ 0.5 s at p95). Debian's Chromium drives the production
// build against the real server (tests/e2e/browser.ts: the server bundle, a fresh PGlite database with
// the demo), as the hotel's admin.
//   login → home: on the login page, loaded and idle (a user types for seconds, and the portal loads
//     meanwhile), from the click on "Anmelden" until the home page's welcome is shown (the portal's is
//     a paragraph: the bench looked for an h6, which it no longer is, and timed out).
//   navigation → first row: on the home page, loaded afresh, from the click on the menu's
//     "WLAN-Codes" until the list's first row is shown (the list's chunk, its messages and its data).
// The minimal app (the default login page, a home page, one list with one request per list; built by
// the portal's vite configuration and served by the portal's static-file function, its login and
// GraphQL requests passed on to the portal's server: bench/minimalApp.ts) is measured the same way,
// alternating with the portal run by run, so that both see the same machine: the ratio portal/minimal
// says what the portal adds to react-admin, however loaded the machine is.
// Cold: the first of each, with an empty browser cache; warm: the following, from the cache (the
// hashed files are cached as immutable). A missed budget of the portal fails the run.
//   npx tsx bench/browser.ts   (needs a build: `npx vite build`, or E2E_DIST=<dir>)
//   BENCH_BROWSER_RUNS (default 15)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../tests/e2e/browser';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { LOGIN_REDIRECT_MS } from '../src/domain/constants';
import { de } from '../src/i18n/de';
import wifiCodeMessages from '../src/resources/wifi-code/messages';
import { pct, runAsScript } from './common';
import { buildMinimalApp, serveMinimalApp } from './minimalApp';
import { MINIMAL } from './minimal-app/texts';

const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 15);
/** Issue 41: warm p50. */
const LOGIN_P50_BUDGET_MS = 800;
const NAVIGATION_P50_BUDGET_MS = 300;
/** Issue 13: warm p95. */
const LOGIN_P95_BUDGET_MS = 1000;
const NAVIGATION_P95_BUDGET_MS = 500;
const EMAIL = 'admin@alpenhotel.test';

/**
 * Measured in the page, so that the driver's own time does not count: from the user's action (the
 * login form's submit, a click on a link) until `shown` is in the document and visible (not inside
 * a hidden or transparent part), observed by a MutationObserver at each change of the page.
 */
async function timeInPage(
  page: Page,
  act: () => Promise<void>,
  shown: { selector: string; text?: string },
): Promise<number> {
  // a string, not a function: tsx would wrap the page's named functions in a helper the page lacks
  await page.evaluate(`(() => {
    const shown = ${JSON.stringify(shown)};
    const state = (window.__bench = {});
    const mark = () => (state.start ??= performance.now());
    document.addEventListener('submit', mark, { capture: true, once: true });
    document.addEventListener('click', mark, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (state.start === undefined) return;
      const found = [...document.querySelectorAll(shown.selector)].some(
        (el) =>
          (!shown.text || el.textContent.includes(shown.text)) &&
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      );
      if (!found) return;
      state.end = performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  })()`);
  await act();
  await page.waitForFunction(() => (window as unknown as { __bench: { end?: number } }).__bench.end !== undefined);
  return page.evaluate(() => {
    const { start, end } = (window as unknown as { __bench: { start: number; end: number } }).__bench;
    return end - start;
  });
}

/** One of the two apps: how to log in and how to reach its list's first row. */
interface Target {
  login(): Promise<number>;
  navigation(): Promise<number>;
}

function portal(e: E2E, page: Page): Target {
  return {
    async login() {
      await e.context.clearCookies();
      await page.goto(`${e.url}/auth/login`, { waitUntil: 'networkidle' });
      await page.getByLabel(de.login.email).fill(EMAIL);
      await page.locator('#login-password').fill(DEMO_PASSWORD);
      return timeInPage(page, () => page.locator('#login-password').press('Enter'), {
        selector: 'p',
        text: de.home.welcome,
      });
    },
    async navigation() {
      await page.goto(`${e.url}/?organization=K100001`, { waitUntil: 'networkidle' });
      await page.getByText(de.home.welcome).first().waitFor();
      const link = page.getByRole('menuitem', { name: wifiCodeMessages.de.resources['wifi-code'].page.list }).first();
      await link.waitFor();
      return timeInPage(page, () => link.click(), { selector: 'table tbody tr td' });
    },
  };
}

function minimal(e: E2E, url: string, page: Page): Target {
  return {
    async login() {
      await e.context.clearCookies();
      await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
      await page.locator('input[name=username]').fill(EMAIL);
      await page.locator('input[name=password]').fill(DEMO_PASSWORD);
      return timeInPage(page, () => page.locator('input[name=password]').press('Enter'), {
        selector: 'h6',
        text: MINIMAL.welcome,
      });
    },
    async navigation() {
      await page.goto(`${url}/`, { waitUntil: 'networkidle' });
      await page.getByText(MINIMAL.welcome).first().waitFor();
      const link = page.getByRole('menuitem', { name: MINIMAL.list }).first();
      await link.waitFor();
      return timeInPage(page, () => link.click(), { selector: 'table tbody tr td' });
    },
  };
}

const f0 = (ms: number) => `${ms.toFixed(0)} ms`;
const warm = (xs: number[], p: number) => pct(xs.slice(1), p);

export async function benchBrowser(): Promise<{ markdown: string; ok: boolean }> {
  const minimalDir = mkdtempSync(path.join(tmpdir(), 'hp-bench-minimal-'));
  const load = [loadavg()[0]!];
  let e: E2E | undefined;
  let minimalServer: Awaited<ReturnType<typeof serveMinimalApp>> | undefined;
  try {
    await buildMinimalApp(minimalDir);
    e = await startE2E();
    minimalServer = await serveMinimalApp(minimalDir, e.url);
    const apps = { portal: portal(e, e.page), minimal: minimal(e, minimalServer.url, e.page) };
    const times = {
      portal: { login: [] as number[], navigation: [] as number[] },
      minimal: { login: [] as number[], navigation: [] as number[] },
    };
    // Run by run, the portal and the minimal app in turn (which goes first alternates), each its
    // login and then its navigation: all four see the same machine.
    for (let i = 0; i <= RUNS; i++) {
      const order = i % 2 ? (['minimal', 'portal'] as const) : (['portal', 'minimal'] as const);
      for (const name of order) {
        for (const step of ['login', 'navigation'] as const) {
          try {
            times[name][step].push(await apps[name][step]());
          } catch (error) {
            throw new Error(`${name}, ${step}, run ${i}: ${(error as Error).message}`, { cause: error });
          }
        }
      }
    }
    load.push(loadavg()[0]!);
    const rows = [
      {
        name: 'login → home',
        portal: times.portal.login,
        minimal: times.minimal.login,
        p50: LOGIN_P50_BUDGET_MS,
        p95: LOGIN_P95_BUDGET_MS,
        // the spec's success before the redirect, which the minimal app does not wait
        pause: LOGIN_REDIRECT_MS,
      },
      {
        name: 'menu click → first row',
        portal: times.portal.navigation,
        minimal: times.minimal.navigation,
        p50: NAVIGATION_P50_BUDGET_MS,
        p95: NAVIGATION_P95_BUDGET_MS,
        pause: 0,
      },
    ];
    // The budgets hold for the portal's warm runs (a returning user; the hashed files are cached as
    // immutable); the cold run, once per deployment and browser, is reported beside them.
    const missed = rows.flatMap((row) => [
      ...(warm(row.portal, 50) > row.p50 ? [`${row.name}: warm p50 ${f0(warm(row.portal, 50))} > ${f0(row.p50)}`] : []),
      ...(warm(row.portal, 95) > row.p95 ? [`${row.name}: warm p95 ${f0(warm(row.portal, 95))} > ${f0(row.p95)}`] : []),
    ]);
    const ok = missed.length === 0;
    const line = (what: string, xs: number[], budget: string) =>
      `| ${what} | ${f0(xs[0]!)} | ${f0(warm(xs, 50))} | ${f0(warm(xs, 95))} | ${budget} |`;
    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
    const markdown = `
### ${new Date().toISOString().slice(0, 10)} — the portal in Chromium (login, navigation), beside a minimal react-admin app

Command: \`npx tsx bench/browser.ts\` (the production build and the server bundle on a fresh PGlite
database with the demo, Debian's Chromium headless at 1366×900, the hotel's admin; ${RUNS} warm runs
after one cold run of each app, the portal and bench/minimal-app alternating run by run; load average
${load.map((x) => x.toFixed(2)).join(' → ')}). The portal's login → home includes the spec's ${LOGIN_REDIRECT_MS} ms
before the redirect; the minimal app has none. The list: the WLAN-Codes (WiFi codes) of the hotel.

| measurement | cold | warm p50 | warm p95 | budget |
|---|---|---|---|---|
${rows
  .map((row) =>
    [
      line(`${row.name}: **portal**`, row.portal, `p50 ≤ ${f0(row.p50)}, p95 ≤ ${f0(row.p95)}`),
      line(`${row.name}: minimal react-admin app`, row.minimal, ''),
      `| ${row.name}: portal / minimal | ${ratio(row.portal[0]!, row.minimal[0]!)} | ${ratio(warm(row.portal, 50), warm(row.minimal, 50))} | ${ratio(warm(row.portal, 95), warm(row.minimal, 95))} | |`,
      ...(row.pause
        ? [
            `| ${row.name}: (portal − ${row.pause} ms) / minimal | ${ratio(row.portal[0]! - row.pause, row.minimal[0]!)} | ${ratio(warm(row.portal, 50) - row.pause, warm(row.minimal, 50))} | ${ratio(warm(row.portal, 95) - row.pause, warm(row.minimal, 95))} | |`,
          ]
        : []),
    ].join('\n'),
  )
  .join('\n')}

${ok ? 'Within budget.' : `**OVER BUDGET**: ${missed.join('; ')}.`}
`;
    console.error(markdown);
    return { markdown, ok };
  } finally {
    await minimalServer?.close();
    await e?.close();
    rmSync(minimalDir, { recursive: true, force: true });
  }
}

runAsScript(import.meta.url, benchBrowser);
