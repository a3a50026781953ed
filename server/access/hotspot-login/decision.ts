// The login decision shared by the RADIUS server (Access-Request) and the guest login page: who logs
// in (a WiFi code or a device account), every check of common.md "Definitions" in a fixed order, the
// reply limits, and — for a real login — the writes (code usage, first-login expiry, bound client,
// hotspot account) in one statement that writes only if the code is still as the checks read it
// (otherwise the login is decided again). A login is one read and one write (migration 0013).
import { and, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client';
import { coalesced, columnsOf, inCallOrder } from '../../platform/db/coalesce';
import { newObjectId } from '../../platform/ids';
import { emitEvent } from '../../platform/events';
import { noteWrites } from '../../platform/statistics';
import { normalizeCode, CODE_MAX_LENGTH, CODE_MIN_LENGTH } from '../../../src/domain/voucherCode';
import { applyDynamicExpires, expiryTimeZone, isValidDynamicExpires } from '../../../src/domain/dynamicExpires';
import { installationTimeZone } from '../../platform/timeZone';
import { verifyPassword, DUMMY_HASH } from '../../platform/passwords';
import { customerPlugins, type PluginBlocks } from '../../tenancy/customer/table';
import { hotspotLoginTemplates } from '../../templates/login-template/table';
import { hotspotAccountTemplates } from '../../templates/account-template/table';
import type { LoginType } from '../../../src/domain/enums';
import { servedOnGuestPage } from '../../../src/domain/guestLogin';
import { guestAccountIdOf, guestPasswordMatches } from './guestAccounts';
import { hashClientMac } from '../device-account';
import { deviceAccounts, type DeviceAccountRow } from '../device-account/table';
import type { VoucherRow } from '../wifi-code/table';
import type { HotspotLoginTemplateRow } from '../../templates/login-template/table';
import type { HotspotAccountTemplateRow } from '../../templates/account-template/table';
import { hotspotAccounts, type HotspotAccountRow } from '../hotspot-account/table';
import { searchTextOf } from '../hotspot-account';
import { radiusSessions } from '../session/table';
import { SEAT_RESERVATION_S, codeHolders, onlineCount, onlineSince, seatsInUse } from '../session';
import type { LoginDevice } from './devices';
import { loginReads, readKey } from './readCache';
import {
  REFUSAL_MESSAGES,
  chapMatches,
  computeReply,
  effectiveActive,
  insideLoginTimes,
  remainingSeconds,
  stationMac,
  type LoginRefusal,
  type LoginReply,
} from './rules';

export type Credentials =
  | { kind: 'pap'; password: string }
  | { kind: 'chap'; id: number; challenge: Buffer; response: Buffer }
  | { kind: 'none' };

export interface LoginRequest {
  device: LoginDevice;
  /** User-Name: a WiFi code or a device account's username; null: MAC login only. */
  username: string | null;
  credentials: Credentials;
  /** The client's MAC (Calling-Station-Id), any form; null: unknown. */
  clientMac: string | null;
  /** The client MAC's hash, when only that is known (a ticket keeps no MAC). */
  clientHash?: string;
  now?: Date;
  termsAccepted?: boolean;
  additionalInfo?: unknown;
  /** The hotspot device MAC the login came through (Called-Station-Id); default: the device's first. */
  deviceMac?: string | null;
}

export type LoginResult =
  | {
      ok: true;
      /** The client's hotspot account ('' when a check stored none). */ accountId: string;
      reply: LoginReply;
    }
  | {
      ok: false;
      reason: LoginRefusal;
      message: string;
      /** COOLDOWN: when the client may log in again. */
      until?: Date;
    };

/** Bound of the connectedDevices list of a code that is not device-bound. */
export const CONNECTED_DEVICES_MAX = 100;

/** A refusal of the checks; `until`: a cooldown's end. */
type Refused = { reason: LoginRefusal; until?: Date };

const refuse = (r: LoginRefusal | Refused): LoginResult => {
  const { reason, until } = typeof r === 'string' ? { reason: r, until: undefined } : r;
  return until
    ? { ok: false, reason, message: REFUSAL_MESSAGES[reason], until }
    : { ok: false, reason, message: REFUSAL_MESSAGES[reason] };
};

export type Subject =
  | { kind: 'voucher'; code: string }
  | { kind: 'deviceAccount'; id: string }
  /** A hotspot account the guest page made for a login of its own (EASY_LOGIN): username `G-<id>`. */
  | { kind: 'guestAccount'; id: string }
  /** No account yet: whether a new one of this login template may log in (the guest page asks). */
  | { kind: 'newGuest'; loginTemplateId: string };

/** Whether the credentials prove knowledge of `secret` (a code: PAP/CHAP with the code itself). */
function codeCredentialsMatch(creds: Credentials, username: string, code: string): boolean {
  if (creds.kind === 'pap') return normalizeCode(creds.password) === code;
  if (creds.kind === 'chap') {
    const candidates = new Set([username, code, username.trim(), code.toLowerCase()]);
    for (const pw of candidates) if (chapMatches(creds.id, pw, creds.challenge, creds.response)) return true;
    return false;
  }
  return true; // guest page: the code typed is the credential
}

/** The key of a code login's kept read (readCache.ts). */
const keyOf = (req: LoginRequest, code: string, clientHash: string) =>
  readKey(req.device.customerId, code, clientHash, req.device.loginTemplateIds[0] ?? null);

/** The code a User-Name stands for, when its credentials are the code itself; null: not a code login. */
function codeSubject(req: LoginRequest): Subject | null {
  const username = req.username?.trim() ?? '';
  const code = normalizeCode(username);
  if (!username || code.length < CODE_MIN_LENGTH || code.length > CODE_MAX_LENGTH) return null;
  return codeCredentialsMatch(req.credentials, username, code) ? { kind: 'voucher', code } : null;
}

/**
 * The device account that logs in (by username, else by client MAC); null: nobody (UNKNOWN).
 * Password checks happen here, outside any transaction.
 */
async function identify(db: Db, req: LoginRequest, clientHash: string): Promise<Subject | null> {
  const customerId = req.device.customerId;
  const username = req.username?.trim() ?? '';
  const guestId = guestAccountIdOf(username);
  if (guestId) {
    // The page's own accounts: the password is derived from the account (server/access/hotspot-login/guestAccounts.ts).
    return (await guestPasswordMatches(db, customerId, guestId, req.credentials))
      ? { kind: 'guestAccount', id: guestId }
      : null;
  }
  if (username) {
    const [a] = await db
      .select()
      .from(deviceAccounts)
      .where(
        and(
          eq(deviceAccounts.customerId, customerId),
          sql`lower(${deviceAccounts.username}) = ${username.toLowerCase()}`,
        ),
      );
    if (a) {
      if (a.accountType === 'UsernamePassword') {
        // Passwords are scrypt hashes: only PAP (and the guest page) can be checked.
        if (req.credentials.kind !== 'pap') return null;
        return (await verifyPassword(req.credentials.password, a.passwordHash ?? DUMMY_HASH))
          ? { kind: 'deviceAccount', id: a.id }
          : null;
      }
      if (a.accountType === 'Username') return { kind: 'deviceAccount', id: a.id };
    }
  }
  if (clientHash) {
    const [a] = await db
      .select({ id: deviceAccounts.id })
      .from(deviceAccounts)
      .where(
        and(
          eq(deviceAccounts.customerId, customerId),
          eq(deviceAccounts.macHash, clientHash),
          eq(deviceAccounts.accountType, 'MAC'),
        ),
      );
    if (a) return { kind: 'deviceAccount', id: a.id };
  }
  return null;
}

type DecidedVoucher = Pick<
  VoucherRow,
  | 'id'
  | 'customerId'
  | 'active'
  | 'valid'
  | 'deletedAt'
  | 'expires'
  | 'firstLoginAt'
  | 'dynamicExpires'
  | 'deviceVoucher'
  | 'connectedDevices'
  | 'simultaneousUse'
>;
type DecidedDeviceAccount = Pick<DeviceAccountRow, 'id' | 'active' | 'expires'>;
type DecidedAccount = Pick<HotspotAccountRow, 'id' | 'valid' | 'firstLoginAt'>;
type DecidedLoginTemplate = Pick<HotspotLoginTemplateRow, 'id' | 'termsOfUseId' | 'cooldown'>;
type DecidedAccountTemplate = Pick<
  HotspotAccountTemplateRow,
  | 'id'
  | 'dynamicExpires'
  | 'expires'
  | 'idleTimeout'
  | 'maxBandwidthDown'
  | 'maxBandwidthUp'
  | 'maxSurftime'
  | 'maxVolume'
>;

/** A row of hotspot_login_read (migration 0013): the subject, this client's account, the templates, the plugins. */
interface LoginReadRow {
  s_id: string;
  s_active: boolean;
  s_valid: boolean;
  s_deleted_at: Date | null;
  s_expires: Date | null;
  s_first_login_at: Date | null;
  s_dynamic_expires: string | null;
  s_device_voucher: boolean;
  s_connected_devices: string[] | null;
  s_simultaneous_use: number | null;
  a_id: string | null;
  a_valid: boolean | null;
  a_first_login_at: Date | null;
  lt_id: string | null;
  lt_terms_of_use_id: string | null;
  lt_cooldown: HotspotLoginTemplateRow['cooldown'];
  at_id: string | null;
  at_dynamic_expires: string | null;
  at_expires: Date | null;
  at_idle_timeout: number | null;
  at_max_bandwidth_down: number | null;
  at_max_bandwidth_up: number | null;
  at_max_surftime: number | null;
  at_max_volume: number | null;
  plugins: PluginBlocks | null;
  s_xmin: string | null;
  a_xmin: string | null;
  lt_xmin: string | null;
  at_xmin: string | null;
  cp_xmin: string | null;
}

const date = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));

