// The built web app (dist/): precompressed variants, long caching of hashed assets, the security
// headers of its HTML, and the history-path fallback to index.html.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The web app's Content-Security-Policy: scripts, workers, connections and fonts from this origin only;
 * inline styles (MUI/emotion inject them); images also as data/blob URLs and over https (partner
 * logos, login-template and start-page images hosted elsewhere); no plugins, no framing, no foreign
 * form targets or base URLs. upgrade-insecure-requests and HSTS stay off: the portal is often reached
 * over plain HTTP in a LAN (TLS is the job of a proxy in front, which may add them).
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self' blob: data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of the web app's HTML (helmet's defaults without HSTS, plus the CSP above). */
const HTML_HEADERS: Record<string, string> = {
  'content-security-policy': WEB_APP_CSP,
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** The precompressed variant (vite.config.ts precompress) the browser accepts: brotli first, then gzip. */
function encodedVariant(file: string, acceptEncoding: string | undefined): { file: string; encoding?: string } {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.trim().toLowerCase());
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.includes(encoding) && existsSync(file + suffix)) return { file: file + suffix, encoding };
  }
  return { file };
}

export function serveStatic(staticDir: string, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = new URL(req.url ?? '/', 'http://x');
  const rel = path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
  const file = path.join(staticDir, rel);
  if (!file.startsWith(staticDir)) return false;
  let target = file;
  if (!existsSync(target) || !statSync(target).isFile()) {
    // History-style routes: any other path that looks like a page gets the app.
    if (path.extname(rel) && rel !== 'index.html') return false;
    target = path.join(staticDir, 'index.html');
    if (!existsSync(target)) return false;
  }
  const ext = path.extname(target);
  // Hashed file names change with their content: cached for a year, never revalidated.
  const immutable = rel.startsWith('assets/');
  const sent = encodedVariant(target, req.headers['accept-encoding']);
  res.writeHead(200, {
    'content-type': MIME[ext] ?? 'application/octet-stream',
    'content-length': statSync(sent.file).size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
    'x-content-type-options': 'nosniff',
    ...(ext === '.html' ? HTML_HEADERS : {}),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(sent.file).pipe(res);
  return true;
}
