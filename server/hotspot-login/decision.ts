// The login decision shared by the RADIUS server (Access-Request) and the guest login page: who logs
// in (a WiFi code or a device account), every check of common.md "Definitions" in a fixed order, the
// reply limits, and — for a real login — the writes (code usage, first-login expiry, bound client,
// hotspot account) in one transaction with the code (or device account) row locked.
import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { newObjectId } from '../ids';
import { normalizeCode, CODE_MAX_LENGTH, CODE_MIN_LENGTH } from '../../src/domain/voucherCode';
import { applyDynamicExpires, isValidDynamicExpires } from '../../src/domain/dynamicExpires';
import { verifyPassword, DUMMY_HASH } from '../auth/passwords';
import { customerPlugins, type PluginBlocks } from '../db/schema';
import { hashClientMac } from '../modules/device-account/service';
import { deviceAccounts, type DeviceAccountRow } from '../modules/device-account/table';
import { vouchers, type VoucherRow } from '../modules/wifi-code/table';
import { hotspotLoginTemplates, type HotspotLoginTemplateRow } from '../modules/login-template/table';
import { hotspotAccountTemplates, type HotspotAccountTemplateRow } from '../modules/account-template/table';
import { hotspotAccounts, type HotspotAccountRow } from '../modules/hotspot-account/table';
import { searchTextOf } from '../modules/hotspot-account/store';
import { radiusSessions } from '../modules/session/table';
import { onlineClients, onlineCount, seatsInUse } from '../modules/session/store';
import type { LoginDevice } from './devices';
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
  now?: Date;
  termsAccepted?: boolean;
  additionalInfo?: unknown;
  /** The hotspot device MAC the login came through (Called-Station-Id); default: the device's first. */
  deviceMac?: string | null;
}

export type LoginResult =
  { ok: true; account: HotspotAccountRow; reply: LoginReply } | { ok: false; reason: LoginRefusal; message: string };

/** Bound of the connectedDevices list of a code that is not device-bound. */
export const CONNECTED_DEVICES_MAX = 100;

const refuse = (reason: LoginRefusal): LoginResult => ({ ok: false, reason, message: REFUSAL_MESSAGES[reason] });

type Subject = { kind: 'voucher'; code: string } | { kind: 'deviceAccount'; id: string };

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

/**
 * The columns the decision reads (not whole rows): the login read joins five tables, and building
 * and parsing ~100 columns per login was a large part of a login's CPU time (bench/RESULTS.md).
 */
const VOUCHER_COLUMNS = {
  id: vouchers.id,
  customerId: vouchers.customerId,
  active: vouchers.active,
  valid: vouchers.valid,
  deletedAt: vouchers.deletedAt,
  expires: vouchers.expires,
  firstLoginAt: vouchers.firstLoginAt,
  dynamicExpires: vouchers.dynamicExpires,
  deviceVoucher: vouchers.deviceVoucher,
  connectedDevices: vouchers.connectedDevices,
  simultaneousUse: vouchers.simultaneousUse,
};
const DEVICE_ACCOUNT_COLUMNS = {
  id: deviceAccounts.id,
  active: deviceAccounts.active,
  expires: deviceAccounts.expires,
};
const ACCOUNT_COLUMNS = {
  id: hotspotAccounts.id,
  valid: hotspotAccounts.valid,
  firstLoginAt: hotspotAccounts.firstLoginAt,
};
const LOGIN_TEMPLATE_COLUMNS = {
  id: hotspotLoginTemplates.id,
  termsOfUseId: hotspotLoginTemplates.termsOfUseId,
  cooldown: hotspotLoginTemplates.cooldown,
};
const ACCOUNT_TEMPLATE_COLUMNS = {
  id: hotspotAccountTemplates.id,
  dynamicExpires: hotspotAccountTemplates.dynamicExpires,
  expires: hotspotAccountTemplates.expires,
  idleTimeout: hotspotAccountTemplates.idleTimeout,
  maxBandwidthDown: hotspotAccountTemplates.maxBandwidthDown,
  maxBandwidthUp: hotspotAccountTemplates.maxBandwidthUp,
  maxSurftime: hotspotAccountTemplates.maxSurftime,
  maxVolume: hotspotAccountTemplates.maxVolume,
};
type Picked<Row, Columns> = Pick<Row, Extract<keyof Columns, keyof Row>>;
type DecidedVoucher = Picked<VoucherRow, typeof VOUCHER_COLUMNS>;
type DecidedDeviceAccount = Picked<DeviceAccountRow, typeof DEVICE_ACCOUNT_COLUMNS>;
type DecidedAccount = Picked<HotspotAccountRow, typeof ACCOUNT_COLUMNS>;
type DecidedLoginTemplate = Picked<HotspotLoginTemplateRow, typeof LOGIN_TEMPLATE_COLUMNS>;
type DecidedAccountTemplate = Picked<HotspotAccountTemplateRow, typeof ACCOUNT_TEMPLATE_COLUMNS>;

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
}

