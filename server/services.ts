// Start-up wiring shared by main.ts, the tests and the benchmarks: open the database (migrations
// applied in-process), resolve the token secret, build the services, run each module's start-up work.
import type { Config } from './platform/config';
import { openDatabase, type Database, type Db } from './platform/db/client';
import { storedSecret } from './platform/secrets';
import type { Services } from './platform/context';
import { createMailer } from './platform/mail';
import { MODULES } from './composition';
import { VIEWER_CHANNEL, ViewerCache } from './platform/viewerCache';

async function tokenSecret(db: Db, configured?: string): Promise<string> {
  return configured || storedSecret(db, 'token_secret');
}

export async function startServices(config: Config, database?: Database): Promise<Services & { database: Database }> {
  const opened =
    database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      migrationUrl: config.databaseMigrationUrl,
      readUrl: config.databaseReadUrl,
      dataDir: config.dataDir,
    }));
  const secret = await tokenSecret(opened.db, config.tokenSecret);
  // The local outbox (when no SMTP_URL) listens on an ephemeral port unless MAIL_OUTBOX_PORT is set.
  const mailer = await createMailer(config, opened.db);
  // Callers are cached while the database's notifications can drop them (server/platform/viewerCache.ts).
  const viewers = new ViewerCache();
  await opened.listen(
    VIEWER_CHANNEL,
    (payload) => viewers.onNotification(payload),
    (live) => viewers.setLive(live),
  );
  const services = {
    db: opened.db,
    forRequest: opened.forRequest,
    replica: opened.replica,
    config,
    tokenSecret: secret,
    mailer,
    viewers,
    state: new Map(),
    database: opened,
  };
  // Before any request: e.g. analytics rebuilds its rollups when ANALYTICS_TIMEZONE changed.
  for (const m of MODULES) await m.start?.(services);
  return services;
}
