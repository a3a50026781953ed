// Start-up wiring shared by main.ts, the tests and the benchmarks: open the database (migrations
// applied in-process), resolve the token secret, build the services, run each module's start-up work.
import type { Config } from './platform/config';
import { openDatabase, type Database, type Db } from './platform/db/client';
import { storedSecret } from './platform/secrets';
import type { Services } from './platform/context';
import { createMailer } from './platform/mail';
import { MODULES } from './composition';
import { VIEWER_CHANNEL, ViewerCache } from './platform/viewerCache';
import { customerRadiusSecret, deviceById, sessionLimits } from './access/hotspot-login';
import { startNasStandIn, startSender } from './access/disconnect';
import { changeAttributes } from './access/radius';
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
 * CoA-Requests, with the login service's device lookup (the device's type and RADIUS secret: its
 * configuration's, else the customer's) and, for a CoA, the session's limits (the login service's
 * sessionLimits) in the attributes of the device's family (the RADIUS server's table), and, when
 * `standIn` is set, the NAS stand-in on 127.0.0.1 (development and tests).
 */
export async function startDynamicAuth(
  services: Services,
  opts: { port?: number | null; standIn?: { port: number } | null; waits?: readonly number[]; pollMs?: number } = {},
) {
  // A device's secret and type, kept 5 s (a bulk disconnect names the same few devices a thousand times).
  const known = new Map<string, { at: number; value: Promise<{ secret: string; deviceType: string } | null> }>();
  const lookup = async (customerId: string | null, deviceId: string) => {
    const devices = await deviceById(services.db, deviceId);
    const d = customerId ? devices.find((x) => x.customerId === customerId) : devices[0];
    if (!d) return null;
    return { secret: d.secret ?? (await customerRadiusSecret(services.db, d.customerId)), deviceType: d.deviceType };
  };
  const secretOf = (customerId: string | null, deviceId: string) => {
    const key = `${customerId ?? '*'}/${deviceId}`;
    const hit = known.get(key);
    if (hit && hit.at > Date.now() - 5000) return hit.value;
    const value = lookup(customerId, deviceId).catch(() => null);
    if (known.size > 10_000) known.clear();
    known.set(key, { at: Date.now(), value });
    return value;
  };
  const standIn = opts.standIn
    ? await startNasStandIn({
        port: opts.standIn.port,
        secretOf: async (nasId) => (nasId ? ((await secretOf(null, nasId))?.secret ?? null) : null),
      })
    : null;
  const sender = await startSender(services.db, {
    device: (customerId, deviceId) => secretOf(customerId, deviceId),
    change: async (customerId, sessionId, deviceType) => {
      const limits = await sessionLimits(services.db, customerId, sessionId);
      return limits ? changeAttributes(deviceType, limits) : null;
    },
    port: opts.port ?? standIn?.port ?? null,
    waits: opts.waits,
    pollMs: opts.pollMs,
  });
  return {
    sender,
    standIn,
    async close() {
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
