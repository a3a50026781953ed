import { describe, it, expect } from 'vitest';
import * as domain from '../../../src/domain';
import {
  ANALYTICS_TIERS,
  CMS_TIERS,
  DEVICE_ACCOUNT_TYPES,
  DEVICE_TYPES,
  INVITE_ROLES,
  LOGIN_TYPES,
  MONITORING_SIGNALS,
  PLUGIN_KEYS,
  PLUGIN_KEY_BY_TYPE,
  PLUGIN_TYPES,
  SEVERITIES,
  SEVERITY,
  TEMPLATE_SLOTS,
  isOneOf,
  severityName,
} from '../../../src/domain/enums';
import * as C from '../../../src/domain/constants';

describe('enums', () => {
  it('have the sizes of the specification and no duplicates', () => {
    const sizes: [readonly unknown[], number][] = [
      [LOGIN_TYPES, 10],
      [DEVICE_TYPES, 18],
      [DEVICE_ACCOUNT_TYPES, 3],
      [PLUGIN_TYPES, 20],
      [TEMPLATE_SLOTS, 19],
      [MONITORING_SIGNALS, 6],
      [INVITE_ROLES, 14],
      [ANALYTICS_TIERS, 3],
      [CMS_TIERS, 3],
    ];
    for (const [list, n] of sizes) {
      expect(list).toHaveLength(n);
      expect(new Set(list).size).toBe(n);
    }
  });
  it('maps every plugin type to its block name', () => {
    expect(Object.keys(PLUGIN_KEY_BY_TYPE).sort()).toEqual([...PLUGIN_TYPES].sort());
    expect(PLUGIN_KEYS).toContain('concurrentUser');
    expect(PLUGIN_KEY_BY_TYPE.SLA_STATUS).toBe('slaStatus');
  });
  it('severities 0..5 with names', () => {
    expect(SEVERITIES.map((s) => s.value)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(SEVERITIES.map((s) => s.name)).toEqual(['none', 'info', 'low', 'medium', 'high', 'fatal']);
    expect(SEVERITY.fatal).toBe(5);
    expect(severityName(3)).toBe('medium');
    expect(severityName(9)).toBeUndefined();
  });
  it('isOneOf narrows', () => {
    expect(isOneOf(LOGIN_TYPES, 'VOUCHER_LOGIN')).toBe(true);
    expect(isOneOf(LOGIN_TYPES, 'voucher_login')).toBe(false);
  });
});

describe('constants', () => {
  it('carry the values of the specification', () => {
    expect(C.ACCESS_TOKEN_MAX_AGE_S).toBe(600);
    expect(C.REFRESH_TOKEN_MAX_AGE_S).toBe(7 * 24 * 3600);
    expect(C.INVITE_TOKEN_EXPIRATION_S).toBe(C.INVITE_VALIDITY_DAYS * 24 * 3600);
    expect(C.DEFAULT_LOCALE).toBe('de');
    expect(C.LOCALES).toEqual(['de', 'en']);
    expect(C.LOCALE_TAGS).toEqual({ de: 'de-DE', en: 'en-US' });
    expect(C.PERMISSIONS_REFRESH_MS).toBe(300000);
    expect(C.SWITCH_DRAWER_WIDTH).toBe(496);
    expect([C.RADIUS_AUTH_PORT, C.RADIUS_ACCT_PORT]).toEqual([1812, 1813]);
    expect([C.DEFAULT_TAKE, C.DEFAULT_SKIP]).toEqual([100, 0]);
    expect([C.PASSWORD_MIN, C.PASSWORD_MAX]).toEqual([8, 128]);
    expect(C.PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%^&*()_=[]{};\':"\\|,<>/?+-');
    expect(C.CUSTOMER_ID_PATTERN.test('K123456')).toBe(true);
    expect(C.partnerLogoFile('K123456')).toBe('K123456-logo.png');
  });
});

describe('index', () => {
  it('re-exports every module', () => {
    for (const name of [
      'can',
      'mac',
      'applyDynamicExpires',
      'licencePercent',
      'normalizeCode',
      'LOGIN_TYPES',
      'SNACKBAR_TIMEOUT_MS',
      'voucherCode',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
