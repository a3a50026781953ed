import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from './domain/constants';
import { activeCustomer } from './providers/activeCustomer';
import { LOGIN_PATH } from './providers/session';
import { chunkReload } from './shell/pages/chunkReload';
import RootErrorView from './shell/pages/RootErrorView';
import { createLoginI18n, loadLoginLocale, savedLocale } from './shell/login/loginI18n';
import { showStandaloneLogin } from './shell/login/standalone';

// The address's `organization` parameter (or the last visit) gives the first active customer,
// before any data call runs.
activeCustomer.init();

// A chunk (or one of its preloaded dependencies) that fails to load — typically after a new
// deployment removed the old hashed files: reload the page, at most once per
// CHUNK_RELOAD_MIN_INTERVAL_MS (seed 000 §8). Within that minute the error reaches the route's
// error boundary and the error page shows instead (no reload loop).
window.addEventListener('vite:preloadError', (event) => {
  if (chunkReload.reload()) event.preventDefault();
});

// The background worker at /sw.js with scope / (seed 000 §7), in production builds only: in
// development it would outlive the dev server's modules. See public/sw.js for what it does.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  });
}

/**
 * The portal (react-admin and everything behind it) is a chunk of its own: the login page shows
 * without it (src/shell/login/standalone.tsx) and loads it while the user types; every other page
 * starts loading it at once, next to a saved language's messages.
 */
const loadPortal = () => import('./App');
const root = createRoot(document.getElementById('root')!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
const onLoginPage = window.location.pathname.replace(/\/+$/, '') === LOGIN_PATH;
const portal = onLoginPage ? null : loadPortal();
// Every other page: the portal's messages (the shell's whole catalogue, with the portal's i18n
// provider) in the saved language, next to the portal's code.
const messages = onLoginPage
  ? null
  : import('./providers/i18nProvider').then(({ loadLocale, savedLocale: saved }) => loadLocale(saved()));
// (handled below, after the language; this keeps an early failure from being reported as unhandled)
portal?.catch(() => undefined);
messages?.catch(() => undefined);

/** The last-resort error page in the saved language, from the login page's messages (D281). */
async function showError(error: unknown) {
  await loadLoginLocale(savedLocale()).catch(() => undefined);
  render(<RootErrorView error={error} i18nProvider={createLoginI18n()} />);
}

if (!portal) {
  // The login page: its own messages only (German ships with it; a saved English choice loads its
  // few texts before the first render), no react-admin, no MUI (issue 41, D280–D282).
  void loadLoginLocale(savedLocale())
    .catch(() => undefined)
    .then(() => showStandaloneLogin(root, loadPortal, createLoginI18n()));
} else {
  void Promise.all([portal, messages]).then(
    ([{ default: App }]) => render(<App />),
    (error: unknown) => showError(error),
  );
}
