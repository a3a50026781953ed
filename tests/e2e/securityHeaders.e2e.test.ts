// The web app under its Content-Security-Policy: the document carries the policy and the usual
// security headers, and walking through the main screens (lists, forms, the start-page preview in its
// sandboxed frame, the CSV import's worker, the docs) triggers no policy violation.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startE2E, type E2E } from './browser';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { WEB_APP_CSP } from '../../server/platform/static';

const OPERATOR = 'operator@hotspot-portal.test';
const HOTEL = 'K100001';
let e: E2E;

beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

/** GET with a given Accept-Encoding, the body as sent (not decoded). */
function getRaw(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

describe('compressed assets', () => {
  it('sends every asset precompressed as the browser accepts it (brotli, else gzip), hashed files cached for good', async () => {
    const html = (await getRaw(e.url + '/', '')).body.toString('utf8');
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const plain = await getRaw(e.url + entry, '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await getRaw(e.url + entry, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const gz = await getRaw(e.url + entry, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // The page itself too, revalidated on every visit.
    const doc = await getRaw(e.url + '/wifi-code', 'br');
    expect(doc.headers['content-encoding']).toBe('br');
    expect(doc.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(doc.body).toString('utf8')).toBe(html);
  });
});

describe('security headers', () => {
  it('sends the CSP and the usual headers with the web app, nosniff everywhere', async () => {
    const doc = await fetch(e.url + '/wifi-code');
    expect(doc.headers.get('content-security-policy')).toBe(WEB_APP_CSP);
    expect(doc.headers.get('x-frame-options')).toBe('DENY');
    expect(doc.headers.get('x-content-type-options')).toBe('nosniff');
    expect(doc.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(doc.headers.get('referrer-policy')).toBe('same-origin');
    // Plain HTTP in a LAN must keep working: no HSTS, no upgrade of requests.
    expect(doc.headers.get('strict-transport-security')).toBeNull();
    expect(WEB_APP_CSP).not.toContain('upgrade-insecure-requests');
    const api = await fetch(e.url + '/app-config');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the main screens run without a single policy violation', async () => {
    const { page } = e;
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (ev) => {
        const w = window as unknown as { __csp?: string[] };
        (w.__csp ??= []).push(`${ev.violatedDirective} ${ev.blockedURI}`);
      });
    });
    await login(e, OPERATOR, DEMO_PASSWORD, `/?organization=${HOTEL}`);
    for (const path of [
      `/wifi-code?organization=${HOTEL}`,
      `/wifi-code/create?organization=${HOTEL}`,
      `/start-pages?organization=${HOTEL}`,
      `/hotspot-device/import?organization=${HOTEL}`,
      `/hotspot-login-template?organization=${HOTEL}`,
      '/docs',
      '/changelog',
    ]) {
      await page.goto(e.url + path);
      await page.waitForLoadState('networkidle');
      const seen = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      violations.push(...seen.map((v) => `${path}: ${v}`));
    }
    expect(violations).toEqual([]);
  });
});
