// TOTP (RFC 6238) and HOTP (RFC 4226) against the test vectors of the RFCs themselves, base32, the
// drift window and the otpauth:// URI of the enrolment (server/tenancy/identity/totp.ts).
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  otpauthUri,
  totp,
  totpStep,
} from '../../server/tenancy/identity/totp';

const ascii = (s: string) => Buffer.from(s, 'ascii');

describe('HOTP (RFC 4226 appendix D)', () => {
  it('gives the ten codes of the test secret', () => {
    const key = ascii('12345678901234567890');
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, i) => hotp(key, i))).toEqual(expected);
  });
});

describe('TOTP (RFC 6238 appendix B)', () => {
  // Time (s) → the 8-digit codes of SHA-1, SHA-256 and SHA-512.
  const VECTORS: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  const sha1 = ascii('12345678901234567890');
  const sha256 = ascii('12345678901234567890123456789012');
  const sha512 = ascii('1234567890123456789012345678901234567890123456789012345678901234');

  it.each(VECTORS)('at %i s', (t, c1, c256, c512) => {
    expect(totp(sha1, t * 1000, 8)).toBe(c1);
    expect(totp(sha256, t * 1000, 8, 'sha256')).toBe(c256);
    expect(totp(sha512, t * 1000, 8, 'sha512')).toBe(c512);
    // The 6 digits apps show are the last 6 of the same truncation.
    expect(totp(sha1, t * 1000)).toBe(c1.slice(2));
  });

  it('accepts one step either side and nothing further', () => {
    const t = 1111111111 * 1000;
    const step = totpStep(t);
    const code = (s: number) => hotp(sha1, s);
    expect(matchTotp(sha1, code(step), t)).toBe(step);
    expect(matchTotp(sha1, code(step - 1), t)).toBe(step - 1);
    expect(matchTotp(sha1, code(step + 1), t)).toBe(step + 1);
    expect(matchTotp(sha1, code(step - 2), t)).toBeNull();
    expect(matchTotp(sha1, code(step + 2), t)).toBeNull();
    expect(matchTotp(sha1, '12345', t)).toBeNull();
    expect(matchTotp(sha1, 'abcdef', t)).toBeNull();
  });
});

describe('base32 (RFC 4648 §10) and the otpauth URI', () => {
  it('encodes and decodes the RFC examples', () => {
    const pairs: [string, string][] = [
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of pairs) {
      expect(base32Encode(ascii(plain))).toBe(encoded);
      expect(base32Decode(encoded)?.toString('ascii')).toBe(plain);
    }
    expect(base32Decode('mzxw 6ytb oi==')?.toString('ascii')).toBe('foobar');
    expect(base32Decode('MZ1')).toBeNull();
  });

  it('names issuer, account and the parameters apps read', () => {
    const uri = otpauthUri(ascii('12345678901234567890'), 'a@b.test', 'Hotspot Portal');
    expect(uri).toBe(
      'otpauth://totp/Hotspot%20Portal:a%40b.test?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Hotspot+Portal&algorithm=SHA1&digits=6&period=30',
    );
  });
});
