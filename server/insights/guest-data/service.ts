// Guest data rights (issue 38, GDPR Art. 15 and 17): one guest of the active customer, found by an
// identifier; what the portal holds about them (counts), their export (JSON or CSV) and their erasure.
// Permissions (D262): the guests' accounts are read, changed and deleted under the Voucher subject
// (hotspot-account/service.ts), so the lookup and the export need Voucher:read and the erasure
// Voucher:delete, for the customer named. Another customer's guest is never found: every statement
// names the customer first, and the request's database handle is confined to the caller's customers.
import {
  checkGuestIdentifier,
  GUEST_EXPORT_ACCOUNTS_MAX,
  GUEST_EXPORT_SESSIONS_MAX,
  isGuestIdentifierKind,
  normalizeGuestIdentifier,
  type GuestIdentifierKind,
} from '../../../src/domain/guestData';
import { isCustomerId } from '../../../src/domain/validation';
import { ONLINE_WINDOW_S } from '../../../src/domain/session';
import { csvDateTime, csvDialect, csvNumber, toCsv, type CsvValue } from '../../../src/domain/csv';
import type { RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { badInput, fail, forbidden } from '../../platform/errors';
import { requireCan, requireViewer } from '../../platform/guard';
import { newObjectId } from '../../platform/ids';
import { noteWrites } from '../../platform/statistics';
import { hashClientMac } from '../../access/device-account';
import { hashPhone } from '../../access/sms';
import { endSessions } from '../../access/disconnect';
import * as store from './store';

export const GUEST_DATA_SUBJECT = 'Voucher' as const;

interface Lookup {
  customerId: string;
  kind: string;
  value: string;
}

function checkLookup(ctx: RequestContext, a: Lookup, action: 'read' | 'delete'): GuestIdentifierKind {
  requireViewer(ctx);
  if (!isCustomerId(a.customerId)) throw forbidden('customerId');
  requireCan(ctx, GUEST_DATA_SUBJECT, action, a.customerId);
  if (!isGuestIdentifierKind(a.kind))
    throw badInput('kind', { message: 'forms.validationMessages.required', args: {} });
  const failed = checkGuestIdentifier(a.kind, a.value);
  if (failed) throw badInput('value', failed);
  return a.kind;
}

/**
 * The guest's keys in the customer: what the identifier names, widened twice (store.widen): the client
 * devices of what it found, then the usernames those devices logged in with (a code's guest is also
 * the device account the same phone used).
 */
async function keysOf(
  ctx: RequestContext,
  a: Lookup,
  kind: GuestIdentifierKind,
  db: RequestContext['db'] | Tx = ctx.db,
): Promise<store.GuestKeys> {
  // The keyed hashes with the request's handle (their keys are cached per handle), the rows with `db`.
  const value = normalizeGuestIdentifier(kind, a.value);
  const k = store.emptyKeys(a.customerId);
  switch (kind) {
    case 'CLIENT_MAC':
      k.macHashes.push(await hashClientMac(ctx.db, value));
      break;
    case 'CODE':
      k.voucherIds.push(...(await store.vouchersByCode(db, a.customerId, value)));
      break;
    case 'DEVICE_ACCOUNT':
      k.deviceAccountIds.push(...(await store.deviceAccountsByName(db, a.customerId, value)));
      break;
    case 'PHONE': {
      const hash = await hashPhone(ctx.db, value);
      k.phoneHashes.push(hash);
      k.voucherIds.push(...(await store.vouchersBySms(db, a.customerId, hash)));
      break;
    }
    case 'EMAIL':
      k.usernames.push(value.toLowerCase());
      k.deviceAccountIds.push(...(await store.deviceAccountsByName(db, a.customerId, value)));
      break;
  }
  return store.widen(db, await store.widen(db, k));
}

const anything = (c: store.GuestCounts) =>
  c.hotspotAccounts + c.sessions + c.smsSent + c.deviceAccounts + c.otherRecords > 0;

export async function guestData(ctx: RequestContext, a: Lookup) {
  const kind = checkLookup(ctx, a, 'read');
  const counts = await store.countGuest(ctx.db, await keysOf(ctx, a, kind));
  return { kind, found: anything(counts), ...counts };
}

export interface GuestExport {
  format: 'hotspot-portal.guest-data/1';
  customerId: string;
  identifier: { kind: GuestIdentifierKind; value: string };
  exportedAt: string;
  counts: store.GuestCounts;
  accounts: store.ExportAccount[];
  acceptedTerms: { accountId: string; termsOfUse: string | null; at: string | null }[];
  sessions: store.ExportSession[];
  smsSent: store.ExportSms[];
  deviceAccounts: store.ExportDeviceAccount[];
}

export async function buildExport(ctx: RequestContext, a: Lookup, kind: GuestIdentifierKind): Promise<GuestExport> {
  const keys = await keysOf(ctx, a, kind);
  const [counts, accounts, sessions, smsSent, deviceAccounts] = [
    await store.countGuest(ctx.db, keys),
    await store.exportAccounts(ctx.db, keys, GUEST_EXPORT_ACCOUNTS_MAX),
    await store.exportSessions(ctx.db, keys, GUEST_EXPORT_SESSIONS_MAX),
    await store.exportSms(ctx.db, keys, GUEST_EXPORT_ACCOUNTS_MAX),
    await store.exportDeviceAccounts(ctx.db, keys, 100),
  ];
  return {
    format: 'hotspot-portal.guest-data/1',
    customerId: a.customerId,
    identifier: { kind, value: normalizeGuestIdentifier(kind, a.value) },
    exportedAt: new Date().toISOString(),
    counts,
    accounts,
    acceptedTerms: accounts
      .filter((x) => x.termsAccepted)
      .map((x) => ({ accountId: x.id, termsOfUse: x.termsOfUse, at: x.firstLoginAt ?? x.createdAt })),
    sessions,
    smsSent,
    deviceAccounts,
  };
}

/** The export as one CSV file: a `record` column says which part a row belongs to. */
export function exportCsv(e: GuestExport, locale: string): string {
  const d = csvDialect(locale);
  const t = (v: string | null) => (v ? csvDateTime(v, d) : null);
  const n = (v: number | null | undefined) => (v === null || v === undefined ? null : csvNumber(Number(v), d));
  const header = [
    'record',
    'id',
    'at',
    'until',
    'username',
    'code',
    'hotspotDevice',
    'detail',
    'sessionTime',
    'inputBytes',
    'outputBytes',
    'termsAccepted',
  ];
  const rows: CsvValue[][] = [];
  for (const x of e.accounts)
    rows.push([
      'account',
      x.id,
      t(x.createdAt),
      t(x.lastLoginAt),
      x.username,
      x.code ?? x.deviceAccount,
      x.hotspotDevice,
      x.loginTemplate,
      null,
      null,
      null,
      x.termsAccepted ? 'yes' : 'no',
    ]);
  for (const x of e.acceptedTerms)
    rows.push(['acceptedTerms', x.accountId, t(x.at), null, null, null, null, x.termsOfUse, null, null, null, 'yes']);
  for (const x of e.sessions)
    rows.push([
      'session',
      x.id,
      t(x.startedAt),
      t(x.stoppedAt),
      x.username,
      x.code,
      x.hotspotDevice,
      [x.clientMacMasked, x.loginType, x.browser, x.os, x.language].filter(Boolean).join(' / ') || null,
      n(x.sessionTime),
      n(x.inputBytes),
      n(x.outputBytes),
      null,
    ]);
  for (const x of e.smsSent)
    rows.push([
      'sms',
      x.id,
      t(x.sentAt),
      t(x.usedAt),
      null,
      x.code,
      null,
      `${x.phone} ${x.status}`,
      null,
      null,
      null,
      null,
    ]);
  for (const x of e.deviceAccounts)
    rows.push([
      'deviceAccount',
      x.id,
      t(x.createdAt),
      null,
      x.username,
      x.name,
      null,
      x.accountType,
      null,
      null,
      null,
      null,
    ]);
  return toCsv(header, rows, d);
}

export async function guestDataExport(ctx: RequestContext, a: Lookup & { format: string; locale?: string | null }) {
  const kind = checkLookup(ctx, a, 'read');
  if (a.format !== 'JSON' && a.format !== 'CSV')
    throw badInput('format', { message: 'forms.validationMessages.required', args: {} });
  const e = await buildExport(ctx, a, kind);
  const stamp = e.exportedAt.slice(0, 10);
  const truncated = e.counts.sessions > e.sessions.length || e.counts.hotspotAccounts > e.accounts.length;
  if (a.format === 'JSON')
    return {
      fileName: `guest-data-${stamp}.json`,
      contentType: 'application/json',
      content: JSON.stringify(e, null, 2),
      truncated,
    };
  const locale = typeof a.locale === 'string' && a.locale.length <= 10 ? a.locale : 'en';
  return { fileName: `guest-data-${stamp}.csv`, contentType: 'text/csv', content: exportCsv(e, locale), truncated };
}

/**
 * Erases one guest of the customer in one transaction: Disconnect-Requests for their open sessions,
 * the sessions anonymised (counts, times and bytes stay), accounts, SMS logins, device accounts and
 * the other traces deleted. The audit entry (the audit plugin) names the customer and this erasure's
 * own id, never the identifier (the matrix lists only customerId as its ids).
 */
export async function eraseGuestData(ctx: RequestContext, a: Lookup) {
  const kind = checkLookup(ctx, a, 'delete');
  const viewer = requireViewer(ctx);
  // A guest online now is disconnected first and erased once the session ended: the NAS's accounting
  // of a live session would write its username back onto the anonymised row (D264).
  const online = await store.openSessionIds(
    ctx.db,
    await keysOf(ctx, a, kind),
    new Date(Date.now() - ONLINE_WINDOW_S * 1000),
  );
  if (online.length) {
    await endSessions(ctx.db, [a.customerId], { sessionIds: online }, 'account-deleted', viewer.id);
    throw fail('CONFLICT', 'The guest is online: disconnected, erase again once the session ended', {
      field: 'value',
      reason: 'ONLINE',
      sessions: online.length,
    });
  }
  const { phoneHashes, ...counts } = await ctx.db.transaction(async (tx) => {
    const keys = await keysOf(ctx, a, kind, tx);
    // Open sessions the NAS stopped reporting long ago (no Stop came): Disconnect-Requests, in case.
    const open = await store.openSessionIds(tx, keys);
    if (open.length) await endSessions(tx, [a.customerId], { sessionIds: open }, 'account-deleted', viewer.id);
    return store.erase(tx, keys);
  });
  // The SMSC stand-in's copies of the SMS (not the customer's rows: the server's handle), once committed.
  await store.eraseOutbox(ctx.systemDb, phoneHashes);
  noteWrites(ctx.db, 'radius_sessions', counts.sessions);
  noteWrites(ctx.db, 'hotspot_accounts', counts.hotspotAccounts);
  return { _id: newObjectId(), customerId: a.customerId, ...counts };
}
