// SMS login (docs/sms.md): the codes sent by SMS (tenant rows) and the local SMS outbox (what the
// in-process SMSC stand-in received; not tenant data, like the mail outbox). A phone number is kept
// nowhere in clear: only its keyed hash (HMAC-SHA256 under the installation's key) and its last digits.
import { foreignKey, index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';
import { hotspotLoginTemplates } from '../../templates/login-template/table';

export const smsLogins = pgTable(
  'sms_logins',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    loginTemplateId: text('login_template_id').notNull(),
    hotspotDeviceId: text('hotspot_device_id').notNull(),
    /** The WiFi code sent (vouchers.id). */
    voucherId: text('voucher_id').notNull(),
    /** HMAC-SHA256 (hex) of the number in E.164 under the installation's sms_phone_key. */
    phoneHash: text('phone_hash').notNull(),
    /** The number's last digits ("23"), to recognise it in support without keeping it. */
    phoneLast: text('phone_last').notNull(),
    /** HMAC of the client's MAC (the device-account key), as hotspot accounts keep it. */
    clientMacHash: text('client_mac_hash').notNull(),
    /** 'sent' | 'failed' */
    status: text('status').notNull(),
    /** The SMSC's message id (submit_sm_resp), when it accepted the SMS. */
    messageId: text('message_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the code ends if it is not entered on the page first (SMS_CODE_VALID_MINUTES). */
    expiresAt: ts('expires_at').notNull(),
    /** When the guest entered the code on the page (from then on the account template's limits hold). */
    usedAt: ts('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('sms_logins_voucher_idx').on(t.customerId, t.voucherId),
    index('sms_logins_created_idx').on(t.createdAt),
    foreignKey({
      name: 'sms_logins_login_template_fk',
      columns: [t.customerId, t.loginTemplateId],
      foreignColumns: [hotspotLoginTemplates.customerId, hotspotLoginTemplates.id],
    }).onDelete('cascade'),
  ],
);

export type SmsLoginRow = typeof smsLogins.$inferSelect;

/** What the local SMSC stand-in received (submit_sm), for operators (GET /sms/outbox, the profile page). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: text('id').primaryKey(),
    /** The message id the stand-in answered with. */
    messageId: text('message_id').notNull(),
    /** source_addr and its TON (5: alphanumeric sender name, 1: international number). */
    sourceAddr: text('source_addr').notNull(),
    sourceTon: smallint('source_ton').notNull(),
    /** The destination masked ("+49 … 23") and its keyed hash (the ?to= filter): never in clear. */
    destination: text('destination').notNull(),
    destinationHash: text('destination_hash').notNull(),
    dataCoding: smallint('data_coding').notNull(),
    /** The message text, decoded from its data_coding. */
    text: text('text').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_received_idx').on(t.receivedAt), index('sms_outbox_destination_idx').on(t.destinationHash)],
);
