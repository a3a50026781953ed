import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Admin, CustomRoutes, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { activeCustomer } from './providers/activeCustomer';
import type { PortalApolloClient } from './providers/apolloClient';
import { createAuthProvider } from './providers/authProvider';
import { createLazyDataProvider } from './providers/lazyDataProvider';
import { createI18nProvider, registerMessages, type PortalI18nProvider } from './providers/i18nProvider';
import { createRestClient } from './providers/restClient';
import { logDataError, setDataErrorSink } from './providers/errorLog';
import { createPortalStore } from './providers/store';
import { tokenStore } from './providers/tokenStore';
import PortalResource from './shell/pages/PortalResource';
import RootErrorPage from './shell/pages/RootErrorPage';
import PortalNotification from './shell/layout/PortalNotification';
import { NotFound } from './shell/pages/RouteErrorBoundary';
import RoutePage, { PageLoading } from './shell/pages/RoutePage';
import { RESOURCE_SEGMENTS, ROUTES, resourceOf } from './shell/routes';
import { darkTheme, lightTheme } from './shell/theme';
import {
  loadResourceApis,
  loadResourceMessages,
  registerResourceModules,
  resourceModule,
  subjectOfResource,
} from './shell/registry';
import { RESOURCE_MODULES } from './resources';
import { loadResourceIcons } from './resources/icons';
import { loadPortalPageMessages } from './i18n/portalPages';
import { preloadScreen } from './shell/layout/preloadScreen';
import type { HeldAddress } from './shell/heldAddress';

registerResourceModules(RESOURCE_MODULES);

/**
 * The default layout loads on demand, together with the resource modules' messages: the login page
 * (blank) carries neither the drawer, menu, app bar, licence card and customer switch nor any
 * resource (DESIGN budget). The messages are registered as they arrive, so i18n providers created
 * afterwards include them.
 */
let layoutParts: Promise<typeof import('./shell/Layout')> | undefined;
/** The layout's module once its parts are there and its messages registered. */
let loadedLayout: typeof import('./shell/Layout') | undefined;
const loadLayoutParts = () =>
  (layoutParts ??= Promise.all([
    import('./shell/Layout'),
    loadResourceMessages(),
    loadPortalPageMessages(),
    loadResourceIcons(),
  ]).then(
    ([layout, messages, pageMessages]) => {
      registerMessages([...messages, ...pageMessages]);
      return (loadedLayout = layout);
    },
    (error: unknown) => {
      layoutParts = undefined; // tried again by the next caller
      throw error;
    },
  ));

function createPortalLayout(i18nProvider: PortalI18nProvider) {
  // Loaded before this provider was made (the login prepared it): shown at once. A suspended layout
  // would show its fallback for at least React's 300 ms, even with every part there.
  if (loadedLayout) return loadedLayout.default;
  const DefaultLayout = lazy(async () => {
    void preloadScreen(window.location.pathname);
    const layout = await loadLayoutParts();
    await i18nProvider.applyMessages();
    return layout;
  });
  return function PortalLayout({ children }: { children: ReactNode }) {
    return (
      <Suspense fallback={<PageLoading />}>
        <DefaultLayout>{children}</DefaultLayout>
      </Suspense>
    );
  };
}

// The router, built from THE route table (seed 000 §2; src/shell/routes.ts):
// - blank routes (logged-out pages) without the layout,
// - '/' as react-admin's dashboard (the home page),
// - the paths of each resource segment inside its react-admin resource,
// - every other route with the layout,
// - anything else: the 404 page ('This page could not be found') inside the layout.
const HOME_ROUTE = ROUTES.find((route) => route.path === '/')!;
const BLANK_ROUTES = ROUTES.filter((route) => route.blank);
const LAYOUT_ROUTES = ROUTES.filter((route) => !route.blank && route !== HOME_ROUTE && !resourceOf(route.path));
const RESOURCES = RESOURCE_SEGMENTS.map((name) => ({
  name,
  routes: ROUTES.filter((route) => !route.blank && resourceOf(route.path) === name),
}));

