// The UI tests' pruned style rules (tests/setup/styles.ts, D343) give the same answers as the whole
// rules for what a test can observe: on the portal's screens (the layout with its menu, a list with
// its toolbar and filters, a form with its inputs), every element's kept properties (display,
// visibility, opacity, pointer-events and those the tests assert with toHaveStyle) computed from the
// pruned rules equal those computed once every rule emotion wrote (each kept whole in its element's
// text) is in the document again.
import { describe, expect, it, onTestFinished } from 'vitest';
import { screen } from '@testing-library/react';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { renderPages } from './harness/pagesHarness';
import { KEPT_PROPERTIES } from '../setup/styles';

const i18n = createI18nProvider('de');

const observed = () =>
  [...document.body.querySelectorAll('*')].map((el) => {
    const style = getComputedStyle(el);
    return `${el.localName}.${el.getAttribute('class') ?? ''}: ${KEPT_PROPERTIES.map((p) => style.getPropertyValue(p)).join(' ')}`;
  });

/** Every rule emotion wrote, whole, in one more style element (not one of emotion's: not pruned). */
function restoreEveryRule() {
  const written = [...document.querySelectorAll('style[data-emotion]')].map((el) => el.textContent ?? '');
  const whole = document.createElement('style');
  whole.textContent = written.join('\n');
  document.head.append(whole);
  onTestFinished(() => whole.remove());
  return written.length;
}

const ruleCount = () => [...document.styleSheets].reduce((n, s) => n + s.cssRules.length, 0);
/** A property the pruning removes: where the whole rules apply, some element's value changes. */
const colors = () => [...document.body.querySelectorAll('*')].map((el) => getComputedStyle(el).color);

describe('the UI tests’ pruned style rules', () => {
  it.each([
    ['/wifi-code', 'resources.wifi-code.page.list'],
    ['/wifi-code/create', 'resources.wifi-code.page.create'],
    // Each compares every element's properties twice: ~7 s on a quiet machine, over 20 s under load.
  ])('give the whole rules’ answers for the kept properties on %s', { timeout: 90_000 }, async (path, title) => {
    renderPages({ path });
    // The first screen of a worker compiles its modules first: over 10 s under load.
    await screen.findByRole('heading', { level: 1, name: i18n.translate(title) }, { timeout: 40_000 });
    const pruned = observed();
    const kept = ruleCount();
    const colorsPruned = colors();
    const written = restoreEveryRule();
    const whole = observed();
    // The pruning did something (most rules gone), the whole rules apply now (colours differ), and the
    // comparison compared something.
    expect(written).toBeGreaterThan(300);
    expect(kept).toBeLessThan(written * 0.75);
    expect(colors()).not.toEqual(colorsPruned);
    expect(pruned.length).toBeGreaterThan(100);
    expect(pruned).toEqual(whole);
  });
});
