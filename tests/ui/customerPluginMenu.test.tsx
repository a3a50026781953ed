// A plugin switched off locks the menu entries of the areas that need it (seed 000 §2: the plugin
// data drives the menu); the lock says which plugin is missing. The plugin screens' crumbs name the plugin.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { breadcrumbsOf } from '../../src/shell/layout/breadcrumbs';
import { buildMenu, type MenuEntryModel } from '../../src/shell/layout/menuModel';
import { customerWith, OPERATOR_ACL, renderLayout } from './harness/layoutHarness';
import { SLOW } from './harness/slow';

const entry = (
  plugins: Record<string, unknown> | null,
  key = 'deviceAccounts',
  customerId: string | null = 'K100001',
) =>
  buildMenu({ acl: OPERATOR_ACL, aclLoaded: true, customerId, plugins: plugins as never, cmsUrl: null }).find(
    (e: MenuEntryModel) => e.key === key,
  )!;

describe('menu and plugins', () => {
  it('locks device accounts when the customer’s deviceAccount plugin is switched off', () => {
    expect(entry({ deviceAccount: { active: true } })).toMatchObject({ state: 'enabled' });
    expect(entry({ deviceAccount: { active: true } }).plugin).toBeUndefined();
    expect(entry({ deviceAccount: { active: false, maxAccounts: 5 } })).toMatchObject({
      state: 'locked',
      plugin: 'deviceAccount',
      to: '/device-account',
    });
  });

  it('a plugin never set up keeps the entry (its page explains the plugin); so does no customer', () => {
    expect(entry({ voucher: { active: true } }).state).toBe('enabled');
    expect(entry(null).state).toBe('enabled');
    expect(entry({ deviceAccount: { active: false } }, 'deviceAccounts', null).state).toBe('enabled');
  });

  it('areas without a plugin requirement and analytics keep their own rules', () => {
    const off = { voucher: { active: false }, analytics: { active: false }, deviceAccount: { active: false } };
    expect(entry(off, 'wifiCodes').state).toBe('enabled');
    expect(entry(off, 'analytics')).toMatchObject({ state: 'enabled', to: '/analytics' });
    expect(entry(off, 'customerPlugins').state).toBe('enabled');
  });

  it('a missing permission stays a permission lock (another customer grants it), or hides the entry (none does)', () => {
    const of = (acl: Record<string, string[]>) =>
      buildMenu({
        acl,
        aclLoaded: true,
        customerId: 'K100001',
        plugins: { deviceAccount: { active: false } },
      }).find((x) => x.key === 'deviceAccounts');
    const e = of({ K100001: ['Voucher:*'], K100002: ['DeviceAccount:read'] })!;
    expect(e).toMatchObject({ state: 'locked' });
    expect(e.plugin).toBeUndefined();
    expect(of({ K100001: ['Voucher:*'] })).toBeUndefined();
  });
});

describe('menu in the drawer', () => {
  it('shows the switched-off plugin’s entry with a lock and says which plugin it needs', async () => {
    renderLayout({ customer: customerWith({ plugins: { deviceAccount: { active: false } } }) });
    const nav = within(await screen.findByRole('navigation', { name: 'Hauptmenü' }, SLOW));
    const entry = await nav.findByRole('menuitem', { name: 'Gerätekonten' }, SLOW);
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    expect(entry).not.toHaveAttribute('href');
    expect(within(entry).getByTestId('LockIcon')).toBeInTheDocument();
    await userEvent.setup().hover(entry);
    expect(
      await screen.findByText(
        'Für diese Seite wird das Plugin „Gerätekonten“ benötigt, das für diese Organisation nicht aktiv ist.',
      ),
    ).toBeInTheDocument();
    expect(nav.getByRole('menuitem', { name: 'WLAN-Codes' })).not.toHaveAttribute('aria-disabled', 'true');
  });
});

describe('no plugin access and missing configuration (seed 001 §6, D257)', () => {
  const of = (acl: Record<string, string[]>, plugins: Record<string, unknown>, key = 'deviceAccounts') =>
    buildMenu({ acl, aclLoaded: true, customerId: 'K100001', plugins: plugins as never, cmsUrl: null }).find(
      (x) => x.key === key,
    );
  const elsewhere = { K100001: ['Voucher:*'], K100002: ['DeviceAccount:read'] };

  it('an entry locked for the permission while its plugin is active here says "no plugin access"', () => {
    expect(of(elsewhere, { deviceAccount: { active: true } })).toMatchObject({
      state: 'locked',
      reason: 'noPluginAccess',
    });
    // the plugin never set up: locked for the permission alone
    expect(of(elsewhere, {})!.reason).toBeUndefined();
    // usable: no reason
    expect(of({ K100001: ['DeviceAccount:read'] }, { deviceAccount: { active: true } })).toMatchObject({
      state: 'enabled',
    });
    expect(of({ K100001: ['DeviceAccount:read'] }, { deviceAccount: { active: true } })!.reason).toBeUndefined();
  });

  it('the drawer says so in the lock’s tooltip', async () => {
    renderLayout({
      acl: elsewhere,
      customer: customerWith({ plugins: { deviceAccount: { active: true } } }),
    });
    const nav = within(await screen.findByRole('navigation', { name: 'Hauptmenü' }, SLOW));
    const entry = await nav.findByRole('menuitem', { name: 'Gerätekonten' }, SLOW);
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().hover(entry);
    expect(await screen.findByText('Sie haben keinen Zugriff auf die Daten dieses Plugins.')).toBeInTheDocument();
  });

  it('the booked CMS without a configured address: locked, "missing configuration"', async () => {
    renderLayout({ customer: customerWith({ plugins: { cms: { active: true } } }) });
    const nav = within(await screen.findByRole('navigation', { name: 'Hauptmenü' }, SLOW));
    const entry = await nav.findByRole('menuitem', { name: 'CMS' }, SLOW);
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    expect(entry).not.toHaveAttribute('href');
    await userEvent.setup().hover(entry);
    expect(
      await screen.findByText('Die Konfiguration für dieses Plugin fehlt. Bitte wenden Sie sich an den Support.'),
    ).toBeInTheDocument();
  });
});

describe('breadcrumbs of the plugin screens', () => {
  it('name the plugin of /customer-plugins/{plugin}/edit|create', () => {
    expect(breadcrumbsOf('/customer-plugins/reos/edit').map((c) => c.key ?? c.text)).toEqual([
      'shell.breadcrumbs.home',
      'resources.customer-plugins.page.list',
      'plugins.reos',
      'shell.breadcrumbs.edit',
    ]);
    expect(breadcrumbsOf('/customer-plugins/webhook/create').map((c) => c.key ?? c.text)).toEqual([
      'shell.breadcrumbs.home',
      'resources.customer-plugins.page.list',
      'plugins.webhook',
      'shell.breadcrumbs.create',
    ]);
  });
});
