// REST of the second factor (issue 38, docs/security.md "Second factor"):
//   POST /auth/authorize/second-factor        { challenge, code | recoveryCode } → the tokens
//   POST /auth/second-factor/enrol            { challenge } → { secret, otpauthUri } (the policy asks for a factor)
//   POST /auth/second-factor/enrol/confirm    { challenge, code } → { recoveryCodes, accessToken, refreshToken }
//   GET  /my-profile/second-factor            → { enabled, recoveryCodesLeft, required }
//   POST /my-profile/second-factor/enrol      → { secret, otpauthUri } (pending until confirmed)
//   POST /my-profile/second-factor/confirm    { code } → { recoveryCodes } (shown once)
//   POST /my-profile/second-factor/disable    { code } or { password }
// and, in ./passkeyRoutes.ts, the passkeys (WebAuthn) of the second step and of the profile.
// Every code, recovery code and password given here counts on the sign-in throttle of the account
// (./throttle.ts) as a password would; a right one takes its count back.
import type { IncomingMessage } from 'node:http';
import { passkeyRoutes } from './passkeyRoutes';
import { eq } from 'drizzle-orm';
import { users } from './table';
import type { SignInThrottle } from './throttle';
import type { Services, Viewer } from '../../platform/context';
import { DUMMY_HASH, verifyPassword } from '../../platform/passwords';
import { HttpError, clientIp, readJson, sendJson, type Route } from '../../platform/http';
import { auditRest } from '../audit/rest';
import { requireRestViewer } from './restViewer';
import { tokensOf } from './viewer';
import { base32Encode, otpauthUri } from './totp';
import {
  CODE_INPUT_MAX,
  acceptTotp,
  confirmEnrolment,
  disableSecondFactor,
  hasFactor,
  readChallenge,
  secondFactorRequired,
  secondFactorState,
  signChallenge,
  spendRecoveryCode,
  startEnrolment,
  type ChallengePurpose,
  type CodeCheck,
} from './secondFactor';

type User = typeof users.$inferSelect;

/** The name authenticator apps show above the code. */
const ISSUER = 'Hotspot Portal';

const str = (body: Record<string, unknown>, key: string): string => {
  const v = body[key];
  return typeof v === 'string' ? v : '';
};

const inputError = (field: string, i18n: string) =>
  new HttpError(400, 'BAD_USER_INPUT', 'Invalid input', { field, i18n });

const rateLimited = (retryAfter: number) =>
  new HttpError(429, 'RATE_LIMITED', 'Too many failed logins, try again later', { retryAfter });

/**
 * A code refused: WRONG_CODE, or CODE_USED (right, but accepted before: the app's next code is needed).
 * Both name the field and the message key.
 */
const codeError = (checked: Exclude<CodeCheck, 'ok'>, field = 'code') =>
  checked === 'used'
    ? new HttpError(400, 'CODE_USED', 'Code already used', { field, i18n: 'login.secondFactor.usedCode' })
    : new HttpError(400, 'WRONG_CODE', 'Wrong code', { field, i18n: 'login.secondFactor.wrongCode' });

const challengeExpired = () =>
  new HttpError(401, 'UNAUTHENTICATED', 'Sign-in step expired, sign in again', {
    field: 'challenge',
    i18n: 'login.secondFactor.expired',
  });

function codeInput(body: Record<string, unknown>, key: string): string {
  const value = str(body, key).trim();
  if (!value) throw inputError(key, 'forms.validationMessages.required');
  if (value.length > CODE_INPUT_MAX) throw inputError(key, 'login.secondFactor.wrongCode');
  return value;
}

/** The kinds of second factor a user may answer the second step with. */
export type SecondFactorMethod = 'totp' | 'passkey';

/**
 * What POST /auth/authorize answers after a right password when a second step follows: `totp` (the
 * challenge's purpose: give a second factor; its `methods` say which the account has, D291) or
 * `enrol`.
 */
export interface SecondStep {
  secondFactor: ChallengePurpose;
  challenge: string;
  methods?: SecondFactorMethod[];
}

