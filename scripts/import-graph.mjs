// The server's import graph (value imports only: `import type` and `{ type X }` are ignored), and the
// rules of docs/architecture.md checked on it:
//   1. the platform floor (server/platform) imports no module;
//   2. a module imports only its own domain, the faces (index.ts) and tables (table.ts) of lower
//      domains, and the platform; only the composition (server/composition.ts, server/main.ts …) may
//      import every module;
//   3. no service imports another module's store;
//   4. no cycle between modules larger than MAX_CYCLE.
// `node scripts/import-graph.mjs` prints the figures and exits 1 when a rule is broken; `--json`
// prints the graph. `npm test` runs it (tests/unit/importGraph.test.ts).
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
export const MAX_CYCLE = 4;

/** The domains, lowest first: a module may import the faces of the domains before its own. */
export const DOMAINS = ['tenancy', 'templates', 'network', 'access', 'insights'];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'generated' || name === 'migrations' || name === 'node_modules') return [];
    return statSync(file).isDirectory() ? walk(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The value imports of one file (static and dynamic), as written. */
export function valueImports(file) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const out = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) out.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      out.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function resolve(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

/**
 * What a server file belongs to: `platform`, a module `domain/module` (with its domain and the file's
 * role: face, table, store, service …), or another part of the server (composition, transports).
 */
export function unitOf(rel) {
  const parts = rel.split('/');
  if (parts[0] !== 'server') return { unit: parts[0], kind: 'outside' };
  if (parts[1] === 'platform') return { unit: 'platform', kind: 'platform' };
  if (DOMAINS.includes(parts[1]) && parts.length > 3) {
    const file = parts.slice(3).join('/');
    return {
      unit: `${parts[1]}/${parts[2]}`,
      kind: 'module',
      domain: parts[1],
      role: file.replace(/\.tsx?$/, ''),
    };
  }
  if (parts[1] === 'modules' && parts.length > 3)
    return {
      unit: `modules/${parts[2]}`,
      kind: 'module',
      role: parts
        .slice(3)
        .join('/')
        .replace(/\.tsx?$/, ''),
    };
  return { unit: parts.length > 2 ? parts[1] : parts[1].replace(/\.ts$/, ''), kind: 'other' };
}

export function buildGraph() {
  const files = walk(path.join(root, 'server'));
  const edges = [];
  for (const file of files) {
    const rel = path.relative(root, file);
    for (const spec of valueImports(file)) {
      const target = resolve(file, spec);
      if (!target) continue;
      edges.push({ from: rel, to: path.relative(root, target) });
    }
  }
  return edges;
}

/** Strongly connected components (Tarjan) of a graph given as Map<node, Set<node>>. */
export function components(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const out = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      out.push(comp);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return out;
}

/** Every broken rule of the architecture, one line each, and the figures. */
export function check(edges = buildGraph()) {
  const problems = [];
  const moduleGraph = new Map();
  const allGraph = new Map();
  const add = (g, a, b) => {
    if (!g.has(a)) g.set(a, new Set());
    if (!g.has(b)) g.set(b, new Set());
    if (a !== b) g.get(a).add(b);
  };
  let storeFromService = 0;
  let intoModules = 0;
  for (const { from, to } of edges) {
    const f = unitOf(from);
    const t = unitOf(to);
    add(allGraph, f.unit, t.unit);
    if (f.kind === 'module' && t.kind === 'module') add(moduleGraph, f.unit, t.unit);
    if (f.kind === 'module' && t.kind === 'other' && !t.unit.startsWith('graphql/generated')) {
      problems.push(
        `${from} → ${to}: a module imports its domain, lower faces and the platform, never a transport or the composition`,
      );
    }
    if (t.kind === 'module' && f.unit !== t.unit) {
      if (f.kind === 'platform' || (f.kind === 'other' && !COMPOSITION.has(f.unit))) {
        intoModules++;
        problems.push(
          `${from} → ${to}: only the composition imports modules (the floor and transports get them passed in)`,
        );
      }
      if (f.kind === 'module' && t.role === 'store' && f.role.startsWith('service')) {
        storeFromService++;
        problems.push(`${from} → ${to}: a service calls another module's face, never its store`);
      }
      if (f.kind === 'module' && f.domain && t.domain) {
        const fi = DOMAINS.indexOf(f.domain);
        const ti = DOMAINS.indexOf(t.domain);
        if (ti > fi)
          problems.push(
            `${from} → ${to}: ${f.domain} may not import the higher domain ${t.domain} (register a hook instead)`,
          );
        else if (ti < fi && t.role !== 'index' && t.role !== 'table')
          problems.push(`${from} → ${to}: a lower domain is reached through its face (index.ts) or its tables only`);
      }
    }
  }
  const cycles = components(moduleGraph).filter((c) => c.length > 1);
  for (const c of cycles)
    if (c.length > MAX_CYCLE) problems.push(`module cycle of ${c.length} (> ${MAX_CYCLE}): ${c.sort().join(', ')}`);
  const allCycles = components(allGraph).filter((c) => c.length > 1);
  return {
    problems,
    figures: {
      modules: [...moduleGraph.keys()].length,
      largestModuleCycle: Math.max(0, ...cycles.map((c) => c.length)),
      largestServerCycle: Math.max(0, ...allCycles.map((c) => c.length)),
      serverUnits: allGraph.size,
      importsIntoModules: intoModules,
      storeFromService,
    },
    cycles,
    allCycles,
  };
}

/** The files that may import any module: they compose the server. */
export const COMPOSITION = new Set(['composition', 'main', 'app', 'seed', 'services']);

if (import.meta.url === `file://${process.argv[1]}`) {
  const edges = buildGraph();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(edges, null, 1));
  } else {
    const r = check(edges);
    console.log(JSON.stringify(r.figures));
    for (const c of r.allCycles) console.log(`server cycle (${c.length}): ${c.sort().join(' ')}`);
    for (const p of r.problems) console.log(`✗ ${p}`);
    process.exit(r.problems.length ? 1 : 0);
  }
}
