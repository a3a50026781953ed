// Start-up wiring shared by main.ts, the tests and the benchmarks: open the database (migrations
// applied in-process), resolve the token secret, build the services.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { settings } from './db/schema';
import { TokenService } from './auth/tokens';
import type { Services } from './graphql/context';

async function tokenSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const [row] = await db.select().from(settings).where(eq(settings.key, 'token_secret'));
  if (row) return row.value;
  const value = randomBytes(48).toString('base64url');
  await db.insert(settings).values({ key: 'token_secret', value }).onConflictDoNothing();
  const [stored] = await db.select().from(settings).where(eq(settings.key, 'token_secret'));
  return stored.value;
}

export async function startServices(config: Config, database?: Database): Promise<Services & { database: Database }> {
  const opened = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const tokens = new TokenService(await tokenSecret(opened.db, config.tokenSecret));
  return { db: opened.db, config, tokens, database: opened };
}
