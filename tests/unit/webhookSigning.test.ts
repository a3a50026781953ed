// The pure parts of webhooks (issue 37, docs/webhooks.md): the Standard Webhooks signature (a known
// vector, the plugin token's key, tampering and stale timestamps refused) and the address rule of the
// SSRF guard (server/platform/outbound.ts), IPv4 and IPv6 including IPv4-mapped and NAT64 forms.
import { describe, expect, it } from 'vitest';
import { signDelivery, signingKey, verifyDelivery } from '../../server/tenancy/webhook/signature';
import { isRefusedAddress } from '../../server/platform/outbound';

describe('webhook signature', () => {
  // The example of the Standard Webhooks specification.
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
  const ts = 1614265330;
  const body = '{"test": 2432232314}';

  it('matches the specification’s example', () => {
    expect(signDelivery(secret, id, ts, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('verifies, and refuses another body, id, secret or an old timestamp', () => {
    const sig = signDelivery(secret, id, ts, body);
    const at = ts * 1000;
    const h = { id, timestamp: String(ts), signature: `v1,bogus ${sig}` };
    expect(verifyDelivery(secret, h, body, at)).toBe(true);
    expect(verifyDelivery(secret, h, body + ' ', at)).toBe(false);
    expect(verifyDelivery(secret, { ...h, id: 'msg_other' }, body, at)).toBe(false);
    expect(verifyDelivery('whsec_' + Buffer.from('x').toString('base64'), h, body, at)).toBe(false);
    expect(verifyDelivery(secret, h, body, at + 301_000)).toBe(false);
  });

  it('uses a plugin token as it is (UTF-8), a whsec_ secret by its base64 key', () => {
    expect(signingKey('plugin-token').toString()).toBe('plugin-token');
    expect(signingKey('whsec_AAEC')).toEqual(Buffer.from([0, 1, 2]));
  });
});

describe('addresses the SSRF guard refuses', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.1.2.3',
    '64:ff9b::a9fe:a9fe',
    'not-an-address',
  ])('refuses %s', (a) => expect(isRefusedAddress(a)).toBe(true));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (a) => expect(isRefusedAddress(a)).toBe(false),
  );
});
