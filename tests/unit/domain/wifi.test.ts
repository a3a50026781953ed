// The guest network's rules (issue 40): the SSID is 1–32 bytes of UTF-8 (not characters), the WPA
// passphrase 8–63 printable ASCII characters, and the join-network QR payload escapes \ ; , : " as the
// WIFI: scheme requires.
import { describe, expect, it } from 'vitest';
import {
  escapeWifi,
  isSsid,
  isWifiPassphrase,
  ssid,
  ssidWithPassphrase,
  utf8Length,
  wifiJoinString,
  wifiPassphrase,
  WIFI_NETWORK_RULES,
} from '../../../src/domain/wifi';
import { validateRecord } from '../../../src/domain/validation';

describe('WIFI: payload', () => {
  it('escapes backslash, semicolon, comma, colon and double quote, nothing else', () => {
    expect(escapeWifi('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(escapeWifi("Café 'Ü' & <x>")).toBe("Café 'Ü' & <x>");
    expect(escapeWifi('\\\\')).toBe('\\\\\\\\');
  });

  it('builds the open and the WPA form', () => {
    expect(wifiJoinString({ ssid: 'Hotel Gast' })).toBe('WIFI:T:nopass;S:Hotel Gast;;');
    expect(wifiJoinString({ ssid: 'Hotel Gast', passphrase: null })).toBe('WIFI:T:nopass;S:Hotel Gast;;');
    expect(wifiJoinString({ ssid: 'Hotel Gast', passphrase: '' })).toBe('WIFI:T:nopass;S:Hotel Gast;;');
    expect(wifiJoinString({ ssid: 'Bar;1', passphrase: 'p:a,s"s\\w;d' })).toBe(
      'WIFI:T:WPA;S:Bar\\;1;P:p\\:a\\,s\\"s\\\\w\\;d;;',
    );
  });
});

describe('SSID', () => {
  it('counts UTF-8 bytes: 32 ASCII or 16 umlauts fit, one more does not', () => {
    expect(utf8Length('ü')).toBe(2);
    expect(utf8Length('😀')).toBe(4);
    expect(isSsid('a'.repeat(32))).toBe(true);
    expect(isSsid('a'.repeat(33))).toBe(false);
    expect(isSsid('ü'.repeat(16))).toBe(true);
    expect(isSsid('ü'.repeat(16) + 'a')).toBe(false);
    expect(isSsid('😀'.repeat(8))).toBe(true);
    expect(isSsid('😀'.repeat(8) + 'x')).toBe(false);
  });

  it('refuses blanks and control characters; empty passes the field rule (not required)', () => {
    expect(isSsid('')).toBe(false);
    expect(isSsid('   ')).toBe(false);
    expect(isSsid('a\tb')).toBe(false);
    expect(isSsid('a\nb')).toBe(false);
    expect(isSsid(' Gast ')).toBe(true);
    expect(ssid('')).toBeUndefined();
    expect(ssid(null)).toBeUndefined();
    expect(ssid('x'.repeat(33))).toEqual({ message: 'forms.validationMessages.ssid', args: { max: 32 } });
  });

  it('needs an SSID once a passphrase is set', () => {
    expect(ssidWithPassphrase('', { wifiPassphrase: 'Geheim2026' })).toEqual({
      message: 'forms.validationMessages.required',
      args: {},
    });
    expect(ssidWithPassphrase('', { wifiPassphrase: '' })).toBeUndefined();
    expect(validateRecord({ ssid: 'Gast', wifiPassphrase: 'Geheim2026' }, WIFI_NETWORK_RULES)).toEqual({});
    expect(Object.keys(validateRecord({ wifiPassphrase: 'Geheim2026' }, WIFI_NETWORK_RULES))).toEqual(['ssid']);
  });
});

describe('WPA passphrase', () => {
  it('is 8–63 printable ASCII characters', () => {
    expect(isWifiPassphrase('12345678')).toBe(true);
    expect(isWifiPassphrase('1234567')).toBe(false);
    expect(isWifiPassphrase('x'.repeat(63))).toBe(true);
    expect(isWifiPassphrase('x'.repeat(64))).toBe(false);
    expect(isWifiPassphrase('with space ~!')).toBe(true);
    expect(isWifiPassphrase('Schlüssel1')).toBe(false);
    expect(isWifiPassphrase('tab\there1')).toBe(false);
    expect(wifiPassphrase('')).toBeUndefined();
    expect(wifiPassphrase('short')).toEqual({
      message: 'forms.validationMessages.wifiPassphrase',
      args: { min: 8, max: 63 },
    });
  });
});
