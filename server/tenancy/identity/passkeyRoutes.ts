// REST of the passkeys (issue 38, docs/security.md "Second factor", D291–D293):
//   POST   /auth/authorize/passkey/options   { challenge } → WebAuthn request options (bound to this sign-in)
//   POST   /auth/authorize/passkey           { challenge, response } → the tokens
//   POST   /auth/second-factor/enrol/passkey/options  { challenge } → WebAuthn creation options (the
//          enrolment a policy asks for after the password, bound to this sign-in; D320)
//   POST   /auth/second-factor/enrol/passkey  { challenge, name, response } → { recoveryCodes, accessToken, refreshToken }
//   GET    /my-profile/passkeys              → [{ id, name, createdAt, lastUsedAt, transports }]
//   POST   /my-profile/passkeys/options      → WebAuthn creation options
//   POST   /my-profile/passkeys              { name, response } → { passkey, recoveryCodes? } (codes: the first factor)
//   DELETE /my-profile/passkeys/:id          → true
// The assertion of a sign-in counts on the sign-in throttle exactly as a TOTP code does (the same
// `challenged` step); a registration's answer counts as a code confirming a TOTP enrolment (on the
// profile and in the enrolment after the password alike).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { PASSKEYS_MAX, validatePasskeyName } from '../../../src/domain/passkey';
import type { Services, Viewer } from '../../platform/context';
import { HttpError, clientIp, readJson, sendJson, type Route } from '../../platform/http';
import { auditRest } from '../audit/rest';
import { requireRestViewer } from './restViewer';
import { users } from './table';
import type { SignInThrottle } from './throttle';
import type { TokenPair } from './tokens';
import {
  asAuthenticationResponse,
  asRegistrationResponse,
  authenticationOptions,
  listPasskeys,
  passkeyCount,
  registerPasskey,
  registrationOptions,
  removePasskey,
  verifyPasskey,
  type PasskeyRefusal,
} from './passkeys';
import {
  forgetRecoveryCodesWithoutFactor,
  hasFactor,
  readChallenge,
  recoveryCodesForFirstPasskey,
  secondFactorState,
  type ChallengePurpose,
} from './secondFactor';

type User = typeof users.$inferSelect;

/** What the second-factor routes lend the passkey routes: the same steps, the same throttle. */
export interface SecondStepParts {
  challenged(
    req: IncomingMessage,
    body: Record<string, unknown>,
    purpose: ChallengePurpose,
  ): Promise<{ user: User; ip: string }>;
  finish(req: IncomingMessage, user: User, operation?: string): Promise<TokenPair>;
  required(userId: string): Promise<boolean>;
  rateLimited(retryAfter: number): HttpError;
  challengeExpired(): HttpError;
  inputError(field: string, i18n: string): HttpError;
}

/** A passkey's answer refused: PASSKEY_REFUSED on the field `response`, with why (`reason`). */
const passkeyRefused = (reason: PasskeyRefusal) =>
  new HttpError(400, 'PASSKEY_REFUSED', 'The passkey was not accepted', {
    field: 'response',
    reason: reason.toUpperCase(),
    i18n: 'login.secondFactor.passkeyRefused',
  });

const str = (body: Record<string, unknown>, key: string): string => {
  const v = body[key];
  return typeof v === 'string' ? v : '';
};

