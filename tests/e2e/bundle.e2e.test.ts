// What the login page loads, read from the production build (`vite build` runs before the browser
// tests): the entry and the chunks it imports statically. It carries the login screen, its German
// messages and the session, and nothing of the portal (react-admin, the router, any resource, MUI,
// the shell's catalogue), nor English.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginPageJs } from '../../bench/bundle';

// E2E_DIST: another build directory, as for the browser tests (tests/e2e/browser.ts).
const dist = path.resolve(import.meta.dirname, '../..', process.env.E2E_DIST ?? 'dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Source modules of the entry and of every chunk it imports statically. */
function loginPageModules(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const modules = JSON.parse(readFileSync(path.join(dist, '.vite/chunk-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const seen = new Set<string>();
  const stack = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]!.imports ?? []));
  }
  return [...seen].flatMap((key) => modules[manifest[key]!.file] ?? []);
}

describe('the login page bundle', () => {
  it('is built with its module map', () => {
    expect(existsSync(path.join(dist, '.vite/chunk-modules.json'))).toBe(true);
  });

  it('carries no portal: no resource module, nothing of react-admin but its error class', () => {
    const modules = loginPageModules();
    expect(modules.filter((m) => m.startsWith('src/resources/') || m === 'src/App.tsx')).toEqual([]);
    const portal = modules.filter((m) =>
      /node_modules\/(react-admin|ra-core|ra-ui-materialui|react-router|react-router-dom|react-hook-form|@tanstack|@apollo)\//.test(
        m,
      ),
    );
    // the one small module the login screen shares with the portal: the error class
    const allowed = ['ra-core/dist/dataProvider/HttpError.js'];
    expect(portal.filter((m) => !allowed.some((a) => m.endsWith(a)))).toEqual([]);
  });

  // Issue 41 (D280, D281): the login form in plain CSS, its own messages only.
  it('carries no MUI, no emotion and no message catalogue of the shell', () => {
    const modules = loginPageModules();
    expect(modules.filter((m) => /node_modules\/(@mui|@emotion|ra-i18n-polyglot|node-polyglot)\//.test(m))).toEqual([]);
    expect(
      modules.filter((m) =>
        /^src\/i18n\/(de|catalogue|raGerman|resources\.de)\.ts$|^src\/i18n\/(shell|portal)\//.test(m),
      ),
    ).toEqual([]);
    expect(modules).toContain('src/i18n/loginPage.ts');
  });

  it('carries German only: English loads when chosen', () => {
    const english = loginPageModules().filter(
      (m) => /\.en\.ts$|src\/i18n\/en\.ts$/.test(m) || m.includes('ra-language-english'),
    );
    expect(english).toEqual([]);
  });

  // The login page loads without the portal (src/shell/login/standalone.tsx): 309.0 kB before,
  // 148.4 kB after (React, MUI's parts of the form, German and the session). Without MUI and with
  // its own messages only (issue 41, D280–D282): 81.0 kB. History of the old ratchet: 293.8 kB
  // before the login-experience issue, 309.0 kB after the analytics issue, 150 kB until issue 41.
  it('stays within the budget (120 kB gzip)', () => {
    const { gzip } = loginPageJs(dist);
    expect(gzip).toBeLessThan(120_000);
  });
});
