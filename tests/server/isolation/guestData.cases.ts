// Cross-tenant cases of the guest-data module (issue 38): the café's administrator asks for, exports
// and erases a guest of the hotel — FORBIDDEN for the hotel's customer id — and, in the café, looks
// up the hotel's guests by their codes, device accounts and usernames: nothing is found or erased.
import { asc, eq } from 'drizzle-orm';
import { hotspotAccounts } from '../../../server/access/hotspot-account/table';
import { radiusSessions } from '../../../server/access/session/table';
import { vouchers } from '../../../server/access/wifi-code/table';
import { deviceAccounts } from '../../../server/access/device-account/table';
import { CAFE, HOTEL } from '../helpers';
import { refusedWith, type IsolationCase, type ModuleCases } from './cases';

const SUMMARY = `query S($c: String!, $k: GuestIdentifierKind!, $v: String!) {
  guestData(customerId: $c, kind: $k, value: $v) { found hotspotAccounts sessions deviceAccounts } }`;
const EXPORT = `query E($c: String!, $k: GuestIdentifierKind!, $v: String!) {
  guestDataExport(customerId: $c, kind: $k, value: $v, format: JSON) { content } }`;
const ERASE = `mutation X($c: String!, $k: GuestIdentifierKind!, $v: String!) {
  eraseGuestData(customerId: $c, kind: $k, value: $v) { hotspotAccounts sessions deviceAccounts smsSent otherRecords } }`;

type Counts = Record<string, number | boolean>;

const nothing = (what: Counts | undefined, label: string): string | null => {
  if (!what) return `${label}: no answer`;
  const found = Object.entries(what).filter(([k, v]) => (k === 'found' ? v === true : typeof v === 'number' && v > 0));
  return found.length ? `${label}: ${JSON.stringify(what)}` : null;
};

export const guestDataCases: ModuleCases = {
  module: 'guest-data',
  snapshot: async (s, customerId) =>
    JSON.stringify([
      await s.db
        .select()
        .from(hotspotAccounts)
        .where(eq(hotspotAccounts.customerId, customerId))
        .orderBy(asc(hotspotAccounts.id)),
      await s.db
        .select()
        .from(radiusSessions)
        .where(eq(radiusSessions.customerId, customerId))
        .orderBy(asc(radiusSessions.id)),
      await s.db
        .select()
        .from(deviceAccounts)
        .where(eq(deviceAccounts.customerId, customerId))
        .orderBy(asc(deviceAccounts.id)),
    ]),
  cases: async ({ s }): Promise<IsolationCase[]> => {
    const [code] = await s.db
      .select()
      .from(vouchers)
      .innerJoin(hotspotAccounts, eq(hotspotAccounts.voucherId, vouchers.id))
      .where(eq(vouchers.customerId, HOTEL))
      .limit(1);
    const [device] = await s.db
      .select()
      .from(deviceAccounts)
      .where(eq(deviceAccounts.customerId, HOTEL))
      .orderBy(asc(deviceAccounts.id))
      .limit(1);
    if (!code || !device) throw new Error('the hotel has no guests to attack');
    const ids: [string, string][] = [
      ['CODE', code.vouchers.code],
      ['DEVICE_ACCOUNT', device.username ?? device.name],
    ];
    const args = (k: string, v: string) => ({ c: HOTEL, k, v });
    return [
      {
        label: 'guestData for the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, SUMMARY, args('CODE', code.vouchers.code)), 'FORBIDDEN', 'customerId'),
      },
      {
        label: 'guestDataExport for the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, EXPORT, args('CODE', code.vouchers.code)), 'FORBIDDEN', 'customerId'),
      },
      {
        label: 'eraseGuestData for the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, ERASE, args('CODE', code.vouchers.code)), 'FORBIDDEN', 'customerId'),
      },
      ...ids.map(([k, v]): IsolationCase => ({
        label: `the hotel's guest by ${k} in the café: nothing found, exported or erased`,
        attempt: async ({ attacker }) => {
          const found = await s.gql<{ guestData: Counts }>(attacker, SUMMARY, { c: CAFE, k, v });
          const file = await s.gql<{ guestDataExport: { content: string } }>(attacker, EXPORT, { c: CAFE, k, v });
          const content = file.data ? (JSON.parse(file.data.guestDataExport.content) as { counts: Counts }) : null;
          const erased = await s.gql<{ eraseGuestData: Counts }>(attacker, ERASE, { c: CAFE, k, v });
          return (
            nothing(found.data?.guestData, 'guestData') ??
            nothing(content?.counts, 'export') ??
            nothing(erased.data?.eraseGuestData, 'erase')
          );
        },
      })),
    ];
  },
};
