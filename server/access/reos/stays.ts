// The stays the portal holds for room logins (docs/reos.md "VLANs"): a valid stay gets the lowest VLAN
// of the plugin's range that no current stay of the customer holds, the same for every device of the
// room until check-out. Concurrent logins (any instance) meet at the unique indexes: an insert that
// finds its VLAN taken tries the next free one, a second login of the same stay finds the first one's
// row. Stays past check-out are deleted (here, before a new VLAN is picked, and hourly), which frees
// their VLANs. Hotspot accounts of a room login name their stay as multiAccountId `reos:<row id>`.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client';
import { newObjectId } from '../../platform/ids';
import { friendCodeFrom } from '../../../src/domain/reos';
import { reosStays, type ReosStayRow } from './table';

/** The multiAccountId of a room login's hotspot accounts. */
export const stayAccountKey = (stayRowId: string) => `reos:${stayRowId}`;
const KEY = /^reos:([0-9a-f]{24})$/;

/** Inserts that may meet another login's VLAN before one holds (each retry picks the next free VLAN). */
const HOLD_ATTEMPTS = 8;

export type HoldResult = { ok: true; stay: ReosStayRow } | { ok: false; kind: 'exhausted' };

interface StaySql {
  customer_id: string;
  id: string;
  stay_id: string;
  room: string;
  vlan_id: number;
  friend_code: string;
  check_out: Date | string;
  created_at: Date | string;
}

const rowOf = (r: StaySql): ReosStayRow => ({
  customerId: r.customer_id,
  id: r.id,
  stayId: r.stay_id,
  room: r.room,
  vlanId: Number(r.vlan_id),
  friendCode: r.friend_code,
  checkOut: new Date(r.check_out),
  createdAt: new Date(r.created_at),
});

/** Deletes the customer's stays whose check-out passed (their VLANs are free again). */
export async function releaseCheckedOut(db: Db, customerId: string | null, now = new Date()): Promise<void> {
  await db
    .delete(reosStays)
    .where(
      customerId
        ? and(eq(reosStays.customerId, customerId), lte(reosStays.checkOut, now))
        : lte(reosStays.checkOut, now),
    );
}

async function stayById(db: Db, customerId: string, stayId: string): Promise<ReosStayRow | null> {
  const [row] = await db
    .select()
    .from(reosStays)
    .where(and(eq(reosStays.customerId, customerId), eq(reosStays.stayId, stayId)));
  return row ?? null;
}

/**
 * The stay's row: the one held already (its check-out and room brought up to date), else a new one
 * with the lowest free VLAN of `range` and a new friend code; `exhausted` when every VLAN of the range
 * is held by a current stay.
 */
export async function holdStay(
  db: Db,
  o: { customerId: string; stayId: string; room: string; checkOut: Date; range: { min: number; max: number } },
  now = new Date(),
): Promise<HoldResult> {
  await releaseCheckedOut(db, o.customerId, now);
  for (let attempt = 0; attempt < HOLD_ATTEMPTS; attempt++) {
    const held = await stayById(db, o.customerId, o.stayId);
    if (held) {
      if (held.checkOut.getTime() !== o.checkOut.getTime() || held.room !== o.room) {
        const [updated] = await db
          .update(reosStays)
          .set({ checkOut: o.checkOut, room: o.room })
          .where(and(eq(reosStays.customerId, o.customerId), eq(reosStays.id, held.id)))
          .returning();
        return { ok: true, stay: updated ?? held };
      }
      return { ok: true, stay: held };
    }
    // The lowest VLAN of the range no row of the customer holds, inserted in one statement; a
    // concurrent insert of the same VLAN or stay makes this one do nothing (then read again).
    const [row] = await queryRows<StaySql>(
      db,
      `insert into reos_stays (customer_id, id, stay_id, room, vlan_id, friend_code, check_out, created_at)
       select $1, $2, $3, $4, v, $5, $6::timestamptz, $7::timestamptz
       from generate_series($8::int, $9::int) as v
       where not exists (select 1 from reos_stays s where s.customer_id = $1 and s.vlan_id = v)
       order by v
       limit 1
       on conflict do nothing
       returning *`,
      [
        o.customerId,
        newObjectId(),
        o.stayId,
        o.room,
        friendCodeFrom((n) => randomBytes(n)),
        o.checkOut.toISOString(),
        now.toISOString(),
        o.range.min,
        o.range.max,
      ],
    );
    if (row) return { ok: true, stay: rowOf(row) };
    // Nothing inserted: the stay came meanwhile (read again above), a VLAN was taken (try the next),
    // or none is free.
    const [free] = await queryRows<{ n: number | string }>(
      db,
      `select count(*) as n from generate_series($2::int, $3::int) as v
       where not exists (select 1 from reos_stays s where s.customer_id = $1 and s.vlan_id = v)`,
      [o.customerId, o.range.min, o.range.max],
    );
    if (Number(free?.n ?? 0) === 0 && !(await stayById(db, o.customerId, o.stayId)))
      return { ok: false, kind: 'exhausted' };
  }
  throw new Error('reos: no VLAN could be held after several attempts');
}

/** The current stay of a room with this friend code; null: none (wrong code, checked out). */
export async function stayByFriendCode(
  db: Db,
  customerId: string,
  room: string,
  friendCode: string,
  now = new Date(),
): Promise<ReosStayRow | null> {
  const s = reosStays;
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.customerId, customerId), eq(s.room, room), eq(s.friendCode, friendCode), gt(s.checkOut, now)));
  return row ?? null;
}

/**
 * What a hotspot account of a room login logs in with at RADIUS: null when the account is no room
 * login's; `ended` when its stay is over (checked out, deleted); else the VLAN and the check-out.
 */
export async function accountStay(
  db: Db,
  customerId: string,
  accountId: string,
  now = new Date(),
): Promise<null | { ended: true } | { ended: false; vlanId: number; checkOut: Date }> {
  const [row] = await queryRows<{ multi: string | null; vlan_id: number | null; check_out: Date | string | null }>(
    db,
    `select a.multi_account_id as multi, s.vlan_id, s.check_out
     from hotspot_accounts a
     left join reos_stays s on s.customer_id = a.customer_id and a.multi_account_id = 'reos:' || s.id
     where a.customer_id = $1 and a.id = $2`,
    [customerId, accountId],
  );
  if (!row?.multi || !KEY.test(row.multi)) return null;
  if (row.vlan_id === null || row.check_out === null) return { ended: true };
  const checkOut = new Date(row.check_out);
  if (checkOut.getTime() <= now.getTime()) return { ended: true };
  return { ended: false, vlanId: Number(row.vlan_id), checkOut };
}
