// SMS login (VOUCHER_SMS_LOGIN, docs/sms.md): the rules of the phone number a guest types and of the
// SMS the portal sends. The number is parsed with libphonenumber-js (Google's libphonenumber
// metadata), never with a regular expression: the login template's defaultCountryCallingCode
// ("+49") completes a national number ("0151 …"), a number with its own "+" or "00" keeps its country.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isCallingCode } from './loginTemplate';

/** Longest phone input the page takes (spaces, brackets and dashes included). */
export const PHONE_INPUT_MAX = 32;
/** Digits of the number kept in clear (with its keyed hash), and shown: "+49 … 23". */
export const SMS_LAST_DIGITS = 2;
/** A code sent by SMS ends this many minutes after it was sent, unless the guest entered it before. */
export const SMS_CODE_VALID_MINUTES = 15;
/** SMS per number, per client (MAC) and per hotspot device in an hour (database limits, all instances). */
export const SMS_PER_NUMBER_PER_HOUR = 3;
export const SMS_PER_CLIENT_PER_HOUR = 3;
export const SMS_PER_DEVICE_PER_HOUR = 60;

export type PhoneProblem =
  /** Nothing typed. */
  | 'required'
  /** Longer than PHONE_INPUT_MAX. */
  | 'tooLong'
  /** Not a number of any numbering plan (or a national number without a default country code). */
  | 'invalid'
  /** A valid number that cannot receive SMS (a fixed line, a premium-rate or toll-free number). */
  | 'notMobile';

export type PhoneResult =
  | {
      ok: true;
      /** E.164: "+4915123456789". */
      e164: string;
      /** The country calling code, without "+": "49". */
      callingCode: string;
      /** The last SMS_LAST_DIGITS digits: "89". */
      lastDigits: string;
    }
  | { ok: false; problem: PhoneProblem };

/** Number types that receive SMS; an unknown type (a plan libphonenumber cannot tell) is let through. */
const SMS_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER', 'PAGER']);
const REFUSED_TYPES = new Set(['FIXED_LINE', 'TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'VOIP', 'UAN', 'VOICEMAIL']);

/**
 * The guest's phone number in E.164, or why not. `defaultCallingCode`: the login template's
 * defaultCountryCallingCode ("+49"), used for a number without its country; none: such a number is
 * invalid. "00" before the country code counts as "+".
 */
export function normalizePhone(input: unknown, defaultCallingCode?: string | null): PhoneResult {
  if (typeof input !== 'string' || !input.trim()) return { ok: false, problem: 'required' };
  if (input.length > PHONE_INPUT_MAX) return { ok: false, problem: 'tooLong' };
  let text = input.trim();
  if (text.startsWith('00')) text = `+${text.slice(2)}`;
  const defaultCode = isCallingCode(defaultCallingCode) ? defaultCallingCode!.slice(1) : undefined;
  if (!text.startsWith('+') && !defaultCode) return { ok: false, problem: 'invalid' };
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(text, defaultCode ? { defaultCallingCode: defaultCode } : undefined);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (!parsed || !parsed.isValid()) return { ok: false, problem: 'invalid' };
  const type = parsed.getType();
  if (type && REFUSED_TYPES.has(type) && !SMS_TYPES.has(type)) return { ok: false, problem: 'notMobile' };
  const e164 = parsed.number;
  return { ok: true, e164, callingCode: parsed.countryCallingCode, lastDigits: e164.slice(-SMS_LAST_DIGITS) };
}

/** How the page names the number an SMS went to: "+49 … 23" (country code and last digits only). */
export function maskedPhone(callingCode: string, lastDigits: string): string {
  return `+${callingCode} … ${lastDigits}`;
}

/** A masked number as the page hands it back in a form: "+49 … 23" and nothing else. */
export const isMaskedPhone = (value: unknown): value is string =>
  typeof value === 'string' && /^\+[1-9]\d{0,3} … \d{2,3}$/.test(value);

// GSM 03.38 default alphabet (and its extension table): an SMS in it goes with data_coding 0 (the
// SMSC's default alphabet), 160 characters; anything else as UCS-2 (data_coding 8), 70 characters.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';
const GSM = new Set([...GSM_BASIC, ...GSM_EXTENDED]);

/** Whether every character of `text` is in the GSM 03.38 alphabet. */
export const isGsm7 = (text: string): boolean => [...text].every((c) => GSM.has(c));

/** The SMS data_coding for `text`: 0 (GSM 03.38, the SMSC default) or 8 (UCS-2). */
export const smsDataCoding = (text: string): 0 | 8 => (isGsm7(text) ? 0 : 8);

/**
 * The SMPP source address of a sender (the voucherSms plugin's smsSenderName): a number ("+4930…",
 * digits only) goes as international (TON 1, NPI 1), a name as alphanumeric (TON 5, NPI 0).
 */
export function smsSource(sender: string): { addr: string; ton: number; npi: number } {
  const s = sender.trim();
  if (/^\+?\d{1,16}$/.test(s)) return { addr: s.replace(/^\+/, ''), ton: 1, npi: 1 };
  return { addr: s.slice(0, 11), ton: 5, npi: 0 };
}
