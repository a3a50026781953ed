import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ROLE_PERMISSIONS, type AclMap } from '../../src/domain';
import { buildMenu, cmsHref, MENU_PATHS, type MenuEntryModel } from '../../src/shell/layout/menuModel';
import { findRoute } from '../../src/shell/routes';
import { customerWith, fakeShellApi, OPERATOR_ACL, renderLayout } from './harness/layoutHarness';
import { SLOW } from './harness/slow';

const K = 'K100001';
const ANALYTICS = { analytics: { active: true, productTier: 'PROFESSIONAL' } };
const CMS = { cms: { active: true } };

const role = (name: keyof typeof ROLE_PERMISSIONS, key = K): AclMap => ({ [key]: [...ROLE_PERMISSIONS[name]] });

function flat(entries: MenuEntryModel[]): MenuEntryModel[] {
  return entries.flatMap((e) => [e, ...(e.children ?? [])]);
}
function stateOf(entries: MenuEntryModel[]) {
  return Object.fromEntries(flat(entries).map((e) => [e.key, e.state]));
}
const menu = (acl: AclMap, plugins = {}, customerId: string | null = K, cmsUrl: string | null = 'https://cms.test') =>
  buildMenu({ acl, aclLoaded: true, customerId, plugins, cmsUrl });

async function menuNav() {
  return within(await screen.findByRole('navigation', { name: 'Hauptmenü' }, SLOW));
}

/** A menu entry is usable: a link, not disabled, with its icon instead of the lock. */
function expectEnabled(item: HTMLElement) {
  expect(item).not.toHaveAttribute('aria-disabled', 'true');
  expect(item.tagName).toBe('A');
  expect(within(item).queryByTestId('LockIcon')).toBeNull();
}
/** A locked entry: lock icon and disabled, no link. */
function expectLocked(item: HTMLElement) {
  expect(item).toHaveAttribute('aria-disabled', 'true');
  expect(item).not.toHaveAttribute('href');
  expect(within(item).getByTestId('LockIcon')).toBeInTheDocument();
}

