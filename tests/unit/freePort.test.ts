// The ports the tests start their servers on (tests/setup/freePort.ts): free, and outside the kernel's
// ephemeral range, where an outgoing connection of another test could take one before the server
// binds it (CI: crash.test.ts's server failed with EADDRINUSE on a port chosen by listening on 0).
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralRange, freePort, freeUdpPort } from '../setup/freePort';

describe('freePort', () => {
  it('answers TCP and UDP ports outside the ephemeral range that a server can bind', async () => {
    const [low, high] = ephemeralRange();
    for (const pick of [freePort, freeUdpPort])
      for (let i = 0; i < 20; i++) {
        const port = await pick();
        expect(port < low || port > high, `${port} within ${low}-${high}`).toBe(true);
      }
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});
