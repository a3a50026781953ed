import { describe, it, expect } from 'vitest';
import type { Validator as RaValidator } from 'react-admin';
import {
  alpha,
  arrayMaxSize,
  customerId,
  dynamicExpires,
  email,
  integer,
  ip,
  ipArray,
  isIPv4,
  isIPv6,
  isLocallyAdministeredMac,
  length,
  mac,
  macArray,
  maxLength,
  maxValue,
  minLength,
  minValue,
  normalizeMac,
  objectId,
  parseMac,
  password,
  passwordConfirm,
  passwordRules,
  phoneNumber,
  realMac,
  realMacArray,
  required,
  unique,
  uniqueMacs,
  url,
  validate,
  validateRecord,
} from '../../../src/domain/validation';
import type { Invalid, Validator } from '../../../src/domain/validation';

const key = (rule: string) => `forms.validationMessages.${rule}`;
const ok = (v: Validator, value: unknown, values?: Record<string, unknown>) => expect(v(value, values)).toBeUndefined();
const bad = (v: Validator, value: unknown, rule: string, values?: Record<string, unknown>) =>
  expect(v(value, values)?.message).toBe(key(rule));

// Type-level check: our validators are react-admin validators.
const raValidators: RaValidator[] = [required, mac, minLength(3), passwordConfirm()];

describe('react-admin compatibility', () => {
  it('validators are assignable to react-admin validators and required is flagged', () => {
    expect(raValidators).toHaveLength(4);
    expect(required.isRequired).toBe(true);
  });
  it('Invalid always carries args', () => {
    expect(required(undefined)).toEqual({ message: key('required'), args: {} });
  });
  it('factories are memoised', () => {
    expect(minLength(3)).toBe(minLength(3));
    expect(minLength(3)).not.toBe(minLength(4));
    expect(length(2, 5)).toBe(length(2, 5));
  });
});

describe('empty values', () => {
  const all: Validator[] = [
    alpha,
    email,
    integer,
    minLength(2),
    maxLength(2),
    length(2, 3),
    minValue(2),
    maxValue(2),
    customerId,
    mac,
    realMac,
    macArray,
    realMacArray,
    ip,
    ipArray,
    objectId,
    arrayMaxSize(0),
    password,
    passwordConfirm(),
    phoneNumber,
    unique,
    url,
    dynamicExpires,
  ];
  it.each([undefined, null, '', []])('every validator except required accepts %j', (empty) => {
    for (const v of all) expect(v(empty, { password: 'x' })).toBeUndefined();
    expect(required(empty)).toEqual({ message: key('required'), args: {} });
  });
});

describe('required', () => {
  it('accepts values including false and 0', () => {
    for (const v of ['a', 0, false, [1], { a: 1 }]) ok(required, v);
  });
  it('rejects empty and whitespace-only text', () => {
    for (const v of [undefined, null, '', [], '   ']) bad(required, v, 'required');
  });
});

describe('alpha', () => {
  it('accepts letters of any script', () => {
    for (const v of ['abc', 'ABC', 'Müller', 'Straße']) ok(alpha, v);
  });
  it('rejects digits, spaces, punctuation', () => {
    for (const v of ['abc1', 'a b', 'a-b', 'ab.', 1]) bad(alpha, v, 'alpha');
  });
});

