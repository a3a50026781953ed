import { Suspense, lazy, useLayoutEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useLocation, useTranslate } from 'react-admin';
import { routeTitle } from '../areas';
import { documentTitle, setDocumentTitle } from '../documentTitle';
import type { ScreenLoader } from '../registry';
import { routeParamsValid, type PageProps } from '../routes';
import { loadScreen, loadedScreen, screenOf } from './screens';
import { waitForScreen } from './screenLoads';
import RouteErrorBoundary, { NotFound } from './RouteErrorBoundary';

const components = new Map<ScreenLoader, LazyExoticComponent<ComponentType<PageProps>>>();

/**
 * One React.lazy component per screen module (routes sharing a loader share the component). Its load
 * is one the page loading bar shows: a route is waiting for it.
 */
function pageComponent(loader: ScreenLoader): LazyExoticComponent<ComponentType<PageProps>> {
  let component = components.get(loader);
  if (!component) {
    component = lazy(() => waitForScreen(loadScreen(loader)));
    components.set(loader, component);
  }
  return component;
}

/** While a screen's chunk loads: a thin progress bar (dark on the blank pages). */
export function PageLoading({ blank = false }: { blank?: boolean }) {
  const translate = useTranslate();
  const bar = <LinearProgress aria-label={translate('pages.loading')} />;
  return blank ? <Box sx={{ minHeight: '100vh', bgcolor: '#121212' }}>{bar}</Box> : bar;
}

/**
 * The element of one route of the table: its screen, loaded on demand, inside the route error
 * boundary (render errors → error page, failed chunk loads → one reload). The document title is
 * the route's title (a layout effect, so that a page's own, more specific title — set in a normal
 * effect, e.g. by the error page — wins). A malformed record id in the path fails the page's
 * validation: the 404 page (seed 000 §8).
 */
export default function RoutePage({ route }: PageProps) {
  const translate = useTranslate();
  const title = translate(routeTitle(route));
  const appName = translate('shell.appName');
  useLayoutEffect(() => {
    setDocumentTitle(documentTitle(title, appName));
  }, [title, appName]);
  const loader = screenOf(route);
  // a screen already loaded renders directly; decided once per screen, so the page is not mounted twice
  const Page = useMemo(() => loadedScreen(loader) ?? pageComponent(loader), [loader]);
  const { pathname } = useLocation();
  if (!routeParamsValid(route, pathname)) return <NotFound />;
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading blank={route.blank} />}>
        <Page route={route} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
