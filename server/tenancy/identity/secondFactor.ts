// The second factor of staff (issue 38, docs/security.md "Second factor"): TOTP (./totp.ts) with
// one-time recovery codes. What it keeps and how:
// - the TOTP secret encrypted with AES-256-GCM under a key derived from an installation secret
//   (settings, platform/secrets.ts), shown only while the enrolment waits for its first code;
// - the last time step accepted, raised in the statement that accepts a code, so a code (and every
//   earlier one) is accepted once, on every instance;
// - recovery codes as SHA-256 hashes (10 random characters each: 50 bits, tried under the sign-in
//   throttle), spent by one UPDATE … WHERE used_at IS NULL;
// - the challenge between the password and the code: a JWT of its own issuer and key (never an access
//   token), 5 minutes, bound to the user's token version (a password change ends it).
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { ALL_CUSTOMERS } from '../../../src/domain/acl';
import type { Db, Tx } from '../../platform/db/client';
import { cachedSecret } from '../../platform/secrets';
import { matchTotp, newTotpSecret } from './totp';
import { userGrants, userPasskeys, userRecoveryCodes, userTotp } from './table';
import { customers } from '../customer/table';

/** How long the step between password and code may take. */
export const CHALLENGE_MAX_AGE_S = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;
/** Characters of a recovery code (shown as two groups of five). */
const RECOVERY_CODE_LENGTH = 10;
/** Without 0/O, 1/I/L: read off paper without doubt. 32 symbols, 5 bits each. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The longest code or recovery code read from a request. */
export const CODE_INPUT_MAX = 32;

const CHALLENGE_ISSUER = 'hotspot-portal/second-factor';
const SECRET_KEY_NAME = 'second-factor-key';

/** What a challenge lets its holder do next: give a code, or enrol first (the policy asks for one). */
export type ChallengePurpose = 'totp' | 'enrol';

// ---- the secret at rest ----------------------------------------------------------------------

async function secretKey(db: Db): Promise<Buffer> {
  return createHash('sha256')
    .update(await cachedSecret(db, SECRET_KEY_NAME))
    .digest();
}

async function encryptSecret(db: Db, secret: Buffer, userId: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await secretKey(db), iv);
  // The user id as associated data: a secret copied to another user's row does not decrypt.
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(secret), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

async function decryptSecret(db: Db, stored: string, userId: string): Promise<Buffer | null> {
  if (!stored.startsWith('v1.')) return null;
  const raw = Buffer.from(stored.slice(3), 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', await secretKey(db), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
  } catch {
    return null;
  }
}

// ---- challenges --------------------------------------------------------------------------------

const challengeKey = (tokenSecret: string) => createHmac('sha256', tokenSecret).update(CHALLENGE_ISSUER).digest();

