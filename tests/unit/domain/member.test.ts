// Members (issue 38): the field rules of a change, the last super-admin rule and the name shown.
import { describe, expect, it } from 'vitest';
import { MEMBER_UPDATE_RULES, losesLastSuperAdmin, memberName, memberRoles } from '../../../src/domain/member';
import { validate } from '../../../src/domain/validation';

describe('members', () => {
  it('accepts every role a member can hold, the output-only ones too, and refuses others', () => {
    expect(memberRoles(['super-admin', 'owner', 'partner'])).toBeUndefined();
    expect(memberRoles(['admin', 'king'])).toEqual({
      message: 'resources.user.errors.role',
      args: { index: 1, value: 'king' },
    });
    expect(validate(['admin', 'admin'], MEMBER_UPDATE_RULES.roles!)).toBeTruthy();
    expect(validate(['others', 'Voucher:read'], MEMBER_UPDATE_RULES.permissions!)).toBeUndefined();
    expect(validate(['Voucher'], MEMBER_UPDATE_RULES.permissions!)).toBeTruthy();
  });

  it('refuses only the change that takes the role from the last holder', () => {
    expect(losesLastSuperAdmin(['u1'], 'u1', false)).toBe(true);
    expect(losesLastSuperAdmin(['u1'], 'u1', true)).toBe(false);
    expect(losesLastSuperAdmin(['u1', 'u2'], 'u1', false)).toBe(false);
    // Not a holder: nothing to lose; a customer without any super-admin is not forced to get one.
    expect(losesLastSuperAdmin(['u1'], 'u2', false)).toBe(false);
    expect(losesLastSuperAdmin([], 'u2', false)).toBe(false);
  });

  it('names a member by first and last name, else by address', () => {
    expect(memberName({ firstName: 'Rita', lastName: 'Rezeption', email: 'r@x.test' })).toBe('Rita Rezeption');
    expect(memberName({ firstName: null, lastName: null, email: 'r@x.test' })).toBe('r@x.test');
  });
});
