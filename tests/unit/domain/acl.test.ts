import { describe, it, expect } from 'vitest';
import {
  ACTIONS,
  HOTSPOT_ADMINISTRATION_SUBJECTS,
  INVITE_PERMISSION_GROUPS,
  ROLES,
  SUBJECTS,
  buildAcl,
  can,
  canAnywhere,
  canSeeEnrollmentsMenu,
  canSeeLicenceCard,
  canSeeMenuEntry,
  canSeePartnerMenu,
  canSeeUsersMenu,
  canSeeVendorMenu,
  customerScope,
  grantMatches,
  isSupportUser,
  isVendorAcl,
  permissionsForRoles,
  scopeIncludes,
} from '../../../src/domain/acl';
import type { AclMap, Subject } from '../../../src/domain/acl';
import { INVITE_ROLES, OUTPUT_ONLY_ROLES } from '../../../src/domain/enums';

const A = 'K111111';
const B = 'K222222';

describe('constants', () => {
  it('has the 17 subjects and 4 actions', () => {
    expect(SUBJECTS).toHaveLength(18);
    expect(new Set(SUBJECTS).size).toBe(18);
    expect(ACTIONS).toEqual(['create', 'read', 'update', 'delete']);
  });
  it('ROLES = invite roles + output-only roles', () => {
    expect(ROLES).toEqual([...INVITE_ROLES, ...OUTPUT_ONLY_ROLES]);
  });
});

describe('can', () => {
  const acl: AclMap = {
    '*': ['Voucher:read'],
    [A]: ['Voucher:create', 'DeviceAccount:*', 'HotspotDevice:update'],
    [B]: ['*:*'],
  };
  it('grants under * apply to every customer and without a customer', () => {
    expect(can(acl, 'Voucher', 'read', A)).toBe(true);
    expect(can(acl, 'Voucher', 'read', 'K999999')).toBe(true);
    expect(can(acl, 'Voucher', 'read')).toBe(true);
    expect(can(acl, 'Voucher', 'read', null)).toBe(true);
  });
  it('grants under a customer key apply only to that customer', () => {
    expect(can(acl, 'Voucher', 'create', A)).toBe(true);
    expect(can(acl, 'Voucher', 'create', 'K999999')).toBe(false);
    expect(can(acl, 'Voucher', 'create')).toBe(false);
    expect(can(acl, 'Voucher', 'create', '')).toBe(false);
    expect(can(acl, 'Voucher', 'create', '*')).toBe(false);
  });
  it("another customer's key never grants", () => {
    expect(can(acl, 'HotspotDevice', 'update', A)).toBe(true);
    expect(can({ [B]: ['HotspotDevice:update'] }, 'HotspotDevice', 'update', A)).toBe(false);
    expect(can(acl, 'PartnerLead', 'read', A)).toBe(false); // '*:*' is under B
    expect(can(acl, 'PartnerLead', 'read', B)).toBe(true);
  });
  it("'Subject:*' grants every action, '*:*' everything, '*:read' read on everything", () => {
    for (const a of ACTIONS) expect(can(acl, 'DeviceAccount', a, A)).toBe(true);
    expect(can(acl, 'HotspotDevice', 'delete', A)).toBe(false);
    for (const s of SUBJECTS) for (const a of ACTIONS) expect(can(acl, s, a, B)).toBe(true);
    const readAll: AclMap = { '*': ['*:read'] };
    expect(can(readAll, 'OnlineUsers', 'read', A)).toBe(true);
    expect(can(readAll, 'OnlineUsers', 'update', A)).toBe(false);
  });
  it("'any' means at least one of the four actions", () => {
    expect(can(acl, 'HotspotDevice', 'any', A)).toBe(true);
    expect(can(acl, 'HotspotDeviceConfig', 'any', A)).toBe(false);
    expect(can(acl, 'Voucher', 'any')).toBe(true);
    expect(can({ '*': ['Voucher:delete'] }, 'Voucher', 'any')).toBe(true);
  });
  it('denies with no acl and ignores malformed grants', () => {
    expect(can(undefined, 'Voucher', 'read', A)).toBe(false);
    expect(can(null, 'Voucher', 'read')).toBe(false);
    expect(can({}, 'Voucher', 'read', A)).toBe(false);
    const weird: AclMap = {
      '*': ['Voucher', 'Voucher:any', 'voucher:read', 'Voucher:READ', 'Voucher:read:x', ':read', ''],
    };
    expect(can(weird, 'Voucher', 'read')).toBe(false);
    expect(can(weird, 'Voucher', 'any')).toBe(false);
    expect(can({ '*': 'Voucher:read' } as unknown as AclMap, 'Voucher', 'read')).toBe(false);
    expect(can({ [A]: ['Voucher:read'] }, 'Voucher', 'read', 'toString')).toBe(false);
  });
  it('grantMatches', () => {
    expect(grantMatches('Voucher:read', 'Voucher', 'read')).toBe(true);
    expect(grantMatches('Voucher:*', 'Voucher', 'delete')).toBe(true);
    expect(grantMatches('*:*', 'OnlineUsers', 'create')).toBe(true);
    expect(grantMatches('Voucher:read', 'DeviceAccount', 'read')).toBe(false);
  });
});