describe('email', () => {
  it('accepts usual addresses', () => {
    for (const v of ['a@example.com', 'first.last+tag@sub.example.co.uk', "o'hara@example.de", 'A_B@EXAMPLE.ORG'])
      ok(email, v);
  });
  it('rejects malformed addresses', () => {
    for (const v of [
      'plain',
      '@example.com',
      'a@',
      'a@example',
      'a@@example.com',
      'a b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a..b@example.com',
      'a@-example.com',
      'a@example.c',
      'a@example..com',
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(250)}.com`,
      42,
    ])
      bad(email, v, 'email');
  });
});

describe('integer', () => {
  it('accepts integers and integer strings', () => {
    for (const v of [0, 7, -3, '42', '-42']) ok(integer, v);
  });
  it('rejects fractions, text, NaN, unsafe integers', () => {
    for (const v of [1.5, '1.5', 'abc', '1e3', ' 1', NaN, Infinity, 2 ** 53, '9007199254740993', true])
      bad(integer, v, 'integer');
  });
});

describe('lengths and values', () => {
  it('minLength / maxLength on strings and arrays with args', () => {
    ok(minLength(3), 'abc');
    expect(minLength(3)('ab')).toEqual({ message: key('min'), args: { min: 3 } });
    ok(minLength(2), [1, 2]);
    bad(minLength(2), [1], 'min');
    ok(maxLength(3), 'abc');
    expect(maxLength(3)('abcd')).toEqual({ message: key('max'), args: { max: 3 } });
    bad(maxLength(1), [1, 2], 'max');
    ok(maxLength(2), '😀😀'); // code points
  });
  it('length(min, max) and exact length(n)', () => {
    ok(length(2, 4), 'ab');
    ok(length(2, 4), 'abcd');
    expect(length(2, 4)('a')).toEqual({ message: key('length'), args: { min: 2, max: 4, length: undefined } });
    bad(length(2, 4), 'abcde', 'length');
    ok(length(3), 'abc');
    expect(length(3)('ab')?.args).toEqual({ min: 3, max: 3, length: 3 });
    bad(length(3), 'abcd', 'length');
  });
  it('minValue / maxValue on numbers and numeric strings', () => {
    ok(minValue(5), 5);
    ok(minValue(5), '6');
    expect(minValue(5)(4)).toEqual({ message: key('min_value'), args: { min: 5 } });
    bad(minValue(5), 'abc', 'min_value');
    ok(maxValue(5), 5);
    ok(maxValue(5), -1);
    expect(maxValue(5)('5.5')).toEqual({ message: key('max_value'), args: { max: 5 } });
    bad(maxValue(5), 'x', 'max_value');
  });
});

describe('customerId', () => {
  it('accepts K plus six digits', () => {
    ok(customerId, 'K123456');
    ok(customerId, 'K000000');
  });
  it('rejects everything else', () => {
    for (const v of ['k123456', 'K12345', 'K1234567', 'X123456', ' K123456', 'K12345a', 'K123456 ', 123456])
      bad(customerId, v, 'customerId');
  });
});

describe('objectId', () => {
  it('accepts 24 hex characters in either case', () => {
    ok(objectId, '507f1f77bcf86cd799439011');
    ok(objectId, '507F1F77BCF86CD799439011');
  });
  it('rejects wrong length or non-hex', () => {
    for (const v of ['507f1f77bcf86cd79943901', '507f1f77bcf86cd7994390111', '507f1f77bcf86cd79943901g', 12])
      bad(objectId, v, 'objectId');
  });
});

describe('mac', () => {
  const valid = [
    'aabbccddeeff',
    'AABBCCDDEEFF',
    'aa:bb:cc:dd:ee:ff',
    'AA:BB:CC:DD:EE:FF',
    'aa-bb-cc-dd-ee-ff',
    'aa.bb.cc.dd.ee.ff',
    'aa bb cc dd ee ff',
    'Aa:bB:cC:Dd:eE:Ff',
    'aabb.ccdd.eeff',
    '  00:11:22:33:44:55  ',
  ];
  it.each(valid)('accepts %j', (v) => ok(mac, v));
  const invalid = [
    'aa:bb:cc:dd:ee', // 5 pairs
    'aa:bb:cc:dd:ee:ff:00', // 7 pairs
    'aabbccddeef', // 11 digits
    'aabbccddeeff0', // 13 digits
    'aa:bb:cc:dd:ee:fg', // non-hex
    'aa:bb-cc:dd:ee:ff', // mixed delimiters
    'aa:bb:cc.dd:ee:ff',
    'aa::bb:cc:dd:ee:ff',
    'a:bb:cc:dd:ee:fff',
    'aabb:ccdd:eeff', // colon groups of four are not accepted
    'aabb-ccdd-eeff',
    'aa_bb_cc_dd_ee_ff',
    'aa  bb cc dd ee ff',
    42,
  ];
  it.each(invalid)('rejects %j', (v) => bad(mac, v, 'mac'));
  it('normalizes to lowercase colon-separated form', () => {
    expect(normalizeMac('AA-BB-CC-DD-EE-FF')).toBe('aa:bb:cc:dd:ee:ff');
    expect(normalizeMac('aabb.ccdd.eeff')).toBe('aa:bb:cc:dd:ee:ff');
    expect(normalizeMac(' AABBCCDDEEFF ')).toBe('aa:bb:cc:dd:ee:ff');
    expect(normalizeMac('aa bb cc dd ee ff')).toBe('aa:bb:cc:dd:ee:ff');
    expect(normalizeMac(' not a mac ')).toBe('not a mac');
    expect(parseMac('nope')).toBeNull();
  });
});

describe('realMac', () => {
  it.each(['2', '6', 'A', 'E', 'a', 'e'])('rejects locally administered second digit %s (mac accepts it)', (d) => {
    const value = `0${d}:11:22:33:44:55`;
    ok(mac, value);
    expect(isLocallyAdministeredMac(value)).toBe(true);
    bad(realMac, value, 'realMac');
  });
  it.each(['0', '1', '4', '8', 'C', 'F'])('accepts second digit %s', (d) => ok(realMac, `f${d}-11-22-33-44-55`));
  it('reports invalid MACs as mac', () => bad(realMac, 'zz:11:22:33:44:55', 'mac'));
  it('checks the first byte in every notation', () => {
    bad(realMac, 'DA1122334455', 'realMac');
    bad(realMac, '0e11.2233.4455', 'realMac');
  });
});

describe('macArray / realMacArray', () => {
  it('accepts lists of valid MACs in any notation', () => {
    ok(macArray, ['aa:bb:cc:dd:ee:ff', '001122334455']);
    ok(realMacArray, ['00:bb:cc:dd:ee:ff', '041122334455']);
  });
  it('reports the first invalid item', () => {
    expect(macArray(['aa:bb:cc:dd:ee:ff', 'bad'])).toEqual({
      message: key('macArray'),
      args: { index: 1, value: 'bad' },
    });
    bad(macArray, 'aa:bb:cc:dd:ee:ff', 'macArray'); // not a list
    expect(realMacArray(['00:11:22:33:44:55', '02:11:22:33:44:55'])).toEqual({
      message: key('realMac'),
      args: { index: 1, value: '02:11:22:33:44:55' },
    });
    bad(realMacArray, ['x'], 'macArray');
  });
});

describe('ip', () => {
  const v4ok = ['0.0.0.0', '192.168.1.1', '255.255.255.255', '10.0.0.254'];
  const v4bad = [
    '256.1.1.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    'a1.2.3.4',
    '1.2.3.4a',
    ' 1.2.3.4',
    '1..2.3',
    '1.2.3.-4',
    '999.999.999.999',
  ];
  const v6ok = [
    '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    '2001:db8:85a3::8a2e:370:7334',
    '::1',
    '::',
    '1::',
    'fe80::',
    '::ffff:192.168.1.1',
    '::FFFF:10.0.0.1',
    '64:ff9b::192.0.2.33',
    '1:2:3:4:5:6:1.2.3.4',
    '1:2:3:4:5:6:7::',
    'ABCD:EF01:2345:6789:ABCD:EF01:2345:6789',
  ];
  const v6bad = [
    '2001:db8::85a3::7334', // two ::
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '12345::1',
    'gggg::1',
    ':1::',
    '1:::2',
    '::ffff:256.1.1.1',
    '::1.2.3.4:5',
    '1:2:3:4:5:6:7:1.2.3.4', // 9 groups
    'fe80::1%eth0',
    '2001:db8::/32',
    ':',
    '',
  ];
  it.each(v4ok)('accepts IPv4 %s', (v) => {
    expect(isIPv4(v)).toBe(true);
    ok(ip, v);
  });
  it.each(v4bad)('rejects IPv4 %j', (v) => bad(ip, v, 'ip'));
  it.each(v6ok)('accepts IPv6 %s', (v) => {
    expect(isIPv6(v)).toBe(true);
    ok(ip, v);
  });
  it.each(v6bad)('rejects IPv6 %j', (v) => expect(isIPv6(v)).toBe(false));
  it('ipArray checks every item', () => {
    ok(ipArray, ['1.2.3.4', '::1']);
    expect(ipArray(['1.2.3.4', '300.1.1.1'])).toEqual({
      message: key('ipArray'),
      args: { index: 1, value: '300.1.1.1' },
    });
    bad(ipArray, '1.2.3.4', 'ipArray');
  });
});

describe('arrayMaxSize', () => {
  it('accepts up to maxSize items', () => {
    ok(arrayMaxSize(2), [1, 2]);
    ok(arrayMaxSize(2), [1]);
  });
  it('rejects more with the maxSize arg', () => {
    expect(arrayMaxSize(2)([1, 2, 3])).toEqual({ message: key('arrayMaxSize'), args: { maxSize: 2 } });
  });
});

describe('password', () => {
  const good = 'Abcdef1!';
  it('accepts a password meeting every rule', () => {
    ok(password, good);
    expect(passwordRules(good)).toEqual({ length: true, digit: true, lower: true, upper: true, special: true });
  });
  it.each([
    ['digit', 'Abcdefg!'],
    ['lower', 'ABCDEF1!'],
    ['upper', 'abcdef1!'],
    ['special', 'Abcdefg1'],
    ['length', 'Abcde1!'],
  ])('fails on %s alone', (rule, pw) => {
    const r = passwordRules(pw);
    for (const [k, v] of Object.entries(r)) expect(v).toBe(k !== rule);
    expect(password(pw)).toEqual({ message: key('password'), args: { min: 8, max: 128, failed: [rule] } });
  });
  it('length boundaries 7/8/128/129', () => {
    const pw = (n: number) => 'Aa1!' + 'x'.repeat(n - 4);
    bad(password, pw(7), 'password');
    ok(password, pw(8));
    ok(password, pw(128));
    bad(password, pw(129), 'password');
  });
  it('every listed special character counts; others do not', () => {
    for (const c of '!@#$%^&*()_=[]{};\':"\\|,<>/?+-') ok(password, `Abcdefg1${c}`);
    for (const c of ['.', '~', '`', ' ', '€']) expect(passwordRules(`Abcdefg1${c}`).special).toBe(false);
  });
  it('umlauts count as letters', () => {
    expect(passwordRules('ÄÖÜäöü1!')).toMatchObject({ lower: true, upper: true });
  });
});

describe('passwordConfirm', () => {
  it('equals the target field', () => {
    ok(passwordConfirm(), 'Secret1!', { password: 'Secret1!' });
    bad(passwordConfirm(), 'Secret1?', 'passwordConfirm', { password: 'Secret1!' });
    ok(passwordConfirm('newPassword'), 'x', { newPassword: 'x' });
    expect(passwordConfirm('newPassword')('x', { newPassword: 'y', password: 'x' })).toEqual({
      message: key('passwordConfirm'),
      args: { target: 'newPassword' },
    });
    bad(passwordConfirm(), 'x', 'passwordConfirm');
  });
});

describe('phoneNumber', () => {
  it('accepts digits only', () => {
    ok(phoneNumber, '0301234567');
    ok(phoneNumber, 4930123);
  });
  it('rejects anything else', () => {
    for (const v of ['+49301234', '030 1234', '030-1234', '(030)1234', 'abc', '١٢٣'])
      bad(phoneNumber, v, 'phoneNumber');
  });
});

describe('unique', () => {
  it('accepts distinct items', () => {
    ok(unique, [1, 2, 3]);
    ok(unique, ['a', 'A']);
    ok(unique, [{ a: 1 }, { a: 2 }]);
  });
  it('rejects repeated items', () => {
    expect(unique(['a', 'b', 'a'])).toEqual({ message: key('unique'), args: { value: 'a' } });
    bad(unique, [{ a: 1 }, { a: 1 }], 'unique');
  });
  it('uniqueMacs compares MACs in normal form', () => {
    bad(uniqueMacs, ['AA-BB-CC-DD-EE-FF', 'aa:bb:cc:dd:ee:ff'], 'unique');
    ok(uniqueMacs, ['aa:bb:cc:dd:ee:ff', 'aa:bb:cc:dd:ee:00']);
  });
});

describe('url', () => {
  it('accepts http and https', () => {
    for (const v of [
      'http://example.com',
      'https://example.com/path?q=1#x',
      'HTTPS://EXAMPLE.COM',
      'http://localhost:8080',
      'https://[::1]/',
    ])
      ok(url, v);
  });
  it('rejects other schemes, missing scheme and garbage', () => {
    for (const v of [
      'ftp://example.com',
      'javascript:alert(1)',
      'example.com',
      'www.example.com',
      'http//example.com',
      'http://',
      'https:example.com',
      'http://exa mple.com',
      'mailto:a@b.de',
    ])
      bad(url, v, 'url');
  });
});

describe('dynamicExpires validator', () => {
  it('accepts formulas', () => {
    for (const v of ['eod', 'eod 4h', 'eow-1w', '2 hours', '-3days', '1M']) ok(dynamicExpires, v);
  });
  it('rejects non-formulas', () => {
    for (const v of ['tomorrow', '1x', 'eo', '1.5h', '  ', 5]) bad(dynamicExpires, v, 'dynamicExpires');
  });
});

describe('validate / validateRecord', () => {
  it('returns the first Invalid in order', () => {
    expect(validate('', [required, email])?.message).toBe(key('required'));
    expect(validate('x', [required, email])?.message).toBe(key('email'));
    expect(validate('a@b.de', [required, email])).toBeUndefined();
    expect(validate('b', [passwordConfirm()], { password: 'a' })?.message).toBe(key('passwordConfirm'));
  });
  it('validates a record against a schema', () => {
    const schema = {
      name: [required],
      mac: [required, macArray, uniqueMacs],
      'address.zip': [required, phoneNumber],
      password: [password],
      confirm: [passwordConfirm()],
    };
    expect(
      validateRecord(
        {
          name: 'Lobby',
          mac: ['00:11:22:33:44:55'],
          address: { zip: '10115' },
          password: 'Abcdef1!',
          confirm: 'Abcdef1!',
        },
        schema,
      ),
    ).toEqual({});
    const errors: Record<string, Invalid> = validateRecord(
      { name: ' ', mac: ['00:11:22:33:44:55', '00-11-22-33-44-55'], address: {}, password: 'Abcdef1!', confirm: 'x' },
      schema,
    );
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.message]))).toEqual({
      name: key('required'),
      mac: key('unique'),
      'address.zip': key('required'),
      confirm: key('passwordConfirm'),
    });
  });
});
