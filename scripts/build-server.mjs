// The server as one JavaScript module (dist-server/main.mjs) for `npm start`: no TypeScript
// transpiler in the running process (issue 13: tsx's loader cost memory and CPU on every request's
// code path). Packages stay in node_modules. Files the server reads next to its sources (migrations,
// the GraphQL schema, RADIUS dictionaries, the city table, package.json) are found from the
// sources' place: each `import.meta.url` becomes the URL of the source file it was written in.
//   node scripts/build-server.mjs   (scripts/start.mjs runs it when the bundle is missing or stale)
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'dist-server', 'main.mjs');
/**
 * Node's options for the bundle with the environment `env`. On PGlite (no DATABASE_URL): a young
 * generation of 2 MB semi-spaces instead of V8's 16 MB, whose pages stay resident once used: 25–40 MB
 * less resident memory at the demo size (issue 13, bench/RESULTS.md), for more frequent scavenges.
 * Those scavenges promote a little of whatever is alive at each (a batch being read or written), so a
 * long export fills the old generation with garbage; V8's own heap growing let it reach ~90 MB more
 * before a full collection (+170 MB peak over rest on a 1,000,000-code export). The old generation's
 * limit at twice its live size after each full collection (`--heap-growing-percent=100`) keeps that
 * peak at +62 to +74 MB, at up to 10–20 % of the export's rate on an idle machine (D330). On
 * PostgreSQL V8's default young generation (more requests a second), but the same old-generation
 * limit: without it a 1,000,000-code export grew the server by +82 to +149 MB, with it +8 to +12 MB,
 * at the same export rate and the same list throughput at 20 connections (D331).
 */
export const serverNodeArgs = (env = process.env) =>
  env.DATABASE_URL ? ['--heap-growing-percent=100'] : ['--max-semi-space-size=2', '--heap-growing-percent=100'];
const outdir = path.dirname(SERVER_BUNDLE);

/** `import.meta.url` of a source file, written relative to the bundle so that the tree may move. */
const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('import.meta.url')) {
        const rel = path.relative(outdir, args.path).split(path.sep).join('/');
        contents = contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

export async function buildServer() {
  await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: SERVER_BUNDLE,
    sourcemap: true,
    plugins: [sourceUrls],
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
