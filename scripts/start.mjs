// `npm start`: builds the web app when dist/ is missing or older than the sources, and the server
// bundle likewise (dist-server/), then starts the one server process (embedded PGlite in ./data
// unless DATABASE_URL is set; demo data when empty).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_BUNDLE, serverNodeArgs, buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const built = path.join(root, 'dist', 'index.html');
const sources = Math.max(newest(path.join(root, 'src')), statSync(path.join(root, 'index.html')).mtimeMs);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the web app…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// The server as one module without a transpiler in the process (scripts/build-server.mjs), rebuilt
// when a source is newer.
const serverSources = Math.max(newest(path.join(root, 'server')), newest(path.join(root, 'src')));
if (!existsSync(SERVER_BUNDLE) || statSync(SERVER_BUNDLE).mtimeMs < serverSources) await buildServer();
const child = spawn(process.execPath, [...serverNodeArgs(), SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
