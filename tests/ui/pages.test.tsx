import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { de } from '../../src/i18n/de';
import { activeCustomer } from '../../src/providers/activeCustomer';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { errorState } from '../../src/shell/pages/errorState';
import {
  allowAllAuth,
  detailedCustomer,
  fakeShellApi,
  pagesDataProvider,
  loggedOutAuth,
  renderPages,
} from './harness/pagesHarness';
import { SLOW } from './harness/slow';

const i18n = createI18nProvider('de');
const t = (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);

afterEach(() => errorState.clear());

/** Two customers: none is chosen automatically. */
function twoCustomers() {
  const dataProvider = pagesDataProvider();
  const other = detailedCustomer({ _id: 'c2', id: 'c2', customerId: 'K100002', company: 'Stadtcafé Mitte' });
  dataProvider.getList.mockImplementation(async (resource: string) =>
    resource === 'customer' ? { data: [detailedCustomer(), other], total: 2 } : { data: [], total: 0 },
  );
  return dataProvider;
}

describe('requirement pages', () => {
  it('needs-organization: explains, shows the attempted page and opens the customer switch', async () => {
    const user = userEvent.setup();
    renderPages({
      path: '/requirements/needs-organization?route=%2Fdevice-account%2Fcreate',
      withCustomer: false,
      dataProvider: twoCustomers(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: de.requirements.needsOrganization.title }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(de.requirements.needsOrganization.text)).toBeInTheDocument();
    expect(screen.getByText('/device-account/create')).toBeInTheDocument();
    expect(activeCustomer.get().selectVisible).toBe(false);
    await user.click(screen.getByRole('button', { name: de.requirements.selectCustomer }));
    expect(activeCustomer.get().selectVisible).toBe(true);
  });

  it('needs-organization ignores a route parameter that is not a path of the portal', async () => {
    renderPages({
      path: '/requirements/needs-organization?route=%2F%2Fevil.example%2Fx',
      withCustomer: false,
      dataProvider: twoCustomers(),
    });
    await screen.findByText(de.requirements.needsOrganization.text, {}, SLOW);
    expect(screen.queryByText(/evil\.example/)).not.toBeInTheDocument();
  });

  it('no-access: shows the attempted path from ?path and a link home', async () => {
    renderPages({ path: '/requirements/no-access?path=%2Fuser%2Finvite%2Fnew%3Forganization%3DK100001' });
    expect(
      await screen.findByRole('heading', { level: 1, name: de.requirements.noAccess.title }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(de.requirements.noAccess.text)).toBeInTheDocument();
    expect(screen.getByText('/user/invite/new?organization=K100001')).toBeInTheDocument();
    const main = screen.getByText(de.requirements.noAccess.text).closest('.MuiCard-root') as HTMLElement;
    expect(within(main).getByRole('link', { name: de.error.backHome })).toHaveAttribute('href', '/');
  });

  it('needs-plugin: names the translated plugin, keeps the route parameter, links home', async () => {
    const { location } = renderPages({ path: '/requirements/needs-plugin/deviceAccount?route=%2Fdevice-account' });
    expect(
      await screen.findByRole('heading', { level: 1, name: de.requirements.needsPlugin.title }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText(t('requirements.needsPlugin.text', { plugin: de.plugins.deviceAccount })),
    ).toBeInTheDocument();
    expect(screen.getByText('/device-account')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: de.error.backHome }).length).toBeGreaterThan(0);
    expect(new URLSearchParams(location.search).get('route')).toBe('/device-account');
  });

  it('no-plugins: says that the organisation has no plugins and which one the page needs', async () => {
    const { location } = renderPages({ path: '/requirements/no-plugins/analytics?route=%2Fanalytics%2Fbasic' });
    expect(
      await screen.findByRole('heading', { level: 1, name: de.requirements.noPlugins.title }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(de.requirements.noPlugins.text)).toBeInTheDocument();
    expect(
      screen.getByText(t('pages.requirements.requiredPlugin', { plugin: de.plugins.analytics })),
    ).toBeInTheDocument();
    expect(new URLSearchParams(location.search).get('route')).toBe('/analytics/basic');
  });
});

describe('logged-out pages', () => {
  it('logout asks first, then logs out without a server call and shows the logged-out page', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const authProvider = allowAllAuth();
    const { location } = renderPages({ path: '/auth/logout', authProvider });
    expect(await screen.findByRole('heading', { level: 1, name: de.logout.title }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(de.logout.confirm)).toBeInTheDocument();
    expect(authProvider.logout).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: de.logout.title }));
    expect(await screen.findByRole('heading', { level: 1, name: de.logout.loggedOut })).toBeInTheDocument();
    expect(authProvider.logout).toHaveBeenCalledTimes(1);
    expect(location.pathname).toBe('/auth/logged-out');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('logout can be cancelled', async () => {
    const user = userEvent.setup();
    const authProvider = allowAllAuth();
    const { location } = renderPages({ path: '/auth/logout', authProvider });
    await user.click(await screen.findByRole('button', { name: de.pages.auth.cancel }, SLOW));
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(authProvider.logout).not.toHaveBeenCalled();
  });

  it('the logged-out page offers the re-login', async () => {
    const user = userEvent.setup();
    const { location } = renderPages({ path: '/auth/logged-out', authProvider: loggedOutAuth() });
    expect(await screen.findByRole('heading', { level: 1, name: de.logout.loggedOut }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: de.logout.relogin }));
    expect(await screen.findByRole('heading', { level: 1, name: de.login.title })).toBeInTheDocument();
    expect(location.pathname).toBe('/auth/login');
  });

  it('the logged-out page says why when an error ended the session', async () => {
    errorState.set({ message: 'error.403', status: 403 });
    renderPages({ path: '/auth/logged-out' });
    expect(
      await screen.findByText(t('pages.auth.lastError', { message: de.error['403'] }), {}, SLOW),
    ).toBeInTheDocument();
  });

  // The forgot- and reset-password pages: tests/ui/profilePasswords.test.tsx.
});

