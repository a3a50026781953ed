// Where the server bundle lies and Node's options for it: what starts the server needs without what
// builds it (scripts/build-server.mjs imports esbuild, which the runtime image leaves out).
//   node scripts/server-node-args.mjs   prints the options for this environment (the Dockerfile's CMD)
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SERVER_BUNDLE = path.join(path.resolve(import.meta.dirname, '..'), 'dist-server', 'main.mjs');
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(serverNodeArgs().join(' '));
