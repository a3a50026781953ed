// Start-up wiring shared by main.ts, the tests and the benchmarks: open the database (migrations
// applied in-process), resolve the token secret, build the services, run each module's start-up work.
import type { Config } from './platform/config';
import { openDatabase, type Database, type Db } from './platform/db/client';
import { storedSecret } from './platform/secrets';
import type { Services } from './platform/context';
import { createMailer } from './platform/mail';
import { MODULES } from './composition';
import { VIEWER_CHANNEL, ViewerCache } from './platform/viewerCache';
import { sessionLimits } from './access/hotspot-login';
import { startDayEndJob, startNasStandIn, startSender } from './access/disconnect';
import { changeAttributes, sharedDeviceIndex } from './access/radius';
import { endpointFeed, ENDPOINTS_CHANNEL, startWebhookSender, type WebhookSenderOptions } from './tenancy/webhook';

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
  // Which customers have webhook endpoints for which events, dropped on every change (any instance):
  // an event nobody subscribed to costs no query (server/tenancy/webhook/subscriber.ts).
  const endpoints = endpointFeed();
  await opened.listen(ENDPOINTS_CHANNEL, endpoints.onNotification, endpoints.setLive);
  // A closed database feeds nothing any more (a restart in one process opens another).
  const closeDatabase = opened.close.bind(opened);
  opened.close = async () => {
    endpoints.close();
    await closeDatabase();
  };
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

/**
 * Dynamic authorisation (issue 36, docs/radius.md): the sender of queued Disconnect-Requests and
 * CoA-Requests, with the device's type and RADIUS secret (its configuration's, else the customer's)
 * from the process's device index (the RADIUS server's, shared: D236) and, for a CoA, the session's
 * limits (the login service's sessionLimits) in the attributes of the device's family (the RADIUS
 * server's table); the job that disconnects wifi4eu sessions whose day has ended (D237); and, when
 * `standIn` is set, the NAS stand-in on 127.0.0.1 (development and tests).
 */
export async function startDynamicAuth(
  services: Services & { database?: Pick<Database, 'listen'> },
  opts: {
    port?: number | null;
    standIn?: { port: number } | null;
    waits?: readonly number[];
    pollMs?: number;
    /** Every how often the wifi4eu day-end job runs (default DAY_END_INTERVAL_MS); 0: not at all. */
    dayEndMs?: number;
  } = {},
) {
  const devices = await sharedDeviceIndex(services);
  const standIn = opts.standIn
    ? await startNasStandIn({
        port: opts.standIn.port,
        secretOf: async (nasId) => (nasId ? ((await devices.candidates(nasId, null))[0]?.secret ?? null) : null),
      })
    : null;
  const sender = await startSender(services.db, {
    device: async (customerId, deviceId) => {
      const d = await devices.device(customerId, deviceId);
      return d?.secret ? { secret: d.secret, deviceType: d.deviceType } : null;
    },
    change: async (customerId, sessionId, deviceType) => {
      const limits = await sessionLimits(services.db, customerId, sessionId);
      return limits ? changeAttributes(deviceType, limits) : null;
    },
    port: opts.port ?? standIn?.port ?? null,
    waits: opts.waits,
    pollMs: opts.pollMs,
  });
  const dayEnd = opts.dayEndMs === 0 ? null : startDayEndJob(services.db, { intervalMs: opts.dayEndMs });
  return {
    sender,
    standIn,
    async close() {
      dayEnd?.stop();
      await sender.close();
      await standIn?.close();
    },
  };
}

/**
 * Webhooks (issue 37, docs/webhooks.md): the sender of queued deliveries, on every instance (each
 * delivery is claimed by one). WEBHOOK_ALLOW_PRIVATE lets it reach internal addresses; tests pass
 * short waits.
 */
export function startWebhooks(
  services: Services & { database?: Pick<Database, 'listen'> },
  opts: Partial<WebhookSenderOptions> = {},
) {
  return startWebhookSender(services.db, services.database ?? null, {
    allowPrivate: services.config.webhookAllowPrivate,
    ...opts,
  });
}
