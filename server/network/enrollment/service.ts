// Enrollment keys and their logs (seed 001 §3 "Enrollment key and log"): permission checks
// (EnrollmentKeys, EnrollmentKeyLogs via the one ACL matcher), validation with ENROLLMENT_KEY_RULES,
// the key's secret, and the device-side attempt (routes.ts) that creates or activates a device with a
// valid key and logs every attempt with a known key, counters included, in one transaction.
import { randomBytes } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { can } from '../../../src/domain/acl';
import { ENROLLMENT_KEY_RULES } from '../../../src/domain/location';
import { parseMac } from '../../../src/domain/network';
import type { Db } from '../../platform/db/client';
import type { RequestContext } from '../../platform/context';
import { badInput, notFound } from '../../platform/errors';
import type {
  CreateEnrollmentKeyInput,
  QueryEnrollmentKeyLogsArgs,
  QueryEnrollmentKeysArgs,
} from '../../graphql/generated/resolvers';
import { findForWrite, requireCan, requireViewer, scopeCustomers } from '../../platform/guard';
import { catalogueInvalid, checkFields, cleanText } from '../../platform/input';
import { idList, page, pageWindow, searchTerm, type PageArgs } from '../../platform/paging';
import type { KeysetRead } from '../../platform/export/keyset';
import { UNIQUE_VIOLATION, isReferenced, pgError } from '../../platform/pgError';
import { noteWrites } from '../../platform/statistics';
import { newObjectId } from '../../platform/ids';
import { customerExists } from '../../tenancy/customer';
import { toDeviceConfig } from '../device-config';
import { enrollDevice } from '../hotspot-device';
import { toEnrollmentKey, toEnrollmentKeyLog, type EnrollmentKeyModel } from './mapper';
import * as store from './store';

export type { LogExportRow } from './store';

/** Crockford's base32 alphabet (no I, L, O, U). */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const KEY_LENGTH = 26;

/** A new key: 26 Crockford base32 characters = 130 bits of crypto randomness. */
export function newEnrollmentKey(): string {
  const bytes = randomBytes(17);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < KEY_LENGTH) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

const unknownConfig = () =>
  badInput('hotspotDeviceConfig', catalogueInvalid('resources.enrollments.errors.unknownConfig'));

const searchTextOf = (name: string, description: string | null) => `${name} ${description ?? ''}`.toLowerCase();

