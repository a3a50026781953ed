// What the guest login page tells analytics (issue 11, seed 001 §9): per successful login a hint
// (browser, OS and device class from the User-Agent via bowser, the page language, the login type)
// keyed by the client, which the RADIUS session that starts next for that client takes over
// (trigger radius_sessions_fill, migration 0017); and a page view per login form shown
// (guest_page_view, migration 0017). Neither may slow or break the page.
import Bowser from 'bowser';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { hashClientMac } from '../device-account';
import { stationMac } from '../hotspot-login';
import type { LoginType } from '../../../src/domain/enums';
import { log } from '../../platform/log';

/** Only the start of a User-Agent is looked at, and no stored value is longer than this. */
const UA_MAX = 512;
const VALUE_MAX = 64;
/** Hints older than this are deleted by the clean-up (a session takes over hints of 30 minutes). */
export const HINT_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface ClientHint {
  browser: string | null;
  os: string | null;
  deviceClass: string | null;
  language: string | null;
}

const bounded = (v: string | null | undefined) => (v ? v.trim().slice(0, VALUE_MAX) || null : null);

/** Browser, OS and device class of a User-Agent (bowser's names), and the 2-letter page language. */
export function clientHint(userAgent: string | undefined, lang: string): ClientHint {
  const ua = (userAgent ?? '').slice(0, UA_MAX).trim();
  // bowser throws on an empty User-Agent; a request without one tells nothing.
  const parsed = ua ? Bowser.parse(ua) : null;
  const language = /^[a-z]{2}/i.exec(lang)?.[0]?.toLowerCase() ?? null;
  return {
    browser: bounded(parsed?.browser.name),
    os: bounded(parsed?.os.name),
    deviceClass: bounded(parsed?.platform.type),
    language,
  };
}

/**
 * The client key the session will have (data conventions): the client MAC's hash when the device
 * named the MAC in its redirect, else 'u:' + the username the device will send (the code).
 */
export async function hintKey(db: Db, clientMac: string | null, username: string): Promise<string> {
  const mac = stationMac(clientMac);
  return mac ? hashClientMac(db, mac) : `u:${username}`;
}

/** Stores (replaces) the hint of a client before the device logs it in. */
export async function recordLoginHint(
  db: Db,
  o: { customerId: string; clientKey: string; hint: ClientHint; loginType: string; now?: Date },
): Promise<void> {
  const at = (o.now ?? new Date()).toISOString();
  const h = o.hint;
  await db.execute(sql`
    insert into guest_login_hints (customer_id, client_key, browser, os, device_class, language, login_type, created_at)
    values (${o.customerId}, ${o.clientKey}, ${h.browser}, ${h.os}, ${h.deviceClass}, ${h.language}, ${o.loginType}, ${at}::timestamptz)
    on conflict (customer_id, client_key) do update set browser = excluded.browser, os = excluded.os,
      device_class = excluded.device_class, language = excluded.language, login_type = excluded.login_type,
      created_at = excluded.created_at`);
}

const warned = new Set<string>();
/** A failure of analytics capture is logged once per kind and process; the guest's login goes on. */
function warnOnce(kind: string, e: unknown) {
  if (warned.has(kind)) return;
  warned.add(kind);
  log.warn({ err: (e as Error)?.message ?? String(e) }, `guest ${kind} not recorded`);
}

/** The hint of a login from this request (awaited before the hand-over, so the session finds it). */
export async function captureLogin(
  db: Db,
  o: {
    customerId: string;
    clientMac: string | null;
    /** What the device will send as User-Name (the code, the account's username). */
    username: string;
    userAgent: string | undefined;
    lang: string;
    loginType: LoginType;
  },
): Promise<void> {
  try {
    await recordLoginHint(db, {
      customerId: o.customerId,
      clientKey: await hintKey(db, o.clientMac, o.username),
      hint: clientHint(o.userAgent, o.lang),
      loginType: o.loginType,
    });
  } catch (e) {
    warnOnce('login hint', e);
  }
}

/**
 * Counts one view of a device's login page, without holding up the page: the caller does not
 * await it; a failure is logged once per process (a warning: the page itself was served).
 */
export function countPageView(db: Db, customerId: string, deviceId: string, at = new Date()): Promise<void> {
  return db.execute(sql`select guest_page_view(${customerId}, ${deviceId}, ${at.toISOString()}::timestamptz)`).then(
    () => undefined,
    (e: unknown) => warnOnce('page view', e),
  );
}

/** Deletes hints older than a day (they are only taken over within 30 minutes). */
export async function purgeGuestHints(db: Db, now = Date.now()): Promise<void> {
  await db.execute(
    sql`delete from guest_login_hints where created_at < ${new Date(now - HINT_RETENTION_MS).toISOString()}::timestamptz`,
  );
}
