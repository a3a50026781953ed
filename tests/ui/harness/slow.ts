/**
 * The UI tests' only timeouts beyond the defaults: change them here, not in a test.
 *
 * - SLOW_TEST_MS: a test that needs more than the ui project's testTimeout (20 s, vite.config.ts),
 *   e.g. one that walks through many screens: `it(name, { timeout: SLOW_TEST_MS }, …)`.
 * - SLOW: how long findBy…/waitFor wait for a screen's first render (its lazy chunk, react-admin's
 *   queries) on a busy 2-core machine: `await screen.findByText('…', {}, SLOW)`.
 */
export const SLOW_TEST_MS = 60_000;

export const SLOW = { timeout: 10_000 };
