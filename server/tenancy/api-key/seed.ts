// The demo's API keys: two of the hotel (one in use, one revoked), so that the keys screen shows both
// states. Their secrets are random and known to nobody: a demo key cannot be used.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/client';
import { HOTEL_ID } from '../../platform/seed/ids';
import { newObjectId } from '../../platform/ids';
import { hashSecret } from './bearer';
import { apiKeys } from './table';

const DAY = 86_400_000;

export async function seedApiKeys(db: Db, now = Date.now()): Promise<void> {
  const key = (name: string, role: string, createdDaysAgo: number, extra: Partial<typeof apiKeys.$inferInsert>) => ({
    customerId: HOTEL_ID,
    id: newObjectId(),
    name,
    role,
    prefix: `hpk_${HOTEL_ID}_${randomBytes(5).toString('hex')}`,
    secretHash: hashSecret(randomBytes(32).toString('base64url')),
    createdBy: 'demo',
    createdByEmail: 'admin@alpenhotel.test',
    createdAt: new Date(now - createdDaysAgo * DAY),
    expiresAt: new Date(now + (90 - createdDaysAgo) * DAY),
    ...extra,
  });
  await db
    .insert(apiKeys)
    .values([
      key('Hotel-PMS (Demo)', 'voucher-admin', 12, { lastUsedAt: new Date(now - 2 * 3600_000) }),
      key('Monatsbericht (Demo)', 'read-all', 40, { revokedAt: new Date(now - 5 * DAY), revokedBy: 'demo' }),
    ]);
}
