// The RADIUS server in the portal's process (UDP, RFC 2865/2866): Access-Request → the login decision
// (server/access/hotspot-login) → Access-Accept with the limits or Access-Reject with a Reply-Message;
// Accounting-Request → radius_sessions. The device of a request is found before its secret is known
// (NAS-Identifier = device id, else Called-Station-Id = a WAN MAC); Message-Authenticator is required
// on Access-Request (BlastRADIUS). Bad packets are dropped and counted; nothing a packet does can
// end the process. A retransmission (same source, identifier and authenticator) gets the first answer.
import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../platform/db/client';
import { deviceById, devicesByMac, login, type Credentials, type LoginDevice } from '../hotspot-login';
import { recordAccounting, type AcctStatus } from './accounting';
import { heartbeat } from './heartbeat';
import {
  loadDictionaries,
  messageAuthenticatorOffset,
  radius,
  replyAttributes,
  verifyAccountingAuthenticator,
  verifyMessageAuthenticator,
} from './packets';

export interface RadiusOptions {
  host: string;
  /** 0: an ephemeral port. */
  authPort: number;
  acctPort: number;
  /** Warnings (at most one per reason per minute); default console.warn. */
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
  /** Dropped packets per reason (malformed, no_message_authenticator, unknown_device, bad_secret, …). */
  dropped: Record<string, number>;
  /** Retransmissions answered from the cache. */
  duplicates: number;
  /** Exceptions in a handler (the packet is dropped). */
  errors: number;
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
const WARN_INTERVAL_MS = 60_000;
const RECV_BUFFER_BYTES = 8 * 1024 * 1024;

const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : Buffer.isBuffer(v) ? v.toString('utf8') : v == null ? null : String(v);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** How long a device lookup is reused: changes to a device reach RADIUS within this time. */
const DEVICE_CACHE_MS = 1000;
const DEVICE_CACHE_MAX = 10_000;

/** The candidate devices of a request: by NAS-Identifier, else by Called-Station-Id (briefly cached). */
function deviceFinder(db: Db) {
  const cache = new Map<string, { at: number; devices: Promise<LoginDevice[]> }>();
  const cached = (key: string, load: () => Promise<LoginDevice[]>) => {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.at > now - DEVICE_CACHE_MS) return hit.devices;
    if (cache.size >= DEVICE_CACHE_MAX) cache.clear();
    const devices = load();
    cache.set(key, { at: now, devices });
    devices.catch(() => cache.delete(key));
    return devices;
  };
  return async (attrs: Attributes): Promise<LoginDevice[]> => {
    const nasId = str(attrs['NAS-Identifier']);
    if (nasId) {
      const byId = await cached(`id/${nasId}`, () => deviceById(db, nasId));
      if (byId.length) return byId;
    }
    const called = str(attrs['Called-Station-Id']);
    return called ? cached(`mac/${called}`, () => devicesByMac(db, called)) : [];
  };
}

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

