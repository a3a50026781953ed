// Start-up wiring shared by main.ts, the tests and the benchmarks: open the database (migrations
// applied in-process), resolve the token secret, build the services.
import type { Config } from './platform/config';
import { openDatabase, type Database, type Db } from './platform/db/client';
import { storedSecret } from './platform/secrets';
import type { Services } from './platform/context';
import { createMailer } from './platform/mail';
import { applyAnalyticsTimezone } from './insights/analytics/service';
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
  // Analytics days are local to one zone: a changed ANALYTICS_TIMEZONE rebuilds the rollups first.
  await applyAnalyticsTimezone(opened.db, config.analyticsTimezone);
  // Callers are cached while the database's notifications can drop them (server/auth/viewerCache.ts).
  const viewers = new ViewerCache();
  await opened.listen(
    VIEWER_CHANNEL,
    (payload) => viewers.onNotification(payload),
    (live) => viewers.setLive(live),
  );
  return {
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
}
