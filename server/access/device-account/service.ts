// Device accounts: permission checks (DeviceAccount via the one ACL matcher), validation with the
// portal's domain rules, the deviceAccount plugin gate and its maxAccounts licence, transactions.
// Used by GraphQL (resolvers.ts) and by the hotspot side alike.
import { createHmac } from 'node:crypto';
import { DEVICE_ACCOUNT_RULES, criteriaErrors, type CriteriaValues } from '../../../src/domain/deviceAccount';
import { normalizeMac } from '../../../src/domain/network';
import { objectId, type Validator } from '../../../src/domain/validation';
import { hashPassword } from '../../platform/passwords';
import type { Db, Tx } from '../../platform/db/client';
import type { RequestContext } from '../../platform/context';
import { badInput, fail, notFound, stale } from '../../platform/errors';
import type {
  CreateDeviceAccountInput,
  DeviceAccountCriteriaInput,
  QueryDeviceAccountsArgs,
  UpdateDeviceAccountInput,
} from '../../graphql/generated/resolvers';
import { findForWrite, requireCan, scopeCustomers } from '../../platform/guard';
import { catalogueInvalid, checkFields, cleanText, throwFirstError } from '../../platform/input';
import { pluginBlocksOf } from '../../tenancy/customer';
import { findLoginTemplate } from '../../templates/login-template';
import { idList, page, pageWindow, searchTerm, type PageArgs } from '../../platform/paging';
import type { KeysetRead } from '../../platform/export/keyset';
import { isReferenced, mapConstraint } from '../../platform/pgError';
import { noteWrites } from '../../platform/statistics';
import { cachedSecret } from '../../platform/secrets';
import { newObjectId } from '../../platform/ids';
import { toDeviceAccount } from './mapper';
import * as store from './store';

export type { DeviceAccountExportRow } from './store';
import { endSessions } from '../disconnect';

const RULES: Record<string, readonly Validator[]> = { ...DEVICE_ACCOUNT_RULES, loginTemplate: [objectId] };

/** The client MAC as stored: HMAC-SHA256 of its normal form under the installation's key. */
export async function hashClientMac(db: Db, mac: string): Promise<string> {
  const key = await cachedSecret(db, 'device_account_mac_key');
  return createHmac('sha256', key).update(normalizeMac(mac)).digest('hex');
}

const unknownLoginTemplate = () =>
  badInput('loginTemplate', catalogueInvalid('resources.device-account.errors.unknownLoginTemplate'));

/**
 * The login template an account names must be one of its own customer's: another customer's (or a
 * missing) id would reach the RADIUS decision as no template at all, i.e. a login without the limits
 * of any account template. The same answer for both; the foreign key device_accounts_login_template_fk
 * refuses it in the database as well (migration 0029).
 */
async function checkLoginTemplate(db: Db, customerId: string, id: string | null | undefined) {
  if (id == null) return;
  if (!(await findLoginTemplate(db, [customerId], id))) throw unknownLoginTemplate();
}

/** A login template deleted between the check and the write: the foreign key answers as the check does. */
const mapRace = (code: string, constraint: string | undefined) =>
  isReferenced(code) && constraint === 'device_accounts_login_template_fk' ? unknownLoginTemplate() : undefined;

/** The plugin gate and, for a new account, the licence (seed 001 §3: deviceAccount.maxAccounts). */
async function checkPlugin(tx: Tx, customerId: string, adding: boolean): Promise<void> {
  const plugin = (await pluginBlocksOf(tx, customerId)).deviceAccount;
  if (plugin?.active !== true) {
    throw fail('FORBIDDEN', 'The device-account plugin is not active for this customer', {
      field: 'customerId',
      reason: 'PLUGIN_INACTIVE',
      plugin: 'deviceAccount',
    });
  }
  const max = typeof plugin.maxAccounts === 'number' ? plugin.maxAccounts : -1;
  if (!adding || max < 0) return;
  const existing = await store.countDeviceAccounts(tx, customerId);
  if (existing >= max) {
    throw fail('LICENCE_EXCEEDED', `Only ${max} device accounts are licensed`, {
      field: 'name',
      args: { left: Math.max(0, max - existing), allowed: max },
    });
  }
}

