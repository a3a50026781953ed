/**
 * Business constants of the product (seed 000 §9, seed 001 §9 and the figures scattered through
 * both specifications). Pure values: usable by the portal and by the server.
 */

import type { AnalyticsTier } from './enums';

// ---------------------------------------------------------------------------------------------
// Session and tokens
// ---------------------------------------------------------------------------------------------

/** Access token max age (seconds). */
export const ACCESS_TOKEN_MAX_AGE_S = 600;
/** Refresh token max age (seconds): 7 days. */
export const REFRESH_TOKEN_MAX_AGE_S = 604_800;
/** Invite token expiration (seconds): 5 days. Unaccepted invites are deleted after this. */
export const INVITE_TOKEN_EXPIRATION_S = 432_000;
/** Invite validity in days (same figure as INVITE_TOKEN_EXPIRATION_S). */
export const INVITE_VALIDITY_DAYS = 5;
/** The data-interface token cookie lives 7 days. */
export const DATA_TOKEN_COOKIE_DAYS = 7;
/** The locale cookie lives 365 days. */
export const LOCALE_COOKIE_DAYS = 365;

// ---------------------------------------------------------------------------------------------
// Locale, theme, currency
// ---------------------------------------------------------------------------------------------

export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** Default locale and fallback (no URL prefix). */
export const DEFAULT_LOCALE: Locale = 'de';
export const FALLBACK_LOCALE: Locale = 'de';
/** BCP 47 tag used for number/date formatting per locale. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { de: 'de-DE', en: 'en-US' };
/** Cookie holding the chosen locale. */
export const LOCALE_COOKIE = 'i18n_redirected';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
/** Cookie holding the theme as JSON `{ dark: boolean }`. */
export const THEME_COOKIE = 'app.theme';

export const CURRENCY = 'EUR';

// ---------------------------------------------------------------------------------------------
// Customer switch and shell timings / sizes
// ---------------------------------------------------------------------------------------------

export const CUSTOMER_PAGE_SIZE = 20;
/** Customers are listed by company ascending. */
export const CUSTOMER_SORT = { key: 'company', order: 'ASC' } as const;
export const SEARCH_DEBOUNCE_MS = 300;
/** Customer details fetch: debounce and throttle. */
export const DETAILS_DEBOUNCE_MS = 200;
export const DETAILS_THROTTLE_MS = 200;
export const PERMISSIONS_REFRESH_MS = 300_000;
export const INVITE_POLL_MS = 300_000;
export const TOOLTIP_DELAY_MS = 300;
/** The customer search field appears only when there are MORE than this many customers. */
export const SEARCH_FIELD_MIN_CUSTOMERS = 3;
/** Width of the right-side customer switch drawer (px). */
export const SWITCH_DRAWER_WIDTH = 496;
/** The scroll-up button appears after scrolling this far (px). */
export const SCROLL_UP_AFTER_PX = 440;
/** Load more customers when the list is scrolled to within this distance of its end (px). */
export const LOAD_MORE_TRIGGER_PX = 200;
export const SNACKBAR_TIMEOUT_MS = 6000;
/** After a successful login the user goes home after this delay. */
export const LOGIN_REDIRECT_MS = 500;
/** A chunk-loading failure triggers a full reload at most once per this interval. */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

/** Query parameter carrying the active customerId on pages that need an organization. */
export const ORGANIZATION_QUERY_PARAM = 'organization';
/** Query parameter carrying the attempted path on needs-organization / plugin requirement pages. */
export const ROUTE_QUERY_PARAM = 'route';
/** Query parameter carrying the attempted path on the no-access page. */
export const PATH_QUERY_PARAM = 'path';

/** Background worker registration. */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** Partner logo file name on the content service. */
export const partnerLogoFile = (partnerId: string): string => `${partnerId}-logo.png`;

// ---------------------------------------------------------------------------------------------
// Licence (concurrent users)
// ---------------------------------------------------------------------------------------------

export const LICENCE_DIALOG_WIDTH = 500;
/** Height of the utilisation progress bar (px). */
export const LICENCE_PROGRESS_HEIGHT = 18;
/** A licence of -1 means unlimited (0 / unset display as unlimited too, see licence.ts). */
export const LICENCE_UNLIMITED = -1;
/** The extra hint shows when utilisation is ABOVE this percentage. */
export const LICENCE_HINT_PERCENT = 80;
/** Colour band thresholds: under 30 success, under 55 info, under 80 warning, else error. */
export const LICENCE_BAND_THRESHOLDS = { info: 30, warning: 55, error: 80 } as const;
/** Utilisation is shown with this many decimals. */
export const PERCENT_DECIMALS = 2;

// ---------------------------------------------------------------------------------------------
// RADIUS
// ---------------------------------------------------------------------------------------------

export const RADIUS_AUTH_PORT = 1812;
export const RADIUS_ACCT_PORT = 1813;
/** Number of RADIUS servers shown in the hotspot configuration information. */
export const RADIUS_SERVER_COUNT = 3;

// ---------------------------------------------------------------------------------------------
// Data interface paging
// ---------------------------------------------------------------------------------------------

export const DEFAULT_TAKE = 100;
export const DEFAULT_SKIP = 0;
/** Upper bound the server accepts for `take` (decision: the spec does not show one). */
export const MAX_TAKE = 1000;
export const DEFAULT_SORT_KEY = '_id';
export const DEFAULT_SORT_ORDER = 'ASC';

// ---------------------------------------------------------------------------------------------
// Identifiers and validation figures
// ---------------------------------------------------------------------------------------------

/** customerId: letter K plus exactly six digits. */
export const CUSTOMER_ID_PATTERN = /^K\d{6}$/;
/** Key of the ACL map meaning "all customers". */
export const ALL_CUSTOMERS_KEY = '*';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Special characters that satisfy the password policy. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_=[]{};\':"\\|,<>/?+-';

// ---------------------------------------------------------------------------------------------
// Misc. product facts
// ---------------------------------------------------------------------------------------------

/** Partner links offered on the partner page (URLs are configuration; these are the i18n keys). */
export const PARTNER_LINKS = ['priceList', 'faq', 'sheet'] as const;
export type PartnerLink = (typeof PARTNER_LINKS)[number];
/** Fixed chart colours per theme. */
export const CHART_COLOR_COUNT = 6;
/** WiFi4EU accounts are logged out at this local time. */
export const WIFI4EU_LOGOUT_TIME = '24:00';
/** Default analytics product tier. */
export const DEFAULT_ANALYTICS_TIER: AnalyticsTier = 'BASIC';
/** simultaneousUse of a WiFi code: 0 or unset means no device limit. */
export const UNLIMITED_SIMULTANEOUS_USE = 0;