describe('customerScope', () => {
  it("returns '*' when a '*' grant allows it", () => {
    expect(customerScope({ '*': ['Voucher:*'], [A]: ['Voucher:read'] }, 'Voucher', 'read')).toBe('*');
  });
  it('otherwise the sorted customerIds that allow it', () => {
    const acl: AclMap = {
      [B]: ['Voucher:read'],
      [A]: ['Voucher:*'],
      K333333: ['DeviceAccount:read'],
      '*': ['OnlineUsers:read'],
    };
    expect(customerScope(acl, 'Voucher', 'read')).toEqual([A, B]);
    expect(customerScope(acl, 'Voucher', 'delete')).toEqual([A]);
    expect(customerScope(acl, 'Voucher', 'any')).toEqual([A, B]);
    expect(customerScope(acl, 'PartnerLead', 'read')).toEqual([]);
    expect(customerScope(undefined, 'Voucher', 'read')).toEqual([]);
  });
  it('canAnywhere and scopeIncludes', () => {
    expect(canAnywhere({ [A]: ['Voucher:read'] }, 'Voucher', 'read')).toBe(true);
    expect(canAnywhere({ [A]: ['Voucher:read'] }, 'Voucher', 'update')).toBe(false);
    expect(scopeIncludes('*', A)).toBe(true);
    expect(scopeIncludes([A], A)).toBe(true);
    expect(scopeIncludes([A], B)).toBe(false);
  });
});

