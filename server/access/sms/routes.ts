// Reading the local SMS outbox (docs/sms.md), bearer auth, operators only (as the mail outbox):
//   GET /sms/outbox?to=<number>&limit=<1..100>  → { data: [message…] } newest first
// `to` is matched through its keyed hash (the outbox keeps no number in clear); a number the
// template's rules cannot parse matches nothing.
import type { IncomingMessage } from 'node:http';
import { desc, eq } from 'drizzle-orm';
import { isOperator } from '../../../src/domain/profile';
import { normalizePhone, PHONE_INPUT_MAX } from '../../../src/domain/sms';
import type { Route } from '../../platform/http';
import type { Services, Viewer } from '../../platform/context';
import { HttpError, sendJson } from '../../platform/http';
import { requireRestViewer } from '../../tenancy/identity';
import { hashPhone } from './phone';
import { smsOutbox } from './table';

export const SMS_OUTBOX_PAGE = 100;

export function smsRoutes(services: Services): Route[] {
  const { db } = services;

  async function operator(req: IncomingMessage): Promise<Viewer> {
    const viewer = await requireRestViewer(services, req);
    if (!isOperator(viewer.acl)) throw new HttpError(403, 'FORBIDDEN', 'Access denied');
    return viewer;
  }

  return [
    {
      method: 'GET',
      pattern: /^\/sms\/outbox$/,
      handler: async (req, res) => {
        await operator(req);
        const params = new URL(req.url ?? '/', 'http://x').searchParams;
        const to = (params.get('to') ?? '').trim();
        if (to.length > PHONE_INPUT_MAX) {
          throw new HttpError(400, 'BAD_USER_INPUT', 'Invalid input', {
            field: 'to',
            i18n: 'forms.validationMessages.length',
          });
        }
        const limitParam = params.get('limit');
        const limit = limitParam === null ? SMS_OUTBOX_PAGE : Number(limitParam);
        if (!Number.isInteger(limit) || limit < 1 || limit > SMS_OUTBOX_PAGE) {
          throw new HttpError(400, 'BAD_USER_INPUT', 'Invalid input', {
            field: 'limit',
            i18n: 'forms.validationMessages.max_value',
          });
        }
        let hash: string | null = null;
        if (to) {
          const phone = normalizePhone(to, null);
          if (!phone.ok) return sendJson(res, 200, { data: [] });
          hash = await hashPhone(db, phone.e164);
        }
        const rows = await db
          .select({
            id: smsOutbox.id,
            messageId: smsOutbox.messageId,
            from: smsOutbox.sourceAddr,
            sourceTon: smsOutbox.sourceTon,
            to: smsOutbox.destination,
            dataCoding: smsOutbox.dataCoding,
            text: smsOutbox.text,
            receivedAt: smsOutbox.receivedAt,
          })
          .from(smsOutbox)
          .where(hash ? eq(smsOutbox.destinationHash, hash) : undefined)
          .orderBy(desc(smsOutbox.receivedAt), desc(smsOutbox.id))
          .limit(limit);
        sendJson(res, 200, { data: rows });
      },
    },
  ];
}
