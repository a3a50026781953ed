// The info tools' REST routes (server/tenancy/feedback/routes.ts) through real HTTP: POST /feedback
// (authenticated, bounded, 5 per hour and user, mailed to the support address: the mail arrives in
// the local outbox), GET /diagnostics (database details for operators only) and the ping.
import { readFileSync } from 'node:fs';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/platform/mail/table';
import { DEFAULT_SUPPORT_EMAIL } from '../../server/tenancy/feedback/routes';
import { FEEDBACK_LIMIT, FEEDBACK_MESSAGE_MAX } from '../../src/domain/portalTools';
import { startTestServer, type TestServer } from './harness';
import { HOTEL, USERS } from './helpers';

let s: TestServer;
let operator: string;
let hotel: string;
let cafe: string;
let support: string;

beforeAll(async () => {
  s = await startTestServer();
  [operator, hotel, cafe, support] = await Promise.all(
    [USERS.operator, USERS.hotel, USERS.cafe, USERS.support].map(async (u) => (await s.login(u)).accessToken),
  );
});
afterAll(() => s?.close());

const post = (body: unknown, token?: string) => s.rest('POST', '/feedback', body, token);

/** The outbox messages to the support address, newest first. */
async function supportMails() {
  const rows = await s.db.select().from(mailOutbox).orderBy(desc(mailOutbox.receivedAt));
  return rows.filter((r) => r.to.includes(DEFAULT_SUPPORT_EMAIL));
}

describe('POST /feedback', () => {
  it('needs a session', async () => {
    const r = await post({ kind: 'idea', message: 'Hallo' });
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input naming the field, before anything is sent', async () => {
    const before = (await supportMails()).length;
    const cases: [unknown, string, string][] = [
      [{ kind: 'idea' }, 'message', 'forms.validationMessages.required'],
      [{ kind: 'idea', message: '   ' }, 'message', 'forms.validationMessages.required'],
      [{ kind: 'idea', message: 'x'.repeat(FEEDBACK_MESSAGE_MAX + 1) }, 'message', 'forms.validationMessages.max'],
      [{ kind: 'idea', message: 'a\u0000b' }, 'message', 'forms.validationMessages.text'],
      [{ kind: 'idea', message: 42 }, 'message', 'forms.validationMessages.text'],
      [{ message: 'Hallo' }, 'kind', 'forms.validationMessages.required'],
      [{ kind: 'spam', message: 'Hallo' }, 'kind', 'forms.validationMessages.required'],
      [{ kind: 'idea', message: 'Hallo', page: '/x'.repeat(200) }, 'page', 'forms.validationMessages.max'],
      [{ kind: 'idea', message: 'Hallo', customerId: 'K12' }, 'customerId', 'forms.validationMessages.customerId'],
    ];
    for (const [body, field, i18n] of cases) {
      const r = await post(body, hotel);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body.error, JSON.stringify(body).slice(0, 80)).toMatchObject({ code: 'BAD_USER_INPUT', field, i18n });
    }
    const notJson = await fetch(`${s.url}/feedback`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hotel}`, 'content-type': 'application/json' },
      body: '[1,2',
    });
    expect(notJson.status).toBe(400);
    const huge = await post({ kind: 'idea', message: 'x'.repeat(40_000) }, hotel);
    expect(huge.status).toBe(413);
    expect(await supportMails()).toHaveLength(before);
  });

  it('mails the message to the support address with the sender and where it came from', async () => {
    const r = await post(
      {
        kind: 'problem',
        message: '  Der Druck von 21 Karten schneidet den Rand ab.\nZweite Zeile.  ',
        page: '/wifi-code',
        customerId: HOTEL,
      },
      hotel,
    );
    expect(r).toMatchObject({ status: 200, body: { data: true } });
    const [mail] = await supportMails();
    expect(mail.to).toEqual([DEFAULT_SUPPORT_EMAIL]);
    expect(mail.subject).toBe('Feedback (Problem): Anna Berger');
    expect(mail.text).toContain('Der Druck von 21 Karten schneidet den Rand ab.\nZweite Zeile.');
    expect(mail.text).toContain(`<${USERS.hotel}>`);
    expect(mail.text).toContain(`Aktiver Kunde / Active customer: ${HOTEL}`);
    expect(mail.text).toContain('Seite / Page: /wifi-code');
    expect(mail.raw).toMatch(/^Reply-To: admin@alpenhotel\.test/im);
  });

  it(`allows ${FEEDBACK_LIMIT} messages per hour and user, then answers 429 with Retry-After`, async () => {
    for (let i = 0; i < FEEDBACK_LIMIT; i++) {
      const r = await post({ kind: 'idea', message: `Idee ${i}` }, cafe);
      expect(r.status, `message ${i}`).toBe(200);
    }
    const refused = await post({ kind: 'idea', message: 'Eine zu viel' }, cafe);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await supportMails()).some((m) => m.text?.includes('Eine zu viel'))).toBe(false);
    // Another user is not affected.
    expect((await post({ kind: 'praise', message: 'Danke!' }, support)).status).toBe(200);
  });
});

describe('GET /diagnostics', () => {
  const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

  it('needs a session; the ping needs none and answers without a body', async () => {
    expect((await s.rest('GET', '/diagnostics')).status).toBe(401);
    const ping = await fetch(`${s.url}/diagnostics/ping`);
    expect(ping.status).toBe(204);
    expect(await ping.text()).toBe('');
  });

  it('shows an operator the database kind and version', async () => {
    const r = await s.rest('GET', '/diagnostics', undefined, operator);
    expect(r.status).toBe(200);
    const data = r.body.data;
    expect(data).toMatchObject({ version, operator: true, permissions: { '*': ['*:*'] } });
    expect(Math.abs(Date.parse(data.serverTime) - Date.now())).toBeLessThan(60_000);
    expect(data.database.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
    expect(data.database.version).toMatch(/^PostgreSQL \d+/);
  });

  it('shows others their own permissions but no database details', async () => {
    for (const [token, key] of [
      [hotel, HOTEL],
      [support, '*'],
    ] as const) {
      const r = await s.rest('GET', '/diagnostics', undefined, token);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ version, operator: false, database: null });
      expect(Object.keys(r.body.data.permissions)).toEqual([key]);
    }
  });
});