export async function listKeys(ctx: RequestContext, args: QueryEnrollmentKeysArgs) {
  const scope = scopeCustomers(ctx, 'EnrollmentKeys', 'read', args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listKeys(
    ctx.db,
    scope,
    { search: searchTerm(args.search), ids: idList('ids', args.ids) },
    args,
    window,
  );
  return page(rows.map(toEnrollmentKey), total, window.offset);
}

export async function listLogs(ctx: RequestContext, args: QueryEnrollmentKeyLogsArgs) {
  const scope = scopeCustomers(ctx, 'EnrollmentKeyLogs', 'read', args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listLogs(
    ctx.db,
    scope,
    {
      search: searchTerm(args.search),
      ids: idList('ids', args.ids),
      keyIds: idList('keyIds', args.keyIds),
      status: args.status,
    },
    args,
    window,
  );
  return page(rows.map(toEnrollmentKeyLog), total, window.offset);
}

/**
 * The enrollment log for an export (docs/exports.md): the list query's arguments, checked as listLogs
 * checks them, and its order.
 */
export function openLogExport(
  ctx: RequestContext,
  args: Record<string, unknown>,
  sort: PageArgs['sort'],
): Promise<KeysetRead> {
  const a = args as Partial<QueryEnrollmentKeyLogsArgs>;
  const scope = scopeCustomers(ctx, 'EnrollmentKeyLogs', 'read', a.customerIds);
  return Promise.resolve(
    store.logExportRead(
      ctx.db,
      scope,
      { search: searchTerm(a.search), ids: idList('ids', a.ids), keyIds: idList('keyIds', a.keyIds), status: a.status },
      sort,
    ),
  );
}

export async function createKey(ctx: RequestContext, data: CreateEnrollmentKeyInput): Promise<EnrollmentKeyModel> {
  requireCan(ctx, 'EnrollmentKeys', 'create', data.customerId);
  checkFields({ ...data }, ENROLLMENT_KEY_RULES);
  if (!(await customerExists(ctx.db, data.customerId))) throw notFound('Customer', { field: 'customerId' });
  if (!(await store.findConfig(ctx.db, data.customerId, data.hotspotDeviceConfig))) throw unknownConfig();
  const name = data.name.trim();
  const description = cleanText(data.description);
  const id = newObjectId();
  // A clash of 130 random bits is not expected; one more draw covers it anyway.
  for (let attempt = 0; ; attempt++) {
    try {
      await store.insertKey(ctx.db, {
        customerId: data.customerId,
        id,
        name,
        key: newEnrollmentKey(),
        configId: data.hotspotDeviceConfig,
        description,
        expires: data.expires ? new Date(data.expires) : null,
        searchText: searchTextOf(name, description),
      });
      break;
    } catch (err) {
      const e = pgError(err);
      if (e?.code === UNIQUE_VIOLATION && e.constraint?.includes('key') && attempt === 0) continue;
      if (isReferenced(e?.code)) throw unknownConfig();
      throw err;
    }
  }
  noteWrites(ctx.db, 'enrollment_keys', 1);
  const row = await store.findKey(ctx.db, [data.customerId], id);
  return toEnrollmentKey(row!);
}

/** Permanent: devices can no longer enroll with it; the devices it activated and its logs stay. */
export async function deleteKey(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findForWrite(
    ctx,
    'EnrollmentKeys',
    'delete',
    (scope) => store.findKey(ctx.db, scope, id),
    'EnrollmentKey',
  );
  if (!(await store.deleteKey(ctx.db, row.customerId, row.id))) throw notFound('EnrollmentKey', { field: 'id' });
  noteWrites(ctx.db, 'enrollment_keys', 1);
  return true;
}

/** EnrollmentKey.boundHotspotDeviceConfig: needs HotspotDeviceConfig read, else null. */
export async function boundConfigOf(ctx: RequestContext, key: EnrollmentKeyModel) {
  const viewer = requireViewer(ctx);
  if (!can(viewer.acl, 'HotspotDeviceConfig', 'read', key.customerId)) return null;
  const found = await store.findConfig(ctx.db, key.customerId, key.hotspotDeviceConfig);
  return found ? toDeviceConfig(found.row, found.loginTemplateIds) : null;
}

// ------------------------------------------------------------------------- device-side attempt

export interface EnrollRequest {
  key: string;
  macs: string[];
  deviceType: string;
  lanMac: string | null;
  name: string | null;
}

/** What an attempt answers: the device, a refusal of the key, or an input error naming its field. */
export type EnrollOutcome =
  | { kind: 'enrolled'; id: string; customerId: string; configId: string; created: boolean }
  | { kind: 'refused' }
  | { kind: 'invalid'; code: string; field: string; i18n?: unknown; args?: unknown; message: string };

/** The input problem of a shape check done by the route (before the key is known to be valid). */
export type ShapeProblem = { field: string; i18n: string; message: string } | null;

const MACS_IN_LOG = 10;
const macsText = (macs: readonly unknown[]) => {
  // In normal form where the text is a MAC, else as sent (bounded).
  const shown = macs.slice(0, MACS_IN_LOG).map((m) => parseMac(m) ?? String(m).slice(0, 40));
  return shown.join(', ') + (macs.length > MACS_IN_LOG ? ` (+${macs.length - MACS_IN_LOG} more)` : '');
};

/**
 * One attempt with a key. Unknown (or deleted) and expired keys answer the same refusal; an attempt
 * with a known key — expired, invalid or successful — writes a log row and counts on the key in the
 * same transaction as the device it creates or activates.
 */
export async function attemptEnrollment(
  db: Db,
  request: EnrollRequest,
  shapeProblem: ShapeProblem,
  now = new Date(),
): Promise<EnrollOutcome> {
  return db.transaction(async (tx) => {
    const key = await store.keyBySecretForUpdate(tx, request.key);
    if (!key) return { kind: 'refused' } as const;
    const log = async (status: 'SUCCESS' | 'ERROR', text: string, deviceId: string | null = null) => {
      await store.insertLog(tx, {
        customerId: key.customerId,
        id: newObjectId(),
        keyId: key.id,
        keyName: key.name,
        status,
        log: text.slice(0, 2000),
        hotspotDeviceId: deviceId,
        createdAt: now,
      });
      await store.countAttempt(tx, key.customerId, key.id, status === 'SUCCESS', now);
    };
    const what = `type ${String(request.deviceType ?? '').slice(0, 40) || '–'}, MACs ${macsText(request.macs ?? []) || '–'}`;
    if (key.expires && key.expires.getTime() < now.getTime()) {
      await log('ERROR', `Refused: the key expired on ${key.expires.toISOString()} (${what})`);
      return { kind: 'refused' } as const;
    }
    if (shapeProblem) {
      await log('ERROR', `Refused: invalid ${shapeProblem.field}: ${shapeProblem.message} (${what})`);
      return { kind: 'invalid', code: 'BAD_USER_INPUT', ...shapeProblem };
    }
    try {
      const device = await enrollDevice(tx, {
        customerId: key.customerId,
        configId: key.configId,
        macs: request.macs,
        deviceType: request.deviceType,
        lanMac: request.lanMac,
        name: request.name,
      });
      await log(
        'SUCCESS',
        `Device ${device.id} ${device.created ? 'created' : 'activated'} with device configuration ${key.configId} (${what})`,
        device.id,
      );
      return {
        kind: 'enrolled',
        id: device.id,
        customerId: key.customerId,
        configId: key.configId,
        created: device.created,
      };
    } catch (err) {
      if (!(err instanceof GraphQLError)) throw err;
      const ext = err.extensions as { code?: string; field?: string; i18n?: unknown; args?: unknown };
      const field = ext.field ?? 'body';
      await log('ERROR', `Refused: ${err.message} (${what})`);
      return {
        kind: 'invalid',
        code: ext.code ?? 'BAD_USER_INPUT',
        field,
        i18n: ext.i18n,
        args: ext.args,
        message: err.message,
      };
    }
  });
}