export async function startRadius(services: { db: Db }, opts: RadiusOptions): Promise<RadiusServer> {
  loadDictionaries();
  const db = services.db;
  const candidates = deviceFinder(db);
  const warnOut = opts.warn ?? ((m: string) => console.warn(m));
  const stats: RadiusStats = {
    authRequests: 0,
    accepts: 0,
    rejects: 0,
    rejectReasons: {},
    acctRequests: 0,
    acctResponses: 0,
    dropped: {},
    duplicates: 0,
    errors: 0,
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
  const drop = (reason: string, from: dgram.RemoteInfo, detail = '') => {
    stats.dropped[reason] = (stats.dropped[reason] ?? 0) + 1;
    warn(
      `drop:${reason}`,
      `dropped a packet from ${from.address}:${from.port} (${reason})${detail ? `: ${detail}` : ''}`,
    );
    return null;
  };

  async function handleAuth(msg: Buffer, from: dgram.RemoteInfo): Promise<Buffer | null> {
    stats.authRequests++;
    let raw: Packet;
    try {
      raw = radius.decode_without_secret({ packet: msg });
    } catch (e) {
      return drop('malformed', from, (e as Error).message);
    }
    if (raw.code !== 'Access-Request') return drop('unexpected_code', from, raw.code);
    if (messageAuthenticatorOffset(msg) < 0) return drop('no_message_authenticator', from);
    const devices = await candidates(raw.attributes as Attributes);
    if (!devices.length) return drop('unknown_device', from);
    const device = devices.find((d) => d.secret && verifyMessageAuthenticator(msg, d.secret));
    if (!device) return drop('bad_secret', from);
    const secret = device.secret!;
    const packet = radius.decode({ packet: msg, secret });
    const attrs = packet.attributes as Attributes;
    const result = await login(db, {
      device,
      username: str(attrs['User-Name']),
      credentials: credentialsOf(packet),
      clientMac: str(attrs['Calling-Station-Id']),
      deviceMac: str(attrs['Called-Station-Id']),
    });
    // Scheduled with setImmediate: runs after the reply below is sent.
    beat(device.customerId, device.id);
    if (result.ok) {
      stats.accepts++;
      return radius.encode_response({
        packet,
        code: 'Access-Accept',
        secret,
        attributes: replyAttributes(result.reply),
      });
    }
    stats.rejects++;
    stats.rejectReasons[result.reason] = (stats.rejectReasons[result.reason] ?? 0) + 1;
    return radius.encode_response({
      packet,
      code: 'Access-Reject',
      secret,
      attributes: [['Reply-Message', result.message]],
    });
  }

  async function handleAcct(msg: Buffer, from: dgram.RemoteInfo): Promise<Buffer | null> {
    stats.acctRequests++;
    let raw: Packet;
    try {
      raw = radius.decode_without_secret({ packet: msg });
    } catch (e) {
      return drop('malformed', from, (e as Error).message);
    }
    if (raw.code !== 'Accounting-Request') return drop('unexpected_code', from, raw.code);
    const attrs = raw.attributes as Attributes;
    const devices = await candidates(attrs);
    if (!devices.length) return drop('unknown_device', from);
    const device = devices.find((d) => d.secret && verifyAccountingAuthenticator(msg, d.secret));
    if (!device) return drop('bad_secret', from);
    const status = str(attrs['Acct-Status-Type']) as AcctStatus | null;
    const sessionId = str(attrs['Acct-Session-Id']);
    if (status === 'Start' || status === 'Interim-Update' || status === 'Stop') {
      if (!sessionId) return drop('no_session_id', from);
      await recordAccounting(db, {
        customerId: device.customerId,
        deviceId: device.id,
        status,
        acctSessionId: sessionId,
        username: str(attrs['User-Name']),
        clientMac: str(attrs['Calling-Station-Id']),
        nasIp: str(attrs['NAS-IP-Address']) ?? from.address,
        sessionTime: num(attrs['Acct-Session-Time']),
        inputBytes: num(attrs['Acct-Input-Gigawords']) * 2 ** 32 + num(attrs['Acct-Input-Octets']),
        outputBytes: num(attrs['Acct-Output-Gigawords']) * 2 ** 32 + num(attrs['Acct-Output-Octets']),
        delay: num(attrs['Acct-Delay-Time']),
        terminateCause: str(attrs['Acct-Terminate-Cause']),
      });
    } else if (status === 'Accounting-On' || status === 'Accounting-Off') {
      await recordAccounting(db, {
        customerId: device.customerId,
        deviceId: device.id,
        status,
        acctSessionId: sessionId ?? '',
        username: null,
        clientMac: null,
        nasIp: null,
        sessionTime: 0,
        inputBytes: 0,
        outputBytes: 0,
        delay: num(attrs['Acct-Delay-Time']),
        terminateCause: null,
      });
    }
    beat(device.customerId, device.id);
    stats.acctResponses++;
    return radius.encode_response({ packet: raw, code: 'Accounting-Response', secret: device.secret! });
  }

  const recent = new Map<string, { at: number; answer: Promise<Buffer | null> }>();
  const sweep = setInterval(() => {
    const old = Date.now() - DUPLICATE_WINDOW_MS;
    for (const [k, v] of recent) if (v.at < old) recent.delete(k);
  }, 10_000);
  sweep.unref();

  function serve(socket: dgram.Socket, kind: 'auth' | 'acct', handle: typeof handleAuth) {
    socket.on('message', (msg, from) => {
      if (msg.length < 20) {
        if (kind === 'auth') stats.authRequests++;
        else stats.acctRequests++;
        drop('malformed', from, 'packet too short');
        return;
      }
      const key = `${kind}/${from.address}/${from.port}/${msg[1]}/${msg.subarray(4, 20).toString('hex')}`;
      const seen = recent.get(key);
      let answer: Promise<Buffer | null>;
      if (seen) {
        stats.duplicates++;
        answer = seen.answer;
      } else {
        answer = handle(msg, from).catch((e: unknown) => {
          stats.errors++;
          warn(`error:${kind}`, `${kind} handler failed: ${(e as Error)?.stack ?? String(e)}`);
          return null;
        });
        recent.set(key, { at: Date.now(), answer });
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

  return {
    authPort,
    acctPort,
    stats: () => structuredClone(stats),
    close: async () => {
      clearInterval(sweep);
      await Promise.all([auth, acct].map((s) => new Promise<void>((r) => s.close(() => r()))));
    },
  };
}
