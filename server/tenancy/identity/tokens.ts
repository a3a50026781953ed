// Access tokens (JWT HS256, 600 s, subject '<provider>|<userId>', claim `tv`: the user's token
// version when it was signed) and opaque refresh tokens (7 days, single use, rotated on every use;
// reuse of a spent token revokes its whole family). Raising users.token_version (revokeAll: a
// password change or reset) makes every access token of the user fail on its next request.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_MAX_AGE_S, REFRESH_TOKEN_MAX_AGE_S } from '../../../src/domain/constants';
import type { Db } from '../../platform/db/client';
import { refreshTokens, users } from './table';

const ISSUER = 'hotspot-portal';
const PROVIDER = 'local';
/** Longest User-Agent kept with a refresh token. */
export const USER_AGENT_MAX = 256;
/** How many checked access tokens are remembered. */
const VERIFIED_TOKENS = 10_000;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export class TokenService {
  private key: Uint8Array;
  constructor(
    secret: string,
    private now: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(userId: string, email: string, tokenVersion = 0): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({ email, tv: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(`${PROVIDER}|${userId}`)
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_MAX_AGE_S)
      .setJti(randomBytes(8).toString('hex'))
      .sign(this.key);
  }

  /**
   * Tokens whose signature was checked, with their expiry (seconds): a client sends the same token
   * for up to ACCESS_TOKEN_MAX_AGE_S, and checking an HMAC through WebCrypto cost more than the rest
   * of the authentication. Bounded; the oldest check goes first.
   */
  private readonly verified = new Map<string, { userId: string; tokenVersion: number; exp: number }>();

  /** The user id of a valid access token, or a reason why it is not valid. */
  async verifyAccess(
    token: string,
  ): Promise<{ userId: string; tokenVersion: number } | { error: 'expired' | 'invalid' }> {
    const known = this.verified.get(token);
    if (known) {
      // As jose decides: expired once `exp` is not after the current second.
      if (known.exp > Math.floor(this.now() / 1000)) return { userId: known.userId, tokenVersion: known.tokenVersion };
      this.verified.delete(token);
      return { error: 'expired' };
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const sub = payload.sub ?? '';
      const userId = sub.slice(sub.indexOf('|') + 1);
      if (!sub.includes('|') || !userId || !Number.isSafeInteger(payload.tv)) return { error: 'invalid' };
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { userId, tokenVersion: payload.tv as number, exp: payload.exp });
      }
      return { userId, tokenVersion: payload.tv as number };
    } catch (e) {
      return { error: e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  async issue(
    db: Db,
    user: { id: string; email: string; tokenVersion: number },
    familyId?: string,
    userAgent?: string | null,
  ): Promise<TokenPair> {
    const refreshToken = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      tokenHash: hashToken(refreshToken),
      userId: user.id,
      familyId: familyId ?? randomBytes(12).toString('hex'),
      expiresAt: new Date(this.now() + REFRESH_TOKEN_MAX_AGE_S * 1000),
      // The sessions-and-devices list shows it; bounded, control characters dropped.
      userAgent: cleanUserAgent(userAgent),
    });
    return { accessToken: await this.signAccess(user.id, user.email, user.tokenVersion), refreshToken };
  }

  /**
   * Spends a refresh token and returns the user id it belonged to. A token that was spent before
   * revokes its whole family (it was stolen or replayed). Runs in one transaction.
   */
  async spend(db: Db, refreshToken: string): Promise<{ userId: string; familyId: string } | null> {
    const hash = hashToken(refreshToken);
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).for('update');
      if (!row) return null;
      if (row.usedAt || row.revokedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date(this.now()) })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return null;
      }
      if (row.expiresAt.getTime() <= this.now()) return null;
      await tx
        .update(refreshTokens)
        .set({ usedAt: new Date(this.now()) })
        .where(eq(refreshTokens.tokenHash, hash));
      return { userId: row.userId, familyId: row.familyId };
    });
  }

  /** Ends every session of the user: refresh tokens revoked, access tokens refused from now on. */
  async revokeAll(db: Db, userId: string): Promise<void> {
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }
}

/** A User-Agent as kept: printable characters only, at most USER_AGENT_MAX of them; null when none is left. */
export function cleanUserAgent(userAgent: string | null | undefined): string | null {
  const printable = [...(userAgent ?? '')].filter((c) => c >= ' ' && c !== '\u007f').join('');
  return printable.trim().slice(0, USER_AGENT_MAX) || null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
