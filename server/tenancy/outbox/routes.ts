// Reading the local outbox (docs/mail.md), bearer auth, operators only:
//   GET /mail/outbox?to=<address>&limit=<1..100>  → { data: [summary…] } newest first
//   GET /mail/outbox/<id>                         → { data: message with text and html }
// Operators are callers whose '*' (all customers) grants allow every action on UserInvite: the
// outbox holds invitation and password-reset links of every user of the installation, so reading it
// is as strong as inviting anyone anywhere. docs/mail.md.
import type { IncomingMessage } from 'node:http';
import { desc, eq, sql } from 'drizzle-orm';
import { isOperator } from '../../../src/domain/profile';
import type { Route } from '../../platform/http';
import type { Services, Viewer } from '../../platform/context';
import { HttpError, sendJson } from '../../platform/http';
import { requireRestViewer } from '../identity/restViewer';
import { mailOutbox } from '../../platform/mail/table';

export const OUTBOX_PAGE = 100;
const MAX_FILTER = 320;

export function mailRoutes(services: Services): Route[] {
  const { db } = services;

  async function operator(req: IncomingMessage): Promise<Viewer> {
    const viewer = await requireRestViewer(services, req);
    if (!isOperator(viewer.acl)) throw new HttpError(403, 'FORBIDDEN', 'Access denied');
    return viewer;
  }

  return [
    {
      method: 'GET',
      pattern: /^\/mail\/outbox$/,
      handler: async (req, res) => {
        await operator(req);
        const params = new URL(req.url ?? '/', 'http://x').searchParams;
        const to = (params.get('to') ?? '').trim().toLowerCase();
        if (to.length > MAX_FILTER) {
          throw new HttpError(400, 'BAD_USER_INPUT', 'Invalid input', {
            field: 'to',
            i18n: 'forms.validationMessages.length',
          });
        }
        const limitParam = params.get('limit');
        const limit = limitParam === null ? OUTBOX_PAGE : Number(limitParam);
        if (!Number.isInteger(limit) || limit < 1 || limit > OUTBOX_PAGE) {
          throw new HttpError(400, 'BAD_USER_INPUT', 'Invalid input', {
            field: 'limit',
            i18n: 'forms.validationMessages.max_value',
          });
        }
        const rows = await db
          .select({
            id: mailOutbox.id,
            messageId: mailOutbox.messageId,
            from: mailOutbox.from,
            to: mailOutbox.to,
            subject: mailOutbox.subject,
            receivedAt: mailOutbox.receivedAt,
          })
          .from(mailOutbox)
          .where(to ? sql`${to} = ANY(${mailOutbox.to})` : undefined)
          .orderBy(desc(mailOutbox.receivedAt), desc(mailOutbox.id))
          .limit(limit);
        sendJson(res, 200, { data: rows });
      },
    },
    {
      method: 'GET',
      pattern: /^\/mail\/outbox\/(?<id>[^/]+)$/,
      handler: async (req, res, p) => {
        await operator(req);
        const id = p.id ?? '';
        const [row] = /^[0-9a-f]{24}$/.test(id)
          ? await db
              .select({
                id: mailOutbox.id,
                messageId: mailOutbox.messageId,
                from: mailOutbox.from,
                to: mailOutbox.to,
                subject: mailOutbox.subject,
                text: mailOutbox.text,
                html: mailOutbox.html,
                receivedAt: mailOutbox.receivedAt,
              })
              .from(mailOutbox)
              .where(eq(mailOutbox.id, id))
          : [];
        if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such message');
        sendJson(res, 200, { data: row });
      },
    },
  ];
}
