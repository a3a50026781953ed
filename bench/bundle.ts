// Initial JavaScript of the login page (budget ≤ 120 kB gzip: issue 13, ratcheted by issue 41): the entry script and the
// modules it preloads, as dist/index.html names them, gzip-compressed as a server would send them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function loginPageJs(distDir = path.resolve(import.meta.dirname, '../dist')) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]);
  const sizes = files.map((f) => {
    const data = readFileSync(path.join(distDir, f.replace(/^\//, '')));
    return { file: f, raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
  });
  return { files: sizes, gzip: sizes.reduce((s, f) => s + f.gzip, 0), raw: sizes.reduce((s, f) => s + f.raw, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = loginPageJs();
  for (const f of r.files) console.log(`${f.file}  ${(f.gzip / 1000).toFixed(1)} kB gzip`);
  console.log(
    `login page initial JS: ${(r.gzip / 1000).toFixed(1)} kB gzip (${(r.raw / 1000).toFixed(0)} kB raw), budget 120 kB`,
  );
}