describe('menu rules (seed 000 §2, §6)', () => {
  it('every entry leads to a route of the route table', () => {
    for (const path of Object.values(MENU_PATHS)) expect(findRoute(path)?.path, path).toBe(path);
  });

  it('operator: every area usable; analytics sub-items with the plugin; vendor (not partner) entry', () => {
    const state = stateOf(menu(OPERATOR_ACL, { ...ANALYTICS, ...CMS }));
    for (const key of [
      'home',
      'cms',
      'wifiCodes',
      'deviceAccounts',
      'locations',
      'hotspotDevices',
      'hotspotDeviceConfigs',
      'loginTemplates',
      'accountTemplates',
      'analyticsHotspots',
      'analyticsLocations',
      'customerPlugins',
      'users',
      'enrollments',
      'vendor',
      'docs',
      'changelog',
    ]) {
      expect(state[key], key).toBe('enabled');
    }
    // '*:*' grants PartnerLeadVendor: a vendor, so the partner entry is hidden
    expect(state.partner).toBeUndefined();
  });

  it('voucher-admin: only WiFi codes among the customer areas, nothing locked (issue 40); no users, partner or vendor', () => {
    const state = stateOf(menu(role('voucher-admin')));
    expect(state.wifiCodes).toBe('enabled');
    for (const key of [
      'deviceAccounts',
      'locations',
      'hotspotDevices',
      'hotspotDeviceConfigs',
      'loginTemplates',
      'accountTemplates',
      'startPages',
      'analytics',
      'customerPlugins',
      'users',
      'enrollments',
    ]) {
      expect(state[key], key).toBeUndefined();
    }
    expect(Object.values(state)).not.toContain('locked');
    expect(state.partner).toBeUndefined();
    expect(state.vendor).toBeUndefined();
    expect(state.home).toBe('enabled');
    expect(state.docs).toBe('enabled');
  });

  it('partner: partner entry (for its own customer key, whatever customer is active), no vendor entry', () => {
    const acl = { K900001: [...ROLE_PERMISSIONS.partner], ...role('admin') };
    const state = stateOf(menu(acl));
    expect(state.partner).toBe('enabled');
    expect(state.vendor).toBeUndefined();
    expect(state.wifiCodes).toBe('enabled');
  });

  it('vendor: vendor entry, no partner entry even with PartnerLead access', () => {
    const state = stateOf(menu({ K900002: [...ROLE_PERMISSIONS.vendor, 'PartnerLead:read'] }));
    expect(state.vendor).toBe('enabled');
    expect(state.partner).toBeUndefined();
  });

  it('users need create on UserInvite (hidden when no customer grants it, locked when another does)', () => {
    expect(stateOf(menu({ [K]: ['UserInvite:create'] })).users).toBe('enabled');
    expect(stateOf(menu({ [K]: ['UserInvite:read', 'UserInvite:update'] })).users).toBeUndefined();
    expect(stateOf(menu(role('super-admin'))).users).toBe('enabled');
    expect(stateOf(menu(role('admin'))).users).toBeUndefined();
    expect(stateOf(menu({ ...role('admin'), ...role('super-admin', 'K100002') })).users).toBe('locked');
  });

  it('enrollments need read on EnrollmentKeys or EnrollmentKeyLogs', () => {
    expect(stateOf(menu({ [K]: ['EnrollmentKeys:read'] })).enrollments).toBe('enabled');
    expect(stateOf(menu({ [K]: ['EnrollmentKeyLogs:read'] })).enrollments).toBe('enabled');
    expect(stateOf(menu({ [K]: ['EnrollmentKeys:create'] })).enrollments).toBeUndefined();
    expect(stateOf(menu({ [K]: ['Voucher:*'], K100002: ['EnrollmentKeys:read'] })).enrollments).toBe('locked');
  });

  it('grants of another customer do not unlock the active one: locked, a customer switch opens it', () => {
    const state = stateOf(menu({ K100002: ['Voucher:*'] }));
    expect(state.wifiCodes).toBe('locked');
    expect(stateOf(menu({ K100002: ['Voucher:*'] }, {}, 'K100002')).wifiCodes).toBe('enabled');
  });

  it('hidden, not locked, when no customer of the user grants the entry (issue 40)', () => {
    const state = stateOf(menu({ [K]: ['Voucher:*'], K100002: ['DeviceAccount:read'] }));
    expect(state.wifiCodes).toBe('enabled');
    expect(state.deviceAccounts).toBe('locked');
    for (const key of ['locations', 'hotspotDevices', 'analytics', 'customerPlugins', 'users', 'enrollments'])
      expect(state[key], key).toBeUndefined();
  });

  it('a "*" grant opens the entry for every customer: never locked by permission', () => {
    const state = stateOf(menu({ '*': ['Voucher:read'] }));
    expect(state.wifiCodes).toBe('enabled');
    expect(Object.values(state)).not.toContain('locked');
  });

  it('without an active customer: usable when some customer of the user allows it (the page asks for one)', () => {
    const operator = stateOf(menu(OPERATOR_ACL, {}, null));
    expect(operator.wifiCodes).toBe('enabled');
    expect(operator.users).toBe('enabled');
    const voucherAdmin = stateOf(menu(role('voucher-admin'), {}, null));
    expect(voucherAdmin.wifiCodes).toBe('enabled');
    expect(voucherAdmin.deviceAccounts).toBeUndefined();
    expect(voucherAdmin.users).toBeUndefined();
    expect(stateOf(menu({}, {}, null)).wifiCodes).toBeUndefined();
  });

  it('while the permissions load nothing is unlocked nor shown as locked', () => {
    const entries = flat(buildMenu({ acl: undefined, aclLoaded: false, customerId: K, plugins: null }));
    expect(entries.find((e) => e.key === 'wifiCodes')!.state).toBe('pending');
    expect(entries.some((e) => e.state === 'locked')).toBe(false);
  });

  it('CMS: only with an active cms plugin; locked as a missing configuration without a URL; carries the organization', () => {
    expect(stateOf(menu(OPERATOR_ACL, {})).cms).toBeUndefined();
    expect(stateOf(menu(OPERATOR_ACL, { cms: { active: false } })).cms).toBeUndefined();
    // seed 001 §6 "missing configuration" (D257)
    expect(menu(OPERATOR_ACL, CMS, K, null).find((e) => e.key === 'cms')).toEqual({
      key: 'cms',
      state: 'locked',
      reason: 'missingConfig',
    });
    const cms = menu(OPERATOR_ACL, CMS).find((e) => e.key === 'cms')!;
    expect(cms.href).toBe('https://cms.test/?organization=K100001');
    expect(cmsHref('https://cms.test/app?x=1', 'K1')).toBe('https://cms.test/app?x=1&organization=K1');
  });

  it('analytics: sub-items with the plugin, otherwise one entry', () => {
    const withPlugin = menu(OPERATOR_ACL, ANALYTICS).find((e) => e.key === 'analytics')!;
    expect(withPlugin.to).toBeUndefined();
    expect(withPlugin.children?.map((c) => [c.key, c.to])).toEqual([
      ['analyticsHotspots', '/analytics/professional/hotspots'],
      ['analyticsLocations', '/analytics/professional/locations'],
    ]);
    const without = menu(OPERATOR_ACL, {}).find((e) => e.key === 'analytics')!;
    expect(without).toMatchObject({ to: '/analytics', state: 'enabled' });
    expect(without.children).toBeUndefined();
    // basic analytics only: no sub-item is reachable, so the single entry (the basic page) stays
    const basic = menu({ [K]: ['BasicAnalytics:read'] }, ANALYTICS).find((e) => e.key === 'analytics')!;
    expect(basic).toMatchObject({ to: '/analytics', state: 'enabled' });
    expect(basic.children).toBeUndefined();
    // professional analytics on another customer: the sub-items are locked (a switch opens them)
    const elsewhere = menu({ [K]: ['BasicAnalytics:read'], K100002: ['ProfessionalAnalytics:read'] }, ANALYTICS).find(
      (e) => e.key === 'analytics',
    )!;
    expect(elsewhere.children?.map((c) => c.state)).toEqual(['locked', 'locked']);
  });
});

