// The installation's own settings (for example the generated token secret): platform data, no tenant's.
import { pgTable, text } from 'drizzle-orm/pg-core';

/** Installation settings (for example the generated token secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