describe('roles', () => {
  const grants = (roles: string[]) => ({ [A]: permissionsForRoles(roles) });
  const allowed = (roles: string[], subject: Subject, action: 'create' | 'read' | 'update' | 'delete' | 'any') =>
    can(grants(roles), subject, action, A);

  it('service and owner may do everything', () => {
    expect(permissionsForRoles(['service'])).toEqual(['*:*']);
    for (const s of SUBJECTS) {
      expect(allowed(['service'], s, 'delete')).toBe(true);
      expect(allowed(['owner'], s, 'create')).toBe(true);
    }
  });
  it('admin: all hotspot administration, nothing else', () => {
    for (const s of HOTSPOT_ADMINISTRATION_SUBJECTS) expect(allowed(['admin'], s, 'read')).toBe(true);
    for (const s of [
      'Voucher',
      'DeviceAccount',
      'HotspotDevice',
      'HotspotDeviceConfig',
      'HotspotDeviceLocation',
      'HotspotDeviceLocationGroup',
      'HotspotLoginTemplate',
      'HotspotAccountTemplate',
      'EnrollmentKeys',
    ] as const) {
      for (const a of ACTIONS) expect(allowed(['admin'], s, a)).toBe(true);
    }
    expect(allowed(['admin'], 'EnrollmentKeyLogs', 'delete')).toBe(false);
    for (const s of [
      'UserInvite',
      'OnlineUsers',
      'BasicAnalytics',
      'CustomerPlugins',
      'PartnerLead',
      'PartnerLeadVendor',
    ] as const) {
      expect(allowed(['admin'], s, 'any')).toBe(false);
    }
  });
  it('super-admin: admin + users + online users + analytics + plugins read', () => {
    for (const a of ACTIONS) expect(allowed(['super-admin'], 'UserInvite', a)).toBe(true);
    expect(allowed(['super-admin'], 'OnlineUsers', 'read')).toBe(true);
    expect(allowed(['super-admin'], 'BasicAnalytics', 'read')).toBe(true);
    expect(allowed(['super-admin'], 'ProfessionalAnalytics', 'read')).toBe(true);
    expect(allowed(['super-admin'], 'CustomerPlugins', 'read')).toBe(true);
    expect(allowed(['super-admin'], 'CustomerPlugins', 'update')).toBe(false);
    expect(allowed(['super-admin'], 'EnrollmentKeys', 'create')).toBe(true);
    expect(allowed(['super-admin'], 'EnrollmentKeyLogs', 'read')).toBe(true);
    expect(allowed(['super-admin'], 'PartnerLead', 'any')).toBe(false);
    for (const p of permissionsForRoles(['admin'])) expect(permissionsForRoles(['super-admin'])).toContain(p);
  });
  it('read-all and fx-support: read on everything but the vendor programme, write on nothing', () => {
    for (const role of ['read-all', 'fx-support']) {
      for (const s of SUBJECTS) {
        // PartnerLeadVendor under any key reads every partner's leads: the vendor role's alone.
        expect(allowed([role], s, 'read')).toBe(s !== 'PartnerLeadVendor');
        expect(allowed([role], s, 'create')).toBe(false);
        expect(allowed([role], s, 'update')).toBe(false);
        expect(allowed([role], s, 'delete')).toBe(false);
      }
    }
  });
  it('user: read on hotspot entities', () => {
    expect(allowed(['user'], 'HotspotDevice', 'read')).toBe(true);
    expect(allowed(['user'], 'Voucher', 'read')).toBe(true);
    expect(allowed(['user'], 'Voucher', 'create')).toBe(false);
    expect(allowed(['user'], 'UserInvite', 'read')).toBe(false);
  });
  it('hotspot-admin: devices and related configs', () => {
    for (const s of [
      'HotspotDevice',
      'HotspotDeviceConfig',
      'HotspotDeviceLocation',
      'HotspotDeviceLocationGroup',
      'EnrollmentKeys',
    ] as const) {
      for (const a of ACTIONS) expect(allowed(['hotspot-admin'], s, a)).toBe(true);
    }
    expect(allowed(['hotspot-admin'], 'EnrollmentKeyLogs', 'read')).toBe(true);
    expect(allowed(['hotspot-admin'], 'Voucher', 'any')).toBe(false);
    // A device configuration picks login templates and a start page: read only.
    expect(allowed(['hotspot-admin'], 'HotspotLoginTemplate', 'read')).toBe(true);
    expect(allowed(['hotspot-admin'], 'HotspotLoginTemplate', 'update')).toBe(false);
    expect(allowed(['hotspot-admin'], 'StartPageContent', 'read')).toBe(true);
    expect(allowed(['hotspot-admin'], 'StartPageContent', 'create')).toBe(false);
  });
  it('single-entity admins', () => {
    expect(permissionsForRoles(['voucher-admin'])).toEqual(['Voucher:*']);
    expect(permissionsForRoles(['device-account-admin'])).toEqual(['DeviceAccount:*']);
    // What a login template picks, and the login templates that use an account template: read only.
    expect(permissionsForRoles(['hotspot-login-template-admin'])).toEqual([
      'HotspotAccountTemplate:read',
      'HotspotLoginTemplate:*',
      'StartPageContent:read',
    ]);
    expect(permissionsForRoles(['hotspot-account-template-admin'])).toEqual([
      'HotspotAccountTemplate:*',
      'HotspotLoginTemplate:read',
    ]);
  });
  it('analytics, monitoring, partner, vendor, app-user', () => {
    expect(permissionsForRoles(['basic-analytics'])).toEqual(['BasicAnalytics:read']);
    expect(permissionsForRoles(['professional-analytics'])).toEqual([
      'BasicAnalytics:read',
      'ProfessionalAnalytics:read',
    ]);
    expect(permissionsForRoles(['monitoring'])).toEqual(['OnlineUsers:read']);
    expect(permissionsForRoles(['partner'])).toEqual(['PartnerLead:*']);
    expect(permissionsForRoles(['vendor'])).toEqual(['PartnerLeadVendor:read', 'PartnerLeadVendor:update']);
    expect(permissionsForRoles(['app-user'])).toEqual([]);
    expect(permissionsForRoles(['none'])).toEqual([]);
  });
  it('unions roles, deduplicates, sorts, ignores unknown roles', () => {
    const p = permissionsForRoles(['basic-analytics', 'professional-analytics', 'unknown', 'constructor']);
    expect(p).toEqual(['BasicAnalytics:read', 'ProfessionalAnalytics:read']);
    expect(permissionsForRoles([])).toEqual([]);
  });
  it('every role maps to well-formed strings', () => {
    for (const role of ROLES) {
      for (const p of permissionsForRoles([role])) expect(p).toMatch(/^(\*|[A-Za-z]+):(\*|create|read|update|delete)$/);
    }
  });
  it('invite permission groups', () => {
    expect(INVITE_PERMISSION_GROUPS.others).toEqual(expect.arrayContaining(['Voucher:*', 'HotspotDevice:*']));
    expect(INVITE_PERMISSION_GROUPS.userInviteWrite).toEqual(['UserInvite:*']);
  });
});