export function secondFactorRoutes(services: Services, signIn: SignInThrottle) {
  const { db, config } = services;
  const tokens = tokensOf(services);
  const requireViewer = (req: IncomingMessage): Promise<Viewer> => requireRestViewer(services, req);
  const required = (userId: string) => secondFactorRequired(db, userId, config.secondFactorForStaff);

  /** After a right password: the step that follows, or null when the tokens may be issued now. */
  async function nextStep(user: User): Promise<SecondStep | null> {
    const state = await secondFactorState(db, user.id);
    const purpose: ChallengePurpose | null = hasFactor(state) ? 'totp' : (await required(user.id)) ? 'enrol' : null;
    if (!purpose) return null;
    const challenge = await signChallenge(services.tokenSecret, user, purpose);
    if (purpose === 'enrol') return { secondFactor: purpose, challenge };
    const methods: SecondFactorMethod[] = [];
    if (state.passkeys > 0) methods.push('passkey');
    if (state.enabled) methods.push('totp');
    return { secondFactor: purpose, challenge, methods };
  }

  /** The sign-in is complete: audit entry, last sign-in, tokens. */
  async function finish(req: IncomingMessage, user: User, operation = 'signIn') {
    await auditRest(db, req, {
      userId: user.id,
      email: user.email,
      customerId: user.homeCustomerId,
      operation,
      outcome: 'ok',
    });
    // The members list's "last sign-in" (issue 38).
    await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
    return tokens.issue(db, user, undefined, req.headers['user-agent']);
  }

  /** The user of a valid challenge, counted on the throttle of their account; throws otherwise. */
  async function challenged(req: IncomingMessage, body: Record<string, unknown>, purpose: ChallengePurpose) {
    const read = await readChallenge(services.tokenSecret, str(body, 'challenge'), purpose);
    if (!read) throw challengeExpired();
    const [user] = await db.select().from(users).where(eq(users.id, read.userId));
    // A password change or reset since the password step ends the challenge.
    if (!user || user.tokenVersion !== read.tokenVersion) throw challengeExpired();
    const ip = clientIp(req);
    const retryAfter = await signIn.attempt(ip, user.email);
    if (retryAfter) {
      await auditRest(db, req, {
        userId: user.id,
        email: user.email,
        operation: 'signInFailed',
        outcome: 'RATE_LIMITED',
      });
      throw rateLimited(retryAfter);
    }
    return { user, ip };
  }

  async function refused(
    req: IncomingMessage,
    user: { id: string; email: string },
    checked: Exclude<CodeCheck, 'ok'>,
    field = 'code',
  ) {
    await auditRest(db, req, { userId: user.id, email: user.email, operation: 'signInFailed', outcome: 'WRONG_CODE' });
    return codeError(checked, field);
  }

  function enrolment(secret: Buffer, email: string) {
    return { secret: base32Encode(secret), otpauthUri: otpauthUri(secret, email, ISSUER) };
  }

  const routes: Route[] = [
    {
      method: 'POST',
      pattern: /^\/auth\/authorize\/second-factor$/,
      handler: async (req, res) => {
        const body = await readJson(req);
        const recovery = body.recoveryCode !== undefined;
        const code = codeInput(body, recovery ? 'recoveryCode' : 'code');
        const { user, ip } = await challenged(req, body, 'totp');
        // A recovery code stands in for either kind of factor; a code needs TOTP.
        const state = await secondFactorState(db, user.id);
        if (recovery ? !hasFactor(state) : !state.enabled) throw challengeExpired();
        const checked = recovery ? await spendRecoveryCode(db, user.id, code) : await acceptTotp(db, user.id, code);
        if (checked !== 'ok') throw await refused(req, user, checked, recovery ? 'recoveryCode' : 'code');
        await signIn.succeeded(ip, user.email);
        sendJson(res, 200, { data: await finish(req, user, recovery ? 'signInRecoveryCode' : 'signIn') });
      },
    },
    {
      method: 'POST',
      pattern: /^\/auth\/second-factor\/enrol$/,
      handler: async (req, res) => {
        const body = await readJson(req);
        const read = await readChallenge(services.tokenSecret, str(body, 'challenge'), 'enrol');
        if (!read) throw challengeExpired();
        const [user] = await db.select().from(users).where(eq(users.id, read.userId));
        if (!user || user.tokenVersion !== read.tokenVersion) throw challengeExpired();
        const secret = await startEnrolment(db, user.id);
        if (!secret) throw challengeExpired();
        sendJson(res, 200, { data: enrolment(secret, user.email) });
      },
    },
    {
      method: 'POST',
      pattern: /^\/auth\/second-factor\/enrol\/confirm$/,
      handler: async (req, res) => {
        const body = await readJson(req);
        const code = codeInput(body, 'code');
        const { user, ip } = await challenged(req, body, 'enrol');
        const confirmed = await confirmEnrolment(db, user.id, code);
        if (confirmed === null) throw challengeExpired();
        if (typeof confirmed === 'string') throw await refused(req, user, confirmed);
        await signIn.succeeded(ip, user.email);
        await auditRest(db, req, {
          userId: user.id,
          email: user.email,
          operation: 'secondFactorEnabled',
          outcome: 'ok',
        });
        const pair = await finish(req, user);
        sendJson(res, 200, { data: { recoveryCodes: confirmed.recoveryCodes, ...pair } });
      },
    },
    {
      method: 'GET',
      pattern: /^\/my-profile\/second-factor$/,
      handler: async (req, res) => {
        const viewer = await requireViewer(req);
        if (viewer.apiKey) throw new HttpError(403, 'FORBIDDEN', 'Not for API keys');
        const state = await secondFactorState(db, viewer.id);
        sendJson(res, 200, { data: { ...state, required: await required(viewer.id) } });
      },
    },
    {
      method: 'POST',
      pattern: /^\/my-profile\/second-factor\/enrol$/,
      handler: async (req, res) => {
        const viewer = await requireViewer(req);
        if (viewer.apiKey) throw new HttpError(403, 'FORBIDDEN', 'Not for API keys');
        const secret = await startEnrolment(db, viewer.id);
        if (!secret)
          throw new HttpError(409, 'CONFLICT', 'The second factor is on already', {
            i18n: 'portal.profile.secondFactor.alreadyOn',
          });
        sendJson(res, 200, { data: enrolment(secret, viewer.email) });
      },
    },
    {
      method: 'POST',
      pattern: /^\/my-profile\/second-factor\/confirm$/,
      handler: async (req, res) => {
        const viewer = await requireViewer(req);
        if (viewer.apiKey) throw new HttpError(403, 'FORBIDDEN', 'Not for API keys');
        const body = await readJson(req);
        const code = codeInput(body, 'code');
        const ip = clientIp(req);
        const retryAfter = await signIn.attempt(ip, viewer.email);
        if (retryAfter) throw rateLimited(retryAfter);
        const confirmed = await confirmEnrolment(db, viewer.id, code);
        if (confirmed === null)
          throw new HttpError(409, 'CONFLICT', 'No enrolment is pending', {
            i18n: 'portal.profile.secondFactor.notPending',
          });
        if (typeof confirmed === 'string') throw codeError(confirmed);
        await signIn.succeeded(ip, viewer.email);
        await auditRest(db, req, {
          userId: viewer.id,
          email: viewer.email,
          operation: 'secondFactorEnabled',
          outcome: 'ok',
        });
        sendJson(res, 200, { data: { recoveryCodes: confirmed.recoveryCodes } });
      },
    },
    {
      method: 'POST',
      pattern: /^\/my-profile\/second-factor\/disable$/,
      handler: async (req, res) => {
        const viewer = await requireViewer(req);
        if (viewer.apiKey) throw new HttpError(403, 'FORBIDDEN', 'Not for API keys');
        const body = await readJson(req);
        const byPassword = body.password !== undefined;
        const given = byPassword ? str(body, 'password') : codeInput(body, 'code');
        if (!given) throw inputError('password', 'forms.validationMessages.required');
        if (given.length > 1024) throw inputError('password', 'messages.profile.wrongPassword');
        // With a passkey left the account keeps a factor (D291).
        if ((await required(viewer.id)) && !(await secondFactorState(db, viewer.id)).passkeys)
          throw new HttpError(403, 'FORBIDDEN', 'The second factor is required for this account', {
            i18n: 'portal.profile.secondFactor.requiredCannotDisable',
          });
        const ip = clientIp(req);
        const retryAfter = await signIn.attempt(ip, viewer.email);
        if (retryAfter) throw rateLimited(retryAfter);
        if (byPassword) {
          const [user] = await db.select().from(users).where(eq(users.id, viewer.id));
          if (!(await verifyPassword(given, user?.passwordHash ?? DUMMY_HASH)) || !user)
            throw new HttpError(400, 'WRONG_PASSWORD', 'The current password is wrong', {
              field: 'password',
              i18n: 'messages.profile.wrongPassword',
            });
        } else {
          if (!(await secondFactorState(db, viewer.id)).enabled) throw codeError('wrong');
          const checked = await acceptTotp(db, viewer.id, given);
          if (checked !== 'ok') throw codeError(checked);
        }
        await signIn.succeeded(ip, viewer.email);
        await disableSecondFactor(db, viewer.id);
        await auditRest(db, req, {
          userId: viewer.id,
          email: viewer.email,
          operation: 'secondFactorDisabled',
          outcome: 'ok',
        });
        sendJson(res, 200, { data: true });
      },
    },
    ...passkeyRoutes(services, signIn, { challenged, finish, required, rateLimited, challengeExpired, inputError }),
  ];
  return { routes, nextStep, finish };
}
