// The server process of bench/retention.ts: the services and the HTTP server as server/main.ts starts
// them (DATA_DIR or DATABASE_URL of the environment), without the hourly timer; the retention job
// runs when the bench asks over the IPC channel ({ run: budgetMs }), in this process as the
// housekeeping runs it, and its outcome and each batch of sessions that deleted rows (rows, duration) go back ({ done }).
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../server/platform/config';
import { startServices } from '../server/services';
import { createHttpServer } from '../server/app';
import { pacedOn, purgeExpiredPersonalData } from '../server/insights/guest-data';

const config = {
  ...loadConfig({}),
  dataDir: process.env.DATA_DIR!,
  databaseUrl: process.env.DATABASE_URL || undefined,
  staticDir: '/nonexistent',
};
const services = await startServices(config);
const server = createHttpServer(services);
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
process.send!({ port: (server.address() as AddressInfo).port });

process.on('message', (message: { run?: number; stop?: true }) => {
  if (message.stop) {
    server.close();
    void services.database.close().then(() => process.exit(0));
    return;
  }
  const batches: { rows: number; ms: number }[] = [];
  const t0 = performance.now();
  purgeExpiredPersonalData(services.db, {
    budgetMs: message.run,
    paced: pacedOn(services.database.kind),
    onBatch: (b) => b.kind === 'sessions' && b.rows > 0 && batches.push({ rows: b.rows, ms: b.ms }),
  }).then(
    (result) => process.send!({ done: { ...result, ms: performance.now() - t0, batches } }),
    (error: unknown) => process.send!({ error: (error as Error).message }),
  );
});
