// Alerts for a caller (issue 37): the bell and the settings are read by who may read the customer's
// hotspot devices, the settings changed by who may edit them; the fields are checked with
// the rules the portal's form uses (src/domain/alerts.ts).
import type { RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { requireCan } from '../../platform/guard';
import { checkField, checkFields } from '../../platform/input';
import type { Action } from '../../../src/domain/acl';
import { customerId as customerIdRule, required } from '../../../src/domain/validation';
import { customerExists } from '../../tenancy/customer';
import { ALERT_BELL_ENTRIES, ALERT_SETTINGS_RULES } from '../../../src/domain/alerts';
import type { UpdateAlertSettingsInput } from '../../graphql/generated/resolvers';
import * as store from './store';

const settingsModel = (row: store.SettingsRow) => ({
  customerId: row.customerId,
  recipients: row.recipients,
  offlineMinutes: row.offlineMinutes,
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

/** The caller may `action` the customer's hotspot devices, and the customer exists; answers the caller. */
async function requireCustomer(ctx: RequestContext, customerId: string, action: Action) {
  checkField('customerId', customerId, [required, customerIdRule]);
  const viewer = requireCan(ctx, 'HotspotDevice', action, customerId, 'customerId');
  if (!(await customerExists(ctx.db, customerId))) throw notFound('Customer', { field: 'customerId' });
  return viewer;
}

export async function settings(ctx: RequestContext, customerId: string) {
  await requireCustomer(ctx, customerId, 'read');
  return settingsModel(await store.settingsOf(ctx.db, customerId));
}

export async function updateSettings(ctx: RequestContext, data: UpdateAlertSettingsInput) {
  await requireCustomer(ctx, data.customerId, 'update');
  const recipients = [...new Set(data.recipients.map((r) => r.trim().toLowerCase()).filter(Boolean))];
  checkFields({ recipients, offlineMinutes: data.offlineMinutes }, ALERT_SETTINGS_RULES);
  return settingsModel(await store.saveSettings(ctx.db, data.customerId, recipients, data.offlineMinutes));
}

export async function bell(ctx: RequestContext, customerId: string, take?: number | null) {
  const viewer = await requireCustomer(ctx, customerId, 'read');
  const limit = Math.max(1, Math.min(take ?? ALERT_BELL_ENTRIES, 50));
  const { rows, readAt, unreadCount } = await store.bellOf(ctx.db, customerId, viewer.id, limit);
  return {
    unreadCount,
    data: rows.map((r) => ({
      _id: r.id,
      customerId: r.customerId,
      kind: r.kind,
      subjectId: r.subjectId,
      subjectName: r.subjectName,
      createdAt: r.createdAt.toISOString(),
      unread: r.createdAt > readAt,
    })),
  };
}

export async function markRead(ctx: RequestContext, customerId: string): Promise<boolean> {
  const viewer = await requireCustomer(ctx, customerId, 'read');
  await store.markRead(ctx.db, customerId, viewer.id, new Date());
  return true;
}
