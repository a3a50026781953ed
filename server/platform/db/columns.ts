// Column types every table uses the same way.
import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time: timestamptz with milliseconds, read as a JS Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