type ReadCall = readonly [
  customer: string,
  code: string | null,
  account: string | null,
  client: string,
  template: string | null,
];

/**
 * hotspot_login_read for concurrent logins in one statement (server/platform/db/coalesce.ts): one
 * call alone as before; several as one `unnest … cross join lateral` over the same function.
 */
const readLogins = coalesced<ReadCall, LoginReadRow | null>(
  async (db, calls) => {
    if (calls.length === 1) {
      const [r] = await queryRows<LoginReadRow>(db, 'select * from hotspot_login_read($1, $2, $3, $4, $5)', [
        ...calls[0]!,
      ]);
      return [r ?? null];
    }
    const rows = await queryRows<LoginReadRow & { i: number }>(
      db,
      `select b.i::int as i, r.*
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) with ordinality as b(c, code, a, m, t, i)
       cross join lateral hotspot_login_read(b.c, b.code, b.a, b.m, b.t) r`,
      columnsOf(calls),
    );
    return inCallOrder<LoginReadRow & { i: number }, LoginReadRow | null>(calls.length, rows, (r) => r, null);
  },
  { parallel: 2 },
);

/**
 * The login's one read (hotspot_login_read, migration 0013): the code (or device account), this
 * client's hotspot account with it, the login template (the subject's, else the config's first), its
 * account template and the customer's plugins. A function so that the database keeps its plan: as a
 * plain statement it was planned anew on every login, which took longer than running it.
 */
