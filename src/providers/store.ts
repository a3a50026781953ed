import { localStorageStore, memoryStore, type Store } from 'react-admin';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALES, THEME_COOKIE, type Locale } from '../domain/constants';
import { DAY_S, readCookie, writeCookie } from './cookies';
import { activeCustomer } from './activeCustomer';
import { LIST_VIEW_KEYS } from '../domain/listViews';
import { listViewsApi, listViewStoreKey, reportListViewError, type ListViewEntry } from './listViews';

/**
 * react-admin's store (list parameters, selections, preferences) in localStorage, except two
 * values that live in cookies (seed 000 §3, §4, §9):
 * - 'theme' → cookie `app.theme` holding `{ dark }`. Without the cookie the store has no theme, so
 *   react-admin follows the system preference (prefers-color-scheme, with its change listener)
 *   until the user toggles; every toggle saves the cookie.
 * - 'locale' → cookie `i18n_redirected` for 365 days (the i18n provider writes it too).
 * Reads come from the cookies only, so a stale localStorage copy never overrides them.
 *
 * The saved views of the main lists (saved queries, column choices; providers/listViews) live in
 * memory only and on the server, per user and customer: every change is written to the UI settings
 * store for the active customer, and `applyListViews` puts what the server holds into the store
 * (without writing it back) when a list opens.
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

/** The portal's store: react-admin's, plus `applyListViews`. */
export type PortalStore = Store & {
  /** The server's views of a list for the active customer; keys it does not hold are cleared. */
  applyListViews(resource: string, entries: readonly ListViewEntry[]): void;
};

export function createPortalStore(
  base: Store = typeof localStorage !== 'undefined' ? localStorageStore(undefined, 'HotspotPortal') : memoryStore(),
): PortalStore {
  const views = memoryStore();
  let applying = false;
  const write = (storeKey: string, value: unknown) => {
    const view = listViewStoreKey(storeKey);
    const customerId = activeCustomer.getId();
    if (!view || applying || !customerId) return;
    const api = listViewsApi();
    const done =
      value === undefined
        ? api.remove(customerId, view.resource, view.key)
        : api.save(customerId, view.resource, view.key, value);
    done.catch(reportListViewError);
  };
  const store: PortalStore = {
    ...base,
    setup() {
      base.setup();
      views.setup();
    },
    teardown() {
      base.teardown();
      views.teardown();
    },
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (key === THEME_KEY) return (readThemeCookie() as T | undefined) ?? defaultValue;
      if (key === LOCALE_KEY) return (readLocaleCookie() as T | undefined) ?? defaultValue;
      if (listViewStoreKey(key)) return views.getItem(key, defaultValue);
      return base.getItem(key, defaultValue);
    },
    setItem<T>(key: string, value: T): void {
      if (listViewStoreKey(key)) {
        views.setItem(key, value);
        write(key, value);
        return;
      }
      if (key === THEME_KEY && (value === 'light' || value === 'dark')) writeThemeCookie(value as 'light' | 'dark');
      if (key === LOCALE_KEY && (LOCALES as readonly unknown[]).includes(value)) writeLocaleCookie(value as Locale);
      base.setItem(key, value);
    },
    removeItem(key: string): void {
      if (listViewStoreKey(key)) {
        views.removeItem(key);
        write(key, undefined);
        return;
      }
      base.removeItem(key);
    },
    removeItems(prefix: string): void {
      base.removeItems(prefix);
      views.removeItems(prefix);
    },
    reset(): void {
      base.reset();
      views.reset();
    },
    subscribe(key: string, callback: (value: unknown) => void) {
      return listViewStoreKey(key) ? views.subscribe(key, callback) : base.subscribe(key, callback);
    },
    applyListViews(resource, entries) {
      applying = true;
      try {
        for (const kind of LIST_VIEW_KEYS) {
          const key = `${resource}.${kind}`;
          const entry = entries.find((e) => e.key === kind);
          if (entry) views.setItem(key, entry.value);
          else views.removeItem(key);
        }
      } finally {
        applying = false;
      }
    },
  };
  return store;
}
