// The mailer: nodemailer to the SMTP server of SMTP_URL, or, when none is configured, to the local
// outbox: an SMTP server started in-process (smtp-server on 127.0.0.1) that stores every message it
// receives in mail_outbox. The outbox is reached over a real SMTP exchange, so what is stored is what
// an external server would have received. docs/mail.md explains how to read it.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { lt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { newObjectId } from '../ids';
import type { MailMessage, Mailer } from './mailer';
import { mailOutbox } from './table';
import { log } from '../log';
import { mailInFlight, mailSent } from '../metrics';

/** Largest message the outbox accepts (bytes of the RFC 5322 text). */
export const OUTBOX_MAX_MESSAGE = 2 * 1024 * 1024;
/** Outbox messages older than this are deleted by the server itself. */
export const OUTBOX_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface OutboxServer {
  port: number;
  /** The credentials the in-process sender authenticates with (random per process). */
  user: string;
  pass: string;
  close(): Promise<void>;
}

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : [])
    .flatMap((o) => o.value)
    .map((v) => v.address?.toLowerCase() ?? '')
    .filter(Boolean);

function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** Deletes outbox messages past the retention time. */
export async function pruneOutbox(db: Db, now = new Date()): Promise<void> {
  await db.delete(mailOutbox).where(lt(mailOutbox.receivedAt, new Date(now.getTime() - OUTBOX_RETENTION_MS)));
}

/**
 * The local outbox: an SMTP server on 127.0.0.1 that accepts mail only from this process (a random
 * user and password per start; other local programs cannot slip messages into what operators read).
 * Port 0 picks a free port, so tests and several servers on one machine never collide.
 */
export async function startOutbox(db: Db, port = 0): Promise<OutboxServer> {
  const user = 'outbox';
  const pass = randomBytes(18).toString('base64url');
  let lastPrune = 0;
  const server = new SMTPServer({
    name: 'hotspot-portal-outbox',
    banner: 'Hotspot Portal outbox',
    // Plain SMTP on the loopback interface: no TLS (the built-in certificate is public anyway).
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    size: OUTBOX_MAX_MESSAGE,
    maxClients: 20,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      void (async () => {
        const raw = await readStream(stream);
        if (stream.sizeExceeded) {
          const err = new Error('Message exceeds the size limit') as Error & { responseCode: number };
          err.responseCode = 552;
          throw err;
        }
        const parsed = await simpleParser(raw);
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const to = envelopeTo.length ? envelopeTo : addresses(parsed.to);
        await db.insert(mailOutbox).values({
          id: newObjectId(),
          messageId: parsed.messageId ?? null,
          from: parsed.from?.text ?? null,
          to,
          subject: parsed.subject ?? null,
          text: parsed.text ?? null,
          html: typeof parsed.html === 'string' ? parsed.html : null,
          raw: raw.toString('utf8'),
        });
        if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await pruneOutbox(db);
        }
      })().then(
        () => callback(),
        (e: Error) => callback(e),
      );
    },
  });
  server.on('error', (e) => log.warn({ err: e.message }, 'mail outbox'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  // The outbox never keeps the process alive by itself.
  server.server.unref();
  return {
    port: (server.server.address() as AddressInfo).port,
    user,
    pass,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The mailer of the configuration: SMTP_URL when set, otherwise the local outbox (started here and
 * closed with the mailer).
 */
export async function createMailer(config: Config, db: Db): Promise<Mailer> {
  let outbox: OutboxServer | null = null;
  let transport: ReturnType<typeof nodemailer.createTransport>;
  if (config.smtpUrl) {
    transport = nodemailer.createTransport(config.smtpUrl);
  } else {
    outbox = await startOutbox(db, config.mailOutboxPort);
    transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: outbox.port,
      secure: false,
      ignoreTLS: true,
      auth: { user: outbox.user, pass: outbox.pass },
    });
  }
  let closed = false;
  return {
    async send(message: MailMessage) {
      if (closed) throw new Error('The mailer is closed');
      mailInFlight.inc();
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
        mailSent.inc({ result: 'sent' });
      } catch (e) {
        mailSent.inc({ result: 'failed' });
        throw e;
      } finally {
        mailInFlight.dec();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      transport.close();
      await outbox?.close();
    },
  };
}
