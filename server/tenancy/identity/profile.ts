// REST of the own profile and of passwords (seed 001 §2 "Profile", "Forgot password", "Reset
// password"; seed 000 §7 "User profile", "Update password", "Forgot password"):
//   GET  /my-profile                          the caller's profile (MyProfileResponse)
//   PUT  /my-profile                          { firstName, lastName, phone, address, description, lang, timezone }
//   POST /my-profile/password/check           { currentPassword } → step 1 of the change (throttled like logins)
//   PUT  /my-profile/password                 { currentPassword, password, passwordConfirm? } → step 2
//   POST /auth/forgot-password                { email, lang? } → always the same 200
//   POST /auth/reset-password/check           { token } → { email } of a valid link
//   POST /auth/reset-password                 { token, password, passwordConfirm? }
import { requireRestViewer } from './restViewer';
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { users } from './table';
import { verifyPassword, DUMMY_HASH, hashPassword, HashingBusy } from '../../platform/passwords';
import { Limit } from '../../platform/throttle';
import {
  completePasswordReset,
  peekPasswordReset,
  RESET_TOKEN_MAX,
  startPasswordReset,
  userByEmail,
} from './passwordReset';
import type { Services, Viewer } from '../../platform/context';
import { LOCALES, type Locale } from '../../../src/domain/constants';
import { NEW_PASSWORD_RULES, PROFILE_FIELDS, PROFILE_RULES } from '../../../src/domain/profile';
import { email as emailRule, maxLength, required, validate, type Invalid } from '../../../src/domain/validation';
import { HttpError, clientIp, readJson, sendJson } from '../../platform/http';
import type { SignInThrottle } from './throttle';
import type { Route } from '../../platform/http';
import { audited, auditRest } from '../audit/rest';
import { tokensOf } from './viewer';
import { log, requestIdOf } from '../../platform/log';

const HOUR_MS = 60 * 60 * 1000;
const EMAIL_MAX = 320;

/**
 * The limits of the password reset, counted in the database (server/platform/throttle.ts: shared by
 * every instance). Forgot password: requests per client address (answered 429) and mails per
 * account address (silently no further mail: the answer must not tell whether the address exists).
 * Reset links tried per client address: wrong or spent ones count (a token cannot be guessed, but
 * nobody needs hundreds of tries).
 */
export const PASSWORD_RESET_LIMITS = {
  forgotPerIp: 20,
  forgotPerAddress: 3,
  forgotWindowMs: HOUR_MS,
  resetTriesPerIp: 30,
  resetWindowMs: 15 * 60 * 1000,
} as const;

const bad = (field: string, failed: Invalid) =>
  new HttpError(400, 'BAD_USER_INPUT', 'Invalid input', { field, i18n: failed.message, args: failed.args });

function check(field: string, value: unknown, rules: Parameters<typeof validate>[1], values?: Record<string, unknown>) {
  const failed = validate(value, rules, values);
  if (failed) throw bad(field, failed);
}

const str = (body: Record<string, unknown>, key: string): string => {
  const v = body[key];
  return typeof v === 'string' ? v : '';
};

const rateLimited = (retryAfter: number) =>
  new HttpError(429, 'RATE_LIMITED', 'Too many attempts, try again later', { retryAfter });

const profileOf = (u: typeof users.$inferSelect) => ({
  _id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  lang: u.lang,
  phone: u.phone,
  timezone: u.timezone,
  address: u.address,
  description: u.description,
});

