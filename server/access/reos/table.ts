// Room logins (docs/reos.md): the current stays of a customer's rooms as the portal knows them from its
// REOS partner — the partner's stay id, the room, the VLAN the room's devices share, the friend code a
// second device joins with, and the check-out. A VLAN is held by one current stay of a customer at a
// time (the unique index decides between concurrent logins on any instance); a stay's row is deleted
// once its check-out passed, which frees its VLAN.
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

export const reosStays = pgTable(
  'reos_stays',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    /** The stay's id at the partner (the access request's stayId). */
    stayId: text('stay_id').notNull(),
    /** The room number in normal form (src/domain/reos.ts normalizeRoom). */
    room: text('room').notNull(),
    vlanId: integer('vlan_id').notNull(),
    /** The code another device of the room logs in with (REOS_FRIEND_LOGIN), digits. */
    friendCode: text('friend_code').notNull(),
    checkOut: ts('check_out').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('reos_stays_stay_uq').on(t.customerId, t.stayId),
    uniqueIndex('reos_stays_vlan_uq').on(t.customerId, t.vlanId),
    index('reos_stays_room_idx').on(t.customerId, t.room),
    index('reos_stays_check_out_idx').on(t.checkOut),
  ],
);

export type ReosStayRow = typeof reosStays.$inferSelect;