async function checkUnique(
  tx: Tx,
  customerId: string,
  exceptId: string | null,
  username: string | null,
  macHash: string | null,
) {
  const clash = await store.findClash(tx, customerId, exceptId, username, macHash);
  if (clash.username)
    throw fail('CONFLICT', 'A device account with this username already exists', {
      field: 'criteria.username',
      reason: 'DUPLICATE',
    });
  if (clash.mac)
    throw fail('CONFLICT', 'A device account for this device already exists', {
      field: 'criteria.clientDeviceMac',
      reason: 'DUPLICATE',
    });
}

const searchTextOf = (v: { name: string; description: string | null; username: string | null; keywords: string[] }) =>
  [v.name, v.description ?? '', v.username ?? '', ...v.keywords].join(' ').toLowerCase();

/** What the criteria of a type keep: only the fields that type uses. */
function criteriaColumns(criteria: DeviceAccountCriteriaInput) {
  const type = criteria.accountType;
  return {
    accountType: type,
    username: type === 'MAC' ? null : cleanText(criteria.username),
    mac: type === 'MAC' ? cleanText(criteria.clientDeviceMac) : null,
    password: type === 'UsernamePassword' ? (criteria.password ?? null) : null,
  };
}

export async function listDeviceAccounts(ctx: RequestContext, args: QueryDeviceAccountsArgs) {
  const scope = scopeCustomers(ctx, 'DeviceAccount', 'read', args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listDeviceAccounts(
    ctx.db,
    scope,
    { search: searchTerm(args.search), ids: idList('ids', args.ids), active: args.active },
    args,
    window,
  );
  return page(rows.map(toDeviceAccount), total, window.offset);
}

/**
 * The list of device accounts for an export (docs/exports.md): the list query's arguments, checked
 * as listDeviceAccounts checks them, and its order.
 */
export async function openDeviceAccountExport(
  ctx: RequestContext,
  args: Record<string, unknown>,
  sort: PageArgs['sort'],
): Promise<KeysetRead> {
  const a = args as Partial<QueryDeviceAccountsArgs>;
  const scope = scopeCustomers(ctx, 'DeviceAccount', 'read', a.customerIds);
  return Promise.resolve(
    store.deviceAccountExportRead(
      ctx.db,
      scope,
      { search: searchTerm(a.search), ids: idList('ids', a.ids), active: a.active },
      sort,
    ),
  );
}

export async function createDeviceAccount(ctx: RequestContext, data: CreateDeviceAccountInput): Promise<string> {
  requireCan(ctx, 'DeviceAccount', 'create', data.customerId);
  checkFields({ ...data }, RULES);
  throwFirstError(criteriaErrors(data.criteria as CriteriaValues));
  await checkLoginTemplate(ctx.db, data.customerId, data.loginTemplate);
  const c = criteriaColumns(data.criteria);
  const macHash = c.mac ? await hashClientMac(ctx.db, c.mac) : null;
  const passwordHash = c.password ? await hashPassword(c.password) : null;
  const id = newObjectId();
  const name = data.name.trim();
  const keywords = data.keywords ?? [];
  const description = cleanText(data.description);
  await mapConstraint(
    () =>
      ctx.db.transaction(async (tx) => {
        await store.lockCustomerAccounts(tx, data.customerId);
        await checkPlugin(tx, data.customerId, true);
        await checkUnique(tx, data.customerId, null, c.username, macHash);
        await store.insertDeviceAccount(tx, {
          customerId: data.customerId,
          id,
          name,
          description,
          keywords,
          expires: data.expires ? new Date(data.expires) : null,
          active: data.active ?? true,
          accountType: c.accountType,
          macHash,
          username: c.username,
          passwordHash,
          loginTemplateId: data.loginTemplate ?? null,
          showTermsOfUse: data.showTermsOfUse ?? false,
          searchText: searchTextOf({ name, description, username: c.username, keywords }),
        });
      }),
    mapRace,
  );
  noteWrites(ctx.db, 'device_accounts', 1);
  return id;
}

/** An account the caller may read, else NOT_FOUND (another customer's looks like a missing one). */
const findReadable = (ctx: RequestContext, id: string, action: 'update' | 'delete') =>
  findForWrite(ctx, 'DeviceAccount', action, (scope) => store.findDeviceAccount(ctx.db, scope, id));

export async function updateDeviceAccount(ctx: RequestContext, data: UpdateDeviceAccountInput): Promise<boolean> {
  const row = await findReadable(ctx, data._id, 'update');
  checkFields({ ...data }, RULES, true);
  await checkLoginTemplate(ctx.db, row.customerId, data.loginTemplate);
  const set: Partial<typeof import('./table').deviceAccounts.$inferInsert> = { updatedAt: new Date() };
  if (data.name !== undefined && data.name !== null) set.name = data.name.trim();
  if (data.description !== undefined) set.description = cleanText(data.description);
  if (data.keywords !== undefined) set.keywords = data.keywords ?? [];
  if (data.expires !== undefined) set.expires = data.expires ? new Date(data.expires) : null;
  if (data.active !== undefined && data.active !== null) set.active = data.active;
  if (data.loginTemplate !== undefined) set.loginTemplateId = data.loginTemplate;
  if (data.showTermsOfUse !== undefined && data.showTermsOfUse !== null) set.showTermsOfUse = data.showTermsOfUse;
  if (data.criteria) {
    // A MAC or password left out keeps the stored one, as long as the type keeps using it.
    const sameType = data.criteria.accountType === row.accountType;
    const keep = [
      ...(sameType && row.macHash ? ['clientDeviceMac'] : []),
      ...(sameType && row.passwordHash ? ['password'] : []),
    ];
    throwFirstError(criteriaErrors(data.criteria as CriteriaValues, keep));
    const c = criteriaColumns(data.criteria);
    set.accountType = c.accountType;
    set.username = c.username;
    set.macHash = c.mac ? await hashClientMac(ctx.db, c.mac) : c.accountType === 'MAC' ? row.macHash : null;
    set.passwordHash = c.password
      ? await hashPassword(c.password)
      : c.accountType === 'UsernamePassword'
        ? row.passwordHash
        : null;
  }
  const merged = {
    name: set.name ?? row.name,
    description: set.description !== undefined ? set.description : row.description,
    username: set.username !== undefined ? set.username : row.username,
    keywords: set.keywords ?? row.keywords,
  };
  set.searchText = searchTextOf(merged);
  await mapConstraint(
    () =>
      ctx.db.transaction(async (tx) => {
        await store.lockCustomerAccounts(tx, row.customerId);
        await checkPlugin(tx, row.customerId, false);
        await checkUnique(
          tx,
          row.customerId,
          row.id,
          merged.username,
          set.macHash !== undefined ? set.macHash : row.macHash,
        );
        const done = await store.updateDeviceAccount(
          tx,
          row.customerId,
          row.id,
          set,
          data.updatedAt ? new Date(data.updatedAt) : null,
        );
        if (!done) {
          throw stale('device account');
        }
      }),
    mapRace,
  );
  noteWrites(ctx.db, 'device_accounts', 1);
  // A disabled account's guests are disconnected (issue 36: queued, sent behind the request).
  if (data.active === false && row.active)
    await endSessions(
      ctx.db,
      [row.customerId],
      { deviceAccountIds: [row.id] },
      'device-account-disabled',
      ctx.viewer?.id ?? null,
    );
  return true;
}

export async function deleteDeviceAccount(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findReadable(ctx, id, 'delete');
  if (!(await store.deleteDeviceAccount(ctx.db, row.customerId, row.id)))
    throw notFound('DeviceAccount', { field: '_id' });
  noteWrites(ctx.db, 'device_accounts', 1);
  await endSessions(
    ctx.db,
    [row.customerId],
    { deviceAccountIds: [row.id] },
    'device-account-deleted',
    ctx.viewer?.id ?? null,
  );
  return true;
}
