// The local SMS outbox: an SMSC stand-in (an SMPP v3.4 server, `smpp` package) on 127.0.0.1 that
// the portal starts in its own process when SMS_SMPP_URL is not set, as the mail outbox stands in for
// an SMTP relay. It accepts binds only with the random system_id/password of this start (nothing else
// on the machine can put messages into what operators read), answers submit_sm with a message id and
// stores what it received in sms_outbox: sender, its TON, the text decoded from its data_coding, and
// the destination only masked ("+49 … 23") with its keyed hash. Messages older than 7 days are
// deleted by the server itself. Delivery receipts are not produced (docs/sms.md).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { lt } from 'drizzle-orm';
import smpp, { type PDU, type Session } from 'smpp';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Db } from '../../platform/db/client';
import { newObjectId } from '../../platform/ids';
import { maskedPhone, SMS_LAST_DIGITS } from '../../../src/domain/sms';
import { hashPhone } from './phone';
import { smsOutbox } from './table';
import { log } from '../../platform/log';

/** Outbox messages older than this are deleted (they hold login codes). */
export const SMS_OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface SmsOutboxServer {
  port: number;
  systemId: string;
  password: string;
  close(): Promise<void>;
}

/** Deletes outbox messages past the retention time. */
export async function pruneSmsOutbox(db: Db, now = new Date()): Promise<void> {
  await db.delete(smsOutbox).where(lt(smsOutbox.receivedAt, new Date(now.getTime() - SMS_OUTBOX_RETENTION_MS)));
}

const same = (a: unknown, b: string) => {
  if (typeof a !== 'string') return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The destination as the outbox shows it: "+49 … 23" (country code and last digits), never the number. */
function maskDestination(digits: string): string {
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  const last = digits.slice(-SMS_LAST_DIGITS);
  return parsed ? maskedPhone(parsed.countryCallingCode, last) : `… ${last}`;
}

const textOf = (pdu: PDU): string => {
  const m = pdu.short_message as { message?: unknown } | Buffer | string | undefined;
  const v = m && typeof m === 'object' && 'message' in m ? m.message : m;
  return Buffer.isBuffer(v) ? v.toString('latin1') : String(v ?? '');
};

export async function startSmsOutbox(db: Db, port = 0): Promise<SmsOutboxServer> {
  const systemId = 'outbox';
  const password = randomBytes(6).toString('base64url'); // SMPP passwords are at most 8 characters
  let lastPrune = 0;
  const sessions = new Set<Session>();
  const server = smpp.createServer({}, (session: Session) => {
    sessions.add(session);
    session.socket.unref();
    let bound = false;
    session.on('close', () => sessions.delete(session));
    session.on('error', () => session.destroy());
    const onBind = (pdu: PDU) => {
      if (!same(pdu.system_id, systemId) || !same(pdu.password, password)) {
        session.send(pdu.response({ command_status: smpp.ESME_RBINDFAIL }));
        session.close();
        return;
      }
      bound = true;
      session.send(pdu.response({ system_id: 'hotspot-portal-sms-outbox' }));
    };
    session.on('bind_transmitter', onBind);
    session.on('bind_transceiver', onBind);
    session.on('bind_receiver', (pdu: PDU) => session.send(pdu.response({ command_status: smpp.ESME_RBINDFAIL })));
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu: PDU) => {
      if (!bound) return void session.send(pdu.response({ command_status: smpp.ESME_RINVBNDSTS }));
      session.pause();
      const messageId = randomBytes(8).toString('hex');
      void (async () => {
        const digits = String(pdu.destination_addr ?? '').replace(/\D/g, '');
        await db.insert(smsOutbox).values({
          id: newObjectId(),
          messageId,
          sourceAddr: String(pdu.source_addr ?? ''),
          sourceTon: Number(pdu.source_addr_ton ?? 0),
          destination: maskDestination(digits),
          destinationHash: await hashPhone(db, `+${digits}`),
          dataCoding: Number(pdu.data_coding ?? 0),
          text: textOf(pdu),
        });
        if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await pruneSmsOutbox(db);
        }
      })()
        .then(
          () => session.send(pdu.response({ message_id: messageId })),
          (e: Error) => {
            log.warn({ err: e.message }, 'sms outbox: message not stored');
            session.send(pdu.response({ command_status: smpp.ESME_RSYSERR }));
          },
        )
        .finally(() => session.resume());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // The outbox never keeps the process alive by itself.
  server.unref();
  return {
    port: (server.address() as AddressInfo).port,
    systemId,
    password,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sessions) s.destroy();
        server.close(() => resolve());
      }),
  };
}
