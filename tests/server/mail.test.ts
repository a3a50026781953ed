// Mail (docs/mail.md): a real SMTP exchange into the local outbox, the outbox endpoints and who may
// read them, and SMTP_URL sending to an external SMTP server instead of the outbox.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { mailOutbox } from '../../server/platform/mail/table';
import { createMailer, pruneOutbox, startOutbox, OUTBOX_RETENTION_MS } from '../../server/platform/mail';
import { startTestServer, type TestServer } from './harness';
import { USERS } from './helpers';

let s: TestServer;
let operator: string;
let support: string;
let hotel: string;

const outboxCount = async () => (await s.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]!.n;

beforeAll(async () => {
  s = await startTestServer({ customers: 8 });
  operator = (await s.login(USERS.operator)).accessToken;
  support = (await s.login(USERS.support)).accessToken;
  hotel = (await s.login(USERS.hotel)).accessToken;
});
afterAll(() => s?.close());

describe('the local outbox', () => {
  it('stores a message received over SMTP with subject, text, html and recipients', async () => {
    await s.services.mailer.send({
      to: ['Anna.Berger@Alpenhotel.test', 'second@example.test'],
      subject: 'Grüße aus dem Test',
      text: 'Hallo Anna,\nein Link: http://localhost/x',
      html: '<p>Hallo <b>Anna</b></p>',
      replyTo: 'help@example.test',
    });
    const [row] = await s.db
      .select()
      .from(mailOutbox)
      .where(sql`'anna.berger@alpenhotel.test' = ANY(${mailOutbox.to})`);
    expect(row).toBeDefined();
    expect(row!.subject).toBe('Grüße aus dem Test');
    expect(row!.text).toContain('ein Link: http://localhost/x');
    expect(row!.html).toContain('<b>Anna</b>');
    expect(row!.to).toEqual(['anna.berger@alpenhotel.test', 'second@example.test']);
    expect(row!.from).toContain('no-reply@hotspot-portal.test');
    // The raw message is what went over the wire: headers of a real SMTP exchange.
    expect(row!.raw).toMatch(/^Reply-To: help@example.test/m);
    expect(row!.raw).toMatch(/^Message-ID: </m);
    expect(row!.messageId).toBeTruthy();
  });

  it('refuses mail from anyone but the process that started it (SMTP authentication)', async () => {
    const outbox = await startOutbox(s.db, 0);
    try {
      const before = await outboxCount();
      const stranger = nodemailer.createTransport({ host: '127.0.0.1', port: outbox.port, ignoreTLS: true });
      await expect(
        stranger.sendMail({ from: 'x@example.test', to: 'y@example.test', subject: 'spoof', text: 'spoof' }),
      ).rejects.toThrow();
      const wrong = nodemailer.createTransport({
        host: '127.0.0.1',
        port: outbox.port,
        ignoreTLS: true,
        auth: { user: outbox.user, pass: 'wrong' },
      });
      await expect(
        wrong.sendMail({ from: 'x@example.test', to: 'y@example.test', subject: 'spoof', text: 'spoof' }),
      ).rejects.toThrow();
      expect(await outboxCount()).toBe(before);
    } finally {
      await outbox.close();
    }
  });

  it('prunes messages older than 30 days', async () => {
    const old = new Date(Date.now() - OUTBOX_RETENTION_MS - 60_000);
    await s.db.insert(mailOutbox).values({ id: 'a'.repeat(24), to: ['old@example.test'], raw: 'x', receivedAt: old });
    await pruneOutbox(s.db);
    expect(
      await s.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, 'a'.repeat(24))),
    ).toEqual([]);
    expect(await outboxCount()).toBeGreaterThan(0);
  });
});

describe('GET /mail/outbox', () => {
  it('lists newest first for an operator, filtered by recipient, and shows one message in full', async () => {
    await s.services.mailer.send({ to: 'filter@example.test', subject: 'first', text: 'one' });
    await s.services.mailer.send({ to: 'filter@example.test', subject: 'second', text: 'two', html: '<i>two</i>' });
    const all = await s.rest('GET', '/mail/outbox', undefined, operator);
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThanOrEqual(3);
    const mine = await s.rest('GET', '/mail/outbox?to=FILTER@example.test', undefined, operator);
    expect(mine.body.data.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);
    expect(mine.body.data[0]).not.toHaveProperty('text');
    const one = await s.rest('GET', `/mail/outbox/${mine.body.data[0].id}`, undefined, operator);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ subject: 'second', to: ['filter@example.test'] });
    expect(one.body.data.text).toContain('two');
    expect(one.body.data.html).toContain('<i>two</i>');
    const limited = await s.rest('GET', '/mail/outbox?limit=1', undefined, operator);
    expect(limited.body.data).toHaveLength(1);
    expect(limited.body.data[0].subject).toBe('second');
  });

  it('refuses bad parameters and unknown messages', async () => {
    expect((await s.rest('GET', '/mail/outbox?limit=101', undefined, operator)).body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
    expect((await s.rest('GET', `/mail/outbox?to=${'x'.repeat(400)}`, undefined, operator)).status).toBe(400);
    expect((await s.rest('GET', '/mail/outbox/' + 'f'.repeat(24), undefined, operator)).status).toBe(404);
    expect((await s.rest('GET', '/mail/outbox/nonsense', undefined, operator)).status).toBe(404);
  });

  it('is for operators only: a customer admin and a read-only support user get 403, no token 401', async () => {
    const [msg] = (await s.rest('GET', '/mail/outbox?limit=1', undefined, operator)).body.data;
    for (const token of [hotel, support]) {
      expect((await s.rest('GET', '/mail/outbox', undefined, token)).status).toBe(403);
      const one = await s.rest('GET', `/mail/outbox/${msg.id}`, undefined, token);
      expect(one.status).toBe(403);
      expect(JSON.stringify(one.body)).not.toContain(msg.subject);
    }
    expect((await s.rest('GET', '/mail/outbox')).status).toBe(401);
    expect((await s.rest('GET', `/mail/outbox/${msg.id}`)).status).toBe(401);
  });
});

describe('SMTP_URL', () => {
  it('sends to the configured SMTP server (with its credentials) instead of the outbox', async () => {
    const received: { user?: string; to: string[]; raw: string }[] = [];
    const external = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, cb) {
        if (auth.username === 'relay' && auth.password === 's3cret') cb(null, { user: auth.username });
        else cb(new Error('bad credentials'));
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            user: session.user as string | undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          cb();
        });
      },
    });
    await new Promise<void>((r) => external.listen(0, '127.0.0.1', r));
    const port = (external.server.address() as AddressInfo).port;
    const before = await outboxCount();
    const mailer = await createMailer(
      {
        ...s.services.config,
        smtpUrl: `smtp://relay:s3cret@127.0.0.1:${port}?ignoreTLS=true`,
        mailFrom: 'Portal <portal@example.test>',
      },
      s.db,
    );
    try {
      await mailer.send({ to: 'guest@example.test', subject: 'Extern', text: 'via relay' });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ user: 'relay', to: ['guest@example.test'] });
      expect(received[0]!.raw).toMatch(/^From: Portal <portal@example.test>/m);
      expect(received[0]!.raw).toContain('via relay');
      expect(await outboxCount()).toBe(before);
    } finally {
      await mailer.close();
      await new Promise<void>((r) => external.close(() => r()));
    }
    await expect(mailer.send({ to: 'a@example.test', subject: 'x', text: 'x' })).rejects.toThrow(/closed/);
  });
});
