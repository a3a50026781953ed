// Room logins in the login service (docs/reos.md): REOS_LOGIN asks the hotel's REOS (the reos plugin)
// whether the room number and surname are a valid stay; the stay gets a VLAN of the plugin's range
// (the same for every device of the room) and a friend code, and the guest a page account of the
// template tied to the stay (multiAccountId `reos:<stay>`). REOS_FRIEND_LOGIN lets another device of
// the room in with the room number and that friend code. At RADIUS such an account is accepted with
// the stay's VLAN (RFC 3580 tunnel attributes) and a Session-Timeout no later than check-out; after
// check-out it is refused.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { Limit } from '../../platform/throttle';
import { pluginBlocksOf } from '../../tenancy/customer';
import { hotspotLoginTemplates } from '../../templates/login-template/table';
import {
  normalizeFriendCode,
  normalizeRoom,
  normalizeSurname,
  roomSessionTimeout,
  vlanRangeOf,
  REOS_ATTEMPTS_PER_ROOM_PER_HOUR,
  type RoomProblem,
  type SurnameProblem,
} from '../../../src/domain/reos';
import { accountStay, holdStay, stayAccountKey, stayByFriendCode, type ReosClient, type ReosSettings } from '../reos';
import { guestLogin, type GuestLoginResult } from './guestLogin';
import { guestAccountIdOf } from './guestAccounts';
import { radiusLogin } from './redirectLogin';
import { REFUSAL_MESSAGES, type LoginRefusal } from './rules';
import type { LoginRequest, LoginResult } from './decision';
import type { LoginDevice } from './devices';

const HOUR_MS = 60 * 60 * 1000;

export type ReosLoginResult =
  | {
      ok: true;
      login: Extract<GuestLoginResult, { ok: true }>;
      room: string;
      /** The code other devices of the room join with (shown on ReosDeviceAdministration). */
      friendCode: string;
      checkOut: Date;
      vlanId: number;
    }
  /** Preview: the partner confirmed the stay; nothing held, no account. */
  | { ok: true; preview: true; room: string; checkOut: Date | null }
  | { ok: false; kind: 'input'; problem: RoomProblem | SurnameProblem | 'codeInvalid' }
  /** No valid stay for room and surname (REOS_LOGIN), or no current stay of the room with this code. */
  | { ok: false; kind: 'denied' }
  | { ok: false; kind: 'limit'; wait: number }
  | { ok: false; kind: 'refused'; reason: LoginRefusal; until?: Date }
  /** The plugin is incomplete (URL, secret, VLAN range) or the template is not a room login's. */
  | { ok: false; kind: 'notConfigured' }
  /** The partner is down, answers nonsense or refuses the portal's credentials. */
  | { ok: false; kind: 'unavailable' }
  /** Every VLAN of the plugin's range is held by a current stay. */
  | { ok: false; kind: 'exhausted' };

