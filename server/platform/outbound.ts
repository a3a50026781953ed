// Outbound HTTP to addresses customers choose (issue 37: webhooks), guarded against server-side
// request forgery. The host is resolved once, every address it resolves to is checked, and the
// connection goes to the checked address (node:http's `lookup`), so a DNS answer that changes between
// the check and the connect (rebinding) cannot reach a refused address. Refused unless the operator
// allows it (WEBHOOK_ALLOW_PRIVATE): loopback, private (RFC 1918), CGNAT (RFC 6598), link-local,
// unique-local (fc00::/7), multicast, unspecified and other reserved ranges, IPv4 and IPv6 alike
// (IPv4-mapped and NAT64 addresses as their IPv4 address). No redirect is followed; a request takes at
// most `timeoutMs`; at most `maxBytes` of the answer are read. docs/webhooks.md.
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const refused4 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // CGNAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  refused4.addSubnet(net, bits, 'ipv4');

const refused6 = new BlockList();
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  refused6.addSubnet(net, bits, 'ipv6');

/** The IPv4 address an IPv6 address carries (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, IPv4-compatible), else null. */
function embeddedIPv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1]!, 16);
    const lo = parseInt(hex[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** True when an address is one outbound requests must not reach without the operator's consent. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused4.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIPv4(address);
    if (v4) return refused4.check(v4, 'ipv4');
    return refused6.check(address, 'ipv6');
  }
  return true; // not an address at all
}

export class OutboundError extends Error {
  constructor(
    message: string,
    /** refused: the address is not allowed; the rest: the request failed. */
    readonly kind: 'refused' | 'dns' | 'timeout' | 'network' | 'too-large',
  ) {
    super(message);
  }
}

export interface OutboundOptions {
  /** Allow loopback, private and the other refused ranges (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/** A `lookup` that resolves like the system does and refuses any answer with a refused address. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      if (!list.length) return callback(new Error(`${hostname} has no address`), '', 0);
      if (!allowPrivate) {
        const bad = list.find((a) => isRefusedAddress(a.address));
        if (bad) {
          const e = new OutboundError(`address ${bad.address} of ${hostname} is not allowed`, 'refused');
          return callback(e as NodeJS.ErrnoException, '', 0);
        }
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

export interface OutboundResponse {
  status: number;
  /** At most maxBytes of the body, as text. */
  body: string;
}

/**
 * POSTs `body` to `url` (http or https) with `headers`. Resolves with the answer's status (a redirect
 * is an answer: 3xx, not followed) and at most `maxBytes` of its body; rejects with OutboundError.
 */
export function postOutbound(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: OutboundOptions,
): Promise<OutboundResponse> {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxBytes = opts.maxBytes ?? 64 * 1024;
  return new Promise((resolve, reject) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return reject(new OutboundError('not a URL', 'network'));
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      return reject(new OutboundError('only http and https', 'refused'));
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    // An address literal is checked here (lookup is not called for one).
    if (isIP(host) && !opts.allowPrivate && isRefusedAddress(host))
      return reject(new OutboundError(`address ${host} is not allowed`, 'refused'));
    const client = target.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (e: OutboundError | null, r?: OutboundResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (e) reject(e);
      else resolve(r!);
    };
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: guardedLookup(opts.allowPrivate),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          res.destroy();
          finish(null, {
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, maxBytes),
          });
        };
        res.on('data', (chunk: Buffer) => {
          const room = maxBytes - size;
          if (room > 0) chunks.push(chunk.subarray(0, room));
          size += chunk.length;
          // Enough read: the rest is not waited for.
          if (size >= maxBytes) done();
        });
        res.on('end', done);
        res.on('error', (e) => finish(new OutboundError(e.message, 'network')));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish(new OutboundError(`no answer within ${timeoutMs} ms`, 'timeout'));
    }, timeoutMs);
    req.on('error', (e: Error & { code?: string }) => {
      if (e instanceof OutboundError) return finish(e);
      finish(new OutboundError(e.message, e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN' ? 'dns' : 'network'));
    });
    req.end(body);
  });
}
