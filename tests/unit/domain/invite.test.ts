import { describe, expect, it } from 'vitest';
import { buildAcl, permissionsForRoles } from '../../../src/domain/acl';
import {
  INVITE_BATCH_RULES,
  INVITE_RULES,
  TAKE_USER_INVITE_RULES,
  expandInvitePermissions,
  grantsBeyond,
  inviteExpiry,
  inviteGrants,
  inviteLink,
  inviteOrganisation,
  isInviteExpired,
  isInvitePermission,
  isPermissionString,
  parseEmailList,
} from '../../../src/domain/invite';
import { validateRecord } from '../../../src/domain/validation';

const HOTEL = 'K100001';
const CAFE = 'K100002';

describe('invite grants', () => {
  it('expands roles, the groups and literal strings into ACL strings', () => {
    const g = inviteGrants(['voucher-admin'], ['userInviteWrite', 'OnlineUsers:read']);
    expect(g).toEqual(['OnlineUsers:read', 'UserInvite:*', 'Voucher:*']);
    const others = inviteGrants([], ['others']);
    expect(others).toEqual(permissionsForRoles(['admin']));
    expect(expandInvitePermissions(['others'])).not.toContain('others');
  });

  it('recognises permission strings and groups', () => {
    expect(isPermissionString('Voucher:read')).toBe(true);
    expect(isPermissionString('*:*')).toBe(true);
    expect(isPermissionString('Voucher:fly')).toBe(false);
    expect(isPermissionString('Nope:read')).toBe(false);
    expect(isPermissionString('Voucher:read:x')).toBe(false);
    expect(isInvitePermission('others')).toBe(true);
    expect(isInvitePermission('userInviteWrite')).toBe(true);
    expect(isInvitePermission('everything')).toBe(false);
  });
});

describe('never more than you hold', () => {
  const superAdmin = buildAcl([{ customerKey: HOTEL, roles: ['super-admin'], permissions: [] }]);
  const owner = buildAcl([{ customerKey: '*', roles: ['owner'], permissions: [] }]);

  it('allows what the inviter holds for that organisation', () => {
    expect(
      grantsBeyond(
        superAdmin,
        HOTEL,
        inviteGrants(['super-admin', 'admin', 'voucher-admin'], ['others', 'userInviteWrite']),
      ),
    ).toEqual([]);
    expect(grantsBeyond(owner, CAFE, inviteGrants(['service'], []))).toEqual([]);
  });

  it('names every grant beyond it, wildcards expanded', () => {
    expect(grantsBeyond(superAdmin, HOTEL, inviteGrants(['service'], []))).toEqual(['*:*']);
    expect(grantsBeyond(superAdmin, HOTEL, ['PartnerLead:read', 'Voucher:read'])).toEqual(['PartnerLead:read']);
    expect(grantsBeyond(superAdmin, HOTEL, ['CustomerPlugins:*'])).toEqual(['CustomerPlugins:*']);
    expect(grantsBeyond(superAdmin, HOTEL, ['CustomerPlugins:read'])).toEqual([]);
    // Another organisation's grants never count.
    expect(grantsBeyond(superAdmin, CAFE, ['Voucher:read'])).toEqual(['Voucher:read']);
  });
});

describe('invite rules', () => {
  it('checks the create input, naming the field', () => {
    expect(validateRecord({ email: 'a@example.com', roles: ['admin'] }, INVITE_RULES)).toEqual({});
    const bad = validateRecord(
      {
        email: 'nope',
        lang: 'fr',
        timezone: 'Mars/Base',
        roles: ['emperor'],
        permissions: ['x'],
        firstName: 'x'.repeat(101),
      },
      INVITE_RULES,
    );
    expect(Object.keys(bad).sort()).toEqual(['email', 'firstName', 'lang', 'permissions', 'roles', 'timezone']);
    expect(bad.roles).toEqual({ message: 'resources.user.errors.role', args: { index: 0, value: 'emperor' } });
    expect(validateRecord({ email: 'a@example.com', roles: ['admin', 'admin'] }, INVITE_RULES).roles?.message).toBe(
      'forms.validationMessages.unique',
    );
  });

  it('checks the batch lists', () => {
    expect(validateRecord({ emails: ['a@example.com'], customerIds: [HOTEL] }, INVITE_BATCH_RULES)).toEqual({});
    expect(validateRecord({ emails: ['a@example.com', 'b'], customerIds: [HOTEL] }, INVITE_BATCH_RULES).emails).toEqual(
      {
        message: 'forms.validationMessages.email',
        args: { index: 1, value: 'b' },
      },
    );
    expect(validateRecord({ emails: [], customerIds: [] }, INVITE_BATCH_RULES)).toMatchObject({
      emails: { message: 'forms.validationMessages.required' },
      customerIds: { message: 'forms.validationMessages.required' },
    });
  });

  it('requires a profile and a password under the policy for a new user', () => {
    const ok = { customerIds: [HOTEL], firstName: 'A', lastName: 'B', password: 'Sicher#2026' };
    expect(validateRecord(ok, TAKE_USER_INVITE_RULES)).toEqual({});
    expect(validateRecord({ ...ok, password: 'sicher2026' }, TAKE_USER_INVITE_RULES).password?.message).toBe(
      'forms.validationMessages.password',
    );
    expect(validateRecord({ ...ok, lastName: ' ' }, TAKE_USER_INVITE_RULES).lastName?.message).toBe(
      'forms.validationMessages.required',
    );
  });
});

describe('invite helpers', () => {
  it('parses a text of addresses: separators, case, duplicates', () => {
    expect(parseEmailList(' A@example.com, b@example.com;\nA@EXAMPLE.com  c@example.com ')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(parseEmailList('  ')).toEqual([]);
  });

  it('expires after 432,000 s', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(inviteExpiry(now).getTime() - now).toBe(432_000_000);
    expect(isInviteExpired(new Date(now), now)).toBe(true);
    expect(isInviteExpired(new Date(now + 1), now)).toBe(false);
  });

  it('builds the link and the organisation label', () => {
    expect(inviteLink('https://portal.example.com/', 'a-b_c')).toBe(
      'https://portal.example.com/auth/invite?token=a-b_c',
    );
    expect(inviteOrganisation({ customerId: HOTEL, invitingCustomer: { customerId: HOTEL, company: 'Hotel' } })).toBe(
      'Hotel (K100001)',
    );
    expect(inviteOrganisation({ customerId: HOTEL, invitingCustomer: null })).toBe(HOTEL);
  });
});
