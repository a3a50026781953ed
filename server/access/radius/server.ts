// The RADIUS server in the portal's process (UDP, RFC 2865/2866/5997): Access-Request → the login
// decision (server/access/hotspot-login) → Access-Accept with the limits or Access-Reject with a
// Reply-Message; Accounting-Request → radius_sessions; Status-Server → Access-Accept /
// Accounting-Response. Before any database work a packet is read from its bytes (scan), its device
// found in memory (deviceIndex.ts: NAS-Identifier = device id, else Called-Station-Id = a WAN MAC) and
// its authenticator checked: a forged packet costs a map lookup and one hash. Message-Authenticator
// is required on Access-Request and Status-Server (BlastRADIUS) and is the first attribute of every
// Access-* reply. Bad packets are dropped and counted; nothing a packet does can end the process. A
// retransmission (same source, identifier and authenticator) gets the first answer. docs/radius.md.
import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import type { Database, Db } from '../../platform/db/client';
import { newObjectId } from '../../platform/ids';
import { Limit } from '../../platform/throttle';
import { login, loginReadStats, stationMac, type Credentials, type LoginDevice } from '../hotspot-login';
import { recordAccounting, type AcctStatus } from './accounting';
import { sharedDeviceIndex } from './deviceIndex';
import { heartbeat } from './heartbeat';
import {
  encodeReply,
  loadDictionaries,
  radius,
  replyAttributes,
  scan,
  verifyAccountingAuthenticator,
  verifyMessageAuthenticator,
} from './packets';
import { log } from '../../platform/log';
import { accountingDelay, radiusDuration, radiusRequests, radiusSources, since } from '../../platform/metrics';

export interface RadiusOptions {
  host: string;
  /** 0: an ephemeral port. */
  authPort: number;
  acctPort: number;
  /** Warnings (at most one per reason per minute); default the server log. */
  warn?: (message: string) => void;
}

export interface RadiusStats {
  authRequests: number;
  accepts: number;
  rejects: number;
  /** Access-Reject per refusal reason. */
  rejectReasons: Record<string, number>;
  acctRequests: number;
  acctResponses: number;
  /** Status-Server requests answered (RFC 5997). */
  statusServer: number;
  /** Dropped packets per reason (malformed, no_message_authenticator, unknown_device, bad_secret, …). */
  dropped: Record<string, number>;
  /** Retransmissions answered from the cache. */
  duplicates: number;
  /** Exceptions in a handler (the packet is dropped). */
  errors: number;
  /** Loads of the in-memory device index. */
  deviceLoads: number;
}

export interface RadiusServer {
  authPort: number;
  acctPort: number;
  stats(): RadiusStats;
  close(): Promise<void>;
}

type Packet = ReturnType<typeof radius.decode>;
type Attributes = Record<string, unknown>;

const DUPLICATE_WINDOW_MS = 30_000;

/** Request codes (RFC 2865/2866/5997) and reply codes as metric labels. */
const REQUEST_CODES: Record<number, string> = { 1: 'Access-Request', 4: 'Accounting-Request', 12: 'Status-Server' };
const REPLY_RESULTS: Record<number, string> = { 2: 'accept', 3: 'reject', 5: 'response' };
const WARN_INTERVAL_MS = 60_000;
const RECV_BUFFER_BYTES = 8 * 1024 * 1024;

/** Per source address: after this many dropped packets in DROP_WINDOW_MS, its drops are no longer logged. */
const DROP_LIMIT = 50;
const DROP_WINDOW_MS = 10_000;
const DROP_SOURCES_MAX = 10_000;

/** Wrong codes per device and client MAC (Calling-Station-Id) before the pair is refused for the window. */
export const WRONG_CODE_LIMIT = 10;
export const WRONG_CODE_WINDOW_MS = 10 * 60_000;
const THROTTLED_MESSAGE = 'Too many attempts, please try again later';
const INVALID_MESSAGE = 'Invalid request';

/** The Class of an Access-Accept (RFC 2865 §5.25): ties the accounting of the session to its login. */
const CLASS_PATTERN = /^hp1:[0-9a-f]{24}$/;

/** Counter values as stored: non-negative and within what a bigint / integer column holds. */
const MAX_OCTETS = Number.MAX_SAFE_INTEGER;
const MAX_SECONDS = 2 ** 31 - 1;

