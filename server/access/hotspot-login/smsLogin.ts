// SMS login (VOUCHER_SMS_LOGIN, docs/sms.md) in the login service: the guest gives a phone number,
// the service checks the login as any new guest login of the template (device, login times, licence,
// cooldowns: checkSubject), counts the limits (per number, per client, per device and hour, in the
// database), makes a WiFi code of the template the way the portal makes codes (under the customer's
// counter lock and WiFi-code licence, wifi-code/store.ts) and hands it to the SMS sender. The code is
// bound to the first client that logs in with it and ends SMS_CODE_VALID_MINUTES after sending unless
// the guest enters it on the page before; from then on the account template's limits hold. The guest
// then logs in with the code as with any code (checkLogin; RADIUS logs in the code). The number is
// kept only as its keyed hash and last digits (server/access/sms).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { newObjectId } from '../../platform/ids';
import { Limit } from '../../platform/throttle';
import { normalizeCode } from '../../../src/domain/voucherCode';
import {
  maskedPhone,
  normalizePhone,
  SMS_CODE_VALID_MINUTES,
  SMS_PER_CLIENT_PER_HOUR,
  SMS_PER_DEVICE_PER_HOUR,
  SMS_PER_NUMBER_PER_HOUR,
  type PhoneProblem,
} from '../../../src/domain/sms';
import { hashClientMac } from '../device-account';
import { pluginBlocksOf } from '../../tenancy/customer';
import { hotspotLoginTemplates } from '../../templates/login-template/table';
import { vouchers } from '../wifi-code/table';
import { freshCodes, insertVoucher, lockCounter, voucherLicenseFrom } from '../wifi-code';
import { hashPhone, smsLogins, type SmsMessage, type SmsOutcome } from '../sms';
import { checkLogin, checkSubject, type LoginResult } from './decision';
import { REFUSAL_MESSAGES, stationMac, type LoginRefusal } from './rules';
import type { LoginDevice } from './devices';

const HOUR_MS = 60 * 60 * 1000;
/** The client a preview without a device redirect checks as (as guestLogin's). */
const PREVIEW_CLIENT = '02:00:5E:00:00:00';

export interface SmsLoginRequest {
  device: LoginDevice;
  loginTemplateId: string;
  clientMac: string | null;
  /** The number as the guest typed it. */
  phone: string;
  /** The SMS text for a code (in the guest's language). */
  text: (code: string) => string;
  send: (message: SmsMessage) => Promise<SmsOutcome>;
  preview?: boolean;
  now?: Date;
}

export type SmsLoginStart =
  | { ok: true; /** "+49 … 23" */ masked: string }
  | { ok: false; kind: 'phone'; problem: PhoneProblem }
  /** A limit of the hour: seconds until it opens again. */
  | { ok: false; kind: 'limit'; wait: number }
  | { ok: false; kind: 'refused'; reason: LoginRefusal; until?: Date }
  /** No sender name (voucherSms plugin), or the WiFi-code licence is used up: no SMS can go out. */
  | { ok: false; kind: 'unavailable' }
  /** The SMSC did not take the SMS (down, refused, no answer). */
  | { ok: false; kind: 'sendFailed'; failure: string };

/** The template's default country code and the customer's sender name; null: not an SMS template. */
async function smsSettings(db: Db, customerId: string, loginTemplateId: string) {
  const lt = hotspotLoginTemplates;
  const [template] = await db
    .select({ loginType: lt.loginType, config: lt.loginTypeConfig })
    .from(lt)
    .where(and(eq(lt.customerId, customerId), eq(lt.id, loginTemplateId)));
  if (!template || template.loginType !== 'VOUCHER_SMS_LOGIN') return null;
  const plugins = await pluginBlocksOf(db, customerId);
  const sender = plugins.voucherSms?.smsSenderName;
  return {
    callingCode: template.config?.defaultCountryCallingCode ?? null,
    sender: typeof sender === 'string' && sender.trim() ? sender.trim() : null,
  };
}