async function readLogin(
  db: Db,
  req: LoginRequest,
  subject: Subject,
  clientHash: string,
  kept: KeptRead | null,
): Promise<LoginRead | null> {
  if (subject.kind === 'guestAccount' || subject.kind === 'newGuest') return readGuest(db, req, subject);
  if (kept?.mayUse) {
    const hit = loginReads<LoginRead>(db).get(kept.key);
    if (hit) {
      kept.used = true;
      return hit;
    }
  }
  const code = subject.kind === 'voucher' ? subject.code : null;
  const accountId = subject.kind === 'deviceAccount' ? subject.id : null;
  const r = await readLogins(db, [
    req.device.customerId,
    code,
    accountId,
    clientHash,
    req.device.loginTemplateIds[0] ?? null,
  ]);
  if (!r) return null;
  return {
    voucher:
      subject.kind === 'voucher'
        ? {
            id: r.s_id,
            customerId: req.device.customerId,
            active: r.s_active,
            valid: r.s_valid,
            deletedAt: date(r.s_deleted_at),
            expires: date(r.s_expires),
            firstLoginAt: date(r.s_first_login_at),
            dynamicExpires: r.s_dynamic_expires,
            deviceVoucher: r.s_device_voucher,
            connectedDevices: r.s_connected_devices ?? [],
            simultaneousUse: r.s_simultaneous_use,
          }
        : null,
    deviceAccount:
      subject.kind === 'deviceAccount' ? { id: r.s_id, active: r.s_active, expires: date(r.s_expires) } : null,
    account: r.a_id ? { id: r.a_id, valid: r.a_valid ?? true, firstLoginAt: date(r.a_first_login_at) } : null,
    loginTemplate: r.lt_id ? { id: r.lt_id, termsOfUseId: r.lt_terms_of_use_id, cooldown: r.lt_cooldown } : null,
    accountTemplate:
      r.lt_id && r.at_id
        ? {
            id: r.at_id,
            dynamicExpires: r.at_dynamic_expires,
            expires: date(r.at_expires),
            idleTimeout: r.at_idle_timeout,
            maxBandwidthDown: r.at_max_bandwidth_down,
            maxBandwidthUp: r.at_max_bandwidth_up,
            maxSurftime: r.at_max_surftime,
            maxVolume: r.at_max_volume,
          }
        : null,
    plugins: r.plugins,
    guest: null,
    versions: {
      code: r.s_xmin ?? '',
      accountId: r.a_id,
      account: r.a_xmin,
      loginTemplate: r.lt_id ? r.lt_xmin : null,
      accountTemplate: r.lt_id && r.at_id ? r.at_xmin : null,
      plugins: r.cp_xmin ?? '',
    },
  };
}

/** The row versions (xmin) a code login's read saw: hotspot_login_count's p_seen_* (D340). */
interface ReadVersions {
  code: string;
  accountId: string | null;
  account: string | null;
  loginTemplate: string | null;
  accountTemplate: string | null;
  /** '' for none. */
  plugins: string;
}

/** A counted RADIUS code login's kept read (readCache.ts): its key, whether it may decide from it, and whether it did. */
interface KeptRead {
  key: string;
  mayUse: boolean;
  used: boolean;
}

/** What a login reads: the subject, this client's account, the templates, the plugins. */
interface LoginRead {
  voucher: DecidedVoucher | null;
  deviceAccount: DecidedDeviceAccount | null;
  account: DecidedAccount | null;
  loginTemplate: DecidedLoginTemplate | null;
  accountTemplate: DecidedAccountTemplate | null;
  plugins: PluginBlocks | null;
  /** A guest-page login of its own (EASY_LOGIN …): the template's state and the account's client. */
  guest: { loginType: LoginType | null; templateActive: boolean; clientMacHash: string | null } | null;
  /** The row versions read (a code or device account's login through hotspot_login_read). */
  versions?: ReadVersions;
}

/**
 * The read of a guest-page login (a page account, or none yet): the account, its login template (or
 * the one asked for), the account template it got (else the login template's) and the plugins.
 */
async function readGuest(
  db: Db,
  req: LoginRequest,
  subject: Extract<Subject, { kind: 'guestAccount' | 'newGuest' }>,
): Promise<LoginRead | null> {
  const customerId = req.device.customerId;
  let account: (DecidedAccount & { clientMacHash: string; accountTemplateId: string | null }) | null = null;
  let loginTemplateId: string | null;
  if (subject.kind === 'guestAccount') {
    const h = hotspotAccounts;
    const [a] = await db
      .select({
        id: h.id,
        valid: h.valid,
        firstLoginAt: h.firstLoginAt,
        clientMacHash: h.clientMacHash,
        accountTemplateId: h.accountTemplateId,
        loginTemplateId: h.loginTemplateId,
      })
      .from(h)
      .where(and(eq(h.customerId, customerId), eq(h.id, subject.id), isNull(h.voucherId), isNull(h.deviceAccountId)));
    if (!a) return null;
    account = a;
    loginTemplateId = a.loginTemplateId;
  } else loginTemplateId = subject.loginTemplateId;
  const lt = hotspotLoginTemplates;
  const [template] = loginTemplateId
    ? await db
        .select({
          id: lt.id,
          termsOfUseId: lt.termsOfUseId,
          cooldown: lt.cooldown,
          active: lt.active,
          loginType: lt.loginType,
          accountTemplateId: lt.accountTemplateId,
        })
        .from(lt)
        .where(and(eq(lt.customerId, customerId), eq(lt.id, loginTemplateId)))
    : [];
  if (subject.kind === 'newGuest' && !template) return null;
  const accountTemplateId = account ? account.accountTemplateId : (template?.accountTemplateId ?? null);
  const t = hotspotAccountTemplates;
  const [accountTemplate] = accountTemplateId
    ? await db
        .select({
          id: t.id,
          dynamicExpires: t.dynamicExpires,
          expires: t.expires,
          idleTimeout: t.idleTimeout,
          maxBandwidthDown: t.maxBandwidthDown,
          maxBandwidthUp: t.maxBandwidthUp,
          maxSurftime: t.maxSurftime,
          maxVolume: t.maxVolume,
        })
        .from(t)
        .where(and(eq(t.customerId, customerId), eq(t.id, accountTemplateId)))
    : [];
  const [plugins] = await db
    .select({ plugins: customerPlugins.plugins })
    .from(customerPlugins)
    .where(eq(customerPlugins.customerId, customerId));
  return {
    voucher: null,
    deviceAccount: null,
    account: account ? { id: account.id, valid: account.valid, firstLoginAt: account.firstLoginAt } : null,
    loginTemplate: template
      ? { id: template.id, termsOfUseId: template.termsOfUseId, cooldown: template.cooldown }
      : null,
    accountTemplate: accountTemplate ?? null,
    plugins: plugins?.plugins ?? null,
    guest: {
      loginType: (template?.loginType as LoginType | undefined) ?? null,
      templateActive: template?.active ?? false,
      clientMacHash: account?.clientMacHash ?? null,
    },
  };
}

