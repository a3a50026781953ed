// Installation secrets: generated once, kept in the settings table, the same for every instance on
// one database.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { systemDbOf } from './db/rowSecurity';
import { settings } from './db/settings';

/** The secret stored under `key`, created on first use (concurrent first uses agree on one). */
export async function storedSecret(db: Db, key: string): Promise<string> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  if (row) return row.value;
  await db
    .insert(settings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [stored] = await db.select().from(settings).where(eq(settings.key, key));
  return stored.value;
}

const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * storedSecret, read once per database, through the server's own handle: a request's handle may not
 * read the settings' secrets (row-level security), the keys derived from them are still the server's.
 */
export function cachedSecret(request: Db, key: string): Promise<string> {
  const db = systemDbOf(request);
  let byKey = cache.get(db);
  if (!byKey) cache.set(db, (byKey = new Map()));
  let secret = byKey.get(key);
  if (!secret) {
    secret = storedSecret(db, key);
    byKey.set(key, secret);
  }
  return secret;
}
