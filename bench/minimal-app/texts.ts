// What the bench looks for in the minimal react-admin app (bench/browser.ts), and what the app shows.
export const MINIMAL = {
  /** The home page's welcome. */
  welcome: 'Willkommen in der minimalen react-admin-App',
  /** The list's menu entry and title. */
  list: 'WLAN-Codes',
  /** The cookie that holds the access token: the bench's clearCookies() logs out, as in the portal. */
  tokenCookie: 'minimal_token',
} as const;
