// The UI tests' `labels` (tests/setup/labels.ts, D329) gives jsdom's own answer: every labelable
// element of documents built to cover the HTML rules (for and id, duplicate ids, nesting, hidden
// inputs, detached trees, shadow roots) has the same labels, in the same order.
import { describe, expect, it } from 'vitest';
import { jsdomLabels } from '../setup/labels';

const LABELABLE = 'button, input, meter, output, progress, select, textarea';
const ours = (el: Element) => (el as HTMLInputElement).labels;
const theirs = (el: Element) => {
  const name = Object.getPrototypeOf(el).constructor.name as string;
  const get = jsdomLabels.get(name);
  if (!get) throw new Error(`no jsdom getter kept for ${name}`);
  const list = get.call(el as HTMLElement) as NodeListOf<HTMLLabelElement> | null;
  return list === null ? null : Array.from(list);
};

const DOCUMENT = `
  <label for="a">A one</label><input id="a">
  <label for="a">A two</label>
  <label>Wrapping <input id="b"> and <input id="c"></label>
  <label for="c">C by for</label>
  <label for="">empty for</label><input id="">
  <label for="d">D first only</label><input id="d"><select id="d"></select>
  <label for="h">hidden</label><input type="hidden" id="h">
  <label>nested hidden first <input type="HIDDEN"><textarea id="t"></textarea></label>
  <label for="m">meter</label><meter id="m"></meter><progress id="p"></progress>
  <label>outer <label>inner <button id="btn">x</button></label></label>
  <label for="div">not labelable</label><div id="div"></div>
  <output id="o"></output><label for="o">after</label>
  <label for="s"><input id="x">for wins over nesting</label><select id="s"></select>
`;

function expectSame(root: ParentNode) {
  const controls = [...root.querySelectorAll(LABELABLE)];
  expect(controls.length).toBeGreaterThan(0);
  for (const el of controls) expect(ours(el), el.outerHTML).toEqual(theirs(el));
  return controls;
}

describe('labels in the UI tests', () => {
  it('matches jsdom in a document', () => {
    document.body.innerHTML = DOCUMENT;
    const controls = expectSame(document);
    // The cases are there: some controls have two labels, some none, the hidden input null.
    expect(controls.some((el) => (ours(el)?.length ?? 0) >= 2)).toBe(true);
    expect(controls.some((el) => ours(el)?.length === 0)).toBe(true);
    expect(ours(document.querySelector('input[type=hidden]')!)).toBeNull();
    document.body.innerHTML = '';
  });

  it('matches jsdom in a detached tree and a shadow root', () => {
    const detached = document.createElement('div');
    detached.innerHTML = DOCUMENT;
    expectSame(detached);
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = DOCUMENT;
    expectSame(shadow);
    host.remove();
  });

  it('follows changes (no stale answer)', () => {
    document.body.innerHTML = '<label for="z">Z</label><input id="z">';
    const input = document.querySelector('input')!;
    expect(ours(input)).toHaveLength(1);
    input.id = 'y';
    expect(ours(input)).toEqual(theirs(input));
    expect(ours(input)).toHaveLength(0);
    document.body.innerHTML = '';
  });
});
