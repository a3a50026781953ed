// The portal's style rules in the UI tests' jsdom, pruned to what a test can observe there (D343).
//
// jsdom answers getComputedStyle by walking every rule of every style sheet and matching its selector
// against the element. emotion writes one <style> per rule (its development mode), so a screen brings
// 800–3,000 rules, and Testing Library and dom-accessibility-api ask for an element's style and its
// ancestors' for every candidate of a getByRole and every node of an accessible name, user-event for
// every focusable element on each Tab and before each click. That walk was 14-46 % of the slowest UI
// files' time (startPageForms.test: 46 %), and a selector jsdom cannot parse (::-moz-focus-inner,
// ::-ms-input-placeholder, MUI's `$disabled`) threw an exception with a source-mapped stack on each.
//
// What a test can observe of a rule in jsdom: whether an element is shown and can be used (display,
// visibility, opacity, pointer-events: Testing Library's `hidden`, jest-dom's toBeVisible, user-event's
// pointer-events check), and what a test asks with toHaveStyle. jsdom lays nothing out, and never applies
// a pseudo-element's rule to an element. So each emotion rule, as it is written, keeps only the
// declarations of the properties in KEPT, and a rule left with none (or one of a pseudo-element, or a
// rule jsdom's getComputedStyle never reads: keyframes, font faces, supports) is dropped. The cascade of
// the kept properties is unchanged: every declaration of them stays, in its rule, in its order.
//
// A test that asserts another property with toHaveStyle names it in KEPT. tests/ui/styles.test.tsx
// compares the kept properties' computed values with and without the pruning on the portal's screens.

/**
 * The properties whose declarations stay (the rest of a rule's declarations are removed): what a test
 * can observe in jsdom, and what the UI tests assert with toHaveStyle (font-size: layout.test,
 * background-color: layoutParts.test). A test that asserts another property adds it here.
 */
export const KEPT_PROPERTIES = ['display', 'visibility', 'opacity', 'pointer-events', 'font-size', 'background-color'];
/** With what their values are computed from: shorthands, currentColor, custom properties (`--*`). */
const KEPT = new Set([...KEPT_PROPERTIES, 'font', 'background', 'color']);

/** Whether a selector is one jsdom can match (a browser drops a rule whose selector it cannot parse). */
function parses(selector: string) {
  try {
    document.documentElement.matches(selector);
    return true;
  } catch {
    return false;
  }
}

/** Removes from a rule list what getComputedStyle cannot use, and from each style rule the other properties. */
function prune(list: CSSRuleList, remove: (i: number) => void) {
  for (let i = list.length - 1; i >= 0; i--) {
    const rule = list[i]!;
    if (rule instanceof CSSStyleRule) {
      if (rule.selectorText.includes('::') || !parses(rule.selectorText)) {
        remove(i);
        continue;
      }
      const style = rule.style;
      for (let p = style.length - 1; p >= 0; p--) {
        const property = style.item(p);
        if (!KEPT.has(property) && !property.startsWith('--')) style.removeProperty(property);
      }
      if (style.length === 0) remove(i);
    } else if (rule instanceof CSSMediaRule) {
      prune(rule.cssRules, (j) => rule.deleteRule(j));
      if (rule.cssRules.length === 0) remove(i);
    } else if (!(rule instanceof CSSImportRule)) remove(i);
  }
}

/** Prunes each rule emotion writes into this file's document (each file has a window of its own). */
export function pruneStyles() {
  const proto = HTMLStyleElement.prototype as HTMLStyleElement & { appendChild<T extends Node>(node: T): T };
  if (Object.prototype.hasOwnProperty.call(proto, 'appendChild')) return;
  const append = Node.prototype.appendChild;
  proto.appendChild = function appendChild<T extends Node>(this: HTMLStyleElement, node: T): T {
    const added = append.call(this, node) as T;
    const sheet = this.sheet;
    if (sheet && this.hasAttribute('data-emotion')) {
      prune(sheet.cssRules, (i) => sheet.deleteRule(i));
      // An element whose rule was dropped gives up its (empty) style sheet: jsdom visits every sheet on
      // each answer. It stays where it is (emotion places its next elements after it): a type other
      // than CSS, and a change of its text, after which jsdom makes it no sheet.
      if (sheet.cssRules.length === 0) {
        this.setAttribute('type', 'text/x-pruned');
        append.call(this, document.createTextNode(''));
      }
    }
    return added;
  };
}
