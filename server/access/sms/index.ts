// The SMS module's face (docs/sms.md): the sender of SMS login codes over SMPP — to the SMSC of
// SMS_SMPP_URL, or to the local SMS outbox, an SMPP server the portal starts in its own process —
// and the operators' REST route to read that outbox.
import { lt } from 'drizzle-orm';
import type { RestRule } from '../../platform/authorization';
import type { HousekeepingJob } from '../../platform/module';
import { moduleState, type Services } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { createSmppSender, parseSmppUrl, type SenderOptions, type SmsSender } from './sender';
import { pruneSmsOutbox, startSmsOutbox, type SmsOutboxServer } from './outbox';
import { smsLogins } from './table';

export { smsRoutes as routes } from './routes';
export { hashPhone } from './phone';
export { createSmppSender, parseSmppUrl, type SmsSender, type SmsMessage, type SmsOutcome } from './sender';
export { startSmsOutbox, SMS_OUTBOX_RETENTION_MS } from './outbox';
export { smsLogins, smsOutbox, type SmsLoginRow } from './table';

// Operators only (./routes.ts): the outbox holds login codes.
export const restRoutes: readonly RestRule[] = [{ route: 'GET /sms/outbox', access: 'viewer', scope: 'none', ids: [] }];

/** SMS login records are kept this long (the per-number limits need an hour; support a month). */
const SMS_LOGINS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export const housekeeping: readonly HousekeepingJob[] = [
  { name: 'sms outbox', run: (db: Db) => pruneSmsOutbox(db) },
  {
    name: 'sms logins',
    run: (db: Db) => db.delete(smsLogins).where(lt(smsLogins.createdAt, new Date(Date.now() - SMS_LOGINS_KEPT_MS))),
  },
];

export interface SmsState {
  sender: SmsSender;
  /** The local outbox, when no SMS_SMPP_URL is set. */
  outbox: SmsOutboxServer | null;
}

/** The sender of SMS_SMPP_URL, else the local outbox started here (on SMS_OUTBOX_PORT, default any free port). */
export async function startSms(services: Services, options: SenderOptions = {}): Promise<SmsState> {
  const { config, db } = services;
  if (config.smsSmppUrl) return { sender: createSmppSender(parseSmppUrl(config.smsSmppUrl), options), outbox: null };
  const outbox = await startSmsOutbox(db, config.smsOutboxPort);
  const sender = createSmppSender(
    { host: '127.0.0.1', port: outbox.port, systemId: outbox.systemId, password: outbox.password },
    options,
  );
  return {
    sender,
    outbox,
  };
}

/** The process's SMS state: started with the server (start), or on first use. */
export const smsStateOf = moduleState<Promise<SmsState>>((services) => startSms(services));

/** The SMS sender of this server. */
export const smsSender = async (services: Services): Promise<SmsSender> => (await smsStateOf(services)).sender;

/** Closes the sender and the local outbox (tests, shutdown). */
export async function stopSms(services: Services): Promise<void> {
  const state = await smsStateOf(services).catch(() => null);
  await state?.sender.close();
  await state?.outbox?.close();
}

/** Before the first request: the sender, and the local outbox when no SMSC is configured. */
export async function start(services: Services): Promise<void> {
  await smsStateOf(services);
}
