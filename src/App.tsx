import {
  Admin,
  Notification,
  CustomRoutes,
  Navigate,
  Resource,
  useLocation,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { SNACKBAR_TIMEOUT_MS } from './domain';
import { activeCustomer } from './providers/activeCustomer';
import type { PortalApolloClient } from './providers/apolloClient';
import { createAuthProvider, LOGIN_PATH } from './providers/authProvider';
import { createLazyDataProvider } from './providers/lazyDataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { createRestClient } from './providers/restClient';
import { createPortalStore } from './providers/store';
import { tokenStore } from './providers/tokenStore';
import Dashboard from './shell/Dashboard';
import Layout from './shell/Layout';
import LoginPage from './shell/LoginPage';
import { darkTheme, lightTheme } from './shell/theme';
import wifiCode from './resources/wifi-code';

/** Snackbar: closes after SNACKBAR_TIMEOUT_MS or with its close button (seed 000 §4). */
function PortalNotification() {
  return <Notification autoHideDuration={SNACKBAR_TIMEOUT_MS} />;
}

/** /login is the auth callback (seed 000 §2): it leads to the login screen, keeping the query. */
function LoginCallback() {
  const location = useLocation();
  return <Navigate to={{ pathname: LOGIN_PATH, search: location.search }} replace state={location.state} />;
}

/** /wifi-code/{code}/show (react-admin's own show links) → the details page /wifi-code/{code}. */
function ShowAlias() {
  const location = useLocation();
  return <Navigate to={{ pathname: location.pathname.replace(/\/show$/, ''), search: location.search }} replace />;
}

export interface PortalAdminProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  store?: Store;
  queryClient?: QueryClient;
}

/**
 * The composition root: react-admin with the portal's providers (passed in, so tests inject fakes),
 * layout, login screen, themes and resources. Resource names are the spec's route segments.
 */
export function PortalAdmin({ dataProvider, authProvider, i18nProvider, store, queryClient }: PortalAdminProps) {
  return (
    <Admin
      title="Hotspot Portal"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      dashboard={Dashboard}
      layout={Layout}
      notification={PortalNotification}
      loginPage={false}
      theme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route path="/login" element={<LoginCallback />} />
      </CustomRoutes>
      <Resource
        name="wifi-code"
        list={wifiCode.list}
        create={wifiCode.create}
        hasShow
        hasEdit
        icon={wifiCode.icon}
        recordRepresentation={wifiCode.recordRepresentation}
      >
        <Route path=":id" element={<wifiCode.show />} />
        <Route path=":id/edit" element={<wifiCode.edit />} />
        <Route path=":id/show" element={<ShowAlias />} />
      </Resource>
    </Admin>
  );
}

let apolloClient: PortalApolloClient | undefined;
const dataProvider = createLazyDataProvider(async () => {
  const [{ createApolloClient }, { createDataProvider }] = await Promise.all([
    import('./providers/apolloClient'),
    import('./providers/dataProvider'),
  ]);
  apolloClient = createApolloClient(tokenStore);
  return createDataProvider(apolloClient, activeCustomer.getId);
});
const authProvider = createAuthProvider({
  tokens: tokenStore,
  rest: createRestClient(tokenStore),
  onLogout: () => void apolloClient?.clearStore(),
});
const i18nProvider = createI18nProvider();
const store = createPortalStore();

/** The portal with its real providers, on history-style paths (seed 000 §2). */
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <PortalAdmin dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} />
    ),
  },
]);

export default function App() {
  return <RouterProvider router={router} />;
}
