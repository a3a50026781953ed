// Start-up: config → database (migrations) → demo seed when empty → HTTP and RADIUS (UDP).
import { loadConfig } from './config';
import { startRadius, type RadiusServer } from './radius';
import { startServices } from './services';
import { createHttpServer } from './app';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './seed/demo';
import { startHousekeeping } from './housekeeping';

const config = loadConfig();
const services = await startServices(config);
if (config.seedDemo && (await isEmpty(services.db))) {
  process.stdout.write('Empty database: creating the demo installation… ');
  await seedDemo(services.db, { customers: config.demoCustomers, traffic: config.demoTraffic });
  console.log('done.');
}
// Expired invites, ended throttle windows… purged by the server itself, hourly (server/housekeeping.ts).
const housekeeping = startHousekeeping(services.db);
const server = createHttpServer(services);
const ROW_SECURITY = {
  role: 'enforced on a login role that owns nothing',
  'set-role':
    'enforced through SET ROLE (the login role owns the tables: set DATABASE_MIGRATION_URL to hold it against RESET ROLE)',
  off: 'off',
} as const;

server.listen(config.port, config.host, () => {
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/`;
  console.log(
    `Hotspot Portal listening on ${url} (database: ${services.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : `PostgreSQL server, row-level security ${ROW_SECURITY[services.database.rowSecurity]}`})`,
  );
  if (config.seedDemo) {
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) console.log(`  ${u.email}`);
  }
});

let radius: RadiusServer | null = null;
if (config.radius) {
  const r = config.radius;
  try {
    radius = await startRadius(services, r);
    console.log(`RADIUS on udp/${r.host}:${radius.authPort} and ${radius.acctPort}`);
  } catch (e) {
    // The portal keeps running; hotspots cannot log guests in until the ports are free.
    console.warn(
      `Warning: RADIUS not started (udp/${r.host}:${r.authPort} and ${r.acctPort}): ${(e as Error).message}. ` +
        'Free the ports or set RADIUS_AUTH_PORT / RADIUS_ACCT_PORT (RADIUS=off disables it).',
    );
  }
}

/** How long a stop waits for accepted requests before it closes the database anyway. */
const DRAIN_MS = 10_000;
let stopping = false;
// SIGTERM / SIGINT: no new connections; requests already accepted finish (idle keep-alive
// connections are closed at once), then RADIUS, mail and the database close cleanly.
const stop = async () => {
  if (stopping) return;
  stopping = true;
  housekeeping.stop();
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref());
  await Promise.race([drained, timeout]);
  server.closeAllConnections();
  await radius?.close();
  await services.mailer.close();
  await services.database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
