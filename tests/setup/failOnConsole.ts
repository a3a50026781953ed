import { afterEach, beforeEach } from 'vitest';

// A test fails when anything calls console.error (DESIGN: tests fail on console.error), except what
// the test itself declares expected (e.g. react-admin logs every data-provider error in
// development, also the ones a test provokes on purpose).
let errors: unknown[][] = [];
let expected: ((args: unknown[]) => boolean) | null = null;
const original = console.error;

/** Declares console.error calls this test provokes on purpose (only for the current test). */
export function expectConsoleErrors(match: (args: unknown[]) => boolean): void {
  expected = match;
}

beforeEach(() => {
  errors = [];
  expected = null;
  console.error = (...args: unknown[]) => {
    if (expected?.(args)) return;
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (errors.length > 0) {
    const first = errors[0].map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    throw new Error(`console.error was called ${errors.length} time(s): ${first}`);
  }
});