describe('home page', () => {
  const card = (name: string) => screen.getByRole('region', { name });

  it('shows the cards; the last login honestly as not available yet', async () => {
    const { dataProvider } = renderPages({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: de.home.title }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/Willkommen im Hotspot Portal, Anna Admin/)).toBeInTheDocument();
    expect(within(card(de.home.lastLogin)).getByText(de.pages.home.lastLoginUnavailable)).toBeInTheDocument();
    expect(
      within(card(de.home.analyticsPortal)).getByRole('link', { name: de.home.analyticsPortalAction }),
    ).toHaveAttribute('href', '/analytics');
    expect(within(card(de.home.faq)).getByRole('link', { name: de.home.faqAction })).toHaveAttribute('href', '/docs');
    expect(within(card(de.home.feedback)).getByRole('link', { name: de.home.feedbackAction })).toHaveAttribute(
      'href',
      '/changelog',
    );
    // no support portal configured for this customer: no card
    expect(screen.queryByRole('region', { name: de.home.supportPortal })).not.toBeInTheDocument();
    // no warning without a licence utilisation
    expect(screen.queryByText(de.home.licenceWarningTitle)).not.toBeInTheDocument();
    // nothing was asked of the data interface for the last login
    expect(dataProvider.getList.mock.calls.every(([resource]) => resource === 'customer')).toBe(true);
  });

  it('links the support portal of the active SLA plugin and sends feedback to the support address', async () => {
    const customer = detailedCustomer({
      plugins: { slaStatus: { active: true, supportPortal: 'https://support.example.test/portal' } },
    });
    const shellApi = fakeShellApi({
      appConfig: vi.fn(async () => ({
        contentUrl: '/content',
        supportUrl: null,
        imprintUrl: null,
        supportMailDomains: [],
        supportEmail: 'hilfe@hotspot.test',
      })),
    });
    renderPages({ path: '/', customer, shellApi });
    const support = await screen.findByRole('region', { name: de.home.supportPortal }, SLOW);
    const link = within(support).getByRole('link', { name: new RegExp(de.home.supportPortalAction) });
    expect(link).toHaveAttribute('href', 'https://support.example.test/portal');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() =>
      expect(within(card(de.home.feedback)).getByRole('link', { name: de.home.feedbackAction })).toHaveAttribute(
        'href',
        `mailto:hilfe@hotspot.test?subject=${encodeURIComponent(de.pages.home.feedbackSubject)}`,
      ),
    );
  });

  it('does not link a support portal that is not a web address', async () => {
    const customer = detailedCustomer({
      plugins: { slaStatus: { active: true, supportPortal: 'javascript:alert(1)' } },
    });
    renderPages({ path: '/', customer });
    await screen.findByRole('region', { name: de.home.faq }, SLOW);
    expect(screen.queryByRole('region', { name: de.home.supportPortal })).not.toBeInTheDocument();
  });

  it('warns at 85 % licence utilisation, with the percentage in 2 decimals', async () => {
    const customer = detailedCustomer({
      licenseUtilization: { customerId: 'K100001', isValid: true, license: 200, usage: 170 },
    });
    renderPages({ path: '/', customer });
    const warning = await screen.findByText(de.home.licenceWarningTitle, {}, SLOW);
    const alert = warning.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(t('home.licenceWarning', { percent: '85,00' }))).toBeInTheDocument();
    expect(within(alert).getByText(de.licence.warningNear)).toBeInTheDocument();
  });

  it.each([
    [{ license: 10, usage: 9 }, de.licence.oneLeft, '90,00'],
    [{ license: 10, usage: 12 }, de.licence.atLimit, '100,00'],
  ])('warns with the message of the situation (%o)', async (figures, message, percent) => {
    const customer = detailedCustomer({ licenseUtilization: { customerId: 'K100001', isValid: true, ...figures } });
    renderPages({ path: '/', customer });
    expect(await screen.findByText(message, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(t('home.licenceWarning', { percent }))).toBeInTheDocument();
  });

  it.each([
    ['unlimited', { license: -1, usage: 5000 }],
    ['far from the limit', { license: 100, usage: 10 }],
  ])('shows no licence warning when %s', async (_label, figures) => {
    const customer = detailedCustomer({ licenseUtilization: { customerId: 'K100001', isValid: true, ...figures } });
    renderPages({ path: '/', customer });
    await screen.findByRole('region', { name: de.home.lastLogin }, SLOW);
    expect(screen.queryByText(de.home.licenceWarningTitle)).not.toBeInTheDocument();
  });
});
