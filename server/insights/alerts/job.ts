// The alert checks (issue 37): every ALERT_CHECK_MS, on every instance (each incident is opened and
// closed once whichever instance looks: store.ts), offline and back-online hotspots, failing and
// recovered webhook endpoints; their notifications, webhook events (device.offline / device.online)
// and mails. The licence marks arrive as events from the WiFi-code module (subscribed in index.ts).
import type { Services } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { emitEvent } from '../../platform/events';
import { errorFields, log } from '../../platform/log';
import type { AlertKind } from '../../../src/domain/alerts';
import { alertMail } from './mail';
import * as store from './store';

export const ALERT_CHECK_MS = 60_000;

const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

/** One round of checks at `now`: what it raised (tests read it). */
export async function checkAlerts(db: Db, now = new Date()): Promise<store.Raised[]> {
  return db.transaction(async (tx) => {
    const offline = await store.openOffline(tx, now);
    const online = await store.closeOffline(tx, now);
    const webhooks = await store.webhookHealth(tx, now);
    // The hotspot's state as a webhook event, in the same transaction as its notification.
    for (const r of [...offline, ...online]) {
      await emitEvent(tx, r.customer_id, r.kind === 'device.offline' ? 'device.offline' : 'device.online', {
        hotspotDeviceId: r.subject_id,
        name: r.subject_name,
        lastSeenAt: iso(r.last_seen),
      });
    }
    return [...offline, ...online, ...webhooks];
  });
}

/** Mails the notifications nobody has mailed yet to their customer's recipients (each once). */
export async function mailAlerts(services: Services, now = new Date()): Promise<number> {
  const claimed = await store.claimUnmailed(services.db, now);
  if (!claimed.length) return 0;
  const targets = await store.mailTargets(services.db, [...new Set(claimed.map((n) => n.customerId))]);
  let sent = 0;
  const failed: store.NotificationRow[] = [];
  for (const n of claimed) {
    const target = targets.get(n.customerId);
    if (!target?.recipients.length) continue;
    try {
      await services.mailer.send({
        to: target.recipients,
        ...alertMail(n.kind as AlertKind, n.subjectName, n.customerId, target.company, services.config.publicUrl),
      });
      sent++;
    } catch (e) {
      failed.push(n);
      log.warn({ customerId: n.customerId, kind: n.kind, ...errorFields(e) }, 'alert mail not sent');
    }
  }
  if (failed.length) await store.unclaim(services.db, failed);
  return sent;
}

/** The checks and mails every `everyMs` until stop(); a failed round is logged and the next one runs. */
export function startAlerts(services: Services, everyMs = ALERT_CHECK_MS) {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await checkAlerts(services.db);
      await mailAlerts(services);
    } catch (e) {
      log.warn(errorFields(e), 'alert check failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), everyMs);
  timer.unref();
  return {
    round,
    stop() {
      clearInterval(timer);
    },
  };
}
