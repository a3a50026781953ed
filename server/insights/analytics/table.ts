// Analytics rollups (issue 11): guest sessions (radius_sessions) and DNS statistics summed per
// customer, device or location and time bucket, kept current as sessions arrive (triggers on
// radius_sessions, migration 0016), so that every analytics query reads rollups, not sessions.
// Times: 15-minute buckets are absolute (timestamptz) and serve every time zone; days are calendar
// days in the installation's analytics time zone (ANALYTICS_TIMEZONE, default Europe/Berlin).
// location_id is '' for a device without a location (it is part of the key).
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

/** Sessions per 15 minutes of their start, device and location. */
export const sessionRollups = pgTable(
  'session_rollups',
  {
    customerId: text('customer_id').notNull(),
    bucket: ts('bucket').notNull(),
    hotspotDeviceId: text('hotspot_device_id').notNull(),
    locationId: text('location_id').notNull().default(''),
    sessions: integer('sessions').notNull().default(0),
    /** Sessions with a successful login (login_type set). */
    logins: integer('logins').notNull().default(0),
    /** Ended sessions and the sum of their Acct-Session-Time (dwell time = dwell / stopped). */
    stopped: integer('stopped').notNull().default(0),
    dwellSeconds: bigint('dwell_seconds', { mode: 'number' }).notNull().default(0),
    inputBytes: bigint('input_bytes', { mode: 'number' }).notNull().default(0),
    outputBytes: bigint('output_bytes', { mode: 'number' }).notNull().default(0),
    /** Guest login page views (GET /guest/<device>). */
    pageViews: integer('page_views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.bucket, t.hotspotDeviceId, t.locationId] })],
);

/** The same per calendar day (analytics time zone): long ranges read this. */
export const sessionDaily = pgTable(
  'session_daily',
  {
    customerId: text('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hotspotDeviceId: text('hotspot_device_id').notNull(),
    locationId: text('location_id').notNull().default(''),
    sessions: integer('sessions').notNull().default(0),
    logins: integer('logins').notNull().default(0),
    stopped: integer('stopped').notNull().default(0),
    dwellSeconds: bigint('dwell_seconds', { mode: 'number' }).notNull().default(0),
    inputBytes: bigint('input_bytes', { mode: 'number' }).notNull().default(0),
    outputBytes: bigint('output_bytes', { mode: 'number' }).notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day, t.hotspotDeviceId, t.locationId] })],
);

/** Distinct guest devices (clients) per day, device and location: users of a day, week or month. */
export const sessionDailyClients = pgTable(
  'session_daily_clients',
  {
    customerId: text('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hotspotDeviceId: text('hotspot_device_id').notNull(),
    locationId: text('location_id').notNull().default(''),
    /** The client's MAC hash, else 'u:' + username, else 's:' + session id. */
    clientKey: text('client_key').notNull(),
    sessions: integer('sessions').notNull().default(0),
    /**
     * The day of the client's previous row in the customer (rows ordered by day, device, location),
     * at the same device (by day, location) and at the same location (by day, device); '-infinity'
     * for its first. The distinct users of days [a, b] are the rows in [a, b] whose previous day is
     * before a: a count, not a hash of every client key (migration 0020).
     */
    prevCustomer: date('prev_customer', { mode: 'string' }).notNull().default('-infinity'),
    prevDevice: date('prev_device', { mode: 'string' }).notNull().default('-infinity'),
    prevLocation: date('prev_location', { mode: 'string' }).notNull().default('-infinity'),
    /**
     * The day of the client's next row in the same three orders; 'infinity' for its last (migration
     * 0056). A client of the first, partial day of a sub-day range is in no later whole day of the
     * range when its last row of that day has its next day after them (store.ts, subDayUsers).
     */
    nextCustomer: date('next_customer', { mode: 'string' }).notNull().default('infinity'),
    nextDevice: date('next_device', { mode: 'string' }).notNull().default('infinity'),
    nextLocation: date('next_location', { mode: 'string' }).notNull().default('infinity'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.day, t.hotspotDeviceId, t.locationId, t.clientKey] }),
    index('session_daily_clients_client_idx').on(t.customerId, t.clientKey),
  ],
);

/**
 * The client rows of session_daily_clients counted by their previous day (migration 0020), per
 * customer ('c', scope ''), device ('d', its id) and location ('l', its id or ''): the users of days
 * [a, b] in a scope are sum(users) over its rows of [a, b] with prev < a. A few rows per day and
 * scope instead of one per client; kept current by a trigger on session_daily_clients.
 */
export const sessionDailyUsers = pgTable(
  'session_daily_users',
  {
    customerId: text('customer_id').notNull(),
    kind: text('kind').notNull(),
    scopeId: text('scope_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    prev: date('prev', { mode: 'string' }).notNull(),
    users: integer('users').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind, t.scopeId, t.day, t.prev] })],
);

/**
 * session_rollups summed over the customer's devices and locations (migration 0056): the sub-day
 * series of the whole customer reads one row per 15 minutes instead of one per device and location.
 * Written with session_rollups by analytics_add_measures and guest_page_view; rebuilt from it.
 */