const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : Buffer.isBuffer(v) ? v.toString('utf8') : v == null ? null : String(v);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
const octets = (giga: unknown, low: unknown) => Math.min(MAX_OCTETS, num(giga) * 2 ** 32 + num(low));
const seconds = (v: unknown) => Math.min(MAX_SECONDS, Math.floor(num(v)));

function credentialsOf(packet: Packet): Credentials {
  const attrs = packet.attributes as Attributes;
  const pw = attrs['User-Password'];
  if (pw !== undefined) return { kind: 'pap', password: str(pw) ?? '' };
  const chap = attrs['CHAP-Password'];
  if (Buffer.isBuffer(chap) && chap.length === 17) {
    const challenge = attrs['CHAP-Challenge'];
    return {
      kind: 'chap',
      id: chap[0]!,
      response: chap.subarray(1),
      challenge: Buffer.isBuffer(challenge)
        ? challenge
        : (packet as unknown as { authenticator: Buffer }).authenticator,
    };
  }
  return { kind: 'none' };
}

/**
 * An error for the log without the statement or its parameters (a drizzle error's message is the
 * query): the database's own message (its cause) or the first line of the error's.
 */
function errorText(e: unknown): string {
  const err = e as { message?: string; cause?: { message?: string; code?: string } } | null;
  if (err?.cause?.message) return `${err.cause.code ? `${err.cause.code} ` : ''}${err.cause.message}`;
  const message = err?.message ?? String(e);
  return message.startsWith('Failed query') ? 'database statement failed' : message.split('\n')[0]!;
}

function bindSocket(socket: dgram.Socket, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (e: Error) => reject(e);
    socket.once('error', onError);
    socket.bind(port, host, () => {
      socket.off('error', onError);
      resolve((socket.address() as AddressInfo).port);
    });
  });
}