export function profileRoutes(services: Services, signIn: SignInThrottle): Route[] {
  const { db } = services;
  const tokens = tokensOf(services);
  const L = PASSWORD_RESET_LIMITS;
  const forgotPerIp = new Limit(db, 'forgot:ip', L.forgotPerIp, L.forgotWindowMs);
  const forgotPerAddress = new Limit(db, 'forgot:addr', L.forgotPerAddress, L.forgotWindowMs);
  const resetPerIp = new Limit(db, 'reset:ip', L.resetTriesPerIp, L.resetWindowMs);
  const invalidLink = () => bad('token', { message: 'login.reset.invalidLink', args: {} });

  const requireViewer = (req: IncomingMessage): Promise<Viewer> => requireRestViewer(services, req);

  /**
   * The current password, throttled like a login (same counters and limits: a stolen session cannot
   * guess the password faster than the login form could). Throws WRONG_PASSWORD or RATE_LIMITED.
   */
  async function verifyCurrent(req: IncomingMessage, viewer: Viewer, current: string) {
    const ip = clientIp(req);
    const retryAfter = await signIn.attempt(ip, viewer.email);
    if (retryAfter) throw rateLimited(retryAfter);
    const [user] = await db.select().from(users).where(eq(users.id, viewer.id));
    if (!(await verifyPassword(current, user?.passwordHash ?? DUMMY_HASH)) || !user) {
      throw new HttpError(400, 'WRONG_PASSWORD', 'The current password is wrong', {
        field: 'currentPassword',
        i18n: 'messages.profile.wrongPassword',
      });
    }
    await signIn.succeeded(ip, viewer.email);
    return user;
  }

  function newPassword(body: Record<string, unknown>): string {
    const next = str(body, 'password');
    check('password', next, NEW_PASSWORD_RULES.password);
    if (body.passwordConfirm !== undefined) {
      check('passwordConfirm', body.passwordConfirm, NEW_PASSWORD_RULES.passwordConfirm, { password: next });
    }
    return next;
  }

  const language = (value: unknown): Locale | null =>
    (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : null;

  return [
    {
      method: 'GET',
      pattern: /^\/my-profile$/,
      handler: async (req, res) => {
        const viewer = await requireViewer(req);
        const [user] = await db.select().from(users).where(eq(users.id, viewer.id));
        if (!user) throw new HttpError(401, 'UNAUTHENTICATED', 'Unknown user');
        sendJson(res, 200, { data: profileOf(user) });
      },
    },
    {
      method: 'PUT',
      pattern: /^\/my-profile$/,
      handler: async (req, res) => {
        const viewer = await requireViewer(req);
        const body = await readJson(req);
        if (body.email !== undefined && body.email !== viewer.email) {
          throw bad('email', { message: 'portal.profile.errors.emailReadOnly', args: {} });
        }
        const changes: Partial<Record<(typeof PROFILE_FIELDS)[number], string | null>> = {};
        for (const field of PROFILE_FIELDS) {
          const value = body[field];
          if (value === undefined) continue;
          if (value !== null && typeof value !== 'string')
            throw bad(field, { message: 'forms.validationMessages.text', args: {} });
          const trimmed = value === null ? '' : value.trim();
          check(field, trimmed, PROFILE_RULES[field]);
          changes[field] = trimmed === '' ? null : trimmed;
        }
        const [user] = Object.keys(changes).length
          ? await db
              .update(users)
              .set({ ...changes, updatedAt: new Date() })
              .where(eq(users.id, viewer.id))
              .returning()
          : await db.select().from(users).where(eq(users.id, viewer.id));
        if (!user) throw new HttpError(401, 'UNAUTHENTICATED', 'Unknown user');
        services.viewers.forget(viewer.id);
        sendJson(res, 200, { data: profileOf(user) });
      },
    },
    {
      method: 'POST',
      pattern: /^\/my-profile\/password\/check$/,
      handler: async (req, res) => {
        const viewer = await requireViewer(req);
        const body = await readJson(req);
        const current = str(body, 'currentPassword');
        check('currentPassword', current, [required, maxLength(1024)]);
        await verifyCurrent(req, viewer, current);
        sendJson(res, 200, { data: true });
      },
    },
    {
      method: 'PUT',
      pattern: /^\/my-profile\/password$/,
      handler: async (req, res) => {
        const viewer = await requireViewer(req);
        const body = await readJson(req);
        const current = str(body, 'currentPassword');
        check('currentPassword', current, [required, maxLength(1024)]);
        const next = newPassword(body);
        const entry = { userId: viewer.id, email: viewer.email, operation: 'passwordChanged' };
        await audited(db, req, entry, async () => {
          const user = await verifyCurrent(req, viewer, current);
          await db
            .update(users)
            .set({ passwordHash: await hashPassword(next), updatedAt: new Date() })
            .where(eq(users.id, user.id));
          // The user is logged out everywhere after a password change (seed 001 §2).
          await tokens.revokeAll(db, user.id);
        });
        // The old access tokens are refused here from now on, elsewhere on the notification.
        services.viewers.forget(viewer.id);
        sendJson(res, 200, { data: true });
      },
    },
    {
      method: 'POST',
      pattern: /^\/auth\/forgot-password$/,
      handler: async (req, res) => {
        const body = await readJson(req);
        const address = str(body, 'email').trim().toLowerCase();
        check('email', address, [required, emailRule, maxLength(EMAIL_MAX)]);
        const ip = clientIp(req);
        const wait = await forgotPerIp.attempt(ip);
        if (wait) throw rateLimited(wait);
        // Every address is counted, known or not: the same statements, the same time.
        const addressWait = await forgotPerAddress.attempt(address);
        const lang = language(body.lang);
        const user = await userByEmail(db, address);
        if (user && !addressWait) {
          // Not awaited: the answer must take as long for an unknown address as for a known one, and
          // must not depend on the SMTP server. A failure is logged; the user can ask again.
          void startPasswordReset(
            { db, mailer: services.mailer, publicUrl: services.config.publicUrl },
            user,
            lang,
          ).catch((e: Error) =>
            log.warn({ requestId: requestIdOf(req), err: e.message }, 'password reset mail failed'),
          );
        }
        sendJson(res, 200, { data: true });
      },
    },
    {
      method: 'POST',
      pattern: /^\/auth\/reset-password\/check$/,
      handler: async (req, res) => {
        const body = await readJson(req);
        const token = str(body, 'token');
        const ip = clientIp(req);
        // Counted before the lookup (parallel tries cannot slip under the limit); a valid link takes
        // its count back: only wrong links count.
        const wait = await resetPerIp.attempt(ip);
        if (wait) throw rateLimited(wait);
        const found = token.length <= RESET_TOKEN_MAX ? await peekPasswordReset(db, token) : null;
        if (!found) throw invalidLink();
        await resetPerIp.release(ip);
        sendJson(res, 200, { data: { email: found.email } });
      },
    },
    {
      method: 'POST',
      pattern: /^\/auth\/reset-password$/,
      handler: async (req, res) => {
        const body = await readJson(req);
        const token = str(body, 'token');
        const ip = clientIp(req);
        const wait = await resetPerIp.attempt(ip);
        if (wait) throw rateLimited(wait);
        if (!token) throw invalidLink();
        let email: string | null;
        try {
          // The token is looked up before the (slow) hashing, which runs in the bounded pool of
          // unauthenticated work (server/platform/passwords.ts).
          email = await completePasswordReset({ db, tokens }, token, newPassword(body));
        } catch (e) {
          // Not the link's fault (a weak password, a full pool): not counted.
          await resetPerIp.release(ip);
          if (e instanceof HashingBusy) throw rateLimited(e.retryAfter);
          throw e;
        }
        if (!email) throw invalidLink();
        await resetPerIp.release(ip);
        // Who was locked out by wrong passwords may log in with the new one at once.
        await signIn.resetAccount(email);
        const reset = await userByEmail(db, email);
        await auditRest(db, req, { userId: reset?.id, email, operation: 'passwordReset', outcome: 'ok' });
        sendJson(res, 200, { data: true });
      },
    },
  ];
}
