// Password reset by mail (seed 001 §2 "Forgot password", "Reset password"): a single-use token of
// 32 random bytes, of which only the SHA-256 is stored (password_resets), valid one hour; the mail
// in the user's language with the link <PUBLIC_URL>/auth/reset-password?token=…
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { passwordResets, users } from './table';
import type { Mailer } from '../../platform/mail/mailer';
import type { TokenService } from './tokens';
import { hashPasswordUnauthenticated } from '../../platform/passwords';
import { PASSWORD_RESET_TTL_S, passwordResetLink } from '../../../src/domain/profile';
import type { Locale } from '../../../src/domain/constants';

/** Longest token accepted (ours are 43 characters). */
export const RESET_TOKEN_MAX = 128;

export const resetTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const MAIL: Record<Locale, { subject: string; lines: (name: string, link: string) => string[]; button: string }> = {
  de: {
    subject: 'Passwort zurücksetzen – Hotspot Portal',
    lines: (name, link) => [
      `Hallo ${name},`,
      '',
      'für Ihr Konto im Hotspot Portal wurde ein neues Passwort angefordert. Über diesen Link vergeben Sie es:',
      '',
      link,
      '',
      'Der Link ist eine Stunde gültig und kann nur einmal verwendet werden.',
      'Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    ],
    button: 'Neues Passwort vergeben',
  },
  en: {
    subject: 'Reset your password – Hotspot Portal',
    lines: (name, link) => [
      `Hello ${name},`,
      '',
      'A new password was requested for your Hotspot Portal account. Set it with this link:',
      '',
      link,
      '',
      'The link is valid for one hour and can be used once.',
      'If you did not ask for a new password, ignore this e-mail: your password stays as it is.',
    ],
    button: 'Set a new password',
  },
};

/** The reset mail of a user in a language. */
export function passwordResetMail(
  lang: Locale,
  user: { email: string; firstName: string | null; lastName: string | null },
  link: string,
) {
  const m = MAIL[lang];
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
  const lines = m.lines(name, link);
  const html = lines
    .map((line) =>
      line === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(m.button)}</a><br><small>${escapeHtml(link)}</small></p>`
        : line
          ? `<p>${escapeHtml(line)}</p>`
          : '',
    )
    .join('\n');
  return {
    to: user.email,
    subject: m.subject,
    text: lines.join('\n'),
    html: `<!doctype html><html><body>${html}</body></html>`,
  };
}

/**
 * For a known address: a new token (the user's older unused tokens stay valid until they expire or
 * one of them is used) and its mail. Expired tokens of everyone are cleaned up on the way.
 */
export async function startPasswordReset(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  user: typeof users.$inferSelect,
  requestedLang: Locale | null,
  now = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await deps.db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date(now.getTime() - 86_400_000)));
  await deps.db.insert(passwordResets).values({
    tokenHash: resetTokenHash(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_S * 1000),
  });
  const lang: Locale = user.lang === 'en' || user.lang === 'de' ? user.lang : (requestedLang ?? 'de');
  await deps.mailer.send(passwordResetMail(lang, user, passwordResetLink(deps.publicUrl, token)));
}

/** The user of a token that is known, unused and not expired (for the reset page's greeting). */
export async function peekPasswordReset(db: Db, token: string, now = new Date()) {
  if (!token || token.length > RESET_TOKEN_MAX) return null;
  const [row] = await db
    .select({ userId: passwordResets.userId, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, resetTokenHash(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Sets the password of the token's user, in one transaction: the token is taken (atomically, so two
 * requests with one token cannot both succeed), the user's other reset tokens are spent too, and every
 * refresh token of the user is revoked. The user's address, or null: the token is unknown, used or
 * expired. An unknown token is answered before the password is hashed (a lookup, not 100 ms of
 * scrypt); the hash runs in the bounded pool of unauthenticated work (HashingBusy when it is full).
 */
export async function completePasswordReset(
  deps: { db: Db; tokens: TokenService },
  token: string,
  newPassword: string,
  now = new Date(),
): Promise<string | null> {
  if (!token || token.length > RESET_TOKEN_MAX) return null;
  if (!(await peekPasswordReset(deps.db, token, now))) return null;
  const passwordHash = await hashPasswordUnauthenticated(newPassword);
  return deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, resetTokenHash(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!taken) return null;
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, taken.userId), isNull(passwordResets.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, taken.userId))
      .returning({ email: users.email });
    await deps.tokens.revokeAll(tx as unknown as Db, taken.userId);
    return user?.email ?? null;
  });
}

/** Case-insensitive lookup by address (addresses are unique by lower case). */
export async function userByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user ?? null;
}
