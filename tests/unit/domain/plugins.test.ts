// The plugin block rules (src/domain/plugins.ts) the forms and the server share.
import { describe, expect, it } from 'vitest';
import { PLUGIN_KEYS } from '../../../src/domain/enums';
import {
  PLUGIN_ERRORS,
  PLUGIN_FIELDS,
  SECRET_PATHS,
  blockRules,
  blockSummary,
  isPluginKey,
  mailDomains,
  pluginErrors,
  smsSenderName,
  vlanRange,
} from '../../../src/domain/plugins';
import { validate } from '../../../src/domain/validation';

const V = 'forms.validationMessages.';
const messages = (values: Record<string, unknown>, keep: string[] = []) =>
  Object.fromEntries(Object.entries(pluginErrors(values, keep)).map(([k, v]) => [k, v.message]));

describe('plugin fields', () => {
  it('has a field list for every plugin kind and marks the credentials', () => {
    expect(Object.keys(PLUGIN_FIELDS).sort()).toEqual([...PLUGIN_KEYS].sort());
    expect([...SECRET_PATHS].sort()).toEqual(
      [
        'boostcom.analyticsToken',
        'boostcom.token',
        'cidaas.clientSecret',
        'reos.clientSecret',
        'reos.password',
        'webhook.token',
      ].sort(),
    );
    expect(isPluginKey('reos')).toBe(true);
    expect(isPluginKey('REOS')).toBe(false);
    expect(isPluginKey('__proto__')).toBe(false);
  });

  it('requires what seed 001 §3 requires', () => {
    const required = (key: keyof typeof PLUGIN_FIELDS) =>
      PLUGIN_FIELDS[key]
        .filter((f) => f.required)
        .map((f) => f.name)
        .sort();
    expect(required('cidaas')).toEqual(['apiUrl', 'clientId', 'clientSecret']);
    expect(required('cms')).toEqual(['initialEmail', 'productTier', 'storageSizeMb']);
    expect(required('reos')).toEqual(['apiUrl', 'clientSecret', 'maxVlanId', 'minVlanId']);
    expect(required('voucher')).toEqual(['maxVouchers']);
    expect(required('voucherSms')).toEqual(['smsSenderName']);
    expect(required('webhook')).toEqual(['apiUrl', 'token']);
    expect(required('wifi4eu')).toEqual(['identifier']);
    expect(required('dnsFilter')).toEqual(['organizationId']);
    expect(required('cooldown')).toEqual([]);
  });
});

