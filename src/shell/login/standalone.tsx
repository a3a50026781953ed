import {
  StrictMode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ComponentType,
} from 'react';
import type { Root } from 'react-dom/client';
import { createRestClient } from '../../providers/restClient';
import { checkSession, logIn } from '../../providers/session';
import { tokenStore } from '../../providers/tokenStore';
import { documentTitle, holdDocumentTitle } from '../documentTitle';
import { holdAddress, type HeldAddress } from '../heldAddress';
import { createLoginI18n, savedLocale, type LoginI18n } from './loginI18n';
import LoginScreen, { type LoginHost, type MessageTrees } from './LoginScreen';

export type PortalModule = {
  /** The portal; at an address held back from the browser until the login releases it (D337). */
  default: ComponentType<{ address?: HeldAddress }>;
  /** Loads what every page needs, while the user types (App.tsx). */
  warm?: () => void;
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

/** The portal's first page, rendered behind the login's success (D337). */
interface Behind {
  /** The path the login goes to (LoginScreen's `next`). */
  path: string;
  /** The language the portal was made in (a change of language meanwhile discards it). */
  locale: string;
  Portal: PortalModule['default'];
  address: HeldAddress;
  releaseTitle: () => void;
}

interface Stage {
  behind: Behind | null;
  /** The login has gone to the page behind it. */
  shown: boolean;
}

/**
 * Behind the login: invisible, out of reach of the pointer, the keyboard and assistive technology,
 * the size of the window (so that what measures itself measures as it will be shown).
 */
const BEHIND_STYLE: CSSProperties = {
  position: 'fixed',
  inset: 0,
  overflow: 'hidden',
  opacity: 0,
  pointerEvents: 'none',
  zIndex: -1,
};
/** Shown: as if the portal were the root's own child. */
const SHOWN_STYLE: CSSProperties = { display: 'contents' };

/**
 * The login and, once the login succeeded, the portal's first page rendered behind it while the
 * success shows (the spec's 500 ms): the CPU is idle then, and the page needs several hundred
 * milliseconds to render. When the login goes there, the page is shown as it is, the held address
 * is pushed to the browser's history and the portal's title set: what the user sees is what the
 * redirect showed before, only sooner.
 */
function LoginAndPortal({
  connect,
  i18n,
  open,
  prepare,
}: {
  connect: (set: (update: (stage: Stage) => Stage) => void) => void;
  i18n: LoginI18n;
  open: Open;
  prepare: (path: string) => void;
}) {
  const [stage, setStage] = useState<Stage>({ behind: null, shown: false });
  useLayoutEffect(() => {
    connect(setStage);
  }, [connect]);
  const { behind, shown } = stage;
  // In the commit that shows it: the address and the title, before the browser paints.
  useLayoutEffect(() => {
    if (!shown || !behind) return;
    behind.address.release();
    behind.releaseTitle();
  }, [shown, behind]);
  return (
    <>
      {!shown && <StandaloneLogin i18n={i18n} open={open} prepare={prepare} />}
      {behind && (
        <div style={shown ? SHOWN_STYLE : BEHIND_STYLE} inert={!shown} aria-hidden={shown ? undefined : true}>
          <behind.Portal address={behind.address} />
        </div>
      )}
    </>
  );
}

/**
 * The login page without the portal (the performance issue's budget: React alone, no react-admin, no
 * MUI, only the login page's messages: issue 41, D280–D282). The portal's code loads while the user
 * types; after the login, or at once for a valid session, the portal takes the page over at the
 * target path. The session lives in the shared token store and the language in its cookie, so the
 * portal starts logged in and in the chosen language. After a login the portal renders its first
 * page behind the success message, at an address held back from the browser, and is shown when the
 * success has been shown for its time (D337).
 */
export function showStandaloneLogin(
  root: Root,
  loadPortal: () => Promise<PortalModule>,
  i18n: LoginI18n = createLoginI18n(),
): void {
  let portal: Promise<PortalModule> | undefined;
  const preload = () =>
    (portal ??= loadPortal().then((module) => {
      module.warm?.();
      return module;
    }));
  let setStage: ((update: (stage: Stage) => Stage) => void) | undefined;
  let behind: Behind | null = null;
  const discardBehind = () => {
    behind?.releaseTitle();
    behind = null;
    setStage?.((stage) => ({ ...stage, behind: null }));
  };
  const replaceByPortal: Open = (path, options) => {
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
  /** The login has gone on: a page rendered behind it from now on would never be shown. */
  let gone = false;
  const open: Open = (path, options) => {
    gone = true;
    if (behind && behind.path === path && behind.locale === i18n.getLocale() && !options?.replace) {
      // in a transition: should the page not be rendered yet, the success stays until it is
      startTransition(() => setStage?.((stage) => ({ ...stage, shown: true })));
      return;
    }
    discardBehind();
    replaceByPortal(path, options);
  };
  // While the success shows: the portal's code loads (if it has not yet), prepares the target and
  // renders it behind the login.
  const prepare = (path: string) =>
    void portalWithMessages(preload()).then(
      (module) => {
        module.prepare?.(path);
        if (behind || gone || !setStage) return;
        behind = {
          path,
          locale: i18n.getLocale(),
          Portal: module.default,
          address: holdAddress(path),
          releaseTitle: holdDocumentTitle(),
        };
        const next = behind;
        // a transition: the login stays responsive while the page renders behind it
        startTransition(() => setStage?.((stage) => (stage.shown ? stage : { ...stage, behind: next })));
      },
      () => undefined,
    );
  root.render(
    <StrictMode>
      <LoginAndPortal
        connect={(set) => {
          setStage = set;
        }}
        i18n={i18n}
        open={open}
        prepare={prepare}
      />
    </StrictMode>,
  );
  // The portal loads while the user types, once the login page has painted.
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void preload().catch(() => undefined));
  else setTimeout(() => void preload().catch(() => undefined), 200);
}