export const sessionCustomerRollups = pgTable(
  'session_customer_rollups',
  {
    customerId: text('customer_id').notNull(),
    bucket: ts('bucket').notNull(),
    sessions: integer('sessions').notNull().default(0),
    logins: integer('logins').notNull().default(0),
    stopped: integer('stopped').notNull().default(0),
    dwellSeconds: bigint('dwell_seconds', { mode: 'number' }).notNull().default(0),
    inputBytes: bigint('input_bytes', { mode: 'number' }).notNull().default(0),
    outputBytes: bigint('output_bytes', { mode: 'number' }).notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.bucket] })],
);

/**
 * Distinct guest devices (clients) per 15 minutes of their sessions' start, device and location
 * (migration 0056): the users of sub-day buckets, as session_daily_clients is of days.
 */
export const sessionQuarterClients = pgTable(
  'session_quarter_clients',
  {
    customerId: text('customer_id').notNull(),
    bucket: ts('bucket').notNull(),
    hotspotDeviceId: text('hotspot_device_id').notNull(),
    locationId: text('location_id').notNull().default(''),
    /** As session_daily_clients.client_key. */
    clientKey: text('client_key').notNull(),
    sessions: integer('sessions').notNull().default(0),
    /**
     * The bucket of the client's previous row in the customer (rows ordered by bucket, device,
     * location), at the same device (by bucket, location) and at the same location (by bucket,
     * device) when it lies within the day before this row's bucket, else '-infinity': no sub-day
     * bucket is longer than 7 hours, and only its start is compared (session_quarter_users).
     */
    prevCustomer: ts('prev_customer')
      .notNull()
      .default(sql`'-infinity'`),
    prevDevice: ts('prev_device')
      .notNull()
      .default(sql`'-infinity'`),
    prevLocation: ts('prev_location')
      .notNull()
      .default(sql`'-infinity'`),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.bucket, t.hotspotDeviceId, t.locationId, t.clientKey] }),
    index('session_quarter_clients_client_idx').on(t.customerId, t.clientKey, t.bucket),
    // A filter by some devices reads their rows, not every row of the range (store.ts, subDaySeries).
    index('session_quarter_clients_device_idx').on(t.customerId, t.hotspotDeviceId, t.bucket),
  ],
);

/**
 * The client rows of session_quarter_clients counted per customer ('c', scope ''), device ('d', its
 * id) and location ('l', its id or '') and 15 minutes (migration 0056), by how long before the bucket
 * the client was last there: `users` counts the rows whose previous bucket is before this one (the
 * distinct clients of these 15 minutes), `new15`, `new30` and `new45` those whose previous bucket is
 * more than 15, 30 or 45 minutes before, `new6h` those whose previous bucket is before the start of
 * this bucket's local 6-hour block (analytics_block6). The users of a bucket starting at a are the
 * sum over its quarters at a, a + 15 min, … of users, new15, new30, new45 (15min, 30min, 1h), or of
 * new6h (6h). One row per scope and 15 minutes; kept current by a trigger on session_quarter_clients.
 */
export const sessionQuarterUsers = pgTable(
  'session_quarter_users',
  {
    customerId: text('customer_id').notNull(),
    kind: text('kind').notNull(),
    scopeId: text('scope_id').notNull(),
    bucket: ts('bucket').notNull(),
    users: integer('users').notNull().default(0),
    new15: integer('new_15').notNull().default(0),
    new30: integer('new_30').notNull().default(0),
    new45: integer('new_45').notNull().default(0),
    new6h: integer('new_6h').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind, t.scopeId, t.bucket] })],
);

/** Sessions per day by browser, os, device class, language and login type ('unknown' when not known). */
export const sessionDailyDims = pgTable(
  'session_daily_dims',
  {
    customerId: text('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hotspotDeviceId: text('hotspot_device_id').notNull(),
    locationId: text('location_id').notNull().default(''),
    /** browser | os | deviceClass | language | loginType */
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    sessions: integer('sessions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day, t.dimension, t.hotspotDeviceId, t.locationId, t.value] })],
);

/**
 * What the guest login page learnt about a client before its RADIUS login (user agent, language,
 * login type): the session that starts next for this client takes it over. Short-lived (minutes).
 */
export const guestLoginHints = pgTable(
  'guest_login_hints',
  {
    customerId: text('customer_id').notNull(),
    /** The client's MAC hash, else 'u:' + the username it logs in with. */
    clientKey: text('client_key').notNull(),
    browser: text('browser'),
    os: text('os'),
    deviceClass: text('device_class'),
    language: text('language'),
    loginType: text('login_type'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.clientKey] })],
);

/** DNS statistics of a location per 15 minutes (ingested by the location's DNS resolver). */
export const dnsStats = pgTable(
  'dns_stats',
  {
    customerId: text('customer_id').notNull(),
    locationId: text('location_id').notNull(),
    bucket: ts('bucket').notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull().default(0),
    blocked: bigint('blocked', { mode: 'number' }).notNull().default(0),
    threats: bigint('threats', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.locationId, t.bucket] })],
);

/** DNS requests of a location per day by domain, application and category. */
export const dnsStatsEntries = pgTable(
  'dns_stats_entries',
  {
    customerId: text('customer_id').notNull(),
    locationId: text('location_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** domain | application | category */
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull().default(0),
    blocked: bigint('blocked', { mode: 'number' }).notNull().default(0),
    threats: bigint('threats', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.locationId, t.dimension, t.day, t.key] })],
);
