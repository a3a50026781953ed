import { localStorageStore, memoryStore, type Store } from 'react-admin';
import { THEME_COOKIE } from '../domain';
import { DAY_S, readCookie, writeCookie } from './cookies';

/**
 * react-admin's store (list parameters, selections, preferences) in localStorage, except the theme:
 * it lives in the cookie `app.theme` holding `{ dark }` (seed 000 §3). Without the cookie the theme
 * follows the system preference, and keeps following it until the user picks one.
 */

const THEME_KEY = 'theme';
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

export function createPortalStore(
  base: Store = typeof localStorage !== 'undefined' ? localStorageStore(undefined, 'HotspotPortal') : memoryStore(),
): Store {
  return {
    ...base,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (key === THEME_KEY) return (readThemeCookie() as T | undefined) ?? defaultValue;
      return base.getItem(key, defaultValue);
    },
    setItem<T>(key: string, value: T): void {
      if (key === THEME_KEY && (value === 'light' || value === 'dark')) {
        writeCookie(THEME_COOKIE, JSON.stringify({ dark: value === 'dark' }), THEME_COOKIE_DAYS * DAY_S);
      }
      base.setItem(key, value);
    },
  };
}
