// REST of the portal's info tools (issue 9), bearer auth:
//   POST /feedback            body { kind, message, page?, customerId? } → { data: true }
//                             mails the support address (config.supportEmail); bounded, 5 per hour
//                             and user (429 RATE_LIMITED with retryAfter beyond)
//   GET  /diagnostics         → { data: { version, serverTime, operator, permissions, database? } }
//                             the database kind and server version only for operators
//   GET  /diagnostics/ping    → 204, no body and no database work: the portal's round-trip probe
import { requireRestViewer } from '../identity/restViewer';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Route } from '../../platform/http';
import type { Services, Viewer } from '../../platform/context';
import { HttpError, readJson, sendJson } from '../../platform/http';
import { Limit } from '../../platform/throttle';
import type { Database } from '../../platform/db/client';
import { isCustomerId, validateRecord } from '../../../src/domain/validation';
import {
  FEEDBACK_LIMIT,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_RULES,
  FEEDBACK_WINDOW_MS,
  isOperatorAcl,
  type FeedbackKind,
} from '../../../src/domain/portalTools';
import { log, requestIdOf } from '../../platform/log';

/** Where feedback goes when SUPPORT_EMAIL is not set. */
export const DEFAULT_SUPPORT_EMAIL = 'support@hotspot-portal.test';

/** The body: the message in UTF-8 (up to 4 bytes a character) and the JSON around it. */
const MAX_BODY = FEEDBACK_MESSAGE_MAX * 4 + 4096;

const SUBJECTS: Record<FeedbackKind, string> = {
  praise: 'Lob',
  problem: 'Problem',
  idea: 'Idee',
};

/** The server's version (package.json), read once. */
export const SERVER_VERSION: string = (() => {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
})();

/** Services as the server wires them: the opened database (its kind) comes with them. */
type ToolServices = Services & { database?: Database };

const badInput = (field: string, i18n: string, args: Record<string, unknown> = {}) =>
  new HttpError(400, 'BAD_USER_INPUT', `Invalid ${field}`, { field, i18n, args });

/** The checked fields of a feedback body (BAD_USER_INPUT naming the first bad field). */
export function feedbackInput(body: Record<string, unknown>): {
  kind: FeedbackKind;
  message: string;
  page: string | null;
  customerId: string | null;
} {
  for (const field of ['kind', 'message', 'page', 'customerId'] as const) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw badInput(field, 'forms.validationMessages.text');
    }
  }
  const values = {
    kind: body.kind,
    message: typeof body.message === 'string' ? body.message.trim() : body.message,
    page: typeof body.page === 'string' ? body.page.trim() : undefined,
  };
  const [field, failed] = Object.entries(validateRecord(values, FEEDBACK_RULES))[0] ?? [];
  if (field && failed) throw badInput(field, failed.message, failed.args);
  const customerId = typeof body.customerId === 'string' && body.customerId !== '' ? body.customerId : null;
  if (customerId !== null && !isCustomerId(customerId))
    throw badInput('customerId', 'forms.validationMessages.customerId');
  return {
    kind: values.kind as FeedbackKind,
    message: values.message as string,
    page: values.page || null,
    customerId,
  };
}

function feedbackMail(viewer: Viewer, input: ReturnType<typeof feedbackInput>, to: string) {
  const name = [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.email;
  const lines = [
    `${SUBJECTS[input.kind]} / ${input.kind}`,
    '',
    input.message,
    '',
    '--',
    `Von / From: ${name} <${viewer.email}>`,
    `Benutzer-ID / User id: ${viewer.id}`,
    `Stammkunde / Home customer: ${viewer.homeCustomerId ?? '-'}`,
    `Aktiver Kunde / Active customer: ${input.customerId ?? '-'}`,
    `Seite / Page: ${input.page ?? '-'}`,
    `Version: ${SERVER_VERSION}`,
  ];
  return {
    to,
    replyTo: viewer.email,
    // The subject is one line: the name may not carry a header break (the domain rules refuse
    // control characters in names, this keeps it so whatever the row holds).
    subject: `Feedback (${SUBJECTS[input.kind]}): ${name}`.replace(/[\r\n]+/g, ' ').slice(0, 200),
    text: lines.join('\n'),
  };
}

async function databaseVersion(services: ToolServices): Promise<string | null> {
  try {
    // Both drivers (PGlite, node-postgres) answer { rows }.
    const result = (await services.db.execute(sql`select version() as version`)) as unknown as {
      rows: { version: string }[];
    };
    return result.rows[0]?.version ?? null;
  } catch {
    return null;
  }
}

export function feedbackRoutes(services: Services): Route[] {
  const tools = services as ToolServices;
  // In the database (server/platform/throttle.ts): shared by every instance.
  const perUser = new Limit(services.db, 'feedback:user', FEEDBACK_LIMIT, FEEDBACK_WINDOW_MS);

  const viewerOf = (req: IncomingMessage): Promise<Viewer> => requireRestViewer(services, req);

  return [
    {
      method: 'POST',
      pattern: /^\/feedback$/,
      handler: async (req, res) => {
        const viewer = await viewerOf(req);
        const input = feedbackInput(await readJson(req, { max: MAX_BODY, field: 'message' }));
        // Counted before sending, so that parallel posts cannot pass the limit; a failed hand-over
        // takes it back.
        const wait = await perUser.attempt(viewer.id);
        if (wait) {
          throw new HttpError(429, 'RATE_LIMITED', 'Too much feedback at once, try again later', {
            retryAfter: wait,
            i18n: 'portal.tools.feedback.throttled',
          });
        }
        try {
          await services.mailer.send(
            feedbackMail(viewer, input, services.config.supportEmail || DEFAULT_SUPPORT_EMAIL),
          );
        } catch (error) {
          await perUser.release(viewer.id);
          log.warn({ requestId: requestIdOf(req), err: (error as Error).message }, 'feedback mail not sent');
          throw new HttpError(502, 'MAIL_FAILED', 'The message could not be handed to the mail server');
        }
        sendJson(res, 200, { data: true });
      },
    },
    {
      method: 'GET',
      pattern: /^\/diagnostics$/,
      handler: async (req, res) => {
        const viewer = await viewerOf(req);
        const operator = isOperatorAcl(viewer.acl);
        const kind = tools.database?.kind ?? (services.config.databaseUrl ? 'postgres' : 'pglite');
        sendJson(res, 200, {
          data: {
            version: SERVER_VERSION,
            serverTime: new Date().toISOString(),
            operator,
            permissions: viewer.acl,
            database: operator ? { kind, version: await databaseVersion(tools) } : null,
          },
        });
      },
    },
    {
      method: 'GET',
      pattern: /^\/diagnostics\/ping$/,
      handler: async (_req, res) => {
        res.writeHead(204, { 'cache-control': 'no-store' });
        res.end();
      },
    },
  ];
}