/** Step 1: a code by SMS to the number, when every check and limit allows it. */
export async function startSmsLogin(db: Db, r: SmsLoginRequest): Promise<SmsLoginStart> {
  const now = r.now ?? new Date();
  const { device } = r;
  const settings = await smsSettings(db, device.customerId, r.loginTemplateId);
  if (!settings) return { ok: false, kind: 'refused', reason: 'NOT_OFFERED' };
  const phone = normalizePhone(r.phone, settings.callingCode);
  if (!phone.ok) return { ok: false, kind: 'phone', problem: phone.problem };

  const mac = stationMac(r.clientMac) ?? (r.preview ? PREVIEW_CLIENT : null);
  const clientHash = mac ? await hashClientMac(db, mac) : '';
  const req = { device, username: null, credentials: { kind: 'none' as const }, clientMac: mac, clientHash, now };
  const { result } = await checkSubject(db, req, { kind: 'newGuest', loginTemplateId: r.loginTemplateId });
  if (!result.ok)
    return { ok: false, kind: 'refused', reason: result.reason, ...(result.until ? { until: result.until } : {}) };
  if (!settings.sender) return { ok: false, kind: 'unavailable' };
  const masked = maskedPhone(phone.callingCode, phone.lastDigits);
  if (r.preview) return { ok: true, masked };

  // The limits of the hour, counted before the work they guard (keys carry hashes only).
  const phoneHash = await hashPhone(db, phone.e164);
  const limits: [Limit, string][] = [
    [new Limit(db, 'sms:device', SMS_PER_DEVICE_PER_HOUR, HOUR_MS), `${device.customerId}:${device.id}`],
    [new Limit(db, 'sms:client', SMS_PER_CLIENT_PER_HOUR, HOUR_MS), `${device.customerId}:${clientHash}`],
    [new Limit(db, 'sms:number', SMS_PER_NUMBER_PER_HOUR, HOUR_MS), phoneHash],
  ];
  for (const [limit, key] of limits) {
    const wait = await limit.attempt(key);
    if (wait) return { ok: false, kind: 'limit', wait };
  }

  // The code: as the portal makes one, under the customer's counter lock and WiFi-code licence.
  const expiresAt = new Date(now.getTime() + SMS_CODE_VALID_MINUTES * 60_000);
  const smsId = newObjectId();
  const made = await db.transaction(async (tx) => {
    const live = await lockCounter(tx, device.customerId);
    const licence = voucherLicenseFrom(device.customerId, await pluginBlocksOf(tx, device.customerId), live);
    if (licence.allowed !== -1 && licence.left < 1) return null;
    const [code] = await freshCodes(tx, device.customerId, 1);
    const voucher = await insertVoucher(tx, {
      customerId: device.customerId,
      id: newObjectId(),
      code: code!,
      voucherCode: code!,
      active: true,
      description: `SMS … ${phone.lastDigits}`,
      deviceVoucher: true,
      expires: expiresAt,
      loginTemplateId: r.loginTemplateId,
    });
    await tx.insert(smsLogins).values({
      customerId: device.customerId,
      id: smsId,
      loginTemplateId: r.loginTemplateId,
      hotspotDeviceId: device.id,
      voucherId: voucher.id,
      phoneHash,
      phoneLast: phone.lastDigits,
      clientMacHash: clientHash,
      status: 'pending',
      createdAt: now,
      expiresAt,
    });
    return voucher;
  });
  if (!made) return { ok: false, kind: 'unavailable' };

  const sent = await r.send({ to: phone.e164, from: settings.sender, text: r.text(made.code) });
  const row = and(eq(smsLogins.customerId, device.customerId), eq(smsLogins.id, smsId));
  if (!sent.ok) {
    // A code that never reached the guest cannot log in.
    await db
      .update(vouchers)
      .set({ active: false })
      .where(and(eq(vouchers.customerId, device.customerId), eq(vouchers.id, made.id)));
    await db.update(smsLogins).set({ status: 'failed' }).where(row);
    return { ok: false, kind: 'sendFailed', failure: sent.failure };
  }
  await db
    .update(smsLogins)
    .set({ status: 'sent', messageId: sent.messageId || null })
    .where(row);
  return { ok: true, masked };
}

export interface SmsCodeRequest {
  device: LoginDevice;
  loginTemplateId: string;
  code: string;
  clientMac: string | null;
  termsAccepted?: boolean;
  preview?: boolean;
  now?: Date;
}

/**
 * Step 2: the code the SMS brought, entered on the page: one of this template's SMS codes, checked as
 * any code (checkLogin); accepted, its short validity ends (the account template's limits hold).
 */
export async function smsCodeLogin(
  db: Db,
  r: SmsCodeRequest,
): Promise<{ ok: true; code: string } | Extract<LoginResult, { ok: false }>> {
  const now = r.now ?? new Date();
  const code = normalizeCode(r.code);
  const customerId = r.device.customerId;
  const [sms] = code
    ? await db
        .select({
          id: smsLogins.id,
          voucherId: smsLogins.voucherId,
          expiresAt: smsLogins.expiresAt,
          usedAt: smsLogins.usedAt,
        })
        .from(smsLogins)
        .innerJoin(vouchers, and(eq(vouchers.customerId, smsLogins.customerId), eq(vouchers.id, smsLogins.voucherId)))
        .where(
          and(
            eq(smsLogins.customerId, customerId),
            eq(smsLogins.loginTemplateId, r.loginTemplateId),
            eq(smsLogins.status, 'sent'),
            eq(vouchers.code, code),
            isNull(vouchers.deletedAt),
          ),
        )
    : [];
  const unknown = { ok: false as const, reason: 'UNKNOWN' as const, message: REFUSAL_MESSAGES.UNKNOWN };
  if (!sms) return unknown;
  const result = await checkLogin(db, {
    device: r.device,
    username: code,
    credentials: { kind: 'pap', password: code },
    clientMac: r.clientMac,
    termsAccepted: r.preview ? undefined : r.termsAccepted,
    now,
  });
  if (!result.ok) return result;
  if (!r.preview && !sms.usedAt) {
    // Entered in time: the code's own short end goes (only the one this SMS set).
    await db
      .update(vouchers)
      .set({ expires: null })
      .where(
        and(eq(vouchers.customerId, customerId), eq(vouchers.id, sms.voucherId), eq(vouchers.expires, sms.expiresAt)),
      );
    await db
      .update(smsLogins)
      .set({ usedAt: now })
      .where(and(eq(smsLogins.customerId, customerId), eq(smsLogins.id, sms.id)));
  }
  return { ok: true, code };
}