describe('menu in the drawer', () => {
  it('voucher-admin: WiFi codes is a link with the organization, the areas no customer grants are not shown (issue 40)', async () => {
    renderLayout({ acl: role('voucher-admin'), path: '/' });
    const nav = await menuNav();
    const wifi = await nav.findByRole('menuitem', { name: 'WLAN-Codes' }, SLOW);
    expectEnabled(wifi);
    expect(wifi).toHaveAttribute('href', '/wifi-code?organization=K100001');
    for (const name of [
      'Gerätekonten',
      'Standorte',
      'Hotspot-Geräte',
      'Kontovorlagen',
      'Analysen',
      'Plugins',
      'Benutzer',
      'Aktivierungsschlüssel',
    ]) {
      expect(nav.queryByRole('menuitem', { name }), name).toBeNull();
    }
    expect(nav.queryAllByTestId('LockIcon')).toHaveLength(0);
    expect(nav.queryByRole('menuitem', { name: 'Partner' })).toBeNull();
    expect(nav.queryByRole('menuitem', { name: 'Anbieter' })).toBeNull();
    expect(nav.queryByRole('menuitem', { name: 'CMS' })).toBeNull();
    expectEnabled(nav.getByRole('menuitem', { name: 'Dokumentation' }));
    expectEnabled(nav.getByRole('menuitem', { name: 'Neuigkeiten' }));
  });

  it('operator with cms and analytics plugins: CMS link in a new tab, analytics sub-items, vendor entry', async () => {
    renderLayout({
      customer: customerWith({ plugins: { ...ANALYTICS, ...CMS } }),
      shellApi: fakeShellApi({}, { cmsUrl: 'https://cms.test' }),
    });
    const nav = await menuNav();
    const cms = await nav.findByRole('menuitem', { name: 'CMS' }, SLOW);
    expect(cms).toHaveAttribute('href', 'https://cms.test/?organization=K100001');
    expect(cms).toHaveAttribute('target', '_blank');
    expect(nav.getByRole('menuitem', { name: 'Hotspots' })).toHaveAttribute(
      'href',
      '/analytics/professional/hotspots?organization=K100001',
    );
    expectEnabled(nav.getByRole('menuitem', { name: 'Benutzer' }));
    expectEnabled(nav.getByRole('menuitem', { name: 'Anbieter' }));
    expect(nav.getByRole('menuitem', { name: 'Anbieter' })).toHaveAttribute('href', '/partner');
    expect(nav.queryByRole('menuitem', { name: 'Partner' })).toBeNull();
    expect(nav.queryAllByTestId('LockIcon')).toHaveLength(0);
  });

  it('partner: partner entry; users hidden (no customer of the partner grants inviting)', async () => {
    renderLayout({ acl: { K900001: [...ROLE_PERMISSIONS.partner], ...role('admin') } });
    const nav = await menuNav();
    expectEnabled(await nav.findByRole('menuitem', { name: 'Partner' }, SLOW));
    expect(nav.queryByRole('menuitem', { name: 'Anbieter' })).toBeNull();
    expect(nav.queryByRole('menuitem', { name: 'Benutzer' })).toBeNull();
  });

  it('locked (lock icon, disabled) when another customer of the user grants the entry', async () => {
    renderLayout({ acl: { ...role('voucher-admin'), ...role('super-admin', 'K100002') } });
    const nav = await menuNav();
    expectEnabled(await nav.findByRole('menuitem', { name: 'WLAN-Codes' }, SLOW));
    for (const name of ['Gerätekonten', 'Standorte', 'Hotspot-Geräte', 'Benutzer', 'Aktivierungsschlüssel'])
      expectLocked(nav.getByRole('menuitem', { name }));
    // granted by no customer of the user (the super-admin reads plugins, nobody writes them; no partner)
    expect(nav.queryByRole('menuitem', { name: 'Partner' })).toBeNull();
  });

  it('without the analytics plugin: one analytics entry', async () => {
    renderLayout({});
    const nav = await menuNav();
    const analytics = await nav.findByRole('menuitem', { name: 'Analysen' }, SLOW);
    expect(analytics).toHaveAttribute('href', '/analytics?organization=K100001');
    expect(nav.queryByRole('menuitem', { name: 'Hotspots' })).toBeNull();
  });
});
