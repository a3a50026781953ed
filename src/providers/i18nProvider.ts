import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALE_TAGS, LOCALES, type Locale } from '../domain';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { DAY_S, readCookie, writeCookie } from './cookies';

/**
 * ra-i18n-polyglot with German as default and fallback (a key missing in English shows the German
 * text), English as the second language. The chosen locale is kept in the cookie `i18n_redirected`
 * for 365 days (seed 000 §4, §9).
 */

export const LANGUAGES = LOCALES.map((locale) => ({ locale, name: locale === 'de' ? 'Deutsch' : 'English' }));

const MESSAGES = { de, en } as unknown as Record<Locale, TranslationMessages>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function savedLocale(): Locale {
  const cookie = readCookie(LOCALE_COOKIE);
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}

/** BCP 47 tag for date and number formatting. */
export function localeTag(locale: string): string {
  return isLocale(locale) ? LOCALE_TAGS[locale] : LOCALE_TAGS[DEFAULT_LOCALE];
}

function setDocumentLang(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function createI18nProvider(initialLocale: Locale = savedLocale()): I18nProvider {
  // A key unknown everywhere shows itself (no console noise).
  const german = polyglotI18nProvider(() => MESSAGES.de, 'de', LANGUAGES, { onMissingKey: (key: string) => key });
  const base = polyglotI18nProvider(
    (locale) => MESSAGES[isLocale(locale) ? locale : DEFAULT_LOCALE],
    initialLocale,
    LANGUAGES,
    // German is the fallback: a key missing in English shows the German text.
    { onMissingKey: (key: string, options: Record<string, unknown>) => german.translate(key, options) },
  );
  setDocumentLang(initialLocale);
  return {
    ...base,
    changeLocale: async (locale: string) => {
      const next = isLocale(locale) ? locale : DEFAULT_LOCALE;
      writeCookie(LOCALE_COOKIE, next, LOCALE_COOKIE_DAYS * DAY_S);
      setDocumentLang(next);
      await base.changeLocale(next);
    },
  };
}
