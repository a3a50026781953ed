import { describe, expect, it } from 'vitest';
import {
  CONTROLLER_BLOCKS,
  DEVICE_RULES,
  activePeriodErrors,
  isCallbackUrl,
  isDeviceActive,
  isTimeZone,
  needsLanMac,
} from '../../../src/domain/hotspotDevice';
import { DEVICE_TYPES } from '../../../src/domain/enums';
import { normalizeIp } from '../../../src/domain/location';
import { validateRecord } from '../../../src/domain/validation';

const base = {
  name: 'Lobby',
  deviceType: 'UBIQUITI',
  mac: ['00-1A-2B-3C-4D-5E'],
  monitoringConfig: { alias: 'Lobby' },
};
const messages = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(validateRecord(record, DEVICE_RULES)).map(([k, v]) => [k, v.message]));

describe('device rules', () => {
  it('accepts a device with a MAC in any delimiter form and any case', () => {
    expect(messages(base)).toEqual({});
    expect(messages({ ...base, mac: ['001a.2b3c.4d5e', '00 1A 2B 3C 4D 5F', '00:1a:2b:3c:4d:60'] })).toEqual({});
  });

  it('needs a name, a type, at least one MAC and the monitoring alias', () => {
    expect(messages({ mac: [] })).toEqual({
      name: 'forms.validationMessages.required',
      deviceType: 'forms.validationMessages.required',
      mac: 'forms.validationMessages.required',
      'monitoringConfig.alias': 'forms.validationMessages.required',
    });
  });

  it('refuses locally administered MACs, invalid ones and the same MAC twice in other notations', () => {
    expect(messages({ ...base, mac: ['02:00:00:00:00:01'] }).mac).toBe('forms.validationMessages.realMac');
    expect(messages({ ...base, mac: ['00:1A:2B'] }).mac).toBe('forms.validationMessages.macArray');
    expect(messages({ ...base, mac: ['00:1A:2B:3C:4D:5E', '001a2b3c4d5e'] }).mac).toBe(
      'forms.validationMessages.unique',
    );
    expect(messages({ ...base, lanMac: 'DA:00:00:00:00:01' }).lanMac).toBe('forms.validationMessages.realMac');
  });

  it('knows IANA time zones and refuses others', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(messages({ ...base, timezone: 'Berlin' }).timezone).toBe('forms.validationMessages.timezone');
  });

  it('FX devices need the LAN MAC', () => {
    expect(needsLanMac('FX_TP_LINK_COOVA_CHILLI')).toBe(true);
    expect(needsLanMac('UBIQUITI')).toBe(false);
  });

  it('names controller blocks for every device type', () => {
    expect(Object.keys(CONTROLLER_BLOCKS).sort()).toEqual([...DEVICE_TYPES].sort());
  });
});

describe('active period', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('needs a start and an end not before it', () => {
    expect(activePeriodErrors({ end: '2026-12-01T00:00:00Z' })['activePeriod.start']?.message).toBe(
      'forms.validationMessages.required',
    );
    expect(
      activePeriodErrors({ start: '2026-12-01T00:00:00Z', end: '2026-11-01T00:00:00Z' })['activePeriod.end']?.message,
    ).toBe('forms.validationMessages.dateRange');
    expect(activePeriodErrors(null)).toEqual({});
  });

  it('makes a device inactive outside its period, the end inclusive', () => {
    const period = { start: '2026-11-01T00:00:00.000Z', end: '2026-11-23T12:00:00.000Z' };
    expect(isDeviceActive({ active: true, activePeriod: period }, now)).toBe(true);
    expect(isDeviceActive({ active: true, activePeriod: period }, now + 1)).toBe(false);
    expect(isDeviceActive({ active: true, activePeriod: { start: '2026-12-01T00:00:00Z' } }, now)).toBe(false);
    expect(isDeviceActive({ active: false, activePeriod: null }, now)).toBe(false);
    expect(isDeviceActive({ active: true, activePeriod: null }, now)).toBe(true);
  });
});

describe('captive-portal callback URL', () => {
  it('has no protocol', () => {
    expect(isCallbackUrl('controller.example.com:8443/login')).toBe(true);
    expect(isCallbackUrl('https://controller.example.com')).toBe(false);
    expect(isCallbackUrl('ftp://x')).toBe(false);
    expect(isCallbackUrl('not a host')).toBe(false);
  });
});

describe('DNS filter IPs', () => {
  it('compare IPv6 addresses in one normal form', () => {
    expect(normalizeIp('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeIp('1:0:0:2:0:0:0:3')).toBe('1:0:0:2::3');
    expect(normalizeIp(' 192.0.2.10 ')).toBe('192.0.2.10');
  });
});
