// One-time tickets of the logins that leave the guest page and come back (docs/external-login.md):
// EXTERNAL_LOGIN's nonce (the page sends the guest to the customer's login page; the signed callback
// brings the nonce back) and APP_LOGIN's token (the customer's app gets it for a client MAC). Only the
// SHA-256 of the nonce or token is stored; a ticket is used once and lives minutes.
import { foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';
import { hotspotLoginTemplates } from '../../templates/login-template/table';

export const guestLoginTickets = pgTable(
  'guest_login_tickets',
  {
    customerId: text('customer_id').notNull(),
    /** SHA-256 (hex) of the nonce or token. */
    id: text('id').notNull(),
    /** 'external' | 'app' */
    kind: text('kind').notNull(),
    loginTemplateId: text('login_template_id').notNull(),
    /** The device the guest page was opened at (external); null for app tokens. */
    hotspotDeviceId: text('hotspot_device_id'),
    /** HMAC of the client's MAC (the device-account key), as hotspot accounts keep it. */
    clientMacHash: text('client_mac_hash').notNull(),
    /** The device's redirect parameters (external): the hand-over after the callback needs them. */
    query: text('query'),
    lang: text('lang'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('guest_login_tickets_expires_idx').on(t.expiresAt),
    foreignKey({
      name: 'guest_login_tickets_login_template_fk',
      columns: [t.customerId, t.loginTemplateId],
      foreignColumns: [hotspotLoginTemplates.customerId, hotspotLoginTemplates.id],
    }).onDelete('cascade'),
  ],
);

export type GuestLoginTicketRow = typeof guestLoginTickets.$inferSelect;
