import { describe, it, expect } from 'vitest';
import {
  AMBIGUOUS_CHARACTERS,
  CODE_ALPHABET,
  CODE_LENGTH,
  MAX_BATCH_AMOUNT,
  generateCode,
  generateCodes,
  isValidCode,
  isVoucherExpired,
  isVoucherValidNow,
  normalizeCode,
  secureRandomInt,
  voucherCode,
} from '../../../src/domain/voucherCode';

/** Deterministic pseudo-random source (mulberry32). */
function seeded(seed: number): (max: number) => number {
  let a = seed >>> 0;
  return (max) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

describe('normalizeCode', () => {
  it.each([
    ['abcd1234', 'ABCD1234'],
    [' ab-12 cd ', 'AB12CD'],
    ['Sommer-Fest_2024!', 'SOMMERFEST2024'],
    ['a.b/c\td', 'ABCD'],
    ['Käse', 'KSE'],
    ['straße', 'STRAE'],
    ['éa', 'A'],
    ['１２３', ''],
    ['', ''],
  ])('%j → %j', (input, out) => expect(normalizeCode(input)).toBe(out));
  it('is idempotent', () => {
    for (const s of ['x-y-z', 'ABC', 'Äbc 12']) expect(normalizeCode(normalizeCode(s))).toBe(normalizeCode(s));
  });
});

describe('CODE_ALPHABET', () => {
  it('has no ambiguous characters and no duplicates', () => {
    for (const c of '0O1IL') expect(CODE_ALPHABET).not.toContain(c);
    for (const c of AMBIGUOUS_CHARACTERS) expect(CODE_ALPHABET).not.toContain(c);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
    expect(CODE_ALPHABET).toMatch(/^[A-Z0-9]+$/);
    expect(CODE_ALPHABET.length).toBe(22);
    expect(normalizeCode(CODE_ALPHABET)).toBe(CODE_ALPHABET);
  });
});

describe('generateCode', () => {
  it('has the default length and only alphabet characters', () => {
    const rnd = seeded(1);
    for (let i = 0; i < 200; i++) {
      const code = generateCode(rnd);
      expect(code).toHaveLength(CODE_LENGTH);
      for (const c of code) expect(CODE_ALPHABET).toContain(c);
      expect(isValidCode(code)).toBe(true);
    }
    expect(generateCode(rnd, 12)).toHaveLength(12);
  });
  it('maps randomInt results onto the alphabet', () => {
    expect(generateCode(() => 0, 4)).toBe(CODE_ALPHABET[0]!.repeat(4));
    expect(generateCode(() => CODE_ALPHABET.length - 1, 2)).toBe(CODE_ALPHABET.at(-1)!.repeat(2));
  });
  it('rejects a bad random source or length', () => {
    expect(() => generateCode(() => CODE_ALPHABET.length)).toThrow(RangeError);
    expect(() => generateCode(() => -1)).toThrow(RangeError);
    expect(() => generateCode(() => 0.5)).toThrow(RangeError);
    expect(() => generateCode(() => 0, 0)).toThrow(RangeError);
  });
});

describe('generateCodes', () => {
  it('generates distinct codes avoiding existing ones', () => {
    const existing = new Set(generateCodes(50, seeded(7)));
    const codes = generateCodes(1000, seeded(7), existing);
    expect(codes).toHaveLength(1000);
    expect(new Set(codes).size).toBe(1000);
    for (const c of codes) expect(existing.has(c)).toBe(false);
    expect(existing.size).toBe(50); // not modified
  });
  it('handles 0 and the maximum batch', () => {
    expect(generateCodes(0, seeded(1))).toEqual([]);
    expect(new Set(generateCodes(MAX_BATCH_AMOUNT, seeded(3))).size).toBe(MAX_BATCH_AMOUNT);
  });
  it('rejects invalid amounts and a degenerate random source', () => {
    expect(() => generateCodes(MAX_BATCH_AMOUNT + 1, seeded(1))).toThrow(RangeError);
    expect(() => generateCodes(-1, seeded(1))).toThrow(RangeError);
    expect(() => generateCodes(1.5, seeded(1))).toThrow(RangeError);
    expect(() => generateCodes(2, () => 0)).toThrow(RangeError);
  });
  it('works with the secure random source', () => {
    const codes = generateCodes(100, secureRandomInt);
    expect(new Set(codes).size).toBe(100);
  });
});

describe('secureRandomInt', () => {
  it('stays in range', () => {
    for (let i = 0; i < 1000; i++) {
      const r = secureRandomInt(22);
      expect(Number.isInteger(r) && r >= 0 && r < 22).toBe(true);
    }
    expect(secureRandomInt(1)).toBe(0);
    expect(() => secureRandomInt(0)).toThrow(RangeError);
  });
});

describe('isValidCode and the voucherCode validator', () => {
  it('normalised length 4..32', () => {
    expect(isValidCode('abc')).toBe(false);
    expect(isValidCode('a-b-c-d')).toBe(true);
    expect(isValidCode('A'.repeat(32))).toBe(true);
    expect(isValidCode('A'.repeat(33))).toBe(false);
    expect(isValidCode('!!!!!!')).toBe(false);
  });
  it('accepts custom codes of ASCII letters, digits and separators', () => {
    for (const v of ['SUMMER24', 'summer-fest 2024', 'A.B_C/D', undefined, null, ''])
      expect(voucherCode(v)).toBeUndefined();
  });
  it('rejects characters normalisation would drop, and bad lengths', () => {
    for (const v of ['Käse-2024', 'abc', 'A'.repeat(33), 'ab!cd', 'ab\tcd', 1234]) {
      expect(voucherCode(v)).toEqual({ message: 'forms.validationMessages.voucherCode', args: { min: 4, max: 32 } });
    }
  });
});

describe('isVoucherValidNow / isVoucherExpired', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it('an expired code is not valid, whatever its flag says', () => {
    expect(isVoucherValidNow({ valid: true, expires: '2026-06-01T11:59:59Z' }, now)).toBe(false);
    expect(isVoucherExpired({ expires: '2026-06-01T11:59:59Z' }, now)).toBe(true);
  });
  it('the expiry is inclusive; no expiry never expires; an invalid flag stays invalid', () => {
    expect(isVoucherValidNow({ valid: true, expires: '2026-06-01T12:00:00Z' }, now)).toBe(true);
    expect(isVoucherValidNow({ valid: true, expires: null }, now)).toBe(true);
    expect(isVoucherValidNow({ valid: false, expires: null }, now)).toBe(false);
    expect(isVoucherExpired({ expires: null }, now)).toBe(false);
  });
});
