// `labels` of form controls in the UI tests' jsdom, answered in time proportional to the document's
// labels instead of its size times theirs (D329). jsdom's getter walks the whole document and asks
// every node for its `control`, which for a label with `for` walks the whole document again; Testing
// Library asks it of every element for each getByLabelText, and dom-accessibility-api for each
// accessible name. It was a fifth of the UI tests' time. The same answer (tests/ui/labels.test.ts
// compares it with jsdom's own on the same documents): the labels in tree order whose labeled control
// is this element, i.e. those whose `for` names this element's id when it is the first element with
// that id in their tree, and those without `for` whose first labelable descendant it is.

const LABELABLE = 'button, input, meter, output, progress, select, textarea';

const labelable = (el: Element) => !(el.localName === 'input' && (el as HTMLInputElement).type === 'hidden');

/** The first labelable descendant of a label without `for` (its control, as jsdom and the HTML spec have it). */
const firstLabelable = (label: Element) => {
  for (const el of label.querySelectorAll(LABELABLE)) if (labelable(el)) return el;
  return null;
};

/** The first element of a tree with this id (the element a label's `for` names). */
function firstWithId(root: Node, id: string): Element | null {
  if ('getElementById' in root) return (root as Document).getElementById(id);
  const top = root as Element;
  if (top.getAttribute('id') === id) return top;
  for (const el of top.querySelectorAll('[id]')) if (el.getAttribute('id') === id) return el;
  return null;
}

function labelsOf(this: HTMLElement): HTMLLabelElement[] | null {
  if (!labelable(this)) return null;
  const root = this.getRootNode() as ParentNode & Node;
  const found: HTMLLabelElement[] = [];
  const id = this.getAttribute('id');
  if (id && firstWithId(root, id) === this) {
    const candidates = [...root.querySelectorAll<HTMLLabelElement>('label[for]')];
    if (root instanceof HTMLLabelElement && root.hasAttribute('for')) candidates.unshift(root);
    for (const label of candidates) if (label.getAttribute('for') === id) found.push(label);
  }
  for (let el = this.parentElement; el; el = el.parentElement)
    if (el.localName === 'label' && !el.hasAttribute('for') && firstLabelable(el) === this)
      found.push(el as HTMLLabelElement);
  if (found.length > 1)
    found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return found;
}

/** jsdom's own getters, kept for the test that compares the two. */
export const jsdomLabels = new Map<string, (this: HTMLElement) => unknown>();

for (const name of [
  'HTMLButtonElement',
  'HTMLInputElement',
  'HTMLMeterElement',
  'HTMLOutputElement',
  'HTMLProgressElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
] as const) {
  const proto = (window[name] as { prototype: object } | undefined)?.prototype;
  const own = proto && Object.getOwnPropertyDescriptor(proto, 'labels');
  if (!proto || !own?.get) continue;
  jsdomLabels.set(name, own.get as (this: HTMLElement) => unknown);
  Object.defineProperty(proto, 'labels', { ...own, get: labelsOf });
}
