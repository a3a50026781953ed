// Guest sessions from RADIUS accounting (Start / Interim-Update / Stop): the data behind online
// users, the concurrent-user licence, simultaneous use and analytics. A session is online while it
// has no stop and its last update is recent (ONLINE_WINDOW_S, src/domain/session.ts). And the
// per-customer RADIUS shared secret for devices whose configuration sets none of its own.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

export const radiusSessions = pgTable(
  'radius_sessions',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    /**
     * Acct-Session-Id as the device sent it. Not unique: a NAS that restarted its counter reuses it.
     * A session is (device, Acct-Session-Id, loginClass) and, of those, the open row (docs/radius.md).
     */
    acctSessionId: text('acct_session_id').notNull(),
    /** The Class of the Access-Accept that the NAS echoes in accounting (hp1:<id>); '' when none. */
    loginClass: text('login_class').notNull().default(''),
    hotspotDeviceId: text('hotspot_device_id').notNull(),
    hotspotAccountId: text('hotspot_account_id'),
    voucherId: text('voucher_id'),
    deviceAccountId: text('device_account_id'),
    /** HMAC-SHA256 of the client's normalised MAC; '' when the device sent none. */
    clientMacHash: text('client_mac_hash').notNull().default(''),
    /** The client's MAC masked for support (`A4:83:E7:••:••:5C`, written at Start; live sessions). */
    clientMacMasked: text('client_mac_masked'),
    username: text('username'),
    nasIp: text('nas_ip'),
    /** NAS-Port of the session (with nas_ip: where a Disconnect-Request goes, RFC 5176). */
    nasPort: bigint('nas_port', { mode: 'number' }),
    startedAt: ts('started_at').notNull(),
    /** Last Start / Interim-Update / Stop received. */
    updatedAt: ts('updated_at').notNull(),
    stoppedAt: ts('stopped_at'),
    inputBytes: bigint('input_bytes', { mode: 'number' }).notNull().default(0),
    outputBytes: bigint('output_bytes', { mode: 'number' }).notNull().default(0),
    /** Acct-Session-Time in seconds. */
    sessionTime: integer('session_time').notNull().default(0),
    terminateCause: text('terminate_cause'),
    /** What analytics needs per login (issue 11): the device's location when the session started, */
    locationId: text('location_id'),
    /** how the guest logged in (LoginType of seed 001 §9), */
    loginType: text('login_type'),
    /** and, from the guest page's user agent (bowser) and language, when the guest used it. */
    browser: text('browser'),
    os: text('os'),
    /** desktop | mobile | tablet | tv | bot */
    deviceClass: text('device_class'),
    language: text('language'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    // One open session per key (concurrent Starts of one session agree on one row); stopped ones by key.
    uniqueIndex('radius_sessions_open_key_uq')
      .on(t.customerId, t.hotspotDeviceId, t.acctSessionId, t.loginClass)
      .where(sql`${t.stoppedAt} is null`),
    index('radius_sessions_acct_idx').on(t.customerId, t.hotspotDeviceId, t.acctSessionId, t.startedAt),
    // Online sessions (no stop) by last update: licence usage, online counts, simultaneous use.
    index('radius_sessions_open_idx')
      .on(t.customerId, t.updatedAt)
      .where(sql`${t.stoppedAt} is null`),
    index('radius_sessions_open_device_idx')
      .on(t.customerId, t.hotspotDeviceId, t.updatedAt)
      .where(sql`${t.stoppedAt} is null`),
    index('radius_sessions_open_voucher_idx')
      .on(t.customerId, t.voucherId, t.updatedAt)
      .where(sql`${t.stoppedAt} is null and ${t.voucherId} is not null`),
    index('radius_sessions_account_idx').on(t.customerId, t.hotspotAccountId, t.startedAt),
    index('radius_sessions_client_idx').on(t.customerId, t.clientMacHash, t.stoppedAt),
    index('radius_sessions_started_idx').on(t.customerId, t.startedAt),
    // A guest's sessions by login name (guest data, docs/privacy.md: matched case-insensitively).
    index('radius_sessions_username_idx').on(t.customerId, sql`lower(${t.username})`),
  ],
);

/**
 * Simultaneous use at Access-Request time (docs/radius.md): a client accepted with a code that limits
 * its clients holds a seat here from the Access-Accept until its accounting Start confirms it (the
 * reservation is then removed) or it expires. Taken under a per-code advisory lock
 * (radius_reserve_seat, migration 0035), so parallel logins at one or several instances agree.
 */
export const radiusSeatReservations = pgTable(
  'radius_seat_reservations',
  {
    customerId: text('customer_id').notNull(),
    voucherId: text('voucher_id').notNull(),
    clientMacHash: text('client_mac_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.voucherId, t.clientMacHash] }),
    index('radius_seat_reservations_expires_idx').on(t.expiresAt),
  ],
);

/** The customer's RADIUS shared secret (generated on first use; shown to the customer's technicians). */
export const radiusSecrets = pgTable('radius_secrets', {
  customerId: text('customer_id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type RadiusSessionRow = typeof radiusSessions.$inferSelect;