export function passkeyRoutes(services: Services, signIn: SignInThrottle, parts: SecondStepParts): Route[] {
  const { db, config } = services;
  const requireStaff = async (req: IncomingMessage): Promise<Viewer> => {
    const viewer = await requireRestViewer(services, req);
    if (viewer.apiKey) throw new HttpError(403, 'FORBIDDEN', 'Not for API keys');
    return viewer;
  };
  const badResponse = () => parts.inputError('response', 'login.secondFactor.passkeyRefused');
  /**
   * The user of a valid second-step challenge, not counted on the throttle (asking for options proves
   * nothing); throws when it expired or a password change since ended it.
   */
  const pendingUser = async (challenge: string, purpose: ChallengePurpose): Promise<User> => {
    const read = await readChallenge(services.tokenSecret, challenge, purpose);
    if (!read) throw parts.challengeExpired();
    const [user] = await db.select().from(users).where(eq(users.id, read.userId));
    if (!user || user.tokenVersion !== read.tokenVersion) throw parts.challengeExpired();
    return user;
  };
  /** The enrolment after the password is for a user without a factor: one set up since ends it. */
  const enrolling = async (user: User) => {
    if (hasFactor(await secondFactorState(db, user.id))) throw parts.challengeExpired();
  };

  return [
    {
      method: 'POST',
      pattern: /^\/auth\/authorize\/passkey\/options$/,
      handler: async (req, res) => {
        const body = await readJson(req);
        const challenge = str(body, 'challenge');
        const user = await pendingUser(challenge, 'totp');
        const options = await authenticationOptions(db, config.publicUrl, user.id, challenge);
        if (!options) throw parts.challengeExpired();
        sendJson(res, 200, { data: options });
      },
    },
    {
      method: 'POST',
      pattern: /^\/auth\/authorize\/passkey$/,
      handler: async (req, res) => {
        const body = await readJson(req, { max: 64 * 1024 });
        const response = asAuthenticationResponse(body.response);
        if (!response) throw badResponse();
        const { user, ip } = await parts.challenged(req, body, 'totp');
        const checked = await verifyPasskey(db, config.publicUrl, user.id, str(body, 'challenge'), response);
        if (checked !== 'ok') {
          await auditRest(db, req, {
            userId: user.id,
            email: user.email,
            operation: 'signInFailed',
            outcome: 'PASSKEY_REFUSED',
          });
          throw passkeyRefused(checked);
        }
        await signIn.succeeded(ip, user.email);
        sendJson(res, 200, { data: await parts.finish(req, user, 'signInPasskey') });
      },
    },
    {
      method: 'POST',
      pattern: /^\/auth\/second-factor\/enrol\/passkey\/options$/,
      handler: async (req, res) => {
        const body = await readJson(req);
        const challenge = str(body, 'challenge');
        const user = await pendingUser(challenge, 'enrol');
        await enrolling(user);
        const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ');
        sendJson(res, 200, {
          data: await registrationOptions(
            db,
            config.publicUrl,
            { id: user.id, email: user.email, displayName },
            challenge,
          ),
        });
      },
    },
    {
      method: 'POST',
      pattern: /^\/auth\/second-factor\/enrol\/passkey$/,
      handler: async (req, res) => {
        const body = await readJson(req, { max: 64 * 1024 });
        const name = passkeyName(body);
        const response = asRegistrationResponse(body.response);
        if (!response) throw badResponse();
        // Counted on the throttle as the code confirming a TOTP enrolment is.
        const { user, ip } = await parts.challenged(req, body, 'enrol');
        await enrolling(user);
        const registered = await registerPasskey(db, config.publicUrl, user.id, name, response, str(body, 'challenge'));
        if (registered === 'duplicate') throw duplicate();
        if (typeof registered === 'string') {
          await auditRest(db, req, {
            userId: user.id,
            email: user.email,
            operation: 'signInFailed',
            outcome: 'PASSKEY_REFUSED',
          });
          throw passkeyRefused(registered);
        }
        await signIn.succeeded(ip, user.email);
        const recoveryCodes = await recoveryCodesForFirstPasskey(db, user.id);
        services.viewers.forget(user.id);
        await auditRest(db, req, { userId: user.id, email: user.email, operation: 'passkeyRegistered', outcome: 'ok' });
        // The sign-in is complete, as after the TOTP enrolment's first code.
        const pair = await parts.finish(req, user);
        sendJson(res, 200, { data: { ...(recoveryCodes ? { recoveryCodes } : {}), ...pair } });
      },
    },
    {
      method: 'GET',
      pattern: /^\/my-profile\/passkeys$/,
      handler: async (req, res) => {
        const viewer = await requireStaff(req);
        sendJson(res, 200, { data: await listPasskeys(db, viewer.id) });
      },
    },
    {
      method: 'POST',
      pattern: /^\/my-profile\/passkeys\/options$/,
      handler: async (req, res) => {
        const viewer = await requireStaff(req);
        if ((await passkeyCount(db, viewer.id)) >= PASSKEYS_MAX) throw tooMany();
        const displayName = [viewer.firstName, viewer.lastName].filter(Boolean).join(' ');
        sendJson(res, 200, {
          data: await registrationOptions(db, config.publicUrl, { id: viewer.id, email: viewer.email, displayName }),
        });
      },
    },
    {
      method: 'POST',
      pattern: /^\/my-profile\/passkeys$/,
      handler: async (req, res) => {
        const viewer = await requireStaff(req);
        const body = await readJson(req, { max: 64 * 1024 });
        const name = passkeyName(body);
        const response = asRegistrationResponse(body.response);
        if (!response) throw badResponse();
        if ((await passkeyCount(db, viewer.id)) >= PASSKEYS_MAX) throw tooMany();
        const ip = clientIp(req);
        const retryAfter = await signIn.attempt(ip, viewer.email);
        if (retryAfter) throw parts.rateLimited(retryAfter);
        const registered = await registerPasskey(db, config.publicUrl, viewer.id, name, response);
        if (registered === 'duplicate') throw duplicate();
        if (typeof registered === 'string') throw passkeyRefused(registered);
        await signIn.succeeded(ip, viewer.email);
        const recoveryCodes = await recoveryCodesForFirstPasskey(db, viewer.id);
        services.viewers.forget(viewer.id);
        await auditRest(db, req, {
          userId: viewer.id,
          email: viewer.email,
          operation: 'passkeyRegistered',
          outcome: 'ok',
        });
        sendJson(res, 200, { data: { passkey: registered, ...(recoveryCodes ? { recoveryCodes } : {}) } });
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/my-profile\/passkeys\/(?<id>[A-Za-z0-9_-]{1,1024})$/,
      handler: (req, res, params) => remove(req, res, params.id ?? ''),
    },
  ];

  async function remove(req: IncomingMessage, res: ServerResponse, id: string) {
    const viewer = await requireStaff(req);
    const state = await secondFactorState(db, viewer.id);
    // The last factor of an account that must have one stays (as TOTP cannot be switched off then).
    if (!state.enabled && state.passkeys <= 1 && (await parts.required(viewer.id)))
      throw new HttpError(403, 'FORBIDDEN', 'The second factor is required for this account', {
        i18n: 'portal.profile.secondFactor.requiredCannotDisable',
      });
    if (!(await removePasskey(db, viewer.id, id)))
      throw new HttpError(404, 'NOT_FOUND', 'Passkey not found', { field: 'id' });
    await forgetRecoveryCodesWithoutFactor(db, viewer.id);
    services.viewers.forget(viewer.id);
    await auditRest(db, req, { userId: viewer.id, email: viewer.email, operation: 'passkeyRemoved', outcome: 'ok' });
    sendJson(res, 200, { data: true });
  }
}

/** The name of a passkey to register (trimmed), by the domain's rule; BAD_USER_INPUT on `name` otherwise. */
function passkeyName(body: Record<string, unknown>): string {
  const name = str(body, 'name').trim();
  const invalid = validatePasskeyName(typeof body.name === 'string' ? name : body.name);
  if (invalid)
    throw new HttpError(400, 'BAD_USER_INPUT', 'Invalid value for name', {
      field: 'name',
      i18n: invalid.message,
      args: invalid.args,
    });
  return name;
}

const duplicate = () =>
  new HttpError(409, 'CONFLICT', 'This passkey is registered already', {
    field: 'response',
    i18n: 'portal.profile.passkeys.duplicate',
  });

const tooMany = () =>
  new HttpError(409, 'CONFLICT', 'Too many passkeys', {
    field: 'name',
    i18n: 'portal.profile.passkeys.tooMany',
    args: { max: PASSKEYS_MAX },
  });
