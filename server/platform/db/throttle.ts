// The counters of every limit against guessing and abuse (sign-in, password reset, enrollment, DNS
// statistics keys, invites …): platform data, no tenant's. In the database, so that several server
// instances count together (server/platform/throttle.ts).
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * Attempts per key and fixed window. The key names the limit by its prefix (`a|…`, `u|…`, `i|…` of
 * the sign-in; `forgot:ip:…`, `enroll:ip:…` …) and what is counted after it.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowEndsAt: ts('window_ends_at').notNull(),
});