interface Decided {
  voucher: DecidedVoucher | null;
  deviceAccount: DecidedDeviceAccount | null;
  loginTemplate: DecidedLoginTemplate | null;
  accountTemplate: DecidedAccountTemplate | null;
  account: DecidedAccount | null;
  clientHash: string;
  /** The code's expiry after the first-login formula (the stored one from the second login on). */
  codeExpires: Date | null;
  reply: LoginReply;
  /** What was read (kept after the login when it settles: readCache.ts). */
  read: LoginRead | null;
  /** The key its read is kept under after the login (a counted code login), else null. */
  keptKey: string | null;
  /** Decided from a kept read: the write checks the versions (D340). */
  kept: boolean;
}

/** The device's zone, else the installation's (D204): a device without one no longer counts in UTC. */
export const tz = (device: Pick<LoginDevice, 'timezone'>) => expiryTimeZone(device.timezone, installationTimeZone());

/** A dynamicExpires formula applied to `from` on the zone; null when none or invalid. */
export function safeApply(formula: string | null | undefined, from: Date, timeZone?: string): Date | null {
  if (!formula || !isValidDynamicExpires(formula)) return null;
  try {
    return applyDynamicExpires(formula, from, timeZone);
  } catch {
    return applyDynamicExpires(formula, from);
  }
}

