// The login page's translations without the portal's i18n provider (polyglot and the shell's whole
// catalogue stay out of the login page's bundle: issue 41, D281). Same cookie, same fallback, same
// field naming as src/providers/i18nProvider.ts, for the few keys the login page shows.
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALES, type Locale } from '../../domain/constants';
import { loginPageDe } from '../../i18n/loginPage';
import { mergeMessages } from '../../i18n/merge';
import { DAY_S, readCookie, writeCookie } from '../../providers/cookies';
import { namesField } from '../../providers/fieldLabel';

type Tree = Record<string, unknown>;

/** The portal's languages, each in its own name (the language menu's entries). */
export const LANGUAGES = LOCALES.map((locale) => ({ locale, name: locale === 'de' ? 'Deutsch' : 'English' }));

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of the cookie `i18n_redirected`, else German. */
export function savedLocale(): Locale {
  const cookie = readCookie(LOCALE_COOKIE);
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}

const BASE: Partial<Record<Locale, Tree>> = { de: loginPageDe };

/** Loads a language's login-page messages (English is a chunk of its own); German is always there. */
export async function loadLoginLocale(locale: Locale): Promise<void> {
  if (BASE[locale]) return;
  BASE.en = (await import('../../i18n/loginPage.en')).loginPageEn;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const interpolate = (text: string, args: Record<string, unknown>) =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));

export interface LoginI18n {
  translate: (key: string, args?: Record<string, unknown>) => string;
  getLocale: () => Locale;
  /** Loads the language's messages, keeps the choice in the cookie and sets the document's language. */
  changeLocale: (locale: string) => Promise<void>;
  /** Adds message trees per language (the second step's texts). */
  addMessages: (trees: readonly { de: Tree; en: Tree }[]) => Promise<void>;
}

function setDocumentLang(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * The login page's translator in the saved language, if its messages are loaded (`loadLoginLocale`),
 * else German. A key missing in
 * English shows the German text; a key unknown everywhere shows itself; a validation message with a
 * `fieldLabel` names its field first ("E-Mail-Adresse: Dieses Feld ist erforderlich").
 */
export function createLoginI18n(initial: Locale = savedLocale()): LoginI18n {
  let locale: Locale = BASE[initial] ? initial : DEFAULT_LOCALE;
  const extra: Record<Locale, Tree[]> = { de: [], en: [] };
  const messages = (l: Locale) => mergeMessages(BASE[l] ?? {}, ...extra[l]) as Tree;
  let current = { de: messages('de'), [locale]: messages(locale) } as Record<Locale, Tree>;
  const raw = (key: string, args: Record<string, unknown>) =>
    interpolate(lookup(current[locale], key) ?? lookup(current.de, key) ?? key, args);
  setDocumentLang(locale);
  return {
    translate: (key, options = {}) => {
      const { fieldLabel, ...args } = options;
      const text = raw(key, args);
      if (typeof fieldLabel !== 'string' || !namesField(key)) return text;
      const label = raw(fieldLabel, {});
      return label && label !== fieldLabel ? `${label}: ${text}` : text;
    },
    getLocale: () => locale,
    changeLocale: async (next) => {
      const target = isLocale(next) ? next : DEFAULT_LOCALE;
      await loadLoginLocale(target);
      writeCookie(LOCALE_COOKIE, target, LOCALE_COOKIE_DAYS * DAY_S);
      setDocumentLang(target);
      locale = target;
      current = { ...current, [target]: messages(target) };
    },
    addMessages: async (trees) => {
      for (const tree of trees) {
        if (extra.de.includes(tree.de)) continue;
        extra.de.push(tree.de);
        extra.en.push(tree.en);
      }
      current = { de: messages('de'), [locale]: messages(locale) } as Record<Locale, Tree>;
    },
  };
}