export async function startRadius(
  services: { db: Db; database?: Pick<Database, 'listen'>; state?: Map<symbol, unknown> },
  opts: RadiusOptions,
): Promise<RadiusServer> {
  loadDictionaries();
  const db = services.db;
  // The process's device index, shared with the sender of Disconnect-/CoA-Requests and dropped when
  // the database notifies a change (deviceIndex.ts, migration 0035).
  const devices = await sharedDeviceIndex(services);
  const wrongCodes = new Limit(db, 'radius-code', WRONG_CODE_LIMIT, WRONG_CODE_WINDOW_MS);
  /** Device/client pairs refused until (ms), known at this instance: no database work for them. */
  const locked = new Map<string, number>();
  const warnOut = opts.warn ?? ((m: string) => log.warn(m));
  const stats: RadiusStats = {
    authRequests: 0,
    accepts: 0,
    rejects: 0,
    rejectReasons: {},
    acctRequests: 0,
    acctResponses: 0,
    statusServer: 0,
    dropped: {},
    duplicates: 0,
    errors: 0,
    deviceLoads: 0,
  };
  const lastWarn = new Map<string, number>();
  const warn = (reason: string, message: string) => {
    const now = Date.now();
    if ((lastWarn.get(reason) ?? 0) > now - WARN_INTERVAL_MS) return;
    lastWarn.set(reason, now);
    warnOut(`RADIUS: ${message}`);
  };
  // Monitoring: any packet a device signs marks it seen (throttled, after the reply is on its way).
  const beat = heartbeat(db, (m) => warn('heartbeat', m));
  const sources = new Map<string, { since: number; n: number }>();
  const drop = (reason: string, from: dgram.RemoteInfo, detail = '') => {
    stats.dropped[reason] = (stats.dropped[reason] ?? 0) + 1;
    // Per source: past DROP_LIMIT drops in the window, nothing more is logged for it.
    const now = Date.now();
    let src = sources.get(from.address);
    if (!src || src.since < now - DROP_WINDOW_MS) {
      if (sources.size >= DROP_SOURCES_MAX) sources.clear();
      src = { since: now, n: 0 };
      sources.set(from.address, src);
    }
    if (++src.n > DROP_LIMIT) {
      stats.dropped.source_limited = (stats.dropped.source_limited ?? 0) + 1;
      return null;
    }
    // The detail never carries SQL or a stack: only what the packet said wrong.
    warn(
      `drop:${reason}`,
      `dropped a packet from ${from.address}:${from.port} (${reason})${detail ? `: ${detail}` : ''}`,
    );
    return null;
  };

  type Signed = { device: LoginDevice; status: boolean };
  type Checked = { scanned: ReturnType<typeof scan>; status: boolean };

  /** What a packet's bytes say before its device is looked up (null: dropped). */
  function check(msg: Buffer, from: dgram.RemoteInfo, kind: 'auth' | 'acct'): Checked | null {
    const scanned = scan(msg);
    if (!scanned.wellFormed) return drop('malformed', from, 'attribute lengths');
    const code = msg[0];
    const status = code === 12;
    if (!status && code !== (kind === 'auth' ? 1 : 4)) return drop('unexpected_code', from, `code ${code}`);
    if ((kind === 'auth' || status) && scanned.messageAuthenticator < 0) return drop('no_message_authenticator', from);
    if (scanned.controlIn === 'NAS-Identifier' || scanned.controlIn === 'Called-Station-Id')
      return drop('control_characters', from, scanned.controlIn);
    return { scanned, status };
  }

  /** The candidate whose secret signed the packet (null: dropped). */
  function pick(
    msg: Buffer,
    from: dgram.RemoteInfo,
    kind: 'auth' | 'acct',
    checked: Checked,
    candidates: LoginDevice[],
  ): Signed | null {
    if (!candidates.length) return drop('unknown_device', from);
    const verify =
      kind === 'auth' || checked.status
        ? (secret: string) => verifyMessageAuthenticator(msg, secret)
        : (secret: string) => verifyAccountingAuthenticator(msg, secret);
    const device = candidates.find((d) => d.secret && verify(d.secret));
    if (!device) return drop('bad_secret', from);
    return { device, status: checked.status };
  }

  /** The device whose secret signed the packet: memory only, no database work. */
  async function signer(msg: Buffer, from: dgram.RemoteInfo, kind: 'auth' | 'acct'): Promise<Signed | null> {
    const checked = check(msg, from, kind);
    if (!checked) return null;
    const candidates = await devices.candidates(checked.scanned.nasId, checked.scanned.calledStation);
    stats.deviceLoads = devices.loads();
    return pick(msg, from, kind, checked, candidates);
  }

  /**
   * The same at once, while the device index is loaded (undefined: it is not; ask `signer`). A forged
   * or malformed packet is dropped here, in the socket's callback: no promise, no request id, no
   * entry among the recent answers; a flood costs a scan and a hash per packet.
   */
  function signerNow(msg: Buffer, from: dgram.RemoteInfo, kind: 'auth' | 'acct'): Signed | null | undefined {
    const checked = check(msg, from, kind);
    if (!checked) return null;
    const candidates = devices.loadedCandidates(checked.scanned.nasId, checked.scanned.calledStation);
    if (candidates === null) return undefined;
    return pick(msg, from, kind, checked, candidates);
  }

  const reject = (packet: Packet, secret: string, reason: string, message: string) => {
    stats.rejects++;
    stats.rejectReasons[reason] = (stats.rejectReasons[reason] ?? 0) + 1;
    return encodeReply(packet as never, 'Access-Reject', secret, [['Reply-Message', message]]);
  };

  async function handleAuth(msg: Buffer, from: dgram.RemoteInfo, pre?: Signed): Promise<Buffer | null> {
    const signed = pre ?? (await signer(msg, from, 'auth'));
    if (!signed) return null;
    const { device } = signed;
    const secret = device.secret!;
    let packet: Packet;
    try {
      packet = radius.decode({ packet: msg, secret });
    } catch (e) {
      return drop('malformed', from, (e as Error).message);
    }
    if (signed.status) {
      stats.statusServer++;
      return encodeReply(packet as never, 'Access-Accept', secret, []);
    }
    const scanned = scan(msg);
    const attrs = packet.attributes as Attributes;
    // RFC 2865 §4.1: an Access-Request carries User-Password, CHAP-Password or (RFC 2869) EAP; this
    // server speaks no EAP (RFC 3579 §2.6.2: Access-Reject).
    if (scanned.hasEap) return reject(packet, secret, 'EAP', INVALID_MESSAGE);
    const credentials = credentialsOf(packet);
    if (credentials.kind === 'none') return reject(packet, secret, 'NO_PASSWORD', INVALID_MESSAGE);
    if (scanned.controlIn) return reject(packet, secret, 'CONTROL_CHARACTERS', INVALID_MESSAGE);
    const clientMac = str(attrs['Calling-Station-Id']);
    // Wrong codes per device and client: refused at this instance once the shared count is over.
    const pair = `${device.customerId}/${device.id}/${stationMac(clientMac) ?? '-'}`;
    const until = locked.get(pair);
    if (until !== undefined) {
      if (until > Date.now()) return reject(packet, secret, 'THROTTLED', THROTTLED_MESSAGE);
      locked.delete(pair);
    }
    const result = await login(db, {
      device,
      username: str(attrs['User-Name']),
      credentials,
      clientMac,
      deviceMac: str(attrs['Called-Station-Id']),
    });
    // Scheduled with setImmediate: runs after the reply below is sent.
    beat(device.customerId, device.id);
    if (result.ok) {
      stats.accepts++;
      return encodeReply(packet as never, 'Access-Accept', secret, [
        ...replyAttributes(result.reply, device.deviceType),
        ['Class', Buffer.from(`hp1:${newObjectId()}`)],
      ]);
    }
    if (result.reason === 'UNKNOWN') {
      const wait = await wrongCodes.attempt(pair);
      if (wait > 0) {
        if (locked.size >= DROP_SOURCES_MAX) locked.clear();
        locked.set(pair, Date.now() + wait * 1000);
        return reject(packet, secret, 'THROTTLED', THROTTLED_MESSAGE);
      }
    }
    return reject(packet, secret, result.reason, result.message);
  }

  async function handleAcct(msg: Buffer, from: dgram.RemoteInfo, pre?: Signed): Promise<Buffer | null> {
    const signed = pre ?? (await signer(msg, from, 'acct'));
    if (!signed) return null;
    const { device } = signed;
    const secret = device.secret!;
    let raw: Packet;
    try {
      raw = radius.decode_without_secret({ packet: msg });
    } catch (e) {
      return drop('malformed', from, (e as Error).message);
    }
    if (signed.status) {
      stats.statusServer++;
      return encodeReply(raw as never, 'Accounting-Response', secret, []);
    }
    const answer = () => {
      beat(device.customerId, device.id);
      stats.acctResponses++;
      return radius.encode_response({ packet: raw, code: 'Accounting-Response', secret });
    };
    const attrs = raw.attributes as Attributes;
    const scanned = scan(msg);
    if (scanned.controlIn) {
      // Signed by the device, but not storable: answered (or it would retransmit forever), not stored.
      stats.dropped.acct_not_stored = (stats.dropped.acct_not_stored ?? 0) + 1;
      return answer();
    }
    const status = str(attrs['Acct-Status-Type']) as AcctStatus | null;
    const sessionId = str(attrs['Acct-Session-Id']);
    const loginClass = str(attrs['Class']);
    const nasPort = attrs['NAS-Port'];
    if (status === 'Start' || status === 'Interim-Update' || status === 'Stop') {
      if (!sessionId) return drop('no_session_id', from);
      accountingDelay.observe(seconds(attrs['Acct-Delay-Time']));
      await recordAccounting(db, {
        customerId: device.customerId,
        deviceId: device.id,
        status,
        acctSessionId: sessionId,
        loginClass: loginClass && CLASS_PATTERN.test(loginClass) ? loginClass : '',
        username: str(attrs['User-Name']),
        clientMac: str(attrs['Calling-Station-Id']),
        nasIp: str(attrs['NAS-IP-Address']) ?? from.address,
        nasPort: typeof nasPort === 'number' && Number.isInteger(nasPort) && nasPort >= 0 ? nasPort : null,
        sessionTime: seconds(attrs['Acct-Session-Time']),
        inputBytes: octets(attrs['Acct-Input-Gigawords'], attrs['Acct-Input-Octets']),
        outputBytes: octets(attrs['Acct-Output-Gigawords'], attrs['Acct-Output-Octets']),
        delay: seconds(attrs['Acct-Delay-Time']),
        terminateCause: str(attrs['Acct-Terminate-Cause']),
      });
    } else if (status === 'Accounting-On' || status === 'Accounting-Off') {
      await recordAccounting(db, {
        customerId: device.customerId,
        deviceId: device.id,
        status,
        acctSessionId: sessionId ?? '',
        loginClass: '',
        username: null,
        clientMac: null,
        nasIp: null,
        nasPort: null,
        sessionTime: 0,
        inputBytes: 0,
        outputBytes: 0,
        delay: seconds(attrs['Acct-Delay-Time']),
        terminateCause: null,
      });
    }
    return answer();
  }

  const recent = new Map<string, { at: number; answer: Promise<Buffer | null> }>();
  const sweep = setInterval(() => {
    const old = Date.now() - DUPLICATE_WINDOW_MS;
    for (const [k, v] of recent) if (v.at < old) recent.delete(k);
  }, 10_000);
  sweep.unref();

  function serve(socket: dgram.Socket, kind: 'auth' | 'acct', handle: typeof handleAuth) {
    socket.on('message', (msg, from) => {
      if (kind === 'auth') stats.authRequests++;
      else stats.acctRequests++;
      if (msg.length < 20) {
        drop('malformed', from, 'packet too short');
        return;
      }
      const pre = signerNow(msg, from, kind);
      if (pre === null) {
        radiusRequests.inc({ code: REQUEST_CODES[msg[0]!] ?? 'other', result: 'dropped' });
        return;
      }
      const key = `${kind}/${from.address}/${from.port}/${msg[1]}/${msg.subarray(4, 20).toString('hex')}`;
      const seen = recent.get(key);
      const started = process.hrtime.bigint();
      const code = REQUEST_CODES[msg[0]!] ?? 'other';
      let answer: Promise<Buffer | null>;
      if (seen) {
        stats.duplicates++;
        radiusRequests.inc({ code, result: 'duplicate' });
        answer = seen.answer;
      } else {
        answer = handle(msg, from, pre).catch((e: unknown) => {
          stats.errors++;
          warn(`error:${kind}`, `${kind} handler failed: ${errorText(e)}`);
          return null;
        });
        recent.set(key, { at: Date.now(), answer });
        void answer.then((out) => {
          radiusDuration.observe({ kind }, since(started));
          radiusRequests.inc({ code, result: out ? (REPLY_RESULTS[out[0]!] ?? 'other') : 'dropped' });
        });
      }
      void answer.then((out) => {
        if (!out) return;
        try {
          socket.send(out, from.port, from.address);
        } catch {
          // closed meanwhile
        }
      });
    });
    socket.on('error', (e) => warn(`socket:${kind}`, `${kind} socket error: ${e.message}`));
  }

  const auth = dgram.createSocket({ type: opts.host.includes(':') ? 'udp6' : 'udp4' });
  const acct = dgram.createSocket({ type: opts.host.includes(':') ? 'udp6' : 'udp4' });
  let authPort: number;
  let acctPort: number;
  try {
    authPort = await bindSocket(auth, opts.authPort, opts.host);
    acctPort = await bindSocket(acct, opts.acctPort, opts.host);
  } catch (e) {
    clearInterval(sweep);
    for (const s of [auth, acct]) {
      try {
        s.close();
      } catch {
        // not bound
      }
    }
    throw e;
  }
  // A burst must wait in the kernel while the event loop is busy (PGlite runs on it): ask for a large
  // receive buffer (Linux caps it at net.core.rmem_max).
  for (const socket of [auth, acct]) {
    try {
      socket.setRecvBufferSize(RECV_BUFFER_BYTES);
    } catch {
      // keep the system default
    }
  }
  serve(auth, 'auth', handleAuth);
  serve(acct, 'acct', handleAcct);
  // The refusal and drop reasons for /metrics, read at scrape time.
  const source = () => ({ ...stats, loginReads: loginReadStats(services.db) });
  radiusSources.add(source);

  return {
    authPort,
    acctPort,
    stats: () => structuredClone(stats),
    close: async () => {
      radiusSources.delete(source);
      clearInterval(sweep);
      await Promise.all([auth, acct].map((s) => new Promise<void>((r) => s.close(() => r()))));
    },
  };
}
