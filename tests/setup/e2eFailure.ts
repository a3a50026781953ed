import { beforeEach } from 'vitest';
import { failureReport } from '../e2e/browser';

// A browser test that fails in CI leaves only its log: what the page showed and did last, and the
// server's last lines, are printed with the failure (tests/e2e/browser.ts keeps them).
beforeEach(({ onTestFailed }) => {
  onTestFailed(async () => {
    console.log(`What the browser saw before the failure:\n${await failureReport()}`);
  });
});
