// The phone-number and SMS rules of the SMS login (src/domain/sms.ts, docs/sms.md).
import { describe, expect, it } from 'vitest';
import {
  PHONE_INPUT_MAX,
  isGsm7,
  isMaskedPhone,
  maskedPhone,
  normalizePhone,
  smsDataCoding,
  smsSource,
} from '../../../src/domain/sms';

describe('normalizePhone', () => {
  it('completes a national number with the template’s default country calling code', () => {
    expect(normalizePhone('0151 23456789', '+49')).toEqual({
      ok: true,
      e164: '+4915123456789',
      callingCode: '49',
      lastDigits: '89',
    });
    expect(normalizePhone('(0151) 234-567-89', '+49')).toMatchObject({ ok: true, e164: '+4915123456789' });
    expect(normalizePhone('0664 1234567', '+43')).toMatchObject({ ok: true, e164: '+436641234567', callingCode: '43' });
  });

  it('keeps the country a number brings with "+" or "00"', () => {
    expect(normalizePhone('+44 7911 123456', '+49')).toMatchObject({
      ok: true,
      e164: '+447911123456',
      callingCode: '44',
    });
    expect(normalizePhone('0044 7911 123456', '+49')).toMatchObject({ ok: true, e164: '+447911123456' });
    expect(normalizePhone('+41 79 123 45 67', null)).toMatchObject({ ok: true, e164: '+41791234567' });
  });

  it('refuses what is not a number of a numbering plan', () => {
    expect(normalizePhone('12', '+49')).toEqual({ ok: false, problem: 'invalid' });
    expect(normalizePhone('+49 12', '+49')).toEqual({ ok: false, problem: 'invalid' });
    expect(normalizePhone('hello', '+49')).toEqual({ ok: false, problem: 'invalid' });
    expect(normalizePhone('+999 1234567', '+49')).toEqual({ ok: false, problem: 'invalid' });
    // A national number without a default country code cannot be placed.
    expect(normalizePhone('0151 23456789', null)).toEqual({ ok: false, problem: 'invalid' });
    expect(normalizePhone('0151 23456789', 'DE')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses numbers that cannot receive SMS', () => {
    expect(normalizePhone('030 1234567', '+49')).toEqual({ ok: false, problem: 'notMobile' });
    expect(normalizePhone('0800 1234567', '+49')).toEqual({ ok: false, problem: 'notMobile' });
  });

  it('says when nothing or too much was typed', () => {
    expect(normalizePhone('', '+49')).toEqual({ ok: false, problem: 'required' });
    expect(normalizePhone('   ', '+49')).toEqual({ ok: false, problem: 'required' });
    expect(normalizePhone(undefined, '+49')).toEqual({ ok: false, problem: 'required' });
    expect(normalizePhone('1'.repeat(PHONE_INPUT_MAX + 1), '+49')).toEqual({ ok: false, problem: 'tooLong' });
  });
});

describe('the masked number', () => {
  it('shows the country code and the last digits only', () => {
    expect(maskedPhone('49', '23')).toBe('+49 … 23');
    expect(isMaskedPhone('+49 … 23')).toBe(true);
    expect(isMaskedPhone('+4915123456723')).toBe(false);
    expect(isMaskedPhone('<b>+49 … 23</b>')).toBe(false);
    expect(isMaskedPhone(null)).toBe(false);
  });
});

describe('the SMS encoding and sender', () => {
  it('sends GSM 03.38 text with data_coding 0 and anything else as UCS-2', () => {
    expect(isGsm7('Ihr WLAN-Code: AB12CD\nGültig 15 Minuten.')).toBe(true);
    expect(smsDataCoding('Ihr WLAN-Code: AB12CD')).toBe(0);
    expect(smsDataCoding('Код: AB12CD')).toBe(8);
    expect(smsDataCoding('Code … AB12')).toBe(8);
  });

  it('sends a name as an alphanumeric source (TON 5) and a number as international (TON 1)', () => {
    expect(smsSource('Alpenhotel')).toEqual({ addr: 'Alpenhotel', ton: 5, npi: 0 });
    expect(smsSource('+4930123456')).toEqual({ addr: '4930123456', ton: 1, npi: 1 });
  });
});
