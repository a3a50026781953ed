import { describe, expect, it } from 'vitest';
import {
  decideGuard,
  firstMissingPlugin,
  routeAccess,
  safeReturnPath,
  withOrganization,
  type GuardDecision,
} from '../../src/shell/guards/rules';
import { findRoute } from '../../src/shell/routes';
import { dependsOnCustomer, pathAfterSwitch } from '../../src/shell/useSwitchCustomer';

const ALL = { '*': ['*:*'] };
const base = {
  search: '',
  customerId: 'K100001' as string | null,
  plugins: { analytics: { active: true } } as Record<string, { active: boolean }> | null | undefined,
  detailsLoaded: true,
  acl: ALL as Record<string, string[]>,
  aclLoaded: true,
  customerPending: false,
};
const decide = (pathname: string, extra: Partial<typeof base> = {}): GuardDecision =>
  decideGuard({ ...base, pathname, ...extra });

describe('guard rules', () => {
  it('orders the checks: organization, permission, plugins', () => {
    const none = { customerId: null, plugins: undefined, detailsLoaded: false, acl: {} };
    expect(decide('/analytics', { ...none, search: '?x=1' })).toEqual({
      kind: 'redirect',
      to: '/requirements/needs-organization?route=%2Fanalytics%3Fx%3D1',
    });
    expect(decide('/analytics', { search: '?organization=K100001', acl: {}, plugins: null })).toEqual({
      kind: 'redirect',
      to: '/requirements/no-access?path=%2Fanalytics%3Forganization%3DK100001',
    });
    expect(decide('/analytics', { search: '?organization=K100001', plugins: null })).toEqual({
      kind: 'redirect',
      to: '/requirements/no-plugins/analytics?route=%2Fanalytics%3Forganization%3DK100001',
    });
    expect(decide('/analytics', { search: '?organization=K100001' })).toEqual({ kind: 'allow' });
  });

  it('waits (page unguarded) while permissions, details, the address or the only customer are pending', () => {
    expect(decide('/wifi-code', { aclLoaded: false, acl: {} })).toEqual({ kind: 'pending' });
    expect(decide('/analytics', { detailsLoaded: false, plugins: undefined })).toEqual({ kind: 'pending' });
    expect(decide('/wifi-code', { search: '?organization=K100002' })).toEqual({ kind: 'pending' });
    expect(decide('/wifi-code', { customerId: null, customerPending: true })).toEqual({ kind: 'pending' });
  });

  it('returns from needs-organization to the stored path once a customer is chosen (never off-site)', () => {
    const stored = '?route=%2Fwifi-code%3Ffilter%3Dx';
    expect(decide('/requirements/needs-organization', { search: stored, customerId: null })).toEqual({ kind: 'allow' });
    expect(decide('/requirements/needs-organization', { search: stored })).toEqual({
      kind: 'redirect',
      to: '/wifi-code?filter=x&organization=K100001',
    });
    expect(decide('/requirements/needs-organization', { search: '?route=%2F%2Fevil.test' })).toEqual({ kind: 'allow' });
    expect(safeReturnPath('https://evil.test')).toBeNull();
    expect(safeReturnPath('/\\evil.test')).toBeNull();
    expect(safeReturnPath('/profile')).toBe('/profile');
  });

  it('a stale organization is not kept in the stored path', () => {
    expect(decide('/wifi-code', { customerId: null, search: '' })).toMatchObject({ kind: 'redirect' });
    expect(withOrganization('/wifi-code?organization=K1&a=b', null)).toBe('/wifi-code?a=b');
  });

  it('no-plugins when the customer has no plugin data at all, else needs-plugin, for the first missing one', () => {
    const deviceAccount = findRoute('/device-account');
    expect(firstMissingPlugin(deviceAccount, null)).toEqual({ plugin: 'deviceAccount', kind: 'no-plugins' });
    expect(firstMissingPlugin(deviceAccount, { analytics: null })).toEqual({
      plugin: 'deviceAccount',
      kind: 'no-plugins',
    });
    expect(firstMissingPlugin(deviceAccount, { voucher: { active: false } })).toEqual({
      plugin: 'deviceAccount',
      kind: 'needs-plugin',
    });
    expect(firstMissingPlugin(deviceAccount, { deviceAccount: { active: true } })).toBeNull();
  });

  it('permissions: scoped by the active customer on organization pages, any customer elsewhere', () => {
    const acl = { K100002: ['Voucher:read', 'PartnerLead:read'] };
    expect(routeAccess('/wifi-code', acl, true, 'K100001')).toBe('locked');
    expect(routeAccess('/wifi-code?organization=K100002', acl, true, 'K100002')).toBe('allowed');
    expect(routeAccess('/wifi-code/create', acl, true, 'K100002')).toBe('locked');
    expect(routeAccess('/wifi-code', acl, true, null)).toBe('allowed'); // the page asks for a customer
    expect(routeAccess('/partner', acl, true, 'K100001')).toBe('allowed');
    expect(routeAccess('/wifi-code', acl, false, 'K100001')).toBe('pending');
    expect(routeAccess('/profile', {}, false, null)).toBe('allowed');
  });
});

describe('switch', () => {
  it('keeps the path with the new organization; record pages go back to their list', () => {
    expect(pathAfterSwitch('/wifi-code', '?organization=K1&filter=x', 'K2')).toBe('/wifi-code?organization=K2');
    expect(pathAfterSwitch('/wifi-code/ABC/edit', '?organization=K1', 'K2')).toBe('/wifi-code?organization=K2');
    expect(pathAfterSwitch('/wifi-code/create', '?organization=K1', 'K2')).toBe('/wifi-code/create?organization=K2');
    expect(pathAfterSwitch('/locations/group/g1', '?organization=K1', 'K2')).toBe('/locations/group?organization=K2');
    expect(pathAfterSwitch('/analytics/professional/hotspots', '?organization=K1', 'K2')).toBe(
      '/analytics/professional/hotspots?organization=K2',
    );
    expect(pathAfterSwitch('/wifi-code', '?organization=K1', null)).toBe('/wifi-code');
    expect(pathAfterSwitch('/profile', '?tab=1', 'K2')).toBe('/profile?tab=1');
    expect(pathAfterSwitch('/', '?organization=K1', 'K2')).toBe('/?organization=K2');
  });

  it('clears tenant data and canAccess answers, keeps identity, permissions and the customer list', () => {
    const key = (...queryKey: unknown[]) => ({ queryKey });
    expect(dependsOnCustomer(key('wifi-code', 'getList', {}))).toBe(true);
    expect(dependsOnCustomer(key('auth', 'canAccess', {}))).toBe(true);
    expect(dependsOnCustomer(key('auth', 'getPermissions', {}))).toBe(false);
    expect(dependsOnCustomer(key('auth', 'getIdentity'))).toBe(false);
    expect(dependsOnCustomer(key('customer', 'switchList', { search: '' }))).toBe(false);
    expect(dependsOnCustomer(key('customer', 'whitelabelPartner'))).toBe(false);
  });
});
