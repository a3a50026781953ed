import { StrictMode, useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { createRestClient } from '../../providers/restClient';
import { checkSession, logIn } from '../../providers/session';
import { tokenStore } from '../../providers/tokenStore';
import { documentTitle } from '../documentTitle';
import { createLoginI18n, savedLocale, type LoginI18n } from './loginI18n';
import LoginScreen, { type LoginHost, type MessageTrees } from './LoginScreen';

export type PortalModule = {
  default: ComponentType;
  /** Starts loading what the page at a path needs (App.tsx). */
  prepare?: (path: string) => void;
};
const rest = createRestClient(tokenStore);

type Open = (path: string, options?: { replace?: boolean }) => void;

function StandaloneLogin({ i18n, open, prepare }: { i18n: LoginI18n; open: Open; prepare: (path: string) => void }) {
  const [locale, setLocale] = useState(() => i18n.getLocale());
  const host = useMemo<LoginHost>(
    () => ({
      // a new function per language: the screen renders again in the new one
      translate: (key, args) => i18n.translate(key, args),
      search: window.location.search,
      // react-router keeps its state under `usr` (a reload of a page a guard sent here)
      state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
      login: (credentials) => logIn(rest, tokenStore, credentials),
      secondFactor: () => import('../../providers/secondFactor').then((m) => m.secondFactorCalls(rest, tokenStore)),
      addMessages: (trees: readonly MessageTrees[]) => i18n.addMessages(trees),
      checkAuth: () => checkSession(tokenStore),
      go: open,
      loggedIn: prepare,
      locale,
      changeLocale: (next) => void Promise.resolve(i18n.changeLocale(next)).then(() => setLocale(i18n.getLocale())),
    }),
    [i18n, open, prepare, locale],
  );
  // A saved language whose messages were not loaded before (main.tsx loads them first): now.
  useEffect(() => {
    const saved = savedLocale();
    if (saved !== i18n.getLocale()) host.changeLocale(saved);
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const title = documentTitle(host.translate('login.title'), host.translate('shell.appName'));
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return <LoginScreen host={host} />;
}

/**
 * The portal's code and the messages of the chosen language (the portal's i18n provider starts in
 * the language of the cookie only when its messages are loaded: main.tsx does the same).
 */
async function portalWithMessages(portal: Promise<PortalModule>): Promise<PortalModule> {
  const [module, i18n] = await Promise.all([portal, import('../../providers/i18nProvider')]);
  await i18n.loadLocale(i18n.savedLocale());
  return module;
}

/**
 * The login page without the portal (the performance issue's budget: React alone, no react-admin, no
 * MUI, only the login page's messages: issue 41, D280–D282). The portal's code loads while the user
 * types; after the login, or at once for a valid session, the portal takes the page over at the
 * target path. The session lives in the shared token store and the language in its cookie, so the
 * portal starts logged in and in the chosen language.
 */
export function showStandaloneLogin(
  root: Root,
  loadPortal: () => Promise<PortalModule>,
  i18n: LoginI18n = createLoginI18n(),
): void {
  let portal: Promise<PortalModule> | undefined;
  const preload = () => (portal ??= loadPortal());
  const open: Open = (path, options) => {
    portalWithMessages(preload()).then(
      ({ default: Portal }) => {
        window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', path);
        root.render(
          <StrictMode>
            <Portal />
          </StrictMode>,
        );
      },
      // The portal's code did not load (a new deployment, the network): a full page load tries again.
      () => window.location.assign(path),
    );
  };
  // while the success shows: the portal's code loads (if it has not yet) and prepares the target
  const prepare = (path: string) =>
    void preload().then(
      (portal) => portal.prepare?.(path),
      () => undefined,
    );
  root.render(
    <StrictMode>
      <StandaloneLogin i18n={i18n} open={open} prepare={prepare} />
    </StrictMode>,
  );
  // The portal loads while the user types, once the login page has painted.
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void preload().catch(() => undefined));
  else setTimeout(() => void preload().catch(() => undefined), 200);
}
