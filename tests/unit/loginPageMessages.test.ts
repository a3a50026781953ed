// @vitest-environment jsdom
// The login page ships its own messages, not the shell's catalogue (issue 41, D281): an excerpt of
// the catalogue, word for word, with every key the login screen, its translator and the last-resort
// error page of main.tsx can show.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';
import { loginPageDe } from '../../src/i18n/loginPage';
import { loginPageEn } from '../../src/i18n/loginPage.en';
import { LOGIN_MESSAGES, LOGIN_STATES } from '../../src/domain/loginStates';
import { KNOWN_CODES } from '../../src/providers/errors';
import { errorMessageKey } from '../../src/shell/pages/errorStatus';
import { createLoginI18n, loadLoginLocale } from '../../src/shell/login/loginI18n';

type Tree = { readonly [key: string]: unknown };

function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    value !== null && typeof value === 'object'
      ? leaves(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

function at(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

const source = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8');

/** Every key the login page may translate. */
function usedKeys(): string[] {
  const literal = [
    'src/shell/login/LoginScreen.tsx',
    'src/shell/login/standalone.tsx',
    'src/shell/pages/RootErrorView.tsx',
  ].flatMap((file) =>
    [...source(file).matchAll(/['`]((?:login|shell|pages|ra|forms|errors?)\.[\w.]+)['`]/g)].map((m) => m[1]!),
  );
  return [
    ...literal,
    ...LOGIN_STATES.map((s) => `login.states.${s}`),
    ...LOGIN_MESSAGES.map((m) => `login.states.${m}`),
    ...KNOWN_CODES.map((c) => `errors.${c}`),
    ...['required', 'email'].map((rule) => `forms.validationMessages.${rule}`),
    ...['email', 'password'].map((field) => `forms.fields.${field}.label`),
    ...[400, 403, 404, 500, 502].map(errorMessageKey),
    'error.code',
    'error.backHome',
    'error.chunkReload',
  ];
}

afterEach(() => {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

describe("the login page's messages", () => {
  it('are the catalogue’s own texts, in German and English', () => {
    for (const [key, text] of leaves(loginPageDe)) expect(text, key).toBe(at(de, key));
    for (const [key, text] of leaves(loginPageEn)) expect(text, key).toBe(at(en, key));
    expect(leaves(loginPageEn).map(([key]) => key)).toEqual(leaves(loginPageDe).map(([key]) => key));
  });

  it('have every key the login page shows', () => {
    const keys = usedKeys();
    expect(keys).toContain('login.submit');
    expect(keys).toContain('ra.input.password.toggle_hidden');
    expect(keys.filter((key) => typeof at(loginPageDe, key) !== 'string')).toEqual([]);
  });
});

describe("the login page's translator", () => {
  it('names the field of a validation message, interpolates and shows an unknown key as itself', () => {
    const i18n = createLoginI18n('de');
    expect(i18n.translate('forms.validationMessages.required', { fieldLabel: 'forms.fields.email.label' })).toBe(
      'E-Mail-Adresse: Dieses Feld ist erforderlich',
    );
    expect(i18n.translate('shell.footer.copyright', { year: '2026' })).toBe('© 2026 Hotspot Portal');
    expect(i18n.translate('no.such.key')).toBe('no.such.key');
  });

  it('loads English when chosen, keeps the choice in the cookie and falls back to German for added trees', async () => {
    const i18n = createLoginI18n('de');
    await i18n.changeLocale('en');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('login.submit')).toBe('Log in');
    expect(document.cookie).toContain('i18n_redirected=en');
    expect(document.documentElement.lang).toBe('en');
    await i18n.addMessages([{ de: { login: { extra: 'Nur deutsch' } }, en: {} }]);
    expect(i18n.translate('login.extra')).toBe('Nur deutsch');
    await loadLoginLocale('en');
    expect(createLoginI18n('en').translate('login.title')).toBe('Log in');
  });
});
