// The demo invite: the hotel invites the café's admin (the bell of seed 000 §7 shows one).
import { INVITE_TOKEN_EXPIRATION_S } from '../../../src/domain/constants';
import type { Db } from '../../db/client';
import { HOTEL_ID } from '../../seed/ids';
import type { SeededRandom } from '../../seed/random';
import { userInvites } from './table';

export async function seedInvites(db: Db, rng: SeededRandom): Promise<void> {
  await db.insert(userInvites).values({
    customerId: HOTEL_ID,
    id: rng.objectId(),
    email: 'admin@stadtcafe.test',
    firstName: 'Max',
    lastName: 'Müller',
    lang: 'de',
    roles: ['voucher-admin'],
    invitingCustomer: HOTEL_ID,
    expiresAt: new Date(Date.now() + INVITE_TOKEN_EXPIRATION_S * 1000),
  });
}
