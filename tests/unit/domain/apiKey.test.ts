// API keys' pure rules (issue 37): a key's role must lie within what its creator holds for that
// customer; the key's text; the expiry bound shared by the form and the server.
import { describe, expect, it } from 'vitest';
import { apiKeyExpiresAt, grantableApiKeyRoles, parseApiKey, roleBeyondHeld } from '../../../src/domain/apiKey';
import { buildAcl } from '../../../src/domain/acl';

describe('API key roles within the creator’s grants', () => {
  const superAdmin = buildAcl([{ customerKey: 'K100001', roles: ['super-admin'], permissions: [] }]);
  it('allows the roles the creator holds completely, for that customer only', () => {
    expect(roleBeyondHeld(superAdmin, 'K100001', 'voucher-admin')).toEqual([]);
    expect(roleBeyondHeld(superAdmin, 'K100002', 'voucher-admin')).toEqual(['Voucher:*']);
    expect(roleBeyondHeld(superAdmin, 'K100001', 'read-all').length).toBeGreaterThan(0);
    expect(roleBeyondHeld(superAdmin, 'K100001', 'service')).toEqual(['*:*']);
    const roles = grantableApiKeyRoles(superAdmin, 'K100001');
    expect(roles).toContain('super-admin');
    expect(roles).not.toContain('read-all');
    const owner = buildAcl([{ customerKey: '*', roles: ['owner'], permissions: [] }]);
    expect(grantableApiKeyRoles(owner, 'K100002')).toContain('service');
    expect(grantableApiKeyRoles({}, 'K100001')).toEqual([]);
  });
  it('parses keys and bounds expiries', () => {
    expect(parseApiKey(`hpk_K100001_0123456789_${'a'.repeat(43)}`)).toMatchObject({
      customerId: 'K100001',
      prefix: 'hpk_K100001_0123456789',
    });
    expect(parseApiKey('hpk_K100001_xyz')).toBeNull();
    const now = Date.UTC(2026, 0, 1);
    const rule = apiKeyExpiresAt(() => now);
    expect(rule('2026-06-01')).toBeUndefined();
    expect(rule('2025-12-31')?.message).toBe('forms.validationMessages.futureDate');
    expect(rule('2027-06-01')?.message).toBe('resources.apiKey.errors.expiryTooFar');
  });
});
