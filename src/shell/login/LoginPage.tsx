import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  useAuthProvider,
  useI18nProvider,
  useLocaleState,
  useLocation,
  useNavigate,
  useNotificationContext,
  useTranslate,
} from 'react-admin';
import LoginScreen, { type LoginHost, type MessageTrees } from './LoginScreen';
import type { PortalAuthProvider } from '../../providers/authProvider';
import type { PortalI18nProvider } from '../../providers/i18nProvider';

/**
 * The login screen inside the portal (after a logout, or when a guarded page sends the user here):
 * react-admin's auth provider, router, language state and notifications as its host.
 */
export default function LoginPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const i18nProvider = useI18nProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { resetNotifications } = useNotificationContext();
  const [locale, setLocale] = useLocaleState();
  const host = useMemo<LoginHost>(
    () => ({
      translate,
      search: location.search,
      state: location.state,
      login: (credentials) => authProvider!.login(credentials),
      secondFactor: async () => {
        const calls = (authProvider as PortalAuthProvider | undefined)?.secondFactor;
        if (!calls) throw new Error('no second-factor calls');
        return calls;
      },
      addMessages: (trees: readonly MessageTrees[]) => (i18nProvider as PortalI18nProvider).addMessages(trees),
      checkAuth: () => Promise.resolve(authProvider?.checkAuth({})),
      go: (path, options) => void navigate(path, options),
      loggedIn: async () => {
        resetNotifications();
        await queryClient.invalidateQueries({ queryKey: ['auth'] });
      },
      locale,
      changeLocale: setLocale,
    }),
    [translate, location, authProvider, i18nProvider, navigate, resetNotifications, queryClient, locale, setLocale],
  );
  return <LoginScreen host={host} />;
}
