import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { AdminContext, useNotify } from 'react-admin';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import BlankLayout from '../../src/shell/layout/BlankLayout';
import { breadcrumbsOf, camelCase } from '../../src/shell/layout/breadcrumbs';
import LoadingBar, { countsForLoadingBar } from '../../src/shell/layout/LoadingBar';
import { waitForScreen } from '../../src/shell/pages/screenLoads';
import PortalNotification from '../../src/shell/layout/PortalNotification';
import { setShellApi } from '../../src/shell/layout/shellApi';
import { resetAppConfigMemo } from '../../src/shell/layout/useShell';
import { fakeShellApi } from './harness/layoutHarness';

afterEach(() => {
  vi.useRealTimers();
});

/** Fake time moves on by `ms`, React's updates included. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function Notifier({
  type = 'info',
  autoHideDuration,
}: {
  type?: 'info' | 'success' | 'warning' | 'error';
  autoHideDuration?: number;
}) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('errors.NETWORK', { type, autoHideDuration })}>
      notify
    </button>
  );
}

function renderNotification(props: Parameters<typeof Notifier>[0] = {}) {
  return render(
    <AdminContext i18nProvider={createI18nProvider('de')}>
      <Notifier {...props} />
      <PortalNotification />
    </AdminContext>,
  );
}

describe('notification snackbar (seed 000 §4)', () => {
  it('shows the translated message by type and closes with its close button', async () => {
    const user = userEvent.setup();
    renderNotification({ type: 'error' });
    await user.click(screen.getByRole('button', { name: 'notify' }));
    const alert = await screen.findByTestId('notification');
    expect(alert).toHaveTextContent('Der Server ist nicht erreichbar');
    expect(alert.className).toContain('MuiAlert-filledError');
    await user.click(within(alert).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByTestId('notification')).toBeNull());
  });

  it.each(['info', 'success', 'warning'] as const)('type %s', async (type) => {
    const user = userEvent.setup();
    renderNotification({ type });
    await user.click(screen.getByRole('button', { name: 'notify' }));
    const alert = await screen.findByTestId('notification');
    expect(alert.className).toContain(`MuiAlert-filled${type[0]!.toUpperCase()}${type.slice(1)}`);
  });

  it('closes by itself after 6000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderNotification();
    await user.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByTestId('notification')).toBeInTheDocument();
    advance(5800);
    expect(screen.getByTestId('notification')).toBeVisible();
    advance(1500);
    await waitFor(() => expect(screen.queryByTestId('notification')).toBeNull());
  });
});

function Slow({ queryKey, meta }: { queryKey: string[]; meta?: Record<string, unknown> }) {
  useQuery({ queryKey, queryFn: () => new Promise<never>(() => undefined), meta });
  return null;
}

/** The loading bar on fake time beside `children`, with a query client of its own (cleared after). */
function renderLoadingBar(children?: ReactNode) {
  vi.useFakeTimers();
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <LoadingBar />
      {children}
    </QueryClientProvider>,
  );
  return client;
}

describe('page loading bar (seed 000 §4: throttle 200 ms, duration 5000 ms)', () => {
  it('appears after 200 ms of loading and goes after at most 5000 ms', async () => {
    const client = renderLoadingBar(<Slow queryKey={['wifi-code', 'getList']} />);
    advance(1); // react-query reports the fetch (batched notification)
    advance(150);
    expect(screen.queryByTestId('loading-bar')).toBeNull();
    advance(60);
    expect(screen.getByTestId('loading-bar')).toBeInTheDocument();
    // Named, in a landmark of its own (axe: progressbar name, region; without an i18n provider the key).
    const region = screen.getByRole('region', { name: 'shell.loading' });
    expect(within(region).getByRole('progressbar', { name: 'shell.loading' })).toBe(screen.getByTestId('loading-bar'));
    advance(4900);
    expect(screen.getByTestId('loading-bar')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByTestId('loading-bar')).toBeNull();
    client.clear();
  });

  it('shows while a route waits for its screen (the previous page stays up meanwhile)', async () => {
    const client = renderLoadingBar();
    let loaded!: () => void;
    let load!: Promise<void>;
    act(() => {
      load = waitForScreen(new Promise<void>((resolve) => (loaded = resolve)));
    });
    advance(150);
    expect(screen.queryByTestId('loading-bar')).toBeNull();
    advance(60);
    expect(screen.getByTestId('loading-bar')).toBeInTheDocument();
    await act(async () => {
      loaded();
      await load;
    });
    expect(screen.queryByTestId('loading-bar')).toBeNull();
    client.clear();
  });

  it('permission refreshes and silent polls do not count', () => {
    expect(countsForLoadingBar({ queryKey: ['auth', 'getPermissions', {}], meta: undefined })).toBe(false);
    expect(countsForLoadingBar({ queryKey: ['shell', 'myInvites'], meta: { silent: true } })).toBe(false);
    expect(countsForLoadingBar({ queryKey: ['wifi-code', 'getList', {}], meta: undefined })).toBe(true);
    const client = renderLoadingBar(<Slow queryKey={['shell', 'poll']} meta={{ silent: true }} />);
    advance(1000);
    expect(screen.queryByTestId('loading-bar')).toBeNull();
    client.clear();
  });
});

