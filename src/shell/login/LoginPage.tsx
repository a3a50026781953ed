import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  useAuthProvider,
  useLocaleState,
  useLocation,
  useNavigate,
  useNotificationContext,
  useTranslate,
} from 'react-admin';
import LoginScreen, { type LoginHost } from './LoginScreen';

/**
 * The login screen inside the portal (after a logout, or when a guarded page sends the user here):
 * react-admin's auth provider, router, language state and notifications as its host.
 */
export default function LoginPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
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
      checkAuth: () => Promise.resolve(authProvider?.checkAuth({})),
      go: (path, options) => void navigate(path, options),
      loggedIn: async () => {
        resetNotifications();
        await queryClient.invalidateQueries({ queryKey: ['auth'] });
      },
      locale,
      changeLocale: setLocale,
    }),
    [translate, location, authProvider, navigate, resetNotifications, queryClient, locale, setLocale],
  );
  return <LoginScreen host={host} />;
}
