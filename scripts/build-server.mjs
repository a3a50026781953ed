// The server as one JavaScript module (dist-server/main.mjs) for `npm start`: no TypeScript
// transpiler in the running process (issue 13: tsx's loader cost memory and CPU on every request's
// code path). Packages stay in node_modules. Files the server reads next to its sources (migrations,
// the GraphQL schema, RADIUS dictionaries, the city table, package.json) are found from the
// sources' place: each `import.meta.url` becomes the URL of the source file it was written in.
//   node scripts/build-server.mjs   (scripts/start.mjs runs it when the bundle is missing or stale)
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_BUNDLE } from './server-node-args.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Where the bundle goes and how Node runs it: a module of its own, which the runtime image has without
// esbuild (Dockerfile).
export { SERVER_BUNDLE, serverNodeArgs } from './server-node-args.mjs';
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
