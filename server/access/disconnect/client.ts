// Sends RFC 5176 requests over one UDP socket and waits for the NAS's answer: each try waits longer
// (1 s, 2 s, 4 s by default: three tries, like radclient's retries), the same packet (identifier and
// authenticator) is retransmitted, an answer that does not verify with the secret is ignored.
import dgram from 'node:dgram';
import { isIPv6 } from 'node:net';
import { CODES, attribute, decode, encodeRequest, verifyResponse, type AttrName } from './packets';

export type Outcome =
  | { state: 'ack'; tries: number }
  | { state: 'nak'; tries: number; errorCause: number | null }
  | { state: 'timeout'; tries: number };

export interface DynamicAuthClient {
  send(req: {
    host: string;
    port: number;
    secret: string;
    kind: 'disconnect' | 'coa';
    attributes: [AttrName, string | number][];
    /** Attributes already encoded, after the named ones (a CoA's limits in vendor attributes). */
    extra?: Buffer;
  }): Promise<Outcome>;
  close(): Promise<void>;
}

export const DEFAULT_WAITS_MS = [1000, 2000, 4000] as const;

export async function dynamicAuthClient(waits: readonly number[] = DEFAULT_WAITS_MS): Promise<DynamicAuthClient> {
  const sockets = new Map<'udp4' | 'udp6', Promise<dgram.Socket>>();
  const pending = new Map<string, (msg: Buffer) => void>();
  const nextId = new Map<string, number>();
  /** Ends the waits at close (the request counts as unanswered). */
  const aborts = new Set<() => void>();
  let closed = false;

  function socket(type: 'udp4' | 'udp6'): Promise<dgram.Socket> {
    let s = sockets.get(type);
    if (!s) {
      s = new Promise((resolve, reject) => {
        const sock = dgram.createSocket(type);
        sock.on('message', (msg, rinfo) => {
          if (msg.length < 20) return;
          pending.get(`${rinfo.address}|${rinfo.port}|${msg[1]}`)?.(msg);
        });
        sock.on('error', () => {}); // an ICMP unreachable: the try times out
        sock.once('error', reject);
        sock.bind(0, () => {
          sock.off('error', reject);
          sock.unref();
          resolve(sock);
        });
      });
      sockets.set(type, s);
    }
    return s;
  }

  /** A free identifier towards one NAS (256 at most in flight per NAS address and port). */
  async function identifier(dest: string): Promise<number> {
    for (;;) {
      const start = nextId.get(dest) ?? Math.floor(Math.random() * 256);
      for (let i = 0; i < 256; i++) {
        const id = (start + i) & 0xff;
        if (!pending.has(`${dest}|${id}`)) {
          nextId.set(dest, (id + 1) & 0xff);
          return id;
        }
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  return {
    async send({ host, port, secret, kind, attributes, extra }) {
      const sock = await socket(isIPv6(host) ? 'udp6' : 'udp4');
      const dest = `${host}|${port}`;
      const id = await identifier(dest);
      const key = `${dest}|${id}`;
      const request = encodeRequest(
        kind === 'coa' ? 'CoA-Request' : 'Disconnect-Request',
        id,
        attributes,
        secret,
        extra,
      );
      const ack = kind === 'coa' ? CODES['CoA-ACK'] : CODES['Disconnect-ACK'];
      const nak = kind === 'coa' ? CODES['CoA-NAK'] : CODES['Disconnect-NAK'];
      let answer: ((msg: Buffer) => void) | null = null;
      pending.set(key, (msg) => answer?.(msg));
      try {
        let tries = 0;
        for (const wait of waits) {
          if (closed) break;
          tries++;
          const got = await new Promise<Buffer | null>((resolve) => {
            const abort = () => {
              clearTimeout(timer);
              resolve(null);
            };
            aborts.add(abort);
            const timer = setTimeout(() => {
              aborts.delete(abort);
              resolve(null);
            }, wait);
            answer = (msg) => {
              if (!verifyResponse(msg, request, secret) || (msg[0] !== ack && msg[0] !== nak)) return;
              clearTimeout(timer);
              aborts.delete(abort);
              resolve(msg);
            };
            sock.send(request, port, host, (err) => {
              if (err) {
                // Not sent (no route…): counts as an unanswered try.
              }
            });
          });
          if (got) {
            if (got[0] === ack) return { state: 'ack', tries };
            const cause = attribute(decode(got)!, 'Error-Cause');
            return { state: 'nak', tries, errorCause: typeof cause === 'number' ? cause : null };
          }
        }
        return { state: 'timeout', tries };
      } finally {
        pending.delete(key);
      }
    },
    async close() {
      closed = true;
      for (const abort of aborts) abort();
      aborts.clear();
      for (const s of sockets.values()) {
        const sock = await s.catch(() => null);
        if (sock) await new Promise<void>((r) => sock.close(() => r()));
      }
      sockets.clear();
    },
  };
}
