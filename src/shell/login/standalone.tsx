import { StrictMode, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { createI18nProvider, type PortalI18nProvider } from '../../providers/i18nProvider';
import { createRestClient } from '../../providers/restClient';
import { checkSession, logIn } from '../../providers/session';
import { tokenStore } from '../../providers/tokenStore';
import { documentTitle } from '../documentTitle';
import LoginScreen, { type LoginHost, type MessageTrees } from './LoginScreen';

export type PortalModule = {
  default: ComponentType;
  /** Starts loading what the page at a path needs (App.tsx). */
  prepare?: (path: string) => void;
};
const rest = createRestClient(tokenStore);

type Open = (path: string, options?: { replace?: boolean }) => void;

function StandaloneLogin({
  i18n,
  open,
  prepare,
}: {
  i18n: PortalI18nProvider;
  open: Open;
  prepare: (path: string) => void;
}) {
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
  const title = documentTitle(host.translate('login.title'), host.translate('shell.appName'));
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return <LoginScreen host={host} />;
}

/**
 * The login page without the portal (the performance issue's budget: React and MUI alone, no
 * react-admin). The portal's code loads while the user types; after the login, or at once for a
 * valid session, the portal takes the page over at the target path. The session lives in the
 * shared token store and the language in its cookie, so the portal starts logged in and in the
 * chosen language.
 */
export function showStandaloneLogin(root: Root, loadPortal: () => Promise<PortalModule>): void {
  let portal: Promise<PortalModule> | undefined;
  const preload = () => (portal ??= loadPortal());
  const open: Open = (path, options) => {
    preload().then(
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
      <StandaloneLogin i18n={createI18nProvider()} open={open} prepare={prepare} />
    </StrictMode>,
  );
  // The portal loads while the user types, once the login page has painted.
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void preload().catch(() => undefined));
  else setTimeout(() => void preload().catch(() => undefined), 200);
}
