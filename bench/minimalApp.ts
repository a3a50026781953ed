// The minimal react-admin app of bench/minimal-app, the anchor of bench/browser.ts: built with the
// portal's vite configuration (its plugins: React, the precompressed .br/.gz files) into a directory
// of its own, and served as the portal's server serves its build (server/platform/static.ts: the same
// function, the same headers, immutable hashed assets), by a small server in the bench's process that
// passes the login and the GraphQL requests on to the portal's server, so that both apps ask the same
// server for the same rows.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'vite';
import { serveStatic } from '../server/platform/static';

const root = path.resolve(import.meta.dirname, '..');

/** Builds the minimal app into `outDir` (absolute). */
export async function buildMinimalApp(outDir: string): Promise<void> {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    root: path.join(root, 'bench', 'minimal-app'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/** Paths the minimal app sends to the portal's server. */
const PASSED_ON = new Set(['/auth/authorize', '/graphql']);

/** Serves the build in `dir` on a free port of 127.0.0.1; `api` answers the login and GraphQL. */
export async function serveMinimalApp(dir: string, api: string): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(api);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (PASSED_ON.has(pathname)) {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: target.host },
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
      return;
    }
    if (!serveStatic(dir, req, res)) {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
