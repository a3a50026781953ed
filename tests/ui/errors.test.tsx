import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '../../src/domain';
import { de } from '../../src/i18n/de';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { CHUNK_RELOAD_STORAGE_KEY, chunkReload, isChunkLoadError } from '../../src/shell/pages/chunkReload';
import ErrorPage from '../../src/shell/pages/ErrorPage';
import { errorState } from '../../src/shell/pages/errorState';
import RouteErrorBoundary from '../../src/shell/pages/RouteErrorBoundary';
import type { PageProps } from '../../src/shell/routes';
import { allowAllAuth, renderPages } from './harness/pagesHarness';
import { SLOW } from './harness/slow';

/**
 * A screen that fails while rendering: the basic-analytics page (/analytics/basic) throws
 * `failure.error` while it is set, so the real router's boundary can be tested.
 */
const failure = vi.hoisted(() => ({ error: null as unknown }));
vi.mock('../../src/shell/pages/analytics/BasicAnalyticsPage', () => ({
  default: (_props: PageProps) => {
    if (failure.error) throw failure.error;
    return <p>basic analytics</p>;
  },
}));

const i18n = createI18nProvider('de');
const t = (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);

/**
 * React reports errors caught by an error boundary through the root's onCaughtError (by default a
 * console.error, which fails the test). The tests that expect the boundary pass this instead,
 * collecting what was caught.
 */
function expectCaught() {
  const caught: unknown[] = [];
  return { caught, onCaughtError: (error: unknown) => void caught.push(error) };
}

const REAL_RELOAD = chunkReload.reloadPage;

beforeEach(() => {
  sessionStorage.clear();
  chunkReload.pending = false;
  chunkReload.reloadPage = vi.fn();
});

afterEach(() => {
  failure.error = null;
  errorState.clear();
  chunkReload.reloadPage = REAL_RELOAD;
  chunkReload.pending = false;
  vi.useRealTimers();
});

function renderErrorPage(status: number, authenticated = true) {
  const authProvider = allowAllAuth(
    authenticated ? {} : { checkAuth: vi.fn(async () => Promise.reject({ message: false })) },
  );
  render(
    <TestMemoryRouter initialEntries={['/']}>
      <AdminContext authProvider={authProvider} i18nProvider={createI18nProvider('de')} store={memoryStore()}>
        <ErrorPage status={status} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return authProvider;
}

describe('error page', () => {
  it.each([
    [400, de.error['400']],
    [404, de.error['404']],
    [500, de.error['500']],
    [418, de.error.generic],
  ])('status %i: its message, the code and a link home', async (status, message) => {
    renderErrorPage(status);
    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
    expect(screen.getByText(t('error.code', { status }))).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: de.error.backHome })).toHaveAttribute('href', '/');
  });

  it('links to the login when there is no session', async () => {
    renderErrorPage(404, false);
    expect(await screen.findByRole('link', { name: de.error.backToLogin })).toHaveAttribute('href', '/auth/login');
  });

  it('403: records the error and logs the user out', async () => {
    const authProvider = renderErrorPage(403);
    expect(await screen.findByRole('heading', { level: 1, name: de.error['403'] })).toBeInTheDocument();
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalledTimes(1));
    expect(errorState.get()).toEqual({ message: 'error.403', status: 403 });
    expect(screen.getByRole('link', { name: de.error.backToLogin })).toHaveAttribute('href', '/auth/login');
  });
});

describe('render errors inside the portal', () => {
  it('show the error page with status 500 inside the layout; navigating on leaves it', async () => {
    failure.error = new TypeError("Cannot read properties of undefined (reading 'x')");
    const { caught, onCaughtError } = expectCaught();
    const { location } = renderPages({ path: '/analytics/basic', onCaughtError });
    expect(await screen.findByRole('heading', { level: 1, name: de.error['500'] }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(t('error.code', { status: 500 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: de.pages.error.reload })).toBeInTheDocument();
    expect(caught).toContain(failure.error);
    // the layout is still there
    expect(screen.getAllByText('WLAN-Codes').length).toBeGreaterThan(0);

    failure.error = null;
    await act(async () => location.navigate!('/changelog'));
    expect(await screen.findByRole('heading', { level: 1, name: de.shell.menu.changelog }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: de.error['500'] })).toBeNull();
  });

  it('take the status of the error (404)', async () => {
    failure.error = Object.assign(new Error('gone'), { status: 404 });
    const { onCaughtError } = expectCaught();
    renderPages({ path: '/analytics/basic', onCaughtError });
    expect(await screen.findByRole('heading', { level: 1, name: de.error['404'] }, SLOW)).toBeInTheDocument();
  });

  it('403: logs out and the logged-out page says why', async () => {
    failure.error = Object.assign(new Error('forbidden'), { status: 403 });
    const { onCaughtError } = expectCaught();
    const authProvider = allowAllAuth();
    const { location } = renderPages({ path: '/analytics/basic', authProvider, onCaughtError });
    expect(await screen.findByRole('heading', { level: 1, name: de.logout.loggedOut }, SLOW)).toBeInTheDocument();
    expect(location.pathname).toBe('/auth/logged-out');
    expect(authProvider.logout).toHaveBeenCalledTimes(1);
    expect(screen.getByText(t('pages.auth.lastError', { message: de.error['403'] }))).toBeInTheDocument();
  });
});

describe('chunk-load failures', () => {
  const CHUNK_ERROR = new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/VoucherList-x1.js',
  );

  it('recognises the errors of failed dynamic imports', () => {
    expect(isChunkLoadError(CHUNK_ERROR)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once per minute, remembering the time in sessionStorage', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    expect(chunkReload.reload()).toBe(true);
    expect(chunkReload.reloadPage).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(start));

    // the reloaded page fails again within the minute: no second reload
    chunkReload.pending = false;
    vi.setSystemTime(start + CHUNK_RELOAD_MIN_INTERVAL_MS - 1000);
    expect(chunkReload.reload()).toBe(false);
    expect(chunkReload.reloadPage).toHaveBeenCalledTimes(1);

    // a minute later a new failure may reload again
    vi.setSystemTime(start + CHUNK_RELOAD_MIN_INTERVAL_MS);
    expect(chunkReload.reload()).toBe(true);
    expect(chunkReload.reloadPage).toHaveBeenCalledTimes(2);
  });

  function renderFailingChunk() {
    const Broken = lazy(() => Promise.reject(CHUNK_ERROR));
    const { caught, onCaughtError } = expectCaught();
    const view = render(
      <TestMemoryRouter initialEntries={['/wifi-code']}>
        <AdminContext authProvider={allowAllAuth()} i18nProvider={createI18nProvider('de')} store={memoryStore()}>
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        </AdminContext>
      </TestMemoryRouter>,
      { onCaughtError },
    );
    return { ...view, caught };
  }

  it('a route whose chunk fails to load reloads the page; within a minute the error page shows instead', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const first = renderFailingChunk();
    expect(await screen.findByText(de.error.chunkReload)).toBeInTheDocument();
    expect(chunkReload.reloadPage).toHaveBeenCalledTimes(1);
    expect(first.caught).toContain(CHUNK_ERROR);
    first.unmount();

    // "after the reload" (same session), 20 s later, the chunk still fails: no loop, the error page
    chunkReload.pending = false;
    vi.setSystemTime(start + 20_000);
    renderFailingChunk();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: de.error['500'] })).toBeInTheDocument();
    expect(chunkReload.reloadPage).toHaveBeenCalledTimes(1);
  });
});
