// The container starts the server as `npm start` does (scripts/start.mjs): with Node's options for
// the database in use (scripts/server-node-args.mjs). The Dockerfile's CMD is run here as the runtime
// image holds it: the files its runtime stage copies from scripts/ and no node_modules (the image has no
// esbuild), a stand-in bundle that reports the options it was started with.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
// @ts-expect-error: a JavaScript module of the scripts, without declarations
import { serverNodeArgs } from '../../scripts/server-node-args.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

describe('the container image starts the server', () => {
  it.each([
    ['the embedded database', {}],
    ['PostgreSQL', { DATABASE_URL: 'postgres://hotspot@db/hotspot' }],
  ])('with the options npm start gives it on %s', (_, env: Record<string, string>) => {
    const image = mkdtempSync(path.join(tmpdir(), 'hp-image-'));
    try {
      for (const [, from, to] of runtime.matchAll(/^COPY --from=build \/app\/(scripts\/\S+) (\S+)$/gm)) {
        const target = path.join(image, to!.endsWith('/') ? path.join(to!, path.basename(from!)) : to!);
        mkdirSync(path.dirname(target), { recursive: true });
        cpSync(path.join(root, from!), target);
      }
      mkdirSync(path.join(image, 'dist-server'));
      writeFileSync(path.join(image, 'dist-server', 'main.mjs'), 'console.log(JSON.stringify(process.execArgv));\n');
      const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(runtime)![1]!) as string[];
      const started = spawnSync(cmd[0]!, cmd.slice(1), {
        cwd: image,
        env: { PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`, ...env },
        encoding: 'utf8',
      });
      expect(started.stderr).toBe('');
      expect(JSON.parse(started.stdout)).toEqual(serverNodeArgs(env));
    } finally {
      rmSync(image, { recursive: true, force: true });
    }
  });
});