interface RoomConfig {
  settings: ReosSettings;
  range: { min: number; max: number };
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The template's type and the customer's reos plugin, when complete; null: not a room login here. */
async function roomConfig(
  db: Db,
  customerId: string,
  loginTemplateId: string,
  type: 'REOS_LOGIN' | 'REOS_FRIEND_LOGIN',
): Promise<RoomConfig | null> {
  const lt = hotspotLoginTemplates;
  const [template] = await db
    .select({ loginType: lt.loginType })
    .from(lt)
    .where(and(eq(lt.customerId, customerId), eq(lt.id, loginTemplateId)));
  if (template?.loginType !== type) return null;
  const reos = (await pluginBlocksOf(db, customerId)).reos as Record<string, unknown> | undefined;
  const apiUrl = text(reos?.apiUrl);
  const clientSecret = typeof reos?.clientSecret === 'string' && reos.clientSecret ? reos.clientSecret : null;
  const range = vlanRangeOf(reos?.minVlanId, reos?.maxVlanId);
  if (!reos?.active || !apiUrl || !clientSecret || !range) return null;
  return {
    range,
    settings: {
      apiUrl,
      clientSecret,
      tokenRequestUrl: text(reos.tokenRequestUrl),
      accessRequestUrl: text(reos.accessRequestUrl),
      clientId: text(reos.clientId),
      scope: text(reos.scope),
      domain: text(reos.domain),
      username: text(reos.username),
      password: typeof reos.password === 'string' && reos.password ? reos.password : null,
    },
  };
}

interface Common {
  device: LoginDevice;
  loginTemplateId: string;
  clientMac: string | null;
  termsAccepted?: boolean;
  preview?: boolean;
  now?: Date;
}

/** Every check of a new guest login of the template, nothing written (a refusal, or null). */
async function precheck(db: Db, r: Common): Promise<Extract<ReosLoginResult, { kind: 'refused' }> | null> {
  const check = await guestLogin(db, {
    device: r.device,
    loginTemplateId: r.loginTemplateId,
    clientMac: r.clientMac,
    preview: true,
    now: r.now,
  });
  if (check.ok) return null;
  return { ok: false, kind: 'refused', reason: check.reason, ...(check.until ? { until: check.until } : {}) };
}

/** Counts an attempt of the room (limits guessing of surnames and friend codes). */
async function roomAttempt(db: Db, kind: string, customerId: string, room: string): Promise<number> {
  return new Limit(db, `reos:${kind}`, REOS_ATTEMPTS_PER_ROOM_PER_HOUR, HOUR_MS).attempt(`${customerId}:${room}`);
}

/** The page account of the stay, and what the page shows. */
async function loginToStay(
  db: Db,
  r: Common,
  stay: { id: string; room: string; friendCode: string; checkOut: Date; vlanId: number },
): Promise<ReosLoginResult> {
  const login = await guestLogin(db, {
    device: r.device,
    loginTemplateId: r.loginTemplateId,
    clientMac: r.clientMac,
    termsAccepted: r.termsAccepted,
    multiAccountId: stayAccountKey(stay.id),
    now: r.now,
  });
  if (!login.ok)
    return { ok: false, kind: 'refused', reason: login.reason, ...(login.until ? { until: login.until } : {}) };
  return {
    ok: true,
    login,
    room: stay.room,
    friendCode: stay.friendCode,
    checkOut: stay.checkOut,
    vlanId: stay.vlanId,
  };
}

/** REOS_LOGIN: room number and surname, checked at the partner. */
export async function reosLogin(
  db: Db,
  r: Common & { room: string; surname: string; client: ReosClient },
): Promise<ReosLoginResult> {
  const now = r.now ?? new Date();
  const config = await roomConfig(db, r.device.customerId, r.loginTemplateId, 'REOS_LOGIN');
  if (!config) return { ok: false, kind: 'notConfigured' };
  const room = normalizeRoom(r.room);
  if (!room.ok) return { ok: false, kind: 'input', problem: room.problem };
  const surname = normalizeSurname(r.surname);
  if (!surname.ok) return { ok: false, kind: 'input', problem: surname.problem };
  const refused = await precheck(db, { ...r, now });
  if (refused) return refused;
  if (!r.preview) {
    const wait = await roomAttempt(db, 'room', r.device.customerId, room.room);
    if (wait) return { ok: false, kind: 'limit', wait };
  }
  const answer = await r.client.accessRequest(config.settings, { room: room.room, surname: surname.surname });
  if (answer.kind === 'denied') return { ok: false, kind: 'denied' };
  if (answer.kind !== 'granted') return { ok: false, kind: 'unavailable' };
  if (r.preview) return { ok: true, preview: true, room: room.room, checkOut: answer.checkOut };
  const held = await holdStay(
    db,
    {
      customerId: r.device.customerId,
      stayId: answer.stayId,
      room: room.room,
      checkOut: answer.checkOut,
      range: config.range,
    },
    now,
  );
  if (!held.ok) return { ok: false, kind: 'exhausted' };
  return loginToStay(db, { ...r, now }, held.stay);
}

/** REOS_FRIEND_LOGIN: room number and the friend code the room's guest sees; no partner call. */
export async function reosFriendLogin(db: Db, r: Common & { room: string; code: string }): Promise<ReosLoginResult> {
  const now = r.now ?? new Date();
  const config = await roomConfig(db, r.device.customerId, r.loginTemplateId, 'REOS_FRIEND_LOGIN');
  if (!config) return { ok: false, kind: 'notConfigured' };
  const room = normalizeRoom(r.room);
  if (!room.ok) return { ok: false, kind: 'input', problem: room.problem };
  const code = normalizeFriendCode(r.code);
  if (!code) return { ok: false, kind: 'input', problem: 'codeInvalid' };
  const refused = await precheck(db, { ...r, now });
  if (refused) return refused;
  if (!r.preview) {
    const wait = await roomAttempt(db, 'friend', r.device.customerId, room.room);
    if (wait) return { ok: false, kind: 'limit', wait };
  }
  const stay = await stayByFriendCode(db, r.device.customerId, room.room, code, now);
  if (!stay) return { ok: false, kind: 'denied' };
  if (r.preview) return { ok: true, preview: true, room: room.room, checkOut: stay.checkOut };
  return loginToStay(db, { ...r, now }, stay);
}

/**
 * The RADIUS login (the RADIUS server's entry): as radiusLogin, and for a page account of a room
 * login the stay's VLAN (Tunnel-Type VLAN, Tunnel-Medium-Type IEEE-802, Tunnel-Private-Group-Id) and
 * a Session-Timeout that ends at check-out; a stay that ended refuses the account (EXPIRED).
 */
export async function roomAwareLogin(db: Db, req: LoginRequest): Promise<LoginResult> {
  const accountId = guestAccountIdOf(req.username);
  if (!accountId) return radiusLogin(db, req);
  const now = req.now ?? new Date();
  const stay = await accountStay(db, req.device.customerId, accountId, now);
  if (stay?.ended) return { ok: false, reason: 'EXPIRED', message: REFUSAL_MESSAGES.EXPIRED };
  const result = await radiusLogin(db, { ...req, now });
  if (!result.ok || !stay) return result;
  return {
    ...result,
    reply: {
      ...result.reply,
      sessionTimeout: roomSessionTimeout(result.reply.sessionTimeout, stay.checkOut, now),
      vlan: stay.vlanId,
    },
  };
}
