// Passkeys (WebAuthn) as the second kind of second factor (issue 38, docs/security.md "Second factor",
// D291–D293), with @simplewebauthn/server for the ceremonies. What it keeps and how:
// - the relying party is the server's public address (PUBLIC_URL): its host name is the RP ID, its
//   origin the only origin accepted in clientDataJSON;
// - a challenge is 32 random bytes, kept in passkey_challenges until its answer takes it with one
//   DELETE … RETURNING (single-use on every instance), for at most PASSKEY_CHALLENGE_MAX_AGE_S, bound
//   to its user and purpose and, for a sign-in or the enrolment a policy asks for after the password,
//   to the pending sign-in (the hash of the password step's challenge; the profile's registration is
//   bound to none); a user has at most one waiting per purpose;
// - a credential's public key (COSE) and signature counter; an assertion whose counter does not rise
//   (when the authenticator counts) is refused, and the counter is raised only if it is still the one
//   read (a clone racing the original loses on every instance).
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../platform/db/client';
import { passkeyChallenges, userPasskeys } from './table';

/** How long a WebAuthn challenge waits for its answer (the browser's own time-out is a little less). */
export const PASSKEY_CHALLENGE_MAX_AGE_S = 3 * 60;
const BROWSER_TIMEOUT_MS = 150_000;
/** The name browsers and authenticators show for the relying party. */
const RP_NAME = 'Hotspot Portal';
/** Bounds of what a browser's answer may hold (base64url strings). */
const MAX_ID = 1024;
const MAX_CLIENT_DATA = 4096;
const MAX_AUTHENTICATOR_DATA = 4096;
const MAX_SIGNATURE = 1024;
const MAX_ATTESTATION = 16_384;
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

export type ChallengePurpose = 'register' | 'authenticate';

/** The relying party of a public address: RP ID (its host name) and the one origin accepted. */
export function relyingParty(publicUrl: string): { rpID: string; origin: string } {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

export const hashBinding = (value: string) => createHash('sha256').update(value).digest('base64url');

// ---- challenges --------------------------------------------------------------------------------

async function newChallenge(
  db: Db,
  userId: string,
  purpose: ChallengePurpose,
  boundTo: string,
  now: number,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // One waiting challenge per user and purpose: asking again replaces it (and bounds the table).
    await tx
      .delete(passkeyChallenges)
      .where(and(eq(passkeyChallenges.userId, userId), eq(passkeyChallenges.purpose, purpose)));
    await tx.insert(passkeyChallenges).values({
      challenge,
      userId,
      purpose,
      boundTo,
      expiresAt: new Date(now + PASSKEY_CHALLENGE_MAX_AGE_S * 1000),
    });
  });
  return challenge;
}

/** Takes the challenge (once): true when it was waiting for this user, purpose and binding, unexpired. */
async function takeChallenge(
  db: Db,
  challenge: string,
  userId: string,
  purpose: ChallengePurpose,
  boundTo: string,
  now: number,
): Promise<boolean> {
  if (!challenge || challenge.length > 128) return false;
  const taken = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.userId, userId),
        eq(passkeyChallenges.purpose, purpose),
        eq(passkeyChallenges.boundTo, boundTo),
        gt(passkeyChallenges.expiresAt, new Date(now)),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return taken.length > 0;
}

/** Housekeeping: challenges nobody answered. */
export const purgeExpiredPasskeyChallenges = (db: Db, now = Date.now()) =>
  db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date(now)));

// ---- the browser's answers, checked for shape and size ------------------------------------------

const isStr = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const B64URL = /^[A-Za-z0-9_-]*$/;
const isB64 = (v: unknown, max: number): v is string => isStr(v, max) && B64URL.test(v);

/** The challenge the browser signed (from clientDataJSON), or null when it cannot be read. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const c = (data as { challenge?: unknown } | null)?.challenge;
    return typeof c === 'string' && c.length <= 128 ? c : null;
  } catch {
    return null;
  }
}

/** A registration answer of the right shape and size, else null. */
export function asRegistrationResponse(value: unknown): RegistrationResponseJSON | null {
  const v = value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const r = v.response as Record<string, unknown> | null;
  if (!isB64(v.id, MAX_ID) || v.rawId !== v.id || v.type !== 'public-key' || !r || typeof r !== 'object') return null;
  if (!isB64(r.clientDataJSON, MAX_CLIENT_DATA) || !isB64(r.attestationObject, MAX_ATTESTATION)) return null;
  const transports = Array.isArray(r.transports)
    ? (r.transports.filter((t) => typeof t === 'string' && TRANSPORTS.has(t)) as AuthenticatorTransport[])
    : [];
  return {
    id: v.id,
    rawId: v.id,
    type: 'public-key',
    response: { clientDataJSON: r.clientDataJSON, attestationObject: r.attestationObject, transports },
    clientExtensionResults: {},
  };
}

/** An authentication answer of the right shape and size, else null. */
export function asAuthenticationResponse(value: unknown): AuthenticationResponseJSON | null {
  const v = value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const r = v.response as Record<string, unknown> | null;
  if (!isB64(v.id, MAX_ID) || v.rawId !== v.id || v.type !== 'public-key' || !r || typeof r !== 'object') return null;
  if (
    !isB64(r.clientDataJSON, MAX_CLIENT_DATA) ||
    !isB64(r.authenticatorData, MAX_AUTHENTICATOR_DATA) ||
    !isB64(r.signature, MAX_SIGNATURE) ||
    (r.userHandle !== undefined && r.userHandle !== null && !isB64(r.userHandle, MAX_ID))
  )
    return null;
  return {
    id: v.id,
    rawId: v.id,
    type: 'public-key',
    response: {
      clientDataJSON: r.clientDataJSON,
      authenticatorData: r.authenticatorData,
      signature: r.signature,
      ...(typeof r.userHandle === 'string' ? { userHandle: r.userHandle } : {}),
    },
    clientExtensionResults: {},
  };
}