const tz = (device: LoginDevice) => device.timezone ?? undefined;

function safeApply(formula: string | null | undefined, from: Date, timeZone?: string): Date | null {
  if (!formula || !isValidDynamicExpires(formula)) return null;
  try {
    return applyDynamicExpires(formula, from, timeZone);
  } catch {
    return applyDynamicExpires(formula, from);
  }
}

/** Every check, reading through `db` (the transaction for a login, locking the code row). */
async function decide(
  db: Db | Tx,
  req: LoginRequest,
  subject: Subject,
  clientHash: string,
  now: Date,
  lock: boolean,
): Promise<Decided | LoginRefusal> {
  const device = req.device;
  const customerId = device.customerId;
  let voucher: DecidedVoucher | null = null;
  let deviceAccount: DecidedDeviceAccount | null = null;

  // One query: the code (or device account, locked for a login), this client's hotspot account with
  // it, the login template (the code's / account's, else the config's first), its account template
  // and the customer's plugins.
  const ha = hotspotAccounts;
  const lt = hotspotLoginTemplates;
  const at = hotspotAccountTemplates;
  const defaultTemplate = device.loginTemplateIds[0] ?? null;
  const joined = {
    account: ACCOUNT_COLUMNS,
    loginTemplate: LOGIN_TEMPLATE_COLUMNS,
    accountTemplate: ACCOUNT_TEMPLATE_COLUMNS,
    plugins: customerPlugins.plugins,
  };
  let row: {
    account: DecidedAccount | null;
    loginTemplate: DecidedLoginTemplate | null;
    accountTemplate: DecidedAccountTemplate | null;
    plugins: PluginBlocks | null;
  } | null = null;
  if (subject.kind === 'voucher') {
    const q = db
      .select({ subject: VOUCHER_COLUMNS, ...joined })
      .from(vouchers)
      .leftJoin(
        ha,
        and(eq(ha.customerId, vouchers.customerId), eq(ha.voucherId, vouchers.id), eq(ha.clientMacHash, clientHash)),
      )
      .leftJoin(
        lt,
        and(
          eq(lt.customerId, vouchers.customerId),
          eq(lt.id, sql`coalesce(${vouchers.loginTemplateId}, ${defaultTemplate}::text)`),
        ),
      )
      .leftJoin(at, and(eq(at.customerId, lt.customerId), eq(at.id, lt.accountTemplateId)))
      .leftJoin(customerPlugins, eq(customerPlugins.customerId, vouchers.customerId))
      .where(and(eq(vouchers.customerId, customerId), eq(vouchers.code, subject.code)));
    const [r] = lock ? await q.for('update', { of: vouchers }) : await q;
    voucher = r?.subject ?? null;
    row = r ?? null;
    if (!voucher || voucher.deletedAt) return 'UNKNOWN';
    if (!voucher.active) return 'INACTIVE';
    if (!voucher.valid) return 'INVALID';
  } else {
    const q = db
      .select({ subject: DEVICE_ACCOUNT_COLUMNS, ...joined })
      .from(deviceAccounts)
      .leftJoin(
        ha,
        and(
          eq(ha.customerId, deviceAccounts.customerId),
          eq(ha.deviceAccountId, deviceAccounts.id),
          eq(ha.clientMacHash, clientHash),
        ),
      )
      .leftJoin(
        lt,
        and(
          eq(lt.customerId, deviceAccounts.customerId),
          eq(lt.id, sql`coalesce(${deviceAccounts.loginTemplateId}, ${defaultTemplate}::text)`),
        ),
      )
      .leftJoin(at, and(eq(at.customerId, lt.customerId), eq(at.id, lt.accountTemplateId)))
      .leftJoin(customerPlugins, eq(customerPlugins.customerId, deviceAccounts.customerId))
      .where(and(eq(deviceAccounts.customerId, customerId), eq(deviceAccounts.id, subject.id)));
    const [r] = lock ? await q.for('update', { of: deviceAccounts }) : await q;
    deviceAccount = r?.subject ?? null;
    row = r ?? null;
    if (!deviceAccount) return 'UNKNOWN';
    if (!deviceAccount.active) return 'INACTIVE';
    if (deviceAccount.expires && deviceAccount.expires.getTime() < now.getTime()) return 'EXPIRED';
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
  if (!insideLoginTimes(device.loginTimePeriods, now, device.timezone)) return 'OUTSIDE_LOGIN_TIMES';

  if (voucher) {
    if (
      voucher.deviceVoucher &&
      voucher.connectedDevices.length > 0 &&
      !voucher.connectedDevices.includes(clientHash)
    ) {
      return 'DEVICE_BOUND';
    }
    const limit = voucher.simultaneousUse ?? 0;
    if (limit > 0) {
      const online = await onlineClients(db, customerId, { voucherId: voucher.id }, now);
      if (!online.includes(clientHash) && online.length >= limit) return 'LIMIT';
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

  // Cooldown: after the client's last session with this login template stopped, wait.
  const cooldown = loginTemplate?.cooldown?.dynamicExpires;
  if (cooldown && clientHash && loginTemplate) {
    const stillOnline = (await onlineCount(db, customerId, { clientMacHash: clientHash }, now)) > 0;
    if (!stillOnline) {
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
      const until = lastStop ? safeApply(cooldown, lastStop, tz(device)) : null;
      if (until && now.getTime() < until.getTime()) return 'COOLDOWN';
    }
  }

  // Limits: the account's own expiry (accountConfiguration.dynamicExpires from its first login),
  // the profile's fixed expiry, the code's / device account's expiry, the surf time left.
  let usedSeconds = 0;
  if (account && accountTemplate?.maxSurftime) {
    const [row] = await db
      .select({ s: sql<number>`coalesce(sum(${radiusSessions.sessionTime}), 0)::int` })
      .from(radiusSessions)
      .where(and(eq(radiusSessions.customerId, customerId), eq(radiusSessions.hotspotAccountId, account.id)));
    usedSeconds = row?.s ?? 0;
  }
  const accountExpires = safeApply(accountTemplate?.dynamicExpires, account?.firstLoginAt ?? now, tz(device));
  const expiries = [codeExpires, deviceAccount?.expires ?? null, accountTemplate?.expires ?? null, accountExpires];
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
    reply: computeReply(accountTemplate, expiries, usedSeconds, now),
  };
}

/** The new or updated hotspot account of a decision (`countLogin`: a real login). */
async function upsertAccount(
  tx: Db | Tx,
  req: LoginRequest,
  d: Decided,
  now: Date,
  countLogin: boolean,
): Promise<HotspotAccountRow> {
  const device = req.device;
  const username = req.username?.trim() || null;
  const deviceMac = stationMac(req.deviceMac ?? null) ?? device.macs[0] ?? null;
  const values = {
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
    additionalInfo: req.additionalInfo ?? null,
    termsOfUseId: req.termsAccepted ? (d.loginTemplate?.termsOfUseId ?? null) : null,
    termsAccepted: req.termsAccepted === true,
    logins: countLogin ? 1 : 0,
    firstLoginAt: countLogin ? now : null,
    lastLoginAt: countLogin ? now : null,
    searchText: searchTextOf({ username, description: null, multiAccountId: null }),
    createdAt: now,
    updatedAt: now,
  };
  const set: Record<string, unknown> = {
    updatedAt: now,
    hotspotDeviceId: values.hotspotDeviceId,
    hotspotDeviceMac: values.hotspotDeviceMac,
  };
  if (countLogin) {
    Object.assign(set, {
      logins: sql`${hotspotAccounts.logins} + 1`,
      firstLoginAt: sql`coalesce(${hotspotAccounts.firstLoginAt}, ${now.toISOString()}::timestamptz)`,
      lastLoginAt: now,
      accountTemplateId: values.accountTemplateId,
      loginTemplateId: values.loginTemplateId,
      username,
      // The search text of the stored account with the new username (searchTextOf's shape).
      searchText: sql`lower(concat_ws(' ', coalesce(${username}::text, ''), coalesce(${hotspotAccounts.description}, ''), coalesce(${hotspotAccounts.multiAccountId}, '')))`,
    });
  }
  if (req.termsAccepted) Object.assign(set, { termsAccepted: true, termsOfUseId: values.termsOfUseId });
  if (req.additionalInfo !== undefined) set.additionalInfo = values.additionalInfo;
  const [row] = await tx
    .insert(hotspotAccounts)
    .values(values)
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
    .returning();
  return row!;
}

/** The account as it would be, without storing it (guest-page check without terms acceptance). */
function unsavedAccount(req: LoginRequest, d: Decided, now: Date): HotspotAccountRow {
  const username = req.username?.trim() || null;
  return {
    customerId: req.device.customerId,
    id: '',
    accountTemplateId: d.accountTemplate?.id ?? null,
    loginTemplateId: d.loginTemplate?.id ?? null,
    hotspotDeviceId: req.device.id,
    hotspotDeviceMac: stationMac(req.deviceMac ?? null) ?? req.device.macs[0] ?? null,
    clientMacHash: d.clientHash,
    voucherId: d.voucher?.id ?? null,
    deviceAccountId: d.deviceAccount?.id ?? null,
    multiAccountId: null,
    username,
    passwordHash: null,
    additionalInfo: null,
    description: null,
    termsOfUseId: null,
    termsAccepted: false,
    valid: true,
    logins: 0,
    firstLoginAt: null,
    lastLoginAt: null,
    searchText: searchTextOf({ username, description: null, multiAccountId: null }),
    createdAt: now,
    updatedAt: now,
  };
}

async function clientHashOf(db: Db, mac: string | null): Promise<string> {
  const parsed = stationMac(mac);
  return parsed ? hashClientMac(db, parsed) : '';
}

/**
 * The decision: a code login first (the code row read — and for a login locked — in the transaction),
 * then, when there is no such code, a device account. `act` runs inside the same transaction.
 */
async function decideAndAct(
  db: Db,
  req: LoginRequest,
  lock: boolean,
  act: (tx: Db | Tx, d: Decided, clientHash: string, now: Date) => Promise<HotspotAccountRow>,
): Promise<LoginResult> {
  const now = req.now ?? new Date();
  const clientHash = await clientHashOf(db, req.clientMac);
  const run = (subject: Subject) =>
    db.transaction(async (tx): Promise<LoginResult> => {
      const d = await decide(tx, req, subject, clientHash, now, lock);
      if (typeof d === 'string') return refuse(d);
      return { ok: true, account: await act(tx, d, clientHash, now), reply: d.reply };
    });
  const code = codeSubject(req);
  if (code) {
    const result = await run(code);
    // No (live) code of that name: the User-Name may still be a device account's.
    if (result.ok || result.reason !== 'UNKNOWN') return result;
  }
  const account = await identify(db, req, clientHash);
  return account ? run(account) : refuse('UNKNOWN');
}

/**
 * Every check of a login without counting it (the guest login page). The only write: with
 * `termsAccepted` the client's hotspot account is created or reused with the terms accepted.
 * Without it, an account that does not exist yet comes back unsaved (id '').
 */
export function checkLogin(db: Db, req: LoginRequest): Promise<LoginResult> {
  return decideAndAct(db, req, false, async (tx, d, _hash, now) => {
    if (req.termsAccepted) return upsertAccount(tx, req, d, now, false);
    if (d.account) {
      const [stored] = await tx
        .select()
        .from(hotspotAccounts)
        .where(and(eq(hotspotAccounts.customerId, req.device.customerId), eq(hotspotAccounts.id, d.account.id)));
      if (stored) return stored;
    }
    return unsavedAccount(req, d, now);
  });
}

/**
 * A RADIUS login: the checks and the writes in one transaction, the code (or device account) row
 * locked so that concurrent logins see each other's usage. Nothing is written when refused.
 */
export function login(db: Db, req: LoginRequest): Promise<LoginResult> {
  return decideAndAct(db, req, true, async (tx, d, clientHash, now) => {
    if (d.voucher) {
      const v = d.voucher;
      let connected = v.connectedDevices;
      if (clientHash && !connected.includes(clientHash)) {
        const bound = v.deviceVoucher
          ? 1
          : v.simultaneousUse && v.simultaneousUse > 0
            ? v.simultaneousUse
            : CONNECTED_DEVICES_MAX;
        if (connected.length < Math.min(bound, CONNECTED_DEVICES_MAX)) connected = [...connected, clientHash];
      }
      await tx
        .update(vouchers)
        .set({
          used: sql`${vouchers.used} + 1`,
          firstLoginAt: v.firstLoginAt ?? now,
          expires: d.codeExpires,
          // No updatedAt: a login is not an edit, and an edit form open on the code must stay valid.
          connectedDevices: connected,
        })
        .where(and(eq(vouchers.customerId, v.customerId), eq(vouchers.id, v.id)));
    }
    return upsertAccount(tx, req, d, now, true);
  });
}
