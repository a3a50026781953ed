// Demo invites: the hotel invites the café's admin (the bell of seed 000 §7 shows one), a pending and
// an expired invite of the hotel and a pending one of the café (the /user list and its states).
import { INVITE_TOKEN_EXPIRATION_S } from '../../../src/domain/constants';
import type { Db } from '../../platform/db/client';
import { CAFE_ID, HOTEL_ID } from '../../platform/seed/ids';
import type { SeededRandom } from '../../platform/seed/random';
import { userInvites } from './table';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedInvites(db: Db, rng: SeededRandom): Promise<void> {
  const now = Date.now();
  const sent = (daysAgo: number) => ({
    createdAt: new Date(now - daysAgo * DAY_MS),
    updatedAt: new Date(now - daysAgo * DAY_MS),
    expiresAt: new Date(now - daysAgo * DAY_MS + INVITE_TOKEN_EXPIRATION_S * 1000),
  });
  await db.insert(userInvites).values([
    {
      customerId: HOTEL_ID,
      id: rng.objectId(),
      email: 'admin@stadtcafe.test',
      firstName: 'Max',
      lastName: 'Müller',
      lang: 'de',
      roles: ['voucher-admin'],
      invitingCustomer: HOTEL_ID,
      ...sent(0),
    },
    {
      customerId: HOTEL_ID,
      id: rng.objectId(),
      email: 'rezeption@alpenhotel.test',
      firstName: 'Lena',
      lastName: 'Hofer',
      lang: 'de',
      timezone: 'Europe/Vienna',
      roles: ['voucher-admin', 'basic-analytics'],
      invitingCustomer: HOTEL_ID,
      ...sent(1),
    },
    {
      customerId: HOTEL_ID,
      id: rng.objectId(),
      email: 'technik@alpenhotel.test',
      firstName: 'Jonas',
      lastName: 'Gruber',
      lang: 'en',
      roles: ['hotspot-admin'],
      permissions: ['userInviteWrite'],
      invitingCustomer: HOTEL_ID,
      // Sent a week ago: expired (the list's state); a running server's first clean-up removes it,
      // 5 days after sending (seed 001 §4).
      ...sent(7),
    },
    {
      customerId: CAFE_ID,
      id: rng.objectId(),
      email: 'service@stadtcafe.test',
      firstName: 'Eva',
      lastName: 'Schmid',
      lang: 'de',
      roles: ['voucher-admin'],
      invitingCustomer: CAFE_ID,
      ...sent(2),
    },
  ]);
}
