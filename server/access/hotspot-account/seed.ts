// Demo hotspot accounts of the hotel: the guests of eight WiFi codes and of two device accounts,
// logged in over the last 30 days through the hotel's active devices. Six accounts logged in within
// the last hours (the session seed keeps their last session open, so they are online now). The codes'
// used, connectedDevices and firstLoginAt follow from their accounts (the session seed numbers the
// logins: one session per login).
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { SeededRandom } from '../../platform/seed/random';
import { hashClientMac } from '../device-account';
import { deviceAccounts } from '../device-account/table';
import { hotspotDevices } from '../../network/hotspot-device/table';
import { hotspotLoginTemplates } from '../../templates/login-template/table';
import { termsOfUses } from '../../templates/start-page/table';
import { vouchers } from '../wifi-code/table';
import { searchTextOf } from './store';
import { hotspotAccounts } from './table';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A guest's phone or laptop: a random, universally administered MAC. */
const clientMac = (rng: SeededRandom) =>
  [rng.int(64) * 4, ...Array.from({ length: 5 }, () => rng.int(256))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join(':');

export async function seedHotspotAccounts(db: Db, customerId: string, rng: SeededRandom): Promise<void> {
  const now = Date.now();
  const devices = await db
    .select({ id: hotspotDevices.id, macs: hotspotDevices.macs })
    .from(hotspotDevices)
    .where(and(eq(hotspotDevices.customerId, customerId), eq(hotspotDevices.active, true)))
    .orderBy(asc(hotspotDevices.createdAt), asc(hotspotDevices.id))
    .limit(6);
  const templates = await db
    .select({
      id: hotspotLoginTemplates.id,
      loginType: hotspotLoginTemplates.loginType,
      accountTemplateId: hotspotLoginTemplates.accountTemplateId,
    })
    .from(hotspotLoginTemplates)
    .where(eq(hotspotLoginTemplates.customerId, customerId));
  const voucherLogin = templates.find((t) => t.loginType === 'VOUCHER_LOGIN');
  const deviceLogin = templates.find((t) => t.loginType === 'DEVICE_ACCOUNT_LOGIN');
  const [terms] = await db
    .select({ id: termsOfUses.id })
    .from(termsOfUses)
    .where(eq(termsOfUses.customerId, customerId))
    .limit(1);
  if (!devices.length || !voucherLogin) return;
  // Codes guests really used: active, valid, not expired, without a device binding (those below).
  const codes = await db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.customerId, customerId),
        eq(vouchers.active, true),
        eq(vouchers.valid, true),
        isNull(vouchers.deletedAt),
        or(isNull(vouchers.expires), gt(vouchers.expires, new Date(now + 2 * DAY))),
      ),
    )
    .orderBy(asc(vouchers.createdAt), asc(vouchers.id))
    .limit(8);
  const accountsOf = [3, 4, 2, 1, 3, 2, 4, 2];

  type Insert = typeof hotspotAccounts.$inferInsert;
  const rows: Insert[] = [];
  let onlineLeft = 6;
  const account = (base: Omit<Insert, 'id' | 'customerId' | 'searchText'>, index: number): Insert => {
    // The first login some 2–29 days ago; the last one within the last hours for the online guests.
    const first = new Date(now - (2 + rng.int(27)) * DAY - rng.int(20) * HOUR);
    const online = onlineLeft > 0 && index % 2 === 0 && base.valid !== false;
    if (online) onlineLeft--;
    const last = online
      ? new Date(now - (10 + rng.int(100)) * 60_000)
      : new Date(
          Math.min(now - 4 * HOUR, first.getTime() + rng.int(Math.max(1, (now - first.getTime()) / HOUR)) * HOUR),
        );
    return {
      ...base,
      customerId,
      id: rng.objectId(),
      // The session seed sets logins to its number of sessions (at least the first and the last).
      logins: 2,
      firstLoginAt: first,
      lastLoginAt: last < first ? first : last,
      createdAt: first,
      updatedAt: last < first ? first : last,
      searchText: searchTextOf({
        username: base.username ?? null,
        description: base.description ?? null,
        multiAccountId: base.multiAccountId ?? null,
      }),
    };
  };

  let n = 0;
  for (const [i, code] of codes.entries()) {
    const wanted = code.simultaneousUse ? Math.min(code.simultaneousUse, accountsOf[i]) : accountsOf[i];
    for (let k = 0; k < (code.deviceVoucher ? 1 : wanted); k++) {
      const device = devices[(i + k) % devices.length];
      rows.push(
        account(
          {
            accountTemplateId: voucherLogin.accountTemplateId,
            loginTemplateId: voucherLogin.id,
            hotspotDeviceId: device.id,
            hotspotDeviceMac: device.macs[0] ?? null,
            clientMacHash: await hashClientMac(db, clientMac(rng)),
            voucherId: code.id,
            multiAccountId: code.id,
            username: code.code,
            description: i === 1 ? `Zimmer ${201 + k}` : null,
            termsOfUseId: terms?.id ?? null,
            termsAccepted: Boolean(terms),
            // One guest's access was withdrawn at the reception.
            valid: !(i === 4 && k === 1),
          },
          n++,
        ),
      );
    }
  }

  // Device accounts: the suite's TV (MAC account) and the caretaker's tablet (username and password).
  const owned = await db
    .select()
    .from(deviceAccounts)
    .where(eq(deviceAccounts.customerId, customerId))
    .orderBy(asc(deviceAccounts.name));
  for (const d of owned.filter((a) => a.accountType !== 'Username')) {
    const clients = d.macHash
      ? [d.macHash]
      : [await hashClientMac(db, clientMac(rng)), await hashClientMac(db, clientMac(rng))];
    for (const clientMacHash of clients) {
      const device = devices[n % devices.length];
      rows.push(
        account(
          {
            accountTemplateId: deviceLogin?.accountTemplateId ?? null,
            loginTemplateId: deviceLogin?.id ?? null,
            hotspotDeviceId: device.id,
            hotspotDeviceMac: device.macs[0] ?? null,
            clientMacHash,
            deviceAccountId: d.id,
            multiAccountId: d.id,
            username: d.username,
            description: d.name,
            valid: true,
          },
          n++,
        ),
      );
    }
  }
  if (rows.length) await db.insert(hotspotAccounts).values(rows);
}