describe('breadcrumbs from the URL', () => {
  it('camelCase keys of the segments', () => {
    expect(camelCase('hotspot-device-config')).toBe('hotspotDeviceConfig');
    expect(camelCase('i18n-export')).toBe('i18nExport');
    expect(camelCase('wifi-code')).toBe('wifiCode');
  });

  it('ids by the route table, labels for the rest, links only to routes', () => {
    expect(breadcrumbsOf('/')).toEqual([{ path: '/', key: 'shell.breadcrumbs.home', text: 'home', link: false }]);
    expect(breadcrumbsOf('/wifi-code/ABC123/edit').map((c) => [c.path, c.key ?? c.text, c.link])).toEqual([
      ['/', 'shell.breadcrumbs.home', true],
      ['/wifi-code', 'resources.wifi-code.page.list', true],
      ['/wifi-code/ABC123', 'ABC123', true],
      ['/wifi-code/ABC123/edit', 'shell.breadcrumbs.edit', false],
    ]);
    // a code that looks like a word is still an id; /partner/partner-lead is no route: no link
    expect(breadcrumbsOf('/partner/partner-lead/logs').map((c) => [c.key ?? c.text, c.link])).toEqual([
      ['shell.breadcrumbs.home', true],
      ['resources.partner.page.list', true],
      ['shell.breadcrumbs.partnerLead', false],
      ['logs', false],
    ]);
    expect(breadcrumbsOf('/requirements/needs-plugin/analytics').map((c) => c.key ?? c.text)).toEqual([
      'shell.breadcrumbs.home',
      'shell.breadcrumbs.requirements',
      'shell.breadcrumbs.needsPlugin',
      'plugins.analytics',
    ]);
    expect(breadcrumbsOf('/customer-plugins/create').map((c) => c.key ?? c.text)).toEqual([
      'shell.breadcrumbs.home',
      'resources.customer-plugins.page.list',
      'shell.breadcrumbs.create',
    ]);
    // A segment named like another area's (shortcuts are /wifi-code/templates) takes its route's crumb.
    expect(breadcrumbsOf('/start-pages/templates/create').map((c) => c.key ?? c.text)).toEqual([
      'shell.breadcrumbs.home',
      'resources.start-pages.page.list',
      'shell.breadcrumbs.startTemplates',
      'shell.breadcrumbs.create',
    ]);
    expect(breadcrumbsOf('/wifi-code/templates').at(-1)?.key).toBe('shell.breadcrumbs.templates');
  });
});

describe('blank layout', () => {
  it('is dark, shows the page and the footer with the imprint link', async () => {
    setShellApi(fakeShellApi({}, { imprintUrl: 'https://imprint.test/' }));
    resetAppConfigMemo();
    render(
      <AdminContext i18nProvider={createI18nProvider('de')}>
        <BlankLayout>
          <p>Anmeldung</p>
        </BlankLayout>
      </AdminContext>,
    );
    const layout = screen.getByTestId('blank-layout');
    expect(within(layout).getByText('Anmeldung')).toBeInTheDocument();
    expect(layout).toHaveStyle({ backgroundColor: '#121212' });
    const footer = within(layout).getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      'https://imprint.test/',
    );
    setShellApi(null);
  });
});
