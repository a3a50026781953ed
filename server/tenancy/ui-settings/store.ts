// The UI settings store in the database: SQL only, always within one owner and namespace.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { uiSettings, type UiSettingRow } from './table';

const t = uiSettings;
const scope = (ownerId: string, namespace: string) => and(eq(t.ownerId, ownerId), eq(t.namespace, namespace));

export function listEntries(db: Db | Tx, ownerId: string, namespace: string): Promise<UiSettingRow[]> {
  return db.select().from(t).where(scope(ownerId, namespace)).orderBy(asc(t.key));
}

export async function countEntries(db: Db | Tx, ownerId: string, namespace: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(scope(ownerId, namespace));
  return row.n;
}

export async function findEntry(db: Db | Tx, ownerId: string, namespace: string, key: string) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(scope(ownerId, namespace), eq(t.key, key)))
    .for('update');
  return row as UiSettingRow | undefined;
}

/** Creates or replaces the entry; returns it as stored. */
export async function upsertEntry(db: Db | Tx, ownerId: string, namespace: string, key: string, value: unknown) {
  const now = new Date();
  const [row] = await db
    .insert(t)
    .values({ ownerId, namespace, key, value, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [t.ownerId, t.namespace, t.key], set: { value, updatedAt: now } })
    .returning();
  return row;
}

export async function deleteEntry(db: Db | Tx, ownerId: string, namespace: string, key: string): Promise<boolean> {
  const done = await db
    .delete(t)
    .where(and(scope(ownerId, namespace), eq(t.key, key)))
    .returning({ key: t.key });
  return done.length > 0;
}
