// A TCP port free on 127.0.0.1 now, for a server a test starts (several test files and the
// browser tests start their own).
//
// Chosen below the kernel's ephemeral range (net.ipv4.ip_local_port_range), not by listening on port
// 0: a port from that range, free when the check closed it, can be taken by any outgoing connection
// of any test (to PostgreSQL, between servers) before the server binds it; CI saw a server refuse
// to start with EADDRINUSE that way (crash.test.ts). Below the range only another free-port check can
// pick the same port, and the random choice over some ten thousand ports makes that rare.
import { createSocket } from 'node:dgram';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The kernel's ephemeral ports (Linux); the usual range where it cannot be read. */
export function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    /* not Linux */
  }
  return [49152, 65535];
}

/** The ports the checks choose from: from 10,000 to just below the ephemeral range (or above it). */
function candidates(): [number, number] {
  const [low, high] = ephemeralRange();
  if (low - 1 - 10_000 >= 2_000) return [10_000, low - 1];
  return [high + 1, 65_535];
}

async function pick(free: (port: number) => Promise<boolean>): Promise<number> {
  const [from, to] = candidates();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = from + Math.floor(Math.random() * (to - from + 1));
    if (await free(port)) return port;
  }
  throw new Error(`no free port between ${from} and ${to}`);
}

const tcpFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

const udpFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = createSocket('udp4');
    s.once('error', () => {
      try {
        s.close();
      } catch {
        /* never bound */
      }
      resolve(false);
    });
    s.bind(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

export const freePort = () => pick(tcpFree);

/** A UDP port free on 127.0.0.1 now (a server's RADIUS sockets). */
export const freeUdpPort = () => pick(udpFree);
