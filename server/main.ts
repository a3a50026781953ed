// Start-up: config → database (migrations) → demo seed when empty → HTTP.
import { loadConfig } from './config';
import { startServices } from './services';
import { createHttpServer } from './app';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './seed/demo';

const config = loadConfig();
const services = await startServices(config);
if (config.seedDemo && (await isEmpty(services.db))) {
  process.stdout.write('Empty database: creating the demo installation… ');
  await seedDemo(services.db, { customers: config.demoCustomers });
  console.log('done.');
}
const server = createHttpServer(services);
server.listen(config.port, config.host, () => {
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/`;
  console.log(
    `Hotspot Portal listening on ${url} (database: ${services.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server'})`,
  );
  if (config.seedDemo) {
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) console.log(`  ${u.email}`);
  }
});

const stop = async () => {
  server.close();
  await services.database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
