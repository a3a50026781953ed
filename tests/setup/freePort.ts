// A TCP port free on 127.0.0.1 now, for a server a test starts (several test files and the
// browser tests start their own).
import { createSocket } from 'node:dgram';
import { createServer, type AddressInfo } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** A UDP port free on 127.0.0.1 now (a server's RADIUS sockets). */
export const freeUdpPort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createSocket('udp4');
    s.once('error', reject);
    s.bind(0, '127.0.0.1', () => {
      const port = s.address().port;
      s.close(() => resolve(port));
    });
  });