describe('pluginErrors', () => {
  it('checks only the blocks given, each field named block.field', () => {
    expect(messages({})).toEqual({});
    expect(messages({ reos: null, cidaas: undefined })).toEqual({});
    expect(messages({ cidaas: { active: true } })).toEqual({
      'cidaas.apiUrl': `${V}required`,
      'cidaas.clientId': `${V}required`,
      'cidaas.clientSecret': `${V}required`,
    });
    expect(messages({ monitoring: {} })).toEqual({ 'monitoring.active': `${V}required` });
    expect(messages({ voucher: { active: true, maxVouchers: -1 }, monitoring: { active: false } })).toEqual({});
  });

  it('keeps stored credentials: they may be left empty', () => {
    const reos = { active: true, apiUrl: 'https://r.test', minVlanId: 1, maxVlanId: 2, clientSecret: '' };
    expect(messages({ reos })).toEqual({ 'reos.clientSecret': `${V}required` });
    expect(messages({ reos }, ['reos.clientSecret'])).toEqual({});
    // but a stored credential of another block does not help
    expect(messages({ reos }, ['cidaas.clientSecret'])).toEqual({ 'reos.clientSecret': `${V}required` });
  });

  it('checks URLs, e-mails, numbers and their ranges', () => {
    expect(
      messages({
        cms: { active: true, initialEmail: 'x', productTier: 'BASIC', storageSizeMb: 1.5 },
        webhook: { active: true, apiUrl: 'ftp://h.test', token: 't' },
        voucher: { active: true, maxVouchers: -2 },
        concurrentUser: { active: true, value: 3_000_000_000 },
      }),
    ).toEqual({
      'cms.initialEmail': `${V}email`,
      'cms.storageSizeMb': `${V}integer`,
      'webhook.apiUrl': `${V}url`,
      'voucher.maxVouchers': `${V}min_value`,
      'concurrentUser.value': `${V}max_value`,
    });
  });

  it('reos: VLAN ids 1–4094 and the lowest not above the highest', () => {
    const reos = (min: number, max: number) => ({
      reos: { active: true, apiUrl: 'https://r.test', clientSecret: 's', minVlanId: min, maxVlanId: max },
    });
    expect(messages(reos(100, 100))).toEqual({});
    expect(messages(reos(1, 4094))).toEqual({});
    expect(messages(reos(200, 100))).toEqual({ 'reos.maxVlanId': PLUGIN_ERRORS.vlanRange });
    expect(messages(reos(0, 4095))).toEqual({ 'reos.minVlanId': `${V}min_value`, 'reos.maxVlanId': `${V}max_value` });
    expect(vlanRange(10, { reos: { minVlanId: 11 } })).toEqual({ message: PLUGIN_ERRORS.vlanRange, args: { min: 11 } });
    expect(vlanRange(null, { reos: { minVlanId: 11 } })).toBeUndefined();
  });

  it('SMS sender: up to 11 letters and digits with a letter, or a number of up to 16 digits', () => {
    for (const ok of ['Hotel', 'Cafe Muller', 'WLAN-2026', '+491701234567', '4917012345678901'])
      expect(smsSenderName(ok)).toBeUndefined();
    for (const bad of ['Hotel Sonnblick', 'Café', '12345678901234567', '!!!', 'a_b'])
      expect(smsSenderName(bad)?.message).toBe(PLUGIN_ERRORS.smsSenderName);
  });

  it('SLA: a level, known options without repeats, mail domains', () => {
    expect(messages({ slaStatus: { active: true } })).toEqual({ 'slaStatus.level': `${V}required` });
    expect(
      messages({ slaStatus: { active: true, level: 'GOLD', slaOptions: ['LOCAL_SERVICE', 'LOCAL_SERVICE'] } }),
    ).toMatchObject({ 'slaStatus.level': expect.any(String), 'slaStatus.slaOptions': `${V}unique` });
    expect(mailDomains(['netpartner.test', 'support.example.com'])).toBeUndefined();
    expect(mailDomains(['user@netpartner.test'])?.message).toBe(PLUGIN_ERRORS.mailDomain);
    expect(mailDomains(['localhost'])?.message).toBe(PLUGIN_ERRORS.mailDomain);
    expect(
      messages({
        slaStatus: { active: true, level: 'BASIC', mailDomains: Array.from({ length: 51 }, (_, i) => `d${i}.test`) },
      }),
    ).toEqual({ 'slaStatus.mailDomains': `${V}arrayMaxSize` });
  });

  it('refuses control characters and overlong text', () => {
    expect(messages({ wifi4eu: { active: true, identifier: 'a\u0000b' } })).toEqual({
      'wifi4eu.identifier': `${V}text`,
    });
    expect(messages({ boostcom: { active: true, token: 'x'.repeat(501) } })).toEqual({ 'boostcom.token': `${V}max` });
  });
});

describe('blockRules and blockSummary', () => {
  it('gives the form the same rules by dotted source', () => {
    const rules = blockRules('reos');
    expect(Object.keys(rules)).toContain('reos.maxVlanId');
    const values = { reos: { minVlanId: 300 } };
    expect(validate(200, rules['reos.maxVlanId']!, values)?.message).toBe(PLUGIN_ERRORS.vlanRange);
    expect(validate('', rules['reos.clientSecret']!, values)?.message).toBe(`${V}required`);
    expect(validate('', blockRules('reos', ['clientSecret'])['reos.clientSecret']!, values)).toBeUndefined();
  });

  it('summarises numbers and tiers of a block', () => {
    expect(
      blockSummary('cms', { active: true, storageSizeMb: 500, productTier: 'STANDARD', initialEmail: 'a@b.test' }),
    ).toEqual([
      { field: expect.objectContaining({ name: 'productTier' }), value: 'STANDARD' },
      { field: expect.objectContaining({ name: 'storageSizeMb', unit: 'mb' }), value: 500 },
    ]);
    expect(blockSummary('monitoring', { active: true })).toEqual([]);
    expect(blockSummary('voucher', null)).toEqual([]);
  });
});