// ---- the user's passkeys -------------------------------------------------------------------------

export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  transports: string[];
}

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyInfo[]> {
  const rows = await db
    .select()
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .orderBy(asc(userPasskeys.createdAt), asc(userPasskeys.credentialId));
  return rows.map((r) => ({
    id: r.credentialId,
    name: r.name,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    transports: r.transports,
  }));
}

export async function passkeyCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userPasskeys).where(eq(userPasskeys.userId, userId));
  return Number(row?.n ?? 0);
}

/** Removes one passkey of the user; false when the user has none of that id. */
export async function removePasskey(db: Db, userId: string, credentialId: string): Promise<boolean> {
  const gone = await db
    .delete(userPasskeys)
    .where(and(eq(userPasskeys.userId, userId), eq(userPasskeys.credentialId, credentialId)))
    .returning({ id: userPasskeys.credentialId });
  return gone.length > 0;
}

// ---- registration ----------------------------------------------------------------------------

/** What a registration's challenge is bound to: the pending sign-in (its hash), or none (the profile). */
const registrationBinding = (binding: string) => (binding ? hashBinding(binding) : '');

/**
 * The options of a registration: on the profile (`binding` empty), or in the enrolment a policy asks
 * for after the password (`binding`: the pending sign-in's challenge, D320).
 */
export async function registrationOptions(
  db: Db,
  publicUrl: string,
  user: { id: string; email: string; displayName: string },
  binding = '',
  now = Date.now(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID } = relyingParty(publicUrl);
  const existing = await db
    .select({ id: userPasskeys.credentialId, transports: userPasskeys.transports })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, user.id));
  const challenge = await newChallenge(db, user.id, 'register', registrationBinding(binding), now);
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userDisplayName: user.displayName || user.email,
    userID: new TextEncoder().encode(user.id),
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: BROWSER_TIMEOUT_MS,
    attestationType: 'none',
    // The same authenticator twice is one factor, not two.
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

export type PasskeyRefusal = 'challenge' | 'invalid' | 'duplicate' | 'counter';

/**
 * Verifies a registration answer and stores the passkey: its info, or why it was refused. `binding` as
 * the options were given (`registrationOptions`): a challenge of the profile is no enrolment's, and
 * the reverse.
 */
export async function registerPasskey(
  db: Db,
  publicUrl: string,
  userId: string,
  name: string,
  response: RegistrationResponseJSON,
  binding = '',
  now = Date.now(),
): Promise<PasskeyInfo | PasskeyRefusal> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(db, challenge, userId, 'register', registrationBinding(binding), now)))
    return 'challenge';
  const { rpID, origin } = relyingParty(publicUrl);
  let info;
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!verified.verified) return 'invalid';
    info = verified.registrationInfo;
  } catch {
    return 'invalid';
  }
  const transports = (response.response.transports ?? []).filter((t) => TRANSPORTS.has(t));
  const inserted = await db
    .insert(userPasskeys)
    .values({
      credentialId: info.credential.id,
      userId,
      publicKey: info.credential.publicKey,
      signCount: info.credential.counter,
      transports,
      name,
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0];
  if (!row) return 'duplicate';
  return { id: row.credentialId, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null, transports };
}

// ---- authentication ------------------------------------------------------------------------------

/** The options of a sign-in's passkey step, bound to the pending sign-in (`binding`). */
export async function authenticationOptions(
  db: Db,
  publicUrl: string,
  userId: string,
  binding: string,
  now = Date.now(),
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const mine = await db
    .select({ id: userPasskeys.credentialId, transports: userPasskeys.transports })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId));
  if (!mine.length) return null;
  const challenge = await newChallenge(db, userId, 'authenticate', hashBinding(binding), now);
  return generateAuthenticationOptions({
    rpID: relyingParty(publicUrl).rpID,
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: BROWSER_TIMEOUT_MS,
    allowCredentials: mine.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransport[] })),
    userVerification: 'preferred',
  });
}

/** Verifies a sign-in's assertion: 'ok' (counter raised, last use noted) or why it was refused. */
export async function verifyPasskey(
  db: Db,
  publicUrl: string,
  userId: string,
  binding: string,
  response: AuthenticationResponseJSON,
  now = Date.now(),
): Promise<'ok' | PasskeyRefusal> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(db, challenge, userId, 'authenticate', hashBinding(binding), now)))
    return 'challenge';
  const [row] = await db
    .select()
    .from(userPasskeys)
    .where(and(eq(userPasskeys.userId, userId), eq(userPasskeys.credentialId, response.id)));
  if (!row) return 'invalid';
  const { rpID, origin } = relyingParty(publicUrl);
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
      credential: {
        id: row.credentialId,
        publicKey: new Uint8Array(row.publicKey),
        counter: row.signCount,
        transports: row.transports as AuthenticatorTransport[],
      },
    });
    if (!verified.verified) return 'invalid';
    newCounter = verified.authenticationInfo.newCounter;
  } catch (error) {
    // The library refuses a counter that did not rise with this message (a cloned authenticator).
    return error instanceof Error && /counter/i.test(error.message) ? 'counter' : 'invalid';
  }
  const raised = await db
    .update(userPasskeys)
    .set({ signCount: newCounter, lastUsedAt: new Date(now) })
    .where(
      and(
        eq(userPasskeys.userId, userId),
        eq(userPasskeys.credentialId, row.credentialId),
        eq(userPasskeys.signCount, row.signCount),
      ),
    )
    .returning({ id: userPasskeys.credentialId });
  return raised.length ? 'ok' : 'counter';
}
