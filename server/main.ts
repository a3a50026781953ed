// Start-up: config → database (migrations) → demo seed when empty → HTTP and RADIUS (UDP).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { configProblems, loadConfig } from './platform/config';
import { log } from './platform/log';
import { startRadius, type RadiusServer } from './access/radius';
import { startDynamicAuth, startServices, startWebhooks } from './services';
import { createHttpServer } from './app';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './seed/demo';
import { startHousekeeping } from './housekeeping';
import { startAlerts } from './insights/alerts';

// A wrong setting is one clear line each and exit 1 before anything is opened (not a failure at listen()).
const problems = configProblems();
if (problems.length) {
  for (const p of problems) console.error(`Configuration: ${p}`); // plain lines: read by a person at start
  process.exit(1);
}
const config = loadConfig();

// PGlite's PostgreSQL is WebAssembly, which V8 compiles twice by default: a quick baseline (Liftoff)
// at once, then optimised code for the functions that run often, keeping both. Compiled by the
// optimising compiler alone, the server holds 20–40 MB less and starts 2–3 s later (issue 13,
// bench/RESULTS.md). Set before the database module is loaded; the seeding process inherits it.
// PGLITE_LIFTOFF=on keeps the baseline compiler: a short-lived server (the browser tests start one per
// file) is ready 2–3 s sooner and does not live long enough for the memory to matter.
if (!config.databaseUrl && process.env.PGLITE_LIFTOFF !== 'on') setFlagsFromString('--no-liftoff');

// The demo is created by a process of its own (this entry with HOTSPOT_SEED_ONLY=1), which ends
// afterwards: what seeding takes (PGlite's WebAssembly memory grows and never shrinks) is not kept by
// the server for its whole life (issue 13: 510 MB resident instead of 290 MB on PGlite).
if (process.env.HOTSPOT_SEED_ONLY === '1') {
  const seeding = await startServices(config);
  if (await isEmpty(seeding.db))
    await seedDemo(seeding.db, {
      customers: config.demoCustomers,
      traffic: config.demoTraffic,
      publicUrl: config.publicUrl,
    });
  await seeding.mailer.close();
  await seeding.database.close();
  process.exit(0);
}

function seedApart(): void {
  const seeded = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!], {
    env: { ...process.env, HOTSPOT_SEED_ONLY: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) {
    log.fatal(`the demo could not be created (exit ${seeded.status ?? seeded.signal})`);
    process.exit(1);
  }
}

// A new PGlite data directory: creating the cluster and migrating it takes as much memory as the
// seed, so that process does all three.
if (config.seedDemo && !config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
  log.info('new data directory: creating the database and the demo installation');
  seedApart();
  log.info('demo installation created');
}
let services = await startServices(config);
if (config.seedDemo && (await isEmpty(services.db))) {
  log.info('empty database: creating the demo installation');
  // PGlite's data directory is opened by one process at a time, and the mail outbox's port too.
  await services.mailer.close();
  await services.database.close();
  seedApart();
  services = await startServices(config);
  log.info('demo installation created');
}
// Expired invites, ended throttle windows… purged by the server itself, hourly (server/housekeeping.ts).
const housekeeping = startHousekeeping(services.database);
const server = createHttpServer(services);
const ROW_SECURITY = {
  role: 'enforced on a login role that owns nothing',
  'set-role':
    'enforced through SET ROLE (the login role owns the tables: set DATABASE_MIGRATION_URL to hold it against RESET ROLE)',
  off: 'off',
} as const;

server.listen(config.port, config.host, () => {
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/`;
  log.info(
    `Hotspot Portal listening on ${url} (database: ${services.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : `PostgreSQL server, row-level security ${ROW_SECURITY[services.database.rowSecurity]}`})`,
  );
  if (config.seedDemo) {
    log.info(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(', ')}`);
  }
});

let radius: RadiusServer | null = null;
if (config.radius) {
  const r = config.radius;
  try {
    radius = await startRadius(services, r);
    log.info(`RADIUS on udp/${r.host}:${radius.authPort} and ${radius.acctPort}`);
  } catch (e) {
    // The portal keeps running; hotspots cannot log guests in until the ports are free.
    log.warn(
      `RADIUS not started (udp/${r.host}:${r.authPort} and ${r.acctPort}): ${(e as Error).message}. ` +
        'Free the ports or set RADIUS_AUTH_PORT / RADIUS_ACCT_PORT (RADIUS=off disables it).',
    );
  }
}

// Disconnect-Requests (RFC 5176) to the NAS of guest sessions, sent from the queue (docs/radius.md).
// DYNAMIC_AUTH_PORT: one port for every NAS instead of the device type's; NAS_STAND_IN=on: the NAS
// stand-in answers on 127.0.0.1 (that port, default 3799) and every request goes to it.
const standInPort = Number(process.env.DYNAMIC_AUTH_PORT ?? 3799);
const dynamicAuth = await startDynamicAuth(services, {
  port: process.env.DYNAMIC_AUTH_PORT ? standInPort : null,
  standIn: process.env.NAS_STAND_IN === 'on' ? { port: standInPort } : null,
}).catch((e: unknown) => {
  log.warn(`Disconnect-Requests not sent: ${(e as Error).message}`);
  return null;
});
if (dynamicAuth?.standIn) log.info(`NAS stand-in (RFC 5176) on udp/127.0.0.1:${dynamicAuth.standIn.port}`);

// Webhook deliveries (docs/webhooks.md): sent from the queue in the database by any instance.
const webhooks = await startWebhooks(services).catch((e: unknown) => {
  log.warn(`webhooks not sent: ${(e as Error).message}`);
  return null;
});

// Alerts (docs/operations.md): offline hotspots and failing webhook endpoints checked every minute on
// every instance (each incident raised once), their mails sent once.
const alerts = startAlerts(services);

/** How long a stop waits for accepted requests before it closes the database anyway. */
const DRAIN_MS = 10_000;
let stopping = false;
// SIGTERM / SIGINT: no new connections; requests already accepted finish (idle keep-alive
// connections are closed at once), then RADIUS, mail and the database close cleanly.
const stop = async () => {
  if (stopping) return;
  stopping = true;
  housekeeping.stop();
  alerts.stop();
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref());
  await Promise.race([drained, timeout]);
  server.closeAllConnections();
  await radius?.close();
  await dynamicAuth?.close();
  await webhooks?.close();
  await services.mailer.close();
  await services.database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
