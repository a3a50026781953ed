import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { de } from '../../src/i18n/de';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { routeTitle } from '../../src/shell/areas';
import { hasScreen, screenOf } from '../../src/shell/pages/screens';
import { ROUTES, type RouteDef } from '../../src/shell/routes';
import { loggedOutAuth, renderPages } from './harness/pagesHarness';
import { SLOW, SLOW_TEST_MS } from './harness/slow';

const i18n = createI18nProvider('de');
const t = (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);

/** Sample values for the parameters of the table's paths (a record id is an object id). */
const SAMPLE: Record<string, string> = {
  id: '65a0000000000000000000a1',
  code: 'CODE0001',
  key: 'shortcut1',
  plugin: 'analytics',
};
const sample = (path: string) => path.replace(/:(\w+)\??/g, (_, name: string) => SAMPLE[name] ?? 'x');

/** The resource views are react-admin views with titles of their own (the record in them). */
/** The four tabs of /start-pages title their screens themselves (the tab's list, create, details, edit). */
function startPageTitles(tab: string, recordRepresentation: string): Record<string, string> {
  const key = (view: string) => `resources.start-pages/${tab}.page.${view}`;
  return {
    [`/start-pages/${tab}`]: t(key('list')),
    [`/start-pages/${tab}/create`]: t(key('create')),
    [`/start-pages/${tab}/:id`]: t(key('show'), { recordRepresentation }),
    [`/start-pages/${tab}/:id/edit`]: t(key('edit'), { recordRepresentation }),
  };
}

const OWN_TITLES: Record<string, string> = {
  '/wifi-code': t('resources.wifi-code.page.list'),
  '/wifi-code/create': t('resources.wifi-code.page.create'),
  '/wifi-code/import': t('resources.wifi-code.import.title'),
  '/wifi-code/:code': t('resources.wifi-code.page.show', { recordRepresentation: 'CODE0001' }),
  '/wifi-code/:code/edit': t('resources.wifi-code.page.edit', { recordRepresentation: 'CODE0001' }),
  '/device-account': t('resources.device-account.page.list'),
  '/device-account/create': t('resources.device-account.page.create'),
  '/device-account/:id': t('resources.device-account.page.show', { recordRepresentation: 'Gerät 1' }),
  '/device-account/:id/edit': t('resources.device-account.page.edit', { recordRepresentation: 'Gerät 1' }),
  '/hotspot-account-template': t('resources.hotspot-account-template.page.list'),
  '/hotspot-account-template/create': t('resources.hotspot-account-template.page.create'),
  '/hotspot-account-template/:id': t('resources.hotspot-account-template.page.show', {
    recordRepresentation: 'Vorlage 1',
  }),
  '/hotspot-account-template/:id/edit': t('resources.hotspot-account-template.page.edit', {
    recordRepresentation: 'Vorlage 1',
  }),
  '/hotspot-login-template': t('resources.hotspot-login-template.page.list'),
  '/hotspot-login-template/create': t('resources.hotspot-login-template.page.create'),
  '/hotspot-login-template/:id': t('resources.hotspot-login-template.page.show', { recordRepresentation: 'Login 1' }),
  '/hotspot-login-template/:id/edit': t('resources.hotspot-login-template.page.edit', {
    recordRepresentation: 'Login 1',
  }),
  '/hotspot-device': t('resources.hotspot-device.page.list'),
  '/hotspot-device/create': t('resources.hotspot-device.page.create'),
  '/hotspot-device/import': t('resources.hotspot-device.import.title'),
  '/hotspot-device/:id': t('resources.hotspot-device.page.show', { recordRepresentation: 'AP 1' }),
  '/hotspot-device/:id/edit': t('resources.hotspot-device.page.edit', { recordRepresentation: 'AP 1' }),
  '/hotspot-device-config': t('resources.hotspot-device-config.page.list'),
  '/hotspot-device-config/create': t('resources.hotspot-device-config.page.create'),
  '/hotspot-device-config/:id': t('resources.hotspot-device-config.page.show', {
    recordRepresentation: 'Konfiguration 1',
  }),
  '/hotspot-device-config/:id/edit': t('resources.hotspot-device-config.page.edit', {
    recordRepresentation: 'Konfiguration 1',
  }),
  '/wifi-code/templates/create': t('resources.wifi-code.shortcuts.page.create'),
  '/wifi-code/templates/:key/edit': t('resources.wifi-code.shortcuts.page.edit'),
  '/start-pages': t('resources.start-pages/terms-of-use.page.list'),
  ...startPageTitles('terms-of-use', 'Nutzungsbedingungen 1'),
  ...startPageTitles('imprints', 'Impressum 1'),
  ...startPageTitles('templates', 'Vorlage 1'),
  ...startPageTitles('bundles', 'Paket 1'),
  '/enrollments': t('resources.enrollments.page.list'),
  '/enrollments/logs': t('resources.enrollments/logs.page.list'),
  '/enrollments/new': t('resources.enrollments.page.create'),
  '/locations': t('resources.locations/location.page.list'),
  '/locations/location': t('resources.locations/location.page.list'),
  '/locations/location/create': t('resources.locations/location.page.create'),
  '/locations/location/:id': t('resources.locations/location.page.show', { recordRepresentation: 'Standort 1' }),
  '/locations/location/:id/edit': t('resources.locations/location.page.edit', { recordRepresentation: 'Standort 1' }),
  '/locations/group': t('resources.locations/group.page.list'),
  '/locations/group/create': t('resources.locations/group.page.create'),
  '/locations/group/:id': t('resources.locations/group.page.show', { recordRepresentation: 'Region 1' }),
  '/locations/group/:id/edit': t('resources.locations/group.page.edit', { recordRepresentation: 'Region 1' }),
  // The operator is a vendor: the partner area is the vendor's view of every partner's leads.
  '/partner': t('resources.partner.page.vendor'),
  '/partner/partner-lead/create': t('resources.partner/partner-lead.page.create'),
  '/partner/partner-lead/:id': t('resources.partner/partner-lead.page.show', { recordRepresentation: 'Hotel 1' }),
  '/partner/partner-lead/:id?/edit': t('resources.partner/partner-lead.page.edit', { recordRepresentation: 'Hotel 1' }),
  '/user/invite/new': t('resources.user.page.create'),
  '/webhooks/create': t('resources.webhooks.page.create'),
  '/webhooks/:id': t('resources.webhooks.page.show', { recordRepresentation: 'https://pms.alpenhotel.test/hooks/1' }),
  '/webhooks/:id/edit': t('resources.webhooks.page.edit', {
    recordRepresentation: 'https://pms.alpenhotel.test/hooks/1',
  }),
  '/login': de.login.title, // the auth callback leads to the login screen
};

