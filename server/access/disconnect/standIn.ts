// The NAS stand-in (development and tests), as the mail outbox stands in for SMTP: an in-process UDP
// listener that speaks RFC 5176 like a hotspot device's dynamic-authorisation server. Contract
// (docs/radius.md "NAS stand-in"):
// - a request whose Request Authenticator or Message-Authenticator does not verify with the secret
//   of its NAS-Identifier (the hotspot device's id; `secretOf`) is dropped, as a NAS does;
// - a verified Disconnect-Request / CoA-Request is recorded (`received`, the newest 10,000: its named
//   attributes, its vendor attributes such as a CoA's new limits, and the packet) and answered
//   Disconnect-ACK / CoA-ACK, unless told otherwise: `respond(fn)` decides per request, and by
//   default an Acct-Session-Id ending in `-nak` gets a NAK with Error-Cause 503
//   (Session-Context-Not-Found) and one ending in `-silent` no answer at all (the timeout path).
import dgram from 'node:dgram';
import { attribute, CODES, decode, encodeResponse, verifyRequest, type Decoded } from './packets';

export interface StandInRequest {
  at: Date;
  code: 'Disconnect-Request' | 'CoA-Request';
  from: string;
  attributes: Record<string, string | number>;
  /** Attribute types in order (Message-Authenticator first). */
  order: number[];
  /** Vendor-Specific sub-attributes (a CoA's limits in the device family's attributes). */
  vendor: { vendor: number; type: number; value: Buffer }[];
  /** The packet as received (to decode it with a dictionary). */
  raw: Buffer;
}

export type StandInAnswer = { answer: 'ack' } | { answer: 'nak'; errorCause?: number } | { answer: 'none' };

export interface NasStandIn {
  port: number;
  received: StandInRequest[];
  /** Decides the answer to each verified request (default: by the Acct-Session-Id suffix). */
  respond(fn: ((req: StandInRequest) => StandInAnswer) | null): void;
  close(): Promise<void>;
}

export const byAcctSessionSuffix = (req: StandInRequest): StandInAnswer => {
  const id = String(req.attributes['Acct-Session-Id'] ?? '');
  if (id.endsWith('-nak')) return { answer: 'nak', errorCause: 503 };
  if (id.endsWith('-silent')) return { answer: 'none' };
  return { answer: 'ack' };
};

export async function startNasStandIn(opts: {
  host?: string;
  port?: number;
  /** The secret of the NAS named in the request (NAS-Identifier = the device's id); null: unknown NAS. */
  secretOf: (nasIdentifier: string | null, nasIp: string | null) => Promise<string | null> | string | null;
}): Promise<NasStandIn> {
  const socket = dgram.createSocket('udp4');
  const received: StandInRequest[] = [];
  let decide: (req: StandInRequest) => StandInAnswer = byAcctSessionSuffix;

  socket.on('message', (msg, rinfo) => {
    void (async () => {
      const d: Decoded | null = decode(msg);
      if (!d || (d.code !== CODES['Disconnect-Request'] && d.code !== CODES['CoA-Request'])) return;
      const nasId = attribute(d, 'NAS-Identifier');
      const nasIp = attribute(d, 'NAS-IP-Address');
      const secret = await opts.secretOf(
        typeof nasId === 'string' ? nasId : null,
        typeof nasIp === 'string' ? nasIp : null,
      );
      if (!secret || !verifyRequest(msg, secret)) return;
      const attributes: Record<string, string | number> = {};
      for (const a of d.attributes)
        if (a.name && a.name !== 'Message-Authenticator') attributes[a.name] = attribute(d, a.name)!;
      const disconnect = d.code === CODES['Disconnect-Request'];
      const req: StandInRequest = {
        at: new Date(),
        code: disconnect ? 'Disconnect-Request' : 'CoA-Request',
        from: `${rinfo.address}:${rinfo.port}`,
        attributes,
        order: d.attributes.map((a) => a.type),
        vendor: d.vendor.map((v) => ({ ...v, value: Buffer.from(v.value) })),
        raw: Buffer.from(msg),
      };
      received.push(req);
      if (received.length > 10_000) received.shift();
      const answer = decide(req);
      if (answer.answer === 'none') return;
      const reply =
        answer.answer === 'ack'
          ? encodeResponse(msg, disconnect ? 'Disconnect-ACK' : 'CoA-ACK', [], secret)
          : encodeResponse(
              msg,
              disconnect ? 'Disconnect-NAK' : 'CoA-NAK',
              [['Error-Cause', answer.errorCause ?? 503]],
              secret,
            );
      socket.send(reply, rinfo.port, rinfo.address);
    })().catch(() => {});
  });

  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(opts.port ?? 0, opts.host ?? '127.0.0.1', () => {
      socket.off('error', reject);
      resolve();
    });
  });
  return {
    port: socket.address().port,
    received,
    respond(fn) {
      decide = fn ?? byAcctSessionSuffix;
    },
    close: () => new Promise<void>((r) => socket.close(() => r())),
  };
}
