// The SMS sender: an SMPP v3.4 client (ESME, `smpp` package) bound as a transmitter to the SMSC of
// SMS_SMPP_URL (smpp://system_id:password@host:port), or to the local outbox stand-in (./outbox.ts).
// One bound session is kept and reused; a connect or bind that takes longer than connectTimeoutMs, or
// a submit_sm without a response within submitTimeoutMs, fails. A failure before the SMS was handed
// over (connect, bind, a session closed before submitting) is retried once on a new session; a submit
// that timed out is not (it may have been delivered: a retry would send the code twice). After
// `circuitFailures` failed sends in a row the circuit opens: sends are refused at once for
// `circuitOpenMs`, then one send tries again. Nothing it logs names a number, a text or a password.
import smpp, { type PDU, type Session } from 'smpp';
import { smsDataCoding, smsSource } from '../../../src/domain/sms';
import { log } from '../../platform/log';
import { Circuits } from '../../platform/circuit';

export interface SmsMessage {
  /** The destination in E.164 ("+4915123456789"). */
  to: string;
  /** The sender: an alphanumeric name (≤ 11) or a number (the voucherSms plugin's smsSenderName). */
  from: string;
  text: string;
}

export type SmsFailure =
  /** The SMSC could not be reached or bound (or the circuit is open after such failures). */
  | 'UNREACHABLE'
  /** The SMSC answered submit_sm with an error status. */
  | 'REFUSED'
  /** No submit_sm_resp in time: the SMS may or may not have gone out. */
  | 'TIMEOUT';

export type SmsOutcome = { ok: true; messageId: string } | { ok: false; failure: SmsFailure };

export interface SmsSender {
  send(message: SmsMessage): Promise<SmsOutcome>;
  close(): Promise<void>;
  /** Where it sends (host and port; never the credentials), for the start-up line and tests. */
  readonly target: { host: string; port: number };
}

export interface SmppTarget {
  host: string;
  port: number;
  systemId: string;
  password: string;
  tls?: boolean;
}

export interface SenderOptions {
  connectTimeoutMs?: number;
  submitTimeoutMs?: number;
  /** Extra attempts after a failure before the hand-over (default 1). */
  retries?: number;
  circuitFailures?: number;
  circuitOpenMs?: number;
  /** Where warnings go (default the server log); they never contain a number, a text or a password. */
  warn?: (line: string) => void;
  now?: () => number;
}

/** SMS_SMPP_URL → the target: `smpp://system_id:password@host:port` (`ssmpp://` for TLS; port 2775 / 3550). */
export function parseSmppUrl(url: string): SmppTarget {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error('SMS_SMPP_URL is not a URL (smpp://system_id:password@host:port)');
  }
  if (u.protocol !== 'smpp:' && u.protocol !== 'ssmpp:')
    throw new Error('SMS_SMPP_URL must start with smpp:// or ssmpp://');
  const tls = u.protocol === 'ssmpp:';
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port ? Number(u.port) : tls ? 3550 : 2775,
    systemId: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    tls,
  };
}

class Failed extends Error {
  constructor(
    readonly failure: SmsFailure,
    readonly handedOver: boolean,
    detail: string,
  ) {
    super(detail);
  }
}

/** Why a socket failed, in words that carry no secret (the error code only). */
const reasonOf = (e: unknown) => (e as NodeJS.ErrnoException)?.code ?? (e as Error)?.message?.slice(0, 60) ?? 'error';