export async function signChallenge(
  tokenSecret: string,
  user: { id: string; tokenVersion: number },
  purpose: ChallengePurpose,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return (
    new SignJWT({ tv: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(CHALLENGE_ISSUER)
      .setAudience(purpose)
      .setSubject(user.id)
      // Unique per sign-in: a passkey's challenge is bound to it (D292), two in one second included.
      .setJti(randomBytes(16).toString('base64url'))
      .setIssuedAt(iat)
      .setExpirationTime(iat + CHALLENGE_MAX_AGE_S)
      .sign(challengeKey(tokenSecret))
  );
}

/** The user and token version of a valid challenge for `purpose`, else null (expired, forged, other purpose). */
export async function readChallenge(
  tokenSecret: string,
  challenge: string,
  purpose: ChallengePurpose,
  now = Date.now(),
): Promise<{ userId: string; tokenVersion: number } | null> {
  if (!challenge || challenge.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(challenge, challengeKey(tokenSecret), {
      issuer: CHALLENGE_ISSUER,
      audience: purpose,
      algorithms: ['HS256'],
      currentDate: new Date(now),
    });
    if (!payload.sub || !Number.isSafeInteger(payload.tv)) return null;
    return { userId: payload.sub, tokenVersion: payload.tv as number };
  } catch {
    return null;
  }
}

// ---- state -------------------------------------------------------------------------------------

export interface SecondFactorState {
  /** A confirmed TOTP factor. */
  enabled: boolean;
  /** Registered passkeys (./passkeys.ts): each is a second factor too (D291). */
  passkeys: number;
  /** Unused recovery codes. */
  recoveryCodesLeft: number;
}

/** Whether the user has a second factor of either kind. */
export const hasFactor = (state: SecondFactorState): boolean => state.enabled || state.passkeys > 0;

export async function secondFactorState(db: Db, userId: string): Promise<SecondFactorState> {
  const [row] = await db
    .select({ confirmedAt: userTotp.confirmedAt })
    .from(userTotp)
    .where(eq(userTotp.userId, userId));
  const [keys] = await db.select({ n: count() }).from(userPasskeys).where(eq(userPasskeys.userId, userId));
  const enabled = Boolean(row?.confirmedAt);
  const passkeys = Number(keys?.n ?? 0);
  if (!enabled && !passkeys) return { enabled: false, passkeys: 0, recoveryCodesLeft: 0 };
  const [left] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return { enabled, passkeys, recoveryCodesLeft: Number(left?.n ?? 0) };
}

/**
 * Whether the user must use a second factor: the installation's policy (SECOND_FACTOR_FOR_STAFF) for
 * operators (a grant on every customer) and partner staff (the partner role on some customer), and a
 * customer's own requirement (`customers.second_factor_required`, D287) for every user holding a grant
 * naming that customer.
 */
export async function secondFactorRequired(db: Db, userId: string, forStaff: boolean): Promise<boolean> {
  const grants = await grantsWithRequirement(db, userId);
  return grants.some(
    (g) =>
      (g.required && (g.roles.length > 0 || g.permissions.length > 0)) ||
      (forStaff && g.roles.length > 0 && (g.customerKey === ALL_CUSTOMERS || g.roles.includes('partner'))),
  );
}

/** The user's grants, each with whether its customer requires a second factor of its members. */
export async function grantsWithRequirement(db: Db, userId: string) {
  const rows = await db
    .select({
      customerKey: userGrants.customerKey,
      roles: userGrants.roles,
      permissions: userGrants.permissions,
      required: customers.secondFactorRequired,
      company: customers.company,
    })
    .from(userGrants)
    .leftJoin(customers, eq(customers.customerId, userGrants.customerKey))
    .where(eq(userGrants.userId, userId));
  return rows.map((r) => ({ ...r, required: r.required === true }));
}

// ---- enrolment ---------------------------------------------------------------------------------

/**
 * Starts (or restarts) an enrolment: a new secret, pending until confirmed. Null when the user already
 * has a confirmed factor (it must be disabled first; its secret is never shown again).
 */
export async function startEnrolment(db: Db, userId: string): Promise<Buffer | null> {
  const secret = newTotpSecret();
  const secretEnc = await encryptSecret(db, secret, userId);
  const rows = await db
    .insert(userTotp)
    .values({ userId, secretEnc })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretEnc, lastStep: null, createdAt: new Date() },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length ? secret : null;
}

export const normalizeRecoveryCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');
const hashRecoveryCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('base64url');

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export type CodeCheck = 'ok' | 'wrong' | 'used';

/**
 * Accepts a TOTP code of the user's factor (pending or confirmed): its step must be later than the
 * last accepted one, raised in the same statement (one winner on every instance).
 */
export async function acceptTotp(db: Db, userId: string, code: string, now = Date.now()): Promise<CodeCheck> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  if (!row) return 'wrong';
  const secret = await decryptSecret(db, row.secretEnc, userId);
  const step = secret ? matchTotp(secret, code.replace(/\s/g, ''), now) : null;
  if (step === null) return 'wrong';
  const taken = await db
    .update(userTotp)
    .set({ lastStep: step })
    .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
    .returning({ userId: userTotp.userId });
  return taken.length ? 'ok' : 'used';
}

/**
 * Confirms a pending enrolment with its first code: the factor is on, and 10 new recovery codes are
 * returned (the only time they are seen). 'wrong'/'used' when the code is not accepted, null when no
 * enrolment is pending.
 */
export async function confirmEnrolment(
  db: Db,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<{ recoveryCodes: string[] } | Exclude<CodeCheck, 'ok'> | null> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  if (!row || row.confirmedAt) return null;
  const checked = await acceptTotp(db, userId, code, now);
  if (checked !== 'ok') return checked;
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx
      .update(userTotp)
      .set({ confirmedAt: new Date(now) })
      .where(eq(userTotp.userId, userId));
    await replaceRecoveryCodes(tx, userId, recoveryCodes);
  });
  return { recoveryCodes };
}

async function replaceRecoveryCodes(tx: Tx, userId: string, recoveryCodes: string[]) {
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx
    .insert(userRecoveryCodes)
    .values(recoveryCodes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })))
    .onConflictDoNothing();
}

/**
 * The first factor of a user is a passkey (no TOTP, no unused recovery code): 10 new recovery codes,
 * returned once, as a TOTP enrolment gives them. Null when the user has TOTP or codes left.
 */
export async function recoveryCodesForFirstPasskey(db: Db, userId: string): Promise<string[] | null> {
  const state = await secondFactorState(db, userId);
  if (state.enabled || state.recoveryCodesLeft > 0) return null;
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction((tx) => replaceRecoveryCodes(tx, userId, recoveryCodes));
  return recoveryCodes;
}

/** Spends one unused recovery code of the user: 'ok' once, 'wrong' for any other or a spent one. */
export async function spendRecoveryCode(db: Db, userId: string, code: string, now = Date.now()): Promise<CodeCheck> {
  const normal = normalizeRecoveryCode(code);
  if (normal.length !== RECOVERY_CODE_LENGTH) return 'wrong';
  const spent = await db
    .update(userRecoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, hashRecoveryCode(normal)),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: userRecoveryCodes.userId });
  return spent.length ? 'ok' : 'wrong';
}

/**
 * Removes the TOTP factor, and the recovery codes when no passkey remains (they belong to the user's
 * second factor as a whole, D291).
 */
export async function disableSecondFactor(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [keys] = await tx.select({ n: count() }).from(userPasskeys).where(eq(userPasskeys.userId, userId));
    if (!Number(keys?.n ?? 0)) await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.delete(userTotp).where(eq(userTotp.userId, userId));
  });
}

/** After a passkey was removed: the recovery codes go too when the user has no factor left. */
export async function forgetRecoveryCodesWithoutFactor(db: Db, userId: string): Promise<void> {
  if (!hasFactor(await secondFactorState(db, userId)))
    await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
}
