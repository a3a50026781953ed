// The alerts module's face (issue 37, docs/operations.md "Alerts"): a hotspot offline for the
// customer's minutes and back online, a webhook endpoint failing and recovered (checked by
// startAlerts on every instance, each incident raised once), the WiFi-code licence at 80 % and full
// (the WiFi-code module's events); each in the customer's bell, mailed to its recipients, and the
// hotspot's state as a webhook event.
import { write, type OperationRule } from '../../platform/authorization';
import type { SeedStep } from '../../platform/module';
import { onEvent } from '../../platform/events';
import { seedAlerts } from './seed';
import { addNotification } from './store';

export { alertResolvers as resolvers } from './resolvers';
export { ALERT_CHECK_MS, checkAlerts, mailAlerts, startAlerts } from './job';

// The licence marks, as the WiFi-code module tells them (once per crossing), in its transaction.
onEvent(async (db, event) => {
  if (event.type !== 'licence.80' && event.type !== 'licence.full') return;
  const { used, allowed } = event.data as { used?: number; allowed?: number };
  await addNotification(db, event.customerId, event.type, null, `${used ?? '?'}/${allowed ?? '?'}`, event.at);
});

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.alertSettings': write('HotspotDevice:read', ['customerId']),
  'Query.alertNotifications': write('HotspotDevice:read', ['customerId']),
  'Mutation.updateAlertSettings': write('HotspotDevice:update', ['data.customerId']),
  'Mutation.markAlertsRead': write('HotspotDevice:read', ['customerId']),
};

// Last: its random ids come after every other step's (the demo is one random sequence).
export const seed: readonly SeedStep[] = [{ order: 110, run: seedAlerts }];