function Home() {
  return <RoutePage route={HOME_ROUTE} />;
}

export interface PortalAdminProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: PortalI18nProvider;
  store?: Store;
  queryClient?: QueryClient;
}

/**
 * The composition root: react-admin with the portal's providers (passed in, so tests inject fakes),
 * layout, login screen, themes and resources. Resource names are the spec's route segments.
 */
export function PortalAdmin({ dataProvider, authProvider, i18nProvider, store, queryClient }: PortalAdminProps) {
  const [layout] = useState(() => createPortalLayout(i18nProvider));
  return (
    <Admin
      title="Hotspot Portal"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      dashboard={Home}
      layout={layout}
      catchAll={NotFound}
      notification={PortalNotification} // closes after SNACKBAR_TIMEOUT_MS or with its close button
      loginPage={false}
      theme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        {BLANK_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
      </CustomRoutes>
      <CustomRoutes>
        {LAYOUT_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
      </CustomRoutes>
      {RESOURCES.map(({ name, routes }) => (
        <PortalResource
          key={name}
          name={name}
          routes={routes}
          icon={resourceModule(name)?.icon}
          recordRepresentation={resourceModule(name)?.recordRepresentation}
        />
      ))}
    </Admin>
  );
}

let apolloClient: PortalApolloClient | undefined;
const dataProvider = createLazyDataProvider(async () => {
  const [{ createApolloClient }, { createDataProvider }, specs] = await Promise.all([
    import('./providers/apolloClient'),
    import('./providers/dataProvider'),
    loadResourceApis(),
  ]);
  apolloClient = createApolloClient(tokenStore);
  return createDataProvider(apolloClient, activeCustomer.getId, specs, tokenStore);
}, activeCustomer.getId);
// the portal logs the REST and session failures too (seed 000 §8, D256)
setDataErrorSink(logDataError);
const authProvider = createAuthProvider({
  tokens: tokenStore,
  rest: createRestClient(tokenStore),
  // a failed cache reset is only logged (seed 000 §8, D256)
  onLogout: () =>
    void apolloClient?.clearStore().catch((error: unknown) =>
      logDataError({
        source: 'cache',
        operation: 'clearStore',
        message: error instanceof Error ? error.message : String(error),
      }),
    ),
  subjectOf: subjectOfResource,
});
const store = createPortalStore();

/**
 * Called by the login page (without the portal) once the portal's code is there, while the user
 * types: the data layer (Apollo Client, the data provider, the resources' mappings) and the layout's
 * parts load, so that the login's 500 ms are left to render the first page (D337).
 */
export function warm(): void {
  void Promise.allSettled([dataProvider.preload(), loadLayoutParts()]);
}

/**
 * Called by the login page (without the portal) when the login succeeded, before its success shows
 * for the spec's 500 ms: the layout, the messages, the icons and the target's screen load, and the
 * caller's permissions are asked for (the answer the portal's first asks take), so that the page
 * after the login waits for its own data only.
 */
export function prepare(path: string): void {
  const pathname = path.split(/[?#]/)[0] || '/';
  void Promise.allSettled([loadLayoutParts(), preloadScreen(pathname), authProvider.getAcl()]);
}

/**
 * The portal with its real providers, on history-style paths (seed 000 §2). Built on first render:
 * main.tsx loads a saved non-German language before that, so the i18n provider starts in it. At an
 * address held back from the browser (`address`: the login renders the first page behind its
 * success, D337), the browser's address follows when the login releases it.
 */
function createPortalRouter(address?: HeldAddress) {
  const i18nProvider = createI18nProvider();
  return createBrowserRouter(
    [
      {
        path: '*',
        element: (
          <PortalAdmin
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            store={store}
          />
        ),
        // Last resort for errors outside every route's boundary (e.g. in the layout): a plain page.
        errorElement: <RootErrorPage i18nProvider={i18nProvider} />,
      },
    ],
    { window: address?.window },
  );
}

export default function App({ address }: { address?: HeldAddress }) {
  const [router] = useState(() => createPortalRouter(address));
  return <RouterProvider router={router} />;
}
