import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
} from '../domain/constants';
import { de } from '../i18n/de';
import { formatInterpolated } from '../i18n/formats';
import { mergeMessages } from '../i18n/merge';
import { DAY_S, readCookie, writeCookie } from './cookies';
import { setKnownMessages } from './errors';
import { namesField } from './fieldLabel';

/**
 * ra-i18n-polyglot with German as default and fallback (a key missing in English shows the German
 * text), English as the second language. The chosen locale is kept in the cookie `i18n_redirected`
 * for 365 days (seed 000 §4, §9).
 *
 * What ships with the login page: German only. English loads when chosen (or, for a saved English
 * choice, before the first render: `loadLocale`), and the resource modules' messages are added by
 * the default layout when it loads (`addMessages`).
 */

export const LANGUAGES = LOCALES.map((locale) => ({ locale, name: locale === 'de' ? 'Deutsch' : 'English' }));

type Tree = Record<string, unknown>;

const BASE: Partial<Record<Locale, TranslationMessages>> = { de: de as unknown as TranslationMessages };
// Server-sent message keys are used when the catalogue has them (src/providers/errors.ts).
setKnownMessages(de);
const EXTRA: Record<Locale, Tree[]> = { de: [], en: [] };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function savedLocale(): Locale {
  const cookie = readCookie(LOCALE_COOKIE);
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}

/** Loads a language's own messages (English is a chunk of its own); German is always there. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (BASE[locale]) return;
  const { en } = await import('../i18n/en');
  BASE.en = en as unknown as TranslationMessages;
}

/** Adds message trees per language (kept once each); providers created afterwards include them. */
export function registerMessages(trees: readonly { de: Tree; en: Tree }[]): void {
  for (const tree of trees) {
    if (EXTRA.de.includes(tree.de)) continue;
    EXTRA.de.push(tree.de);
    EXTRA.en.push(tree.en);
  }
}

/** The messages of a loaded language with every added tree. */
function messagesOf(locale: Locale): TranslationMessages {
  return mergeMessages(BASE[locale] ?? BASE.de!, ...EXTRA[locale]) as unknown as TranslationMessages;
}

/** BCP 47 tag for date and number formatting. */
export function localeTag(locale: string): string {
  return isLocale(locale) ? LOCALE_TAGS[locale] : LOCALE_TAGS[DEFAULT_LOCALE];
}

function setDocumentLang(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export type PortalI18nProvider = I18nProvider & {
  /** Adds message trees per language (a resource module's messages) and applies them at once. */
  addMessages: (trees: readonly { de: Tree; en: Tree }[]) => Promise<void>;
  /** Applies the messages registered (`registerMessages`) since this provider was made. */
  applyMessages: () => Promise<void>;
};

/** The provider; a non-German initial locale must have been loaded (`loadLocale`) before. */
export function createI18nProvider(initialLocale: Locale = savedLocale()): PortalI18nProvider {
  const initial = BASE[initialLocale] ? initialLocale : DEFAULT_LOCALE;
  const getMessages = (locale: string) => {
    const target = isLocale(locale) ? locale : DEFAULT_LOCALE;
    return BASE[target] ? messagesOf(target) : loadLocale(target).then(() => messagesOf(target));
  };
  // Numbers interpolated into a message are written the one way of the chosen language
  // ("%{smart_count} Treffer" → "10.000 Treffer"): polyglot's replace step formats them
  // (src/i18n/formats.ts); the plural form is still chosen from the number.
  const replace = function (this: string, pattern: RegExp, value: (...args: string[]) => unknown): string {
    return String.prototype.replace.call(this, pattern, (...args: string[]) =>
      String(formatInterpolated(value(...args), base.getLocale())),
    );
  };
  // A key unknown everywhere shows itself (no console noise).
  const german = polyglotI18nProvider(() => messagesOf('de'), 'de', LANGUAGES, {
    onMissingKey: (key: string) => key,
    replace,
  });
  const base = polyglotI18nProvider(
    getMessages,
    initial,
    LANGUAGES,
    // German is the fallback: a key missing in English shows the German text.
    { onMissingKey: (key: string, options: Record<string, unknown>) => german.translate(key, options), replace },
  );
  setDocumentLang(initial);
  // A validation message with a `fieldLabel` (an i18n key) names its field first.
  const translate = (key: string, options?: Record<string, unknown>): string => {
    const { fieldLabel, ...rest } = options ?? {};
    const text = base.translate(key, rest);
    if (typeof fieldLabel !== 'string' || !namesField(key)) return text;
    const label = base.translate(fieldLabel, { _: '' });
    return label ? `${label}: ${text}` : text;
  };
  // Rebuilding both polyglot instances from the merged trees applies the keys registered since.
  const applyMessages = async () => {
    await Promise.all([german.changeLocale('de'), base.changeLocale(base.getLocale())]);
  };
  return {
    ...base,
    translate,
    changeLocale: async (locale: string) => {
      const next = isLocale(locale) ? locale : DEFAULT_LOCALE;
      writeCookie(LOCALE_COOKIE, next, LOCALE_COOKIE_DAYS * DAY_S);
      setDocumentLang(next);
      await base.changeLocale(next);
    },
    addMessages: async (trees) => {
      registerMessages(trees);
      await applyMessages();
    },
    applyMessages,
  };
}