const expectedTitle = (route: RouteDef) => OWN_TITLES[route.path] ?? t(routeTitle(route));
const isPending = (route: RouteDef) => !hasScreen(route);

async function visit(navigate: (to: string) => void, route: RouteDef) {
  const path = sample(route.path);
  await act(async () => navigate(path));
  // The previous page stays up while the next one loads (a transition), and the route's document
  // title is set when the next one is shown: wait for both, or the previous page's heading could count.
  // The page's own title (its heading) may replace the route's as the document title.
  const titles = [t(routeTitle(route)), expectedTitle(route)].map((title) => `${title} – ${de.shell.appName}`);
  // The h1 found by its text: getByRole computes every element's role and name on each retry, which
  // over a hundred pages cost this file most of its time; the heading's role is checked once below.
  const heading = await waitFor(() => {
    expect(titles).toContain(document.title);
    const h1 = [...document.querySelectorAll('h1')].find((h) => h.textContent?.trim() === expectedTitle(route));
    if (!h1) throw new Error('no such h1 yet');
    return h1;
  }, SLOW).catch(() => {
    throw new Error(`${route.path} (${path}): no h1 "${expectedTitle(route)}" under the title "${titles[0]}"`);
  });
  expect(heading).toBeVisible();
  expect(heading).toHaveAccessibleName(expectedTitle(route));
  if (isPending(route)) {
    // honest: says the area is not available yet, shows no data of its own
    expect(await screen.findByText(de.pages.pending.text)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  }
}

describe('the route table', () => {
  // Every screen's module imported once first (not rendered: the pages still load through
  // React.lazy): the first import of a large screen is compiled on demand, which on a loaded CI
  // machine took longer than a page's SLOW wait (the previous page then stays up while the next
  // one loads, in a transition).
  beforeAll(async () => {
    await Promise.all(ROUTES.map((route) => screenOf(route)()));
  }, 2 * SLOW_TEST_MS);

  it('has a title and a screen for every path; screens of later issues are the pending-area page', () => {
    for (const route of ROUTES) {
      expect(t(routeTitle(route)), route.path).not.toBe(routeTitle(route)); // the key is translated
      expect(typeof screenOf(route), route.path).toBe('function');
    }
    const real = ROUTES.filter((route) => !isPending(route)).map((route) => route.path);
    expect(real).toEqual(
      expect.arrayContaining([
        '/',
        '/wifi-code',
        '/wifi-code/create',
        '/wifi-code/:code',
        '/wifi-code/:code/edit',
        '/wifi-code/templates',
        '/wifi-code/templates/create',
        '/wifi-code/templates/:key/edit',
        '/requirements/needs-organization',
        '/requirements/no-access',
        '/requirements/needs-plugin/:plugin',
        '/requirements/no-plugins/:plugin',
        '/auth/login',
        '/auth/logout',
        '/auth/logged-out',
        '/auth/forgot-password',
        '/auth/reset-password',
        '/login',
        '/profile/invites',
      ]),
    );
    // Every area of the specification has its screens now: no route is left on the pending page.
    expect(ROUTES.filter((route) => isPending(route)).map((route) => route.path)).toEqual([]);
    expect(hasScreen(ROUTES.find((route) => route.path === '/analytics')!)).toBe(true);
  });

  // In parts of a dozen pages, each its own test with its own time limit: the whole table in one test
  // took 107-121 s under the full suite on the 2-core CI machine and met its 120-s limit (the next test
  // then failed on the unmounted app's act() warning).
  const inLayout = ROUTES.filter((r) => !r.blank);
  const parts = Array.from({ length: Math.ceil(inLayout.length / 12) }, (_, i) => inLayout.slice(i * 12, i * 12 + 12));
  it.each(parts.map((part, i) => [i + 1, parts.length, part] as const))(
    'renders every page with the layout under its path, with its title (part %i of %i)',
    { timeout: SLOW_TEST_MS },
    async (_i, _n, part) => {
      const { location } = renderPages({ path: '/' });
      await screen.findByRole('heading', { level: 1, name: de.home.title }, SLOW);
      for (const route of part) await visit((to) => location.navigate!(to), route);
    },
  );

  it('renders every logged-out page without the layout, with its title', { timeout: SLOW_TEST_MS }, async () => {
    const { location } = renderPages({ path: '/auth/logged-out', authProvider: loggedOutAuth() });
    await screen.findByRole('heading', { level: 1, name: de.logout.loggedOut }, SLOW);
    for (const route of ROUTES.filter((r) => r.blank)) {
      await visit((to) => location.navigate!(to), route);
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    }
  });

  it('keeps the nested paths of the spec apart', async () => {
    const { location } = renderPages({ path: '/locations/location?organization=K100001' });
    expect(
      await screen.findByRole('heading', { level: 1, name: de.shell.breadcrumbs.locations }, SLOW),
    ).toBeInTheDocument();
    await act(async () => location.navigate!('/locations/group/create?organization=K100001'));
    expect(
      await screen.findByRole('heading', { level: 1, name: t('resources.locations/group.page.create') }),
    ).toBeInTheDocument();
    await act(async () => location.navigate!('/wifi-code/templates?organization=K100001'));
    expect(await screen.findByRole('heading', { level: 1, name: de.shell.breadcrumbs.templates })).toBeInTheDocument();
    expect(screen.queryByText(de.pages.pending.text)).not.toBeInTheDocument();
  });
});

describe('unknown paths', () => {
  it.each([
    '/does-not-exist',
    '/wifi-code/CODE0001/edit/extra',
    '/locations/nowhere/at/all',
    '/requirements/needs-plugin',
  ])('%s shows the 404 page inside the layout', async (path) => {
    renderPages({ path });
    expect(await screen.findByRole('heading', { level: 1, name: de.error.notFoundPage }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${de.error.notFoundPage} – ${de.shell.appName}`));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(t('error.code', { status: 404 }))).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: de.error.backHome })).toHaveAttribute('href', '/');
    // inside the layout: the menu is there
    expect(screen.getAllByText('WLAN-Codes').length).toBeGreaterThan(0);
  });

  // Seed 000 §8: "failed page validation: 404" — a record id of the wrong format never reaches a screen.
  it.each([
    '/hotspot-device/not-an-id?organization=K100001',
    '/hotspot-device/65a0000000000000000000a/edit?organization=K100001',
    '/device-account/65a0000000000000000000zz?organization=K100001',
    '/locations/group/G-17/edit?organization=K100001',
    '/start-pages/bundles/1234?organization=K100001',
    '/partner/partner-lead/lead!/edit',
    '/wifi-code/!!/edit?organization=K100001',
    '/wifi-code/AB?organization=K100001',
  ])('a malformed record id: %s shows the 404 page inside the layout', async (path) => {
    renderPages({ path });
    expect(await screen.findByRole('heading', { level: 1, name: de.error.notFoundPage }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${de.error.notFoundPage} – ${de.shell.appName}`));
    expect(within(screen.getByRole('alert')).getByText(t('error.code', { status: 404 }))).toBeInTheDocument();
    expect(screen.getAllByText('WLAN-Codes').length).toBeGreaterThan(0);
  });

  it('react-admin show links (/{resource}/{id}/show) lead to the details page of the table', async () => {
    const { location } = renderPages({ path: '/wifi-code/CODE0001/show?organization=K100001' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: t('resources.wifi-code.page.show', { recordRepresentation: 'CODE0001' }) },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(location.pathname).toBe('/wifi-code/CODE0001');
  });
});
