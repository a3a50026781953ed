import { localStorageStore, memoryStore, type Store } from 'react-admin';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALES, THEME_COOKIE, type Locale } from '../domain/constants';
import { DAY_S, readCookie, writeCookie } from './cookies';

/**
 * react-admin's store (list parameters, selections, preferences) in localStorage, except two
 * values that live in cookies (seed 000 §3, §4, §9):
 * - 'theme' → cookie `app.theme` holding `{ dark }`. Without the cookie the store has no theme, so
 *   react-admin follows the system preference (prefers-color-scheme, with its change listener)
 *   until the user toggles; every toggle saves the cookie.
 * - 'locale' → cookie `i18n_redirected` for 365 days (the i18n provider writes it too).
 * Reads come from the cookies only, so a stale localStorage copy never overrides them.
 */

const THEME_KEY = 'theme';
const LOCALE_KEY = 'locale';
const THEME_COOKIE_DAYS = 365;

export function readThemeCookie(): 'light' | 'dark' | undefined {
  const raw = readCookie(THEME_COOKIE);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { dark?: unknown };
    return typeof value.dark === 'boolean' ? (value.dark ? 'dark' : 'light') : undefined;
  } catch {
    return undefined;
  }
}

export function writeThemeCookie(theme: 'light' | 'dark'): void {
  writeCookie(THEME_COOKIE, JSON.stringify({ dark: theme === 'dark' }), THEME_COOKIE_DAYS * DAY_S);
}

export function readLocaleCookie(): Locale | undefined {
  const raw = readCookie(LOCALE_COOKIE);
  return (LOCALES as readonly string[]).includes(raw ?? '') ? (raw as Locale) : undefined;
}

export function writeLocaleCookie(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS * DAY_S);
}

export function createPortalStore(
  base: Store = typeof localStorage !== 'undefined' ? localStorageStore(undefined, 'HotspotPortal') : memoryStore(),
): Store {
  return {
    ...base,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (key === THEME_KEY) return (readThemeCookie() as T | undefined) ?? defaultValue;
      if (key === LOCALE_KEY) return (readLocaleCookie() as T | undefined) ?? defaultValue;
      return base.getItem(key, defaultValue);
    },
    setItem<T>(key: string, value: T): void {
      if (key === THEME_KEY && (value === 'light' || value === 'dark')) writeThemeCookie(value as 'light' | 'dark');
      if (key === LOCALE_KEY && (LOCALES as readonly unknown[]).includes(value)) writeLocaleCookie(value as Locale);
      base.setItem(key, value);
    },
  };
}