export function createSmppSender(target: SmppTarget, o: SenderOptions = {}): SmsSender {
  const connectTimeoutMs = o.connectTimeoutMs ?? 3000;
  const submitTimeoutMs = o.submitTimeoutMs ?? 5000;
  const retries = o.retries ?? 1;
  const circuitFailures = o.circuitFailures ?? 3;
  const circuitOpenMs = o.circuitOpenMs ?? 30_000;
  const warn = o.warn ?? ((line: string) => log.warn(line));
  const now = o.now ?? Date.now;
  const where = `${target.host}:${target.port}`;

  let bound: Promise<Session> | null = null;
  // One partner: this SMSC (server/platform/circuit.ts).
  const circuit = new Circuits({
    failures: circuitFailures,
    openMs: circuitOpenMs,
    now,
    onOpen: (_key, failures, openMs) =>
      warn(`sms: SMSC ${where} unreachable ${failures} times in a row; refusing SMS for ${openMs / 1000} s`),
  });
  let closed = false;

  /** Connects and binds as a transmitter; rejects with Failed('UNREACHABLE') on any problem or time-out. */
  function bind(): Promise<Session> {
    return new Promise<Session>((resolve, reject) => {
      let done = false;
      let session: Session;
      const fail = (detail: string) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        session?.destroy();
        reject(new Failed('UNREACHABLE', false, detail));
      };
      const timer = setTimeout(() => fail('connect or bind timed out'), connectTimeoutMs);
      timer.unref();
      try {
        session = smpp.connect({ host: target.host, port: target.port, tls: target.tls ?? false });
      } catch (e) {
        fail(reasonOf(e));
        return;
      }
      // The session never keeps the process alive by itself.
      session.socket.unref();
      session.on('error', (e: unknown) => {
        if (!done) fail(reasonOf(e));
      });
      session.on('close', () => {
        if (!done) fail('connection closed');
        else if (bound) {
          // A bound session that closed is not reused.
          bound = null;
        }
      });
      session.on(target.tls ? 'secureConnect' : 'connect', () => {
        session.bind_transmitter(
          { system_id: target.systemId, password: target.password, system_type: '', interface_version: 0x34 },
          (pdu: PDU) => {
            if (done) return;
            if (pdu.command_status !== 0) return fail(`bind refused (status ${pdu.command_status})`);
            done = true;
            clearTimeout(timer);
            resolve(session);
          },
        );
      });
      // An SMSC's enquire_link is answered, so the session stays bound.
      session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
      session.on('unbind', (pdu: PDU) => {
        session.send(pdu.response());
        session.close();
      });
    });
  }

  function session(): Promise<Session> {
    if (!bound) {
      bound = bind();
      bound.catch(() => {
        bound = null;
      });
    }
    return bound;
  }

  function submit(s: Session, m: SmsMessage): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      let done = false;
      const source = smsSource(m.from);
      const timer = setTimeout(() => {
        if (done) return;
        done = true;
        // The session is in doubt: a new one next time.
        bound = null;
        s.destroy();
        reject(new Failed('TIMEOUT', true, 'no submit_sm_resp in time'));
      }, submitTimeoutMs);
      timer.unref();
      const onClose = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        reject(new Failed('UNREACHABLE', true, 'connection closed during submit'));
      };
      s.once('close', onClose);
      const dataCoding = smsDataCoding(m.text);
      const written = s.submit_sm(
        {
          service_type: '',
          source_addr_ton: source.ton,
          source_addr_npi: source.npi,
          source_addr: source.addr,
          dest_addr_ton: 1,
          dest_addr_npi: 1,
          destination_addr: m.to.replace(/^\+/, ''),
          esm_class: 0,
          registered_delivery: 0,
          data_coding: dataCoding,
          short_message: m.text,
        },
        (pdu: PDU) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          s.off('close', onClose);
          if (pdu.command_status !== 0)
            reject(new Failed('REFUSED', true, `submit_sm refused (status ${pdu.command_status})`));
          else resolve(String(pdu.message_id ?? ''));
        },
      );
      if (!written) {
        done = true;
        clearTimeout(timer);
        s.off('close', onClose);
        bound = null;
        reject(new Failed('UNREACHABLE', false, 'session not writable'));
      }
    });
  }

  return {
    target: { host: target.host, port: target.port },
    async send(m) {
      if (closed) return { ok: false, failure: 'UNREACHABLE' };
      if (circuit.isOpen(where)) return { ok: false, failure: 'UNREACHABLE' };
      let last: Failed | null = null;
      for (let attempt = 0; attempt <= retries; attempt++) {
        try {
          const messageId = await submit(await session(), m);
          circuit.success(where);
          return { ok: true, messageId };
        } catch (e) {
          last = e instanceof Failed ? e : new Failed('UNREACHABLE', false, reasonOf(e));
          // Only what surely did not reach the SMSC is tried again.
          if (last.handedOver) break;
        }
      }
      const failure = last?.failure ?? 'UNREACHABLE';
      if (failure !== 'REFUSED') circuit.failure(where);
      warn(`sms: SMS not sent (${failure}): ${last?.message ?? ''} [SMSC ${where}]`);
      return { ok: false, failure };
    },
    async close() {
      closed = true;
      const current = bound;
      bound = null;
      if (!current) return;
      const s = await current.catch(() => null);
      if (!s) return;
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          s.destroy();
          resolve();
        }, 500);
        t.unref();
        s.unbind({}, () => {
          clearTimeout(t);
          s.destroy(() => resolve());
        });
      });
    },
  };
}