describe('buildAcl', () => {
  it('unions roles and extra permissions per key, deduplicated and sorted', () => {
    const acl = buildAcl([
      { customerKey: B, roles: ['voucher-admin'], permissions: ['OnlineUsers:read'] },
      { customerKey: A, roles: ['monitoring'], permissions: ['Voucher:read', 'OnlineUsers:read'] },
      { customerKey: B, roles: ['basic-analytics'], permissions: ['Voucher:*'] },
      { customerKey: '*', roles: ['vendor'], permissions: [] },
      { customerKey: 'K333333', roles: ['app-user'], permissions: [] },
    ]);
    expect(acl).toEqual({
      '*': ['PartnerLeadVendor:read', 'PartnerLeadVendor:update'],
      [A]: ['OnlineUsers:read', 'Voucher:read'],
      [B]: ['BasicAnalytics:read', 'OnlineUsers:read', 'Voucher:*'],
    });
    expect(Object.keys(acl)).toEqual(['*', A, B]);
    expect(buildAcl([])).toEqual({});
  });
});

describe('menu rules', () => {
  it('users menu needs create on UserInvite', () => {
    expect(canSeeUsersMenu({ [A]: ['UserInvite:create'] }, A)).toBe(true);
    expect(canSeeUsersMenu({ [A]: ['UserInvite:read'] }, A)).toBe(false);
    expect(canSeeUsersMenu({ [A]: ['UserInvite:create'] }, B)).toBe(false);
  });
  it('vendor menu needs read or update on PartnerLeadVendor', () => {
    expect(canSeeVendorMenu({ '*': ['PartnerLeadVendor:read'] })).toBe(true);
    expect(canSeeVendorMenu({ [A]: ['PartnerLeadVendor:update'] }, A)).toBe(true);
    expect(canSeeVendorMenu({ [A]: ['PartnerLeadVendor:create'] }, A)).toBe(false);
  });
  it('partner menu: not a vendor and any access on PartnerLead', () => {
    const acl: AclMap = { [A]: ['PartnerLead:read'] };
    expect(canSeePartnerMenu(acl, A, false)).toBe(true);
    expect(canSeePartnerMenu(acl, A, true)).toBe(false);
    expect(canSeePartnerMenu(acl, B, false)).toBe(false);
    expect(isVendorAcl({ [A]: ['PartnerLeadVendor:read'] })).toBe(true);
    expect(isVendorAcl(acl)).toBe(false);
  });
  it('enrollments menu needs read on EnrollmentKeys or EnrollmentKeyLogs', () => {
    expect(canSeeEnrollmentsMenu({ [A]: ['EnrollmentKeys:read'] }, A)).toBe(true);
    expect(canSeeEnrollmentsMenu({ [A]: ['EnrollmentKeyLogs:read'] }, A)).toBe(true);
    expect(canSeeEnrollmentsMenu({ [A]: ['EnrollmentKeys:create'] }, A)).toBe(false);
  });
  it('licence card needs read on OnlineUsers and a limited licence', () => {
    const acl: AclMap = { [A]: ['OnlineUsers:read'] };
    expect(canSeeLicenceCard(acl, A, 50)).toBe(true);
    for (const unlimited of [-1, 0, null, undefined]) expect(canSeeLicenceCard(acl, A, unlimited)).toBe(false);
    expect(canSeeLicenceCard({ [A]: ['Voucher:read'] }, A, 50)).toBe(false);
  });
  it('other entries need an active customer and any access on the subject', () => {
    const acl: AclMap = { '*': ['Voucher:read'] };
    expect(canSeeMenuEntry(acl, 'Voucher', A)).toBe(true);
    expect(canSeeMenuEntry(acl, 'Voucher', null)).toBe(false);
    expect(canSeeMenuEntry(acl, 'DeviceAccount', A)).toBe(false);
  });
});

describe('isSupportUser', () => {
  it('matches a domain suffix case-insensitively, with or without @', () => {
    expect(isSupportUser('anna@example.com', ['example.com'])).toBe(true);
    expect(isSupportUser('anna@example.com', ['@example.com'])).toBe(true);
    expect(isSupportUser('Anna@EXAMPLE.com', ['Example.COM'])).toBe(true);
    expect(isSupportUser('anna@support.example.com', ['example.com'])).toBe(true);
    expect(isSupportUser(' anna@example.com ', [' @example.com '])).toBe(true);
    expect(isSupportUser('anna@x.org', ['other.de', 'x.org'])).toBe(true);
  });
  it('never matches a different domain ending in the same letters', () => {
    expect(isSupportUser('anna@notexample.com', ['example.com'])).toBe(false);
    expect(isSupportUser('anna@notexample.com', ['@example.com'])).toBe(false);
    expect(isSupportUser('anna@support.example.com', ['@example.com'])).toBe(false);
    expect(isSupportUser('anna@example.com.evil.org', ['example.com'])).toBe(false);
  });
  it('handles empty input', () => {
    expect(isSupportUser('anna@example.com', [])).toBe(false);
    expect(isSupportUser('anna@example.com', ['', '@'])).toBe(false);
    expect(isSupportUser('example.com', ['example.com'])).toBe(false);
    expect(isSupportUser('', ['example.com'])).toBe(false);
  });
});
