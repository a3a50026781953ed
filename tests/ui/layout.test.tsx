import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { de } from '../../src/i18n/de';
import { whitelabelFontSize } from '../../src/domain';
import { activeCustomer } from '../../src/providers/activeCustomer';
import { customerWith, fakeShellApi, renderLayout } from './harness/layoutHarness';
import { SLOW } from './harness/slow';

const PARTNER = { customerId: 'K900001', company: 'NetPartner Systemhaus GmbH' };

describe('top bar', () => {
  it('shows the company of the active customer, the invite bell with its count and the customer switch', async () => {
    const user = userEvent.setup();
    const myInviteCount = vi.fn(async () => 3);
    renderLayout({ shellApi: fakeShellApi({ myInviteCount }) });
    expect(await screen.findByTestId('appbar-company', {}, SLOW)).toHaveTextContent('Alpenhotel Zugspitze');
    const bell = await screen.findByRole('link', { name: 'Offene Einladungen: 3' }, SLOW);
    expect(bell).toHaveAttribute('href', '/profile/invites');
    expect(within(bell).getByTestId('invite-badge')).toHaveTextContent('3');
    expect(myInviteCount).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Kunden wechseln' }));
    expect(activeCustomer.get().selectVisible).toBe(true);
  });

  it('without an active customer shows the app name; no badge without invites', async () => {
    renderLayout({ customer: null });
    expect(await screen.findByTestId('appbar-company', {}, SLOW)).toHaveTextContent('Hotspot Portal');
    const bell = await screen.findByRole('link', { name: 'Offene Einladungen: 0' });
    expect(within(bell).getByTestId('invite-badge').querySelector('.MuiBadge-invisible')).not.toBeNull();
  });

  it('support link only when configured, opening in a new tab', async () => {
    const { unmount } = renderLayout({});
    await screen.findByTestId('appbar-company', {}, SLOW);
    expect(screen.queryByRole('link', { name: /Support/ })).toBeNull();
    unmount();
    renderLayout({ shellApi: fakeShellApi({}, { supportUrl: 'https://support.test/' }) });
    const link = await screen.findByRole('link', { name: 'Support (öffnet in einem neuen Tab)' }, SLOW);
    expect(link).toHaveAttribute('href', 'https://support.test/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});

describe('drawer', () => {
  it('profile link with first and last name and the initials avatar', async () => {
    renderLayout({});
    // Named by its visible text (issue 39: name and visible text agree), the avatar hidden from it.
    const link = await screen.findByRole('link', { name: 'Anna Berger Profil' }, SLOW);
    expect(link).toHaveAttribute('href', '/profile');
    expect(within(link).getByText('AB')).toBeInTheDocument();
    expect(within(link).getByTestId('profile-name')).toHaveTextContent('Anna Berger');
  });

  it('partner logo from the content service, falling back to the partner name when it fails to load', async () => {
    const shellApi = fakeShellApi(
      { whitelabelPartner: vi.fn(async () => PARTNER) },
      { contentUrl: 'https://content.test/' },
    );
    renderLayout({ shellApi });
    const logo = await screen.findByRole('img', { name: 'Logo von NetPartner Systemhaus GmbH' }, SLOW);
    expect(logo).toHaveAttribute('src', 'https://content.test/K900001-logo.png');
    fireEvent.error(logo);
    const name = await screen.findByTestId('whitelabel-name');
    expect(name).toHaveTextContent('NetPartner Systemhaus GmbH');
    expect(name).toHaveStyle({ fontSize: whitelabelFontSize('NetPartner Systemhaus GmbH') });
    expect(screen.queryByRole('img', { name: /Logo von/ })).toBeNull();
  });

  it('without a partner: the vendor’s company, else the app name', async () => {
    const vendor = customerWith({ _id: 'v', id: 'v', customerId: 'K900002', company: 'Vertrieb AG' });
    const { dataProvider, unmount } = renderLayout({
      acl: { K900002: ['PartnerLeadVendor:read', 'PartnerLeadVendor:update'] },
      customer: vendor,
    });
    expect(await screen.findByTestId('whitelabel-name', {}, SLOW)).toHaveTextContent('Vertrieb AG');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'customer',
      expect.objectContaining({ filter: { customerIds: ['K900002'] } }),
    );
    unmount();
    renderLayout({});
    expect(await screen.findByTestId('whitelabel-name', {}, SLOW)).toHaveTextContent('Hotspot Portal');
  });

  it('logout goes through /auth/logout (confirmation) to /auth/logged-out', async () => {
    const user = userEvent.setup();
    const { authProvider } = renderLayout({});
    await user.click(await screen.findByRole('link', { name: 'Abmelden' }, SLOW));
    const confirm = await screen.findByRole('button', { name: de.logout.title }, SLOW);
    expect(authProvider.logout).not.toHaveBeenCalled();
    await user.click(confirm);
    expect(await screen.findByRole('heading', { level: 1, name: de.logout.loggedOut }, SLOW)).toBeInTheDocument();
    expect(authProvider.logout).toHaveBeenCalled();
  });
});

describe('content area', () => {
  it('breadcrumbs: translated segments, ids as they are, links for all but the last', async () => {
    renderLayout({ path: '/locations/group/G-17/edit?organization=K100001' });
    const nav = await screen.findByRole('navigation', { name: 'Navigationspfad' }, SLOW);
    const crumbs = within(nav);
    expect(crumbs.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Standorte' })).toHaveAttribute('href', '/locations?organization=K100001');
    expect(crumbs.getByRole('link', { name: 'Regionen' })).toHaveAttribute(
      'href',
      '/locations/group?organization=K100001',
    );
    expect(crumbs.getByRole('link', { name: 'G-17' })).toHaveAttribute(
      'href',
      '/locations/group/G-17?organization=K100001',
    );
    const last = crumbs.getByText('Bearbeiten');
    expect(last.closest('a')).toBeNull();
    expect(last).toHaveAttribute('aria-current', 'page');
  });

  it('breadcrumbs name a record by its name, not its id (the id while it loads)', async () => {
    const id = '0123456789abcdef01234567';
    renderLayout({
      path: `/hotspot-device/${id}/show`,
      records: { 'hotspot-device': { [id]: { name: 'Lobby Gateway' } } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Navigationspfad' }, SLOW);
    expect(await within(nav).findByRole('link', { name: 'Lobby Gateway' }, SLOW)).toHaveAttribute(
      'href',
      `/hotspot-device/${id}`,
    );
    expect(within(nav).queryByText(id)).toBeNull();
  });

  it('breadcrumbs in English', async () => {
    renderLayout({ path: '/profile/change-password', locale: 'en' });
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' }, SLOW);
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(nav).getByText('Change password')).toHaveAttribute('aria-current', 'page');
  });

  it('offline banner on the offline event, gone on the online event', async () => {
    renderLayout({});
    await screen.findByTestId('appbar-company', {}, SLOW);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent('Keine Internetverbindung');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
  });

  it('partner support banner for support users when the slaStatus plugin names a partner', async () => {
    const customer = customerWith({ plugins: { slaStatus: { active: true, partner: 'NetPartner Systemhaus GmbH' } } });
    const config = { supportMailDomains: ['support.hotspot-portal.test'] };
    const support = { id: 's', fullName: 'Sven Support', initials: 'SS', email: 'sven@support.hotspot-portal.test' };
    const { unmount } = renderLayout({ customer, identity: support, shellApi: fakeShellApi({}, config) });
    const banner = await screen.findByTestId('partner-support-banner', {}, SLOW);
    expect(banner).toHaveTextContent('Dieser Kunde wird vom Partner NetPartner Systemhaus GmbH betreut');
    unmount();

    // not for other users
    const other = renderLayout({ customer, shellApi: fakeShellApi({}, config) });
    await screen.findByTestId('appbar-company', {}, SLOW);
    await screen.findByRole('link', { name: /Profil$/ });
    expect(screen.queryByTestId('partner-support-banner')).toBeNull();
    other.unmount();

    // not without an active slaStatus plugin
    renderLayout({
      customer: customerWith({ plugins: { slaStatus: { active: false, partner: 'NetPartner' } } }),
      identity: support,
      shellApi: fakeShellApi({}, config),
    });
    await screen.findByRole('link', { name: /Profil$/ }, SLOW);
    expect(screen.queryByTestId('partner-support-banner')).toBeNull();
  });

  it('work-in-progress banner when the configuration says so; footer with copyright and imprint', async () => {
    renderLayout({ shellApi: fakeShellApi({}, { wip: true, imprintUrl: 'https://imprint.test/' }) });
    expect(await screen.findByTestId('wip-banner', {}, SLOW)).toHaveTextContent('weiterentwickelt');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Hotspot Portal`);
    expect(within(footer).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', 'https://imprint.test/');
  });

  it('no imprint link and no banner without configuration', async () => {
    renderLayout({});
    const footer = await screen.findByRole('contentinfo', {}, SLOW);
    expect(within(footer).queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('wip-banner')).toBeNull();
  });
});
