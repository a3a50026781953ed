import { defineConfig } from 'drizzle-kit';

// The tables are found by convention: each module's table.ts (server/<domain>/<module>/table.ts)
// and the platform's own (settings, mail outbox, the throttle's counters). Nothing lists them by hand.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/*/*/table.ts',
    './server/platform/db/settings.ts',
    './server/platform/db/throttle.ts',
    './server/platform/mail/table.ts',
  ],
  out: './server/platform/db/migrations',
});