/** Every check: the one read, then (only when the code or licence needs them) the online counts. */
async function decide(
  db: Db,
  req: LoginRequest,
  subject: Subject,
  clientHash: string,
  now: Date,
  seatsByAct: boolean,
  kept: KeptRead | null = null,
): Promise<Decided | LoginRefusal | Refused> {
  const device = req.device;
  const customerId = device.customerId;
  const row = await readLogin(db, req, subject, clientHash, kept);
  const voucher = row?.voucher ?? null;
  const deviceAccount = row?.deviceAccount ?? null;
  if (subject.kind === 'voucher') {
    if (!voucher || voucher.deletedAt) return 'UNKNOWN';
    if (!voucher.active) return 'INACTIVE';
    if (!voucher.valid) return 'INVALID';
  } else if (subject.kind === 'deviceAccount') {
    if (!deviceAccount) return 'UNKNOWN';
    // Device accounts log in while the customer's deviceAccount plugin is active.
    if (row?.plugins?.deviceAccount?.active !== true) return 'NOT_OFFERED';
    if (!deviceAccount.active) return 'INACTIVE';
    if (deviceAccount.expires && deviceAccount.expires.getTime() < now.getTime()) return 'EXPIRED';
  } else {
    // The guest page's own logins: its account is bound to the client it was made for; a template
    // is offered while active, of a type the page serves, with its plugin active (and, for a new
    // account, one of this device's configuration).
    const g = row?.guest;
    if (!row || !g) return subject.kind === 'newGuest' ? 'NOT_OFFERED' : 'UNKNOWN';
    if (subject.kind === 'guestAccount' && g.clientMacHash && g.clientMacHash !== clientHash) return 'DEVICE_BOUND';
    if (subject.kind === 'newGuest' && !clientHash) return 'NO_CLIENT';
    const offered =
      g.templateActive &&
      g.loginType !== null &&
      servedOnGuestPage(g.loginType, (plugin) => row.plugins?.[plugin]?.active === true) &&
      (subject.kind !== 'newGuest' || device.loginTemplateIds.includes(subject.loginTemplateId));
    if (!offered) return 'NOT_OFFERED';
  }
  const account = row?.account ?? null;
  const loginTemplate = row?.loginTemplate ?? null;
  const accountTemplate = loginTemplate ? (row?.accountTemplate ?? null) : null;

  // The code's effective expiry: at the first login the formula lowers it (common.md).
  let codeExpires = voucher?.expires ?? null;
  if (voucher && !voucher.firstLoginAt && voucher.dynamicExpires) {
    const dyn = safeApply(voucher.dynamicExpires, now, tz(device));
    if (dyn && (!codeExpires || dyn.getTime() < codeExpires.getTime())) codeExpires = dyn;
  }
  if (codeExpires && codeExpires.getTime() < now.getTime()) return 'EXPIRED';

  if (account && !account.valid) return 'INVALID';

  if (!device.active || !effectiveActive(device, now)) return 'DEVICE_INACTIVE';
  if (!insideLoginTimes(device.loginTimePeriods, now, tz(device))) return 'OUTSIDE_LOGIN_TIMES';

  if (voucher) {
    if (
      voucher.deviceVoucher &&
      voucher.connectedDevices.length > 0 &&
      !voucher.connectedDevices.includes(clientHash)
    ) {
      return 'DEVICE_BOUND';
    }
    const limit = voucher.simultaneousUse ?? 0;
    // A counted login reserves its seat atomically after the checks (countedLogin), which refuses
    // as this would: the same question asked twice cost a statement per login (issue 36).
    if (limit > 0 && !seatsByAct) {
      // Online clients and seats reserved by logins whose accounting has not started yet.
      const holders = await codeHolders(db, customerId, voucher.id, now);
      if (!holders.includes(clientHash) && holders.length >= limit) return 'LIMIT';
    }
  }

  // Concurrent-user licence: a client already online at the customer needs no new seat.
  const licence = row?.plugins?.concurrentUser;
  const seats = licence?.active ? Number(licence.value) : 0;
  if (Number.isFinite(seats) && seats > 0) {
    // Seats as the licence display counts them (licenseUtilization).
    const used = await seatsInUse(db, customerId, clientHash, now);
    if (!used.clientOnline && used.seats >= seats) return 'LICENCE_FULL';
  }

  // Cooldowns (with the cooldown plugin active): after the client's last session with this login
  // template stopped, wait; and after an account of it used up its volume, surf time or validity,
  // wait the conditional cooldown of that property (a new account or code of the template included).
  const cooldownOn = row?.plugins?.cooldown?.active === true;
  const cooldown = cooldownOn ? loginTemplate?.cooldown?.dynamicExpires : null;
  const conditional = cooldownOn ? (loginTemplate?.cooldown?.conditionalCooldowns ?? []) : [];
  if ((cooldown || conditional.length) && clientHash && loginTemplate) {
    const stillOnline = (await onlineCount(db, customerId, { clientMacHash: clientHash }, now)) > 0;
    if (!stillOnline) {
      let until: Date | null = null;
      if (cooldown) {
        const [last] = await db
          .select({ stop: max(radiusSessions.stoppedAt) })
          .from(radiusSessions)
          .innerJoin(
            hotspotAccounts,
            and(
              eq(hotspotAccounts.customerId, radiusSessions.customerId),
              eq(hotspotAccounts.id, radiusSessions.hotspotAccountId),
            ),
          )
          .where(
            and(
              eq(radiusSessions.customerId, customerId),
              eq(hotspotAccounts.clientMacHash, clientHash),
              eq(hotspotAccounts.loginTemplateId, loginTemplate.id),
              isNotNull(radiusSessions.stoppedAt),
            ),
          );
        const lastStop = last?.stop ? new Date(last.stop) : null;
        until = lastStop ? safeApply(cooldown, lastStop, tz(device)) : null;
      }
      if (conditional.length) {
        const c = await conditionalCooldownUntil(db, {
          customerId,
          clientHash,
          loginTemplateId: loginTemplate.id,
          exceptAccountId: account?.id ?? null,
          cooldowns: conditional,
          now,
          timeZone: tz(device),
        });
        if (c && (!until || c.getTime() > until.getTime())) until = c;
      }
      if (until && now.getTime() < until.getTime()) return { reason: 'COOLDOWN', until };
    }
  }

  // Limits: the account's own expiry (accountConfiguration.dynamicExpires from its first login),
  // the profile's fixed expiry, the code's / device account's expiry, the surf time left.
  // What the account used so far: surf time against maxSurftime, bytes against maxVolume (used up:
  // EXPIRED, as an account past its end).
  let usedSeconds = 0;
  let usedOctets = 0;
  if (account && (accountTemplate?.maxSurftime || accountTemplate?.maxVolume)) {
    const [used] = await db
      .select({
        s: sql<number>`coalesce(sum(${radiusSessions.sessionTime}), 0)::int`,
        o: sql<string>`coalesce(sum(${radiusSessions.inputBytes} + ${radiusSessions.outputBytes}), 0)::text`,
      })
      .from(radiusSessions)
      .where(and(eq(radiusSessions.customerId, customerId), eq(radiusSessions.hotspotAccountId, account.id)));
    usedSeconds = used?.s ?? 0;
    usedOctets = Number(used?.o ?? 0);
  }
  const volume = accountTemplate?.maxVolume ? accountTemplate.maxVolume * 1024 * 1024 : null;
  if (volume !== null && usedOctets >= volume) return 'EXPIRED';
  const accountExpires = safeApply(accountTemplate?.dynamicExpires, account?.firstLoginAt ?? now, tz(device));
  // WiFi4EU (seed 001 §3): sessions end at 24:00 in the device's time zone.
  const midnight = row?.plugins?.wifi4eu?.active === true ? safeApply('eod', now, tz(device)) : null;
  const expiries = [
    codeExpires,
    deviceAccount?.expires ?? null,
    accountTemplate?.expires ?? null,
    accountExpires,
    midnight,
    // The device's active period (end inclusive): the NAS ends the session when it ends (issue 36).
    device.activeUntil,
  ];
  const left = remainingSeconds(accountTemplate, expiries, usedSeconds, now);
  if (left !== null && left < 0) return 'EXPIRED';
  if (left !== null && left === 0 && accountTemplate?.maxSurftime) return 'EXPIRED';

  return {
    voucher,
    deviceAccount,
    loginTemplate,
    accountTemplate,
    account,
    clientHash,
    codeExpires,
    reply: computeReply(accountTemplate, expiries, usedSeconds, now, usedOctets),
    read: row,
    keptKey: kept?.key ?? null,
    kept: kept?.used === true,
  };
}

/**
 * The group (multiAccountId) of the accounts that several devices share through one code or device
 * account (seed 001 §4: hotspot accounts are invalidated together by multiAccountId): a code that
 * binds more than one client, and a device account; a device code (one client) has none. An account
 * that has a group keeps it (coalesce in the writes).
 */
export function sharedAccountGroup(d: Pick<Decided, 'voucher' | 'deviceAccount'>): string | null {
  if (d.voucher) return d.voucher.deviceVoucher || d.voucher.simultaneousUse === 1 ? null : `code-${d.voucher.id}`;
  return d.deviceAccount ? `device-account-${d.deviceAccount.id}` : null;
}

/**
 * The guest page's write: the client's hotspot account created or reused with the terms accepted
 * (not a login: logins, first and last login stay as they are). Returns the account's id.
 */
