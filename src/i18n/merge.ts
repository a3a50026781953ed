/** Deep merge of message trees (later trees win on equal leaves); used to assemble de.ts and en.ts. */
type Tree = { readonly [key: string]: unknown };

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeTwo(a: Tree, b: Tree): Tree {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = out[key];
    out[key] = isTree(current) && isTree(value) ? mergeTwo(current, value) : value;
  }
  return out;
}

export function mergeMessages<A extends object, B extends object, C extends object>(a: A, b: B, c: C): A & B & C {
  return mergeTwo(mergeTwo(a as Tree, b as Tree), c as Tree) as A & B & C;
}
