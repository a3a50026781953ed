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

type Intersect<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]]
  ? H & Intersect<R>
  : unknown;

export function mergeMessages<T extends readonly object[]>(...trees: T): Intersect<T> {
  return trees.reduce<Tree>((acc, t) => mergeTwo(acc, t as Tree), {}) as Intersect<T>;
}
