import type { I18nProvider } from 'react-admin';
import { useRouteError } from 'react-router-dom';
import RootErrorView from './RootErrorView';

/**
 * The router's last-resort error element, for errors that escape every route's boundary (the
 * layout, the admin itself): RootErrorView with the router's error.
 */
export default function RootErrorPage({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return <RootErrorView error={useRouteError()} i18nProvider={i18nProvider} />;
}
