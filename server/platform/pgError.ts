// The SQLSTATE of a database error, whichever driver raised it (pg, PGlite) and however drizzle wrapped
// it (DrizzleQueryError keeps the driver's error as `cause`): lets a service map a race that only the
// database saw (a unique or foreign-key violation) to the answer its own checks give.

export interface PgErrorInfo {
  code: string;
  constraint?: string;
}

export function pgError(err: unknown): PgErrorInfo | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * A foreign key refused a write or delete: 23503, or 23001 (restrict_violation) that PostgreSQL 17
 * (PGlite) raises for ON DELETE RESTRICT where PostgreSQL 15 answers 23503.
 */
export const isReferenced = (code: string | undefined): boolean => code === '23503' || code === '23001';

/** Runs a write and maps a constraint violation (code, constraint) to the module's error. */
export async function mapConstraint<T>(
  run: () => Promise<T>,
  map: (code: string, constraint: string | undefined) => Promise<Error | undefined> | Error | undefined,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const info = pgError(error);
    const mapped = info ? await map(info.code, info.constraint) : undefined;
    throw mapped ?? error;
  }
}
