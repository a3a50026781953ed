// The SMPP sender's configuration and its failure handling (server/access/sms/sender.ts, docs/sms.md):
// SMS_SMPP_URL parsing, the quick refusal of an SMSC that is down, the circuit, and warnings that
// never carry the password, the number or the text.
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmppSender, parseSmppUrl } from '../../../server/access/sms/sender';

describe('parseSmppUrl', () => {
  it('reads system_id, password, host and port (2775 / 3550 for TLS)', () => {
    expect(parseSmppUrl('smpp://hotspot:s%40cret@smsc.example.net:2776')).toEqual({
      host: 'smsc.example.net',
      port: 2776,
      systemId: 'hotspot',
      password: 's@cret',
      tls: false,
    });
    expect(parseSmppUrl('smpp://a:b@10.0.0.5')).toMatchObject({ port: 2775, tls: false });
    expect(parseSmppUrl('ssmpp://a:b@smsc.example.net')).toMatchObject({ port: 3550, tls: true });
  });

  it('refuses what is not an SMPP URL, without echoing it', () => {
    expect(() => parseSmppUrl('http://a:secret@x')).toThrow(/smpp:\/\//);
    expect(() => parseSmppUrl('not a url secret')).toThrow(/not a URL/);
    try {
      parseSmppUrl('http://a:Geheim99@x');
    } catch (e) {
      expect((e as Error).message).not.toContain('Geheim99');
    }
  });
});

describe('an SMSC that is down', () => {
  let silent: Server | null = null;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await new Promise<void>((r) => (silent ? silent.close(() => r()) : r()));
    silent = null;
  });
  const message = { to: '+4915123456789', from: 'Hotel', text: 'Ihr WLAN-Code: ABC123' };

  it('is refused at once, then by the open circuit without a try; warnings carry no secret', async () => {
    const warnings: string[] = [];
    let clock = 1_000_000;
    const sender = createSmppSender(
      { host: '127.0.0.1', port: 1, systemId: 'hotspot', password: 'Geheim99' },
      { circuitFailures: 2, circuitOpenMs: 30_000, warn: (l) => warnings.push(l), now: () => clock },
    );
    const started = Date.now();
    expect(await sender.send(message)).toEqual({ ok: false, failure: 'UNREACHABLE' });
    expect(await sender.send(message)).toEqual({ ok: false, failure: 'UNREACHABLE' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(warnings.some((w) => w.includes('refusing SMS for 30 s'))).toBe(true);
    const count = warnings.length;
    expect(await sender.send(message)).toEqual({ ok: false, failure: 'UNREACHABLE' });
    // Refused by the circuit: no new attempt, no new warning.
    expect(warnings.length).toBe(count);
    clock += 31_000;
    expect(await sender.send(message)).toEqual({ ok: false, failure: 'UNREACHABLE' });
    expect(warnings.length).toBeGreaterThan(count);
    for (const w of warnings) {
      for (const secret of ['Geheim99', '15123456789', 'ABC123', 'hotspot']) expect(w).not.toContain(secret);
    }
    await sender.close();
  });

  it('gives up on an SMSC that accepts the connection but never binds, after the connect time-out', async () => {
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((r) => silent!.listen(0, '127.0.0.1', r));
    const port = (silent.address() as { port: number }).port;
    const sender = createSmppSender(
      { host: '127.0.0.1', port, systemId: 'x', password: 'y' },
      { connectTimeoutMs: 200, retries: 1, warn: () => {} },
    );
    const started = Date.now();
    expect(await sender.send(message)).toEqual({ ok: false, failure: 'UNREACHABLE' });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(380);
    expect(took).toBeLessThan(2000);
    await sender.close();
  });
});