async function acceptTerms(db: Db, req: LoginRequest, d: Decided, now: Date): Promise<string> {
  const device = req.device;
  const username = req.username?.trim() || null;
  const deviceMac = stationMac(req.deviceMac ?? null) ?? device.macs[0] ?? null;
  const termsOfUseId = d.loginTemplate?.termsOfUseId ?? null;
  const set: Record<string, unknown> = {
    updatedAt: now,
    hotspotDeviceId: device.id,
    hotspotDeviceMac: deviceMac,
    termsAccepted: true,
    termsOfUseId,
  };
  if (req.additionalInfo !== undefined) set.additionalInfo = req.additionalInfo ?? null;
  const group = sharedAccountGroup(d);
  if (group) set.multiAccountId = sql`coalesce(${hotspotAccounts.multiAccountId}, ${group})`;
  const [row] = await db
    .insert(hotspotAccounts)
    .values({
      customerId: device.customerId,
      id: newObjectId(),
      accountTemplateId: d.accountTemplate?.id ?? null,
      loginTemplateId: d.loginTemplate?.id ?? null,
      hotspotDeviceId: device.id,
      hotspotDeviceMac: deviceMac,
      clientMacHash: d.clientHash,
      voucherId: d.voucher?.id ?? null,
      deviceAccountId: d.deviceAccount?.id ?? null,
      username,
      multiAccountId: group,
      additionalInfo: req.additionalInfo ?? null,
      termsOfUseId,
      termsAccepted: true,
      searchText: searchTextOf({ username, description: null, multiAccountId: group }),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate(
      d.voucher
        ? {
            target: [hotspotAccounts.customerId, hotspotAccounts.voucherId, hotspotAccounts.clientMacHash],
            targetWhere: sql`${hotspotAccounts.voucherId} is not null`,
            set,
          }
        : {
            target: [hotspotAccounts.customerId, hotspotAccounts.deviceAccountId, hotspotAccounts.clientMacHash],
            targetWhere: sql`${hotspotAccounts.deviceAccountId} is not null`,
            set,
          },
    )
    .returning({ id: hotspotAccounts.id });
  noteWrites(db, 'hotspot_accounts', 1);
  return row!.id;
}

/** The client's latest other account of a login template, with what it used (conditionalCooldownUntil). */
interface PreviousAccountRow {
  created_at: Date | string;
  first_login_at: Date | string | null;
  max_volume: number | null;
  max_surftime: number | null;
  expires: Date | string | null;
  dynamic_expires: string | null;
  used_seconds: number | string;
  used_octets: number | string;
  last_stop: Date | string | null;
}

/**
 * The end of the conditional cooldowns (seed 001 §3 "conditionalCooldowns") for a client and login
 * template: its latest other account of the template reached a property's limit (maxVolume: the
 * bytes of its sessions; maxSurftime: their time; expires: the account's end), and, with
 * `accountCreatedBefore`, was created before that formula applied to now; then the cooldown's
 * duration runs from the moment the limit was reached (the last session's stop, or the expiry).
 * null: none applies.
 */
async function conditionalCooldownUntil(
  db: Db,
  o: {
    customerId: string;
    clientHash: string;
    loginTemplateId: string;
    exceptAccountId: string | null;
    cooldowns: readonly { property: string; accountCreatedBefore: string | null; dynamicExpires: string }[];
    now: Date;
    timeZone?: string;
  },
): Promise<Date | null> {
  const [prev] = await queryRows<PreviousAccountRow>(
    db,
    `select a.created_at, a.first_login_at, t.max_volume, t.max_surftime, t.expires, t.dynamic_expires,
       coalesce(sum(s.session_time), 0) as used_seconds,
       coalesce(sum(s.input_bytes + s.output_bytes), 0) as used_octets,
       max(s.stopped_at) as last_stop
     from hotspot_accounts a
     left join hotspot_account_templates t on t.customer_id = a.customer_id and t.id = a.account_template_id
     left join radius_sessions s on s.customer_id = a.customer_id and s.hotspot_account_id = a.id
     where a.customer_id = $1 and a.client_mac_hash = $2 and a.login_template_id = $3 and a.id <> $4
     group by a.customer_id, a.id, t.customer_id, t.id
     order by a.created_at desc
     limit 1`,
    [o.customerId, o.clientHash, o.loginTemplateId, o.exceptAccountId ?? ''],
  );
  if (!prev) return null;
  const createdAt = date(prev.created_at)!;
  const lastStop = date(prev.last_stop);
  const usedOctets = Number(prev.used_octets);
  const usedSeconds = Number(prev.used_seconds);
  const ends = [date(prev.expires), safeApply(prev.dynamic_expires, date(prev.first_login_at) ?? createdAt, o.timeZone)]
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  let until: Date | null = null;
  for (const c of o.cooldowns) {
    if (c.accountCreatedBefore) {
      const before = safeApply(c.accountCreatedBefore, o.now, o.timeZone);
      if (!before || createdAt.getTime() >= before.getTime()) continue;
    }
    let reached: Date | null = null;
    if (c.property === 'maxVolume' && prev.max_volume && usedOctets >= prev.max_volume * 1024 * 1024)
      reached = lastStop ?? o.now;
    else if (c.property === 'maxSurftime' && prev.max_surftime && usedSeconds >= prev.max_surftime * 60)
      reached = lastStop ?? o.now;
    else if (c.property === 'expires' && ends && ends.getTime() <= o.now.getTime()) reached = ends;
    if (!reached) continue;
    const end = safeApply(c.dynamicExpires, reached, o.timeZone);
    if (end && (!until || end.getTime() > until.getTime())) until = end;
  }
  return until;
}

async function clientHashOf(db: Db, mac: string | null): Promise<string> {
  const parsed = stationMac(mac);
  return parsed ? hashClientMac(db, parsed) : '';
}

/** Attempts of a counted login whose code changed between its read and its write (another login of it). */
const LOGIN_ATTEMPTS = 8;

/**
 * The decision: a code login first, then, when there is no such (live) code, a device account.
 * `act` writes (or not) after the checks; its null means the code changed since it was read, and the
 * whole decision runs again on the new state; a refusal from it is the login's answer.
 */
async function decideAndAct(
  db: Db,
  req: LoginRequest,
  act: (d: Decided, clientHash: string, now: Date) => Promise<string | null | Refused>,
  subject?: Subject,
  /** `act` reserves a limited code's seat itself and refuses LIMIT when it cannot. */
  seatsByAct = false,
  /** A code login may decide from a kept read (a counted RADIUS login: its write checks the versions). */
  keptReads = false,
): Promise<LoginResult> {
  const now = req.now ?? new Date();
  const clientHash = req.clientHash ?? (await clientHashOf(db, req.clientMac));
  const run = async (subject: Subject): Promise<LoginResult> => {
    const key = keptReads && subject.kind === 'voucher' ? keyOf(req, subject.code, clientHash) : null;
    for (let attempt = 1; ; attempt++) {
      // Only the first attempt may use a kept read; whatever it refused is decided again from a new one.
      const kept = key ? { key, mayUse: attempt === 1, used: false } : null;
      const d = await decide(db, req, subject, clientHash, now, seatsByAct, kept);
      if (typeof d === 'string' || 'reason' in d) {
        if (kept?.used) {
          loginReads(db).drop(kept.key);
          continue;
        }
        return refuse(d);
      }
      const accountId = await act(d, clientHash, now);
      if (accountId !== null && typeof accountId === 'object') {
        if (d.kept) {
          loginReads(db).drop(key!);
          continue;
        }
        return refuse(accountId);
      }
      if (accountId !== null) return { ok: true, accountId, reply: d.reply };
      if (attempt >= LOGIN_ATTEMPTS)
        throw new Error(`login: code ${subject.kind} changed ${attempt} times while deciding`);
    }
  };
  if (subject) return run(subject);
  const code = codeSubject(req);
  if (code) {
    const result = await run(code);
    // No (live) code of that name: the User-Name may still be a device account's.
    if (result.ok || result.reason !== 'UNKNOWN') return result;
  }
  const account = await identify(db, req, clientHash);
  return account ? run(account) : refuse('UNKNOWN');
}

/** What the checks of a login decided (the templates and account the guest page's own logins need). */
export type DecidedLogin = Pick<Decided, 'account' | 'loginTemplate' | 'accountTemplate' | 'reply'>;

/** Every check of one subject, nothing written: the result, and what was decided when accepted. */
export async function checkSubject(
  db: Db,
  req: LoginRequest,
  subject: Subject,
): Promise<{ result: LoginResult; decided: DecidedLogin | null }> {
  let decided: DecidedLogin | null = null;
  const result = await decideAndAct(
    db,
    req,
    async (d) => {
      decided = d;
      return d.account?.id ?? '';
    },
    subject,
  );
  return { result, decided };
}

/**
 * Every check of a login without counting it (the guest login page). The only write: with
 * `termsAccepted` the client's hotspot account is created or reused with the terms accepted.
 * Without it, an account that does not exist yet is not stored (accountId '').
 */
export function checkLogin(db: Db, req: LoginRequest): Promise<LoginResult> {
  return decideAndAct(db, req, async (d, _hash, now) => {
    if (req.termsAccepted) return acceptTerms(db, req, d, now);
    return d.account?.id ?? '';
  });
}

/**
 * A RADIUS login: the checks, then the writes in one statement (hotspot_login_count, migrations 0013
 * and 0014): the code's usage, first login, expiry and bound clients (added in the statement while
 * there is room, so concurrent logins of a shared code do not conflict), and the client's hotspot
 * account. Nothing is written if the code changed since the checks read it (deactivated, invalidated,
 * deleted, its expiry changed, or another client bound a device code first): the login is then
 * decided again on the new state. Nothing is written when refused.
 */
export async function login(db: Db, req: LoginRequest): Promise<LoginResult> {
  const result = await countedLogin(db, req);
  // login.accepted / login.refused for the customer's webhooks (server/platform/events.ts): costs
  // nothing while the customer has no endpoint for it. No client MAC in it (docs/webhooks.md).
  await emitEvent(
    db,
    req.device.customerId,
    result.ok ? 'login.accepted' : 'login.refused',
    result.ok
      ? {
          hotspotDeviceId: req.device.id,
          username: req.username?.trim() || null,
          hotspotAccountId: result.accountId || null,
        }
      : { hotspotDeviceId: req.device.id, username: req.username?.trim() || null, reason: result.reason },
  );
  return result;
}

function countedLogin(db: Db, req: LoginRequest): Promise<LoginResult> {
  return decideAndAct(
    db,
    req,
    async (d, clientHash, now) => {
      const v = d.voucher;
      if (!v && !d.deviceAccount) return countGuestLogin(db, req, d, now);
      // How many clients the code binds: one for a device code, else the simultaneous-use limit, at most 100.
      const bound = !v
        ? 0
        : v.deviceVoucher
          ? 1
          : Math.min(
              v.simultaneousUse && v.simultaneousUse > 0 ? v.simultaneousUse : CONNECTED_DEVICES_MAX,
              CONNECTED_DEVICES_MAX,
            );
      const device = req.device;
      // Simultaneous use under concurrency (docs/radius.md): the count reserves the seat atomically
      // first (the only check of it for a counted login: decide leaves it to this); held by as many
      // other clients as the code allows, the login is refused.
      const seats = v?.simultaneousUse && v.simultaneousUse > 0 ? v.simultaneousUse : 0;
      const username = req.username?.trim() || null;
      const group = sharedAccountGroup(d);
      const seen = d.kept ? d.read?.versions : undefined;
      const counted = await countLogins(db, [
        device.customerId,
        v?.id ?? null,
        d.deviceAccount?.id ?? null,
        v?.expires?.toISOString() ?? null,
        d.codeExpires?.toISOString() ?? null,
        bound,
        newObjectId(),
        d.accountTemplate?.id ?? null,
        d.loginTemplate?.id ?? null,
        device.id,
        stationMac(req.deviceMac ?? null) ?? device.macs[0] ?? null,
        clientHash,
        username,
        searchTextOf({ username, description: null, multiAccountId: group }),
        now.toISOString(),
        group,
        seen?.code ?? null,
        seen?.accountId ?? null,
        seen?.account ?? null,
        seen?.loginTemplate ?? null,
        seen?.accountTemplate ?? null,
        seen?.plugins ?? null,
        seats,
        onlineSince(now).toISOString(),
        new Date(now.getTime() + SEAT_RESERVATION_S * 1000).toISOString(),
      ]);
      if (counted?.seatRefused) return { reason: 'LIMIT' };
      // No row: the versions were stale, nothing was reserved.
      if (seats > 0 && counted) noteWrites(db, 'radius_seat_reservations', 1);
      const id = counted?.id ?? null;
      if (v && d.read?.versions) keepRead(db, d, clientHash, bound, counted);
      if (id) {
        // Where nothing else keeps the planner's statistics (PGlite, a server without autovacuum), the
        // accounts logins make must reach them: a plan cached while the table was small (a sequential
        // scan) would otherwise stay for the connection's life (issue 36: 670 of 1,000 logins).
        noteWrites(db, 'hotspot_accounts', 1);
        if (v) noteWrites(db, 'vouchers', 1);
      }
      return id;
    },
    undefined,
    true,
    true,
  );
}

/** What hotspot_login_count answered: the account's id and the new versions of the code and the account. */
interface Counted {
  id: string | null;
  codeXmin: string | null;
  accountXmin: string | null;
  /** The code's seats are held by as many other clients as it allows: nothing was written. */
  seatRefused: boolean;
}

/**
 * After a code login's count: its read kept for the client's next login when the count changed
 * nothing the read holds (the code's first login, the client's account and its first login were
 * there, the client bound or no room left), with the versions the count wrote; otherwise forgotten.
 */
function keepRead(db: Db, d: Decided, clientHash: string, bound: number, counted: Counted | null) {
  const v = d.voucher!;
  const key = d.keptKey;
  if (!key) return;
  const reads = loginReads<LoginRead>(db);
  const settled =
    counted?.id &&
    counted.codeXmin &&
    counted.accountXmin &&
    v.firstLoginAt &&
    d.account?.id === counted.id &&
    d.account.firstLoginAt &&
    (!clientHash || v.connectedDevices.includes(clientHash) || v.connectedDevices.length >= bound);
  if (!settled) return d.kept ? reads.drop(key) : reads.forget(key);
  const versions = d.read!.versions!;
  reads.set(key, {
    ...d.read!,
    versions: { ...versions, code: counted.codeXmin!, accountId: counted.id, account: counted.accountXmin },
  });
}

/** The 25 parameters of hotspot_login_count, in its order. */
type CountCall = readonly unknown[];

interface CountRow {
  login_account_id: string | null;
  code_xmin: string | null;
  account_xmin: string | null;
  seat_refused: boolean | null;
}

const counted = (r: CountRow): Counted => ({
  id: r.login_account_id,
  codeXmin: r.code_xmin,
  accountXmin: r.account_xmin,
  seatRefused: r.seat_refused === true,
});

/**
 * hotspot_login_count for concurrent logins in one statement (server/platform/db/coalesce.ts): the
 * codes' rows are taken in the order of their ids (then clients), so that two instances' statements
 * lock rows in one order and cannot deadlock each other.
 */
const countLogins = coalesced<CountCall, Counted | null>(
  async (db, calls) => {
    if (calls.length === 1) {
      const [row] = await queryRows<CountRow>(
        db,
        `select * from hotspot_login_count($1, $2, $3, $4::timestamptz, $5::timestamptz, $6, $7, $8, $9, $10, $11,
          $12, $13, $14, $15::timestamptz, $16, $17, $18, $19, $20, $21, $22, $23, $24::timestamptz,
          $25::timestamptz)`,
        [...calls[0]!],
      );
      return [row ? counted(row) : null];
    }
    const rows = await queryRows<CountRow & { i: number }>(
      db,
      `select b.i::int as i, r.*
       from (
         select * from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::int[],
           $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[],
           $15::timestamptz[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[], $21::text[],
           $22::text[], $23::int[], $24::timestamptz[], $25::timestamptz[])
           with ordinality as u(c, v, da, seen, exp, bound, aid, at, lt, dev, devmac, client, username, search, now, grp,
             sv, sai, sa, slt, sat, scp, seats, since, until, i)
         order by u.v, u.da, u.client
       ) b
       cross join lateral hotspot_login_count(b.c, b.v, b.da, b.seen, b.exp, b.bound, b.aid, b.at, b.lt, b.dev,
         b.devmac, b.client, b.username, b.search, b.now, b.grp, b.sv, b.sai, b.sa, b.slt, b.sat, b.scp, b.seats,
         b.since, b.until) r`,
      columnsOf(calls),
    );
    return inCallOrder(calls.length, rows, counted, null);
  },
  { parallel: 2 },
);

/** A counted login of a guest-page account: its logins, first and last login, the device it came through. */
async function countGuestLogin(db: Db, req: LoginRequest, d: Decided, now: Date): Promise<string> {
  if (!d.account) throw new Error('login: a guest login without its account');
  const h = hotspotAccounts;
  const [row] = await db
    .update(h)
    .set({
      logins: sql`${h.logins} + 1`,
      firstLoginAt: sql`coalesce(${h.firstLoginAt}, ${now.toISOString()}::timestamptz)`,
      lastLoginAt: now,
      updatedAt: now,
      hotspotDeviceId: req.device.id,
      hotspotDeviceMac: stationMac(req.deviceMac ?? null) ?? req.device.macs[0] ?? null,
    })
    .where(and(eq(h.customerId, req.device.customerId), eq(h.id, d.account.id)))
    .returning({ id: h.id });
  if (row) noteWrites(db, 'hotspot_accounts', 1);
  // Gone since the read (deleted by an administrator): decided again, refused as UNKNOWN.
  return row?.id ?? '';
}
