// Which UAM addresses the Coova-Chilli hand-over sends a guest's code to (issue 33; the decisions are
// in server/access/guest/params.ts): private, link-local, loopback and unique-local addresses, or the
// controller address the device's own settings name — never a public or carrier-grade NAT address.
import { describe, expect, it } from 'vitest';
import { buildHandover, isUamAddress } from '../../server/access/guest/params';

describe('UAM addresses', () => {
  it.each([
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.182.1',
    '169.254.0.5',
    '127.0.0.1',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:192.168.1.1',
  ])('allows %s', (ip) => expect(isUamAddress(ip, null)).toBe(true));

  it.each([
    '8.8.8.8',
    '100.64.0.1',
    '100.127.0.1',
    '172.15.255.255',
    '172.32.0.0',
    '192.169.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '2001:db8::1',
    '::ffff:8.8.8.8',
    'fe80::1%eth0',
    'gateway.local',
    '',
  ])('refuses %j', (ip) => expect(isUamAddress(ip, null)).toBe(false));

  it('allows the controller address the device settings name, and only that one', () => {
    const settings = { callbackUrl: '203.0.113.7:3990/logon' };
    expect(isUamAddress('203.0.113.7', settings)).toBe(true);
    expect(isUamAddress('203.0.113.8', settings)).toBe(false);
    expect(isUamAddress('203.0.113.7', { callbackUrl: 'controller.example.com/logon' })).toBe(false);
  });

  it('builds no hand-over for a refused address', () => {
    const handover = (uamip: string) =>
      buildHandover({
        deviceType: 'FX_TP_LINK_COOVA_CHILLI',
        coova: true,
        captivePortal: null,
        params: new URLSearchParams({ uamip, uamport: '3990' }),
        code: 'ABCD1234',
      });
    expect(handover('10.1.0.1')?.action).toBe('http://10.1.0.1:3990/logon');
    expect(handover('8.8.8.8')).toBeNull();
    expect(handover('100.64.1.1')).toBeNull();
  });
});
