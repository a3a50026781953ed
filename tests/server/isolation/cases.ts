// Cross-tenant cases, one list per server module: each case is something the attacker — a user with
// full administration rights on the café (K100002) and none on the hotel (K100001) — or another
// role tries against the hotel's objects. Every case must be refused the way the module promises
// (FORBIDDEN for a customer the caller names, NOT_FOUND for a foreign id) or see nothing;
// isolation.test.ts runs them and proves the hotel's rows unchanged. A new module adds its file,
// `<area>.cases.ts` exporting its ModuleCases: MODULE_CASES finds it by that name.
import { hashPassword } from '../../../server/platform/passwords';
import { userGrants, users } from '../../../server/tenancy/identity/table';
import { newObjectId } from '../../../server/platform/ids';
import type { GqlResult, TestServer } from '../harness';
import { CAFE, USERS } from '../helpers';

export interface IsolationContext {
  s: TestServer;
  /** Token of the attacker (super-admin of the café only). */
  attacker: string;
  /** Token of the hotel's own administrator (to look things up). */
  owner: string;
}

export interface IsolationCase {
  label: string;
  /** Runs the attempt; resolves with a description of a leak, or null when refused or empty. */
  attempt: (ctx: IsolationContext) => Promise<string | null>;
}

export interface ModuleCases {
  module: string;
  /** The victim's rows of the module, serialised (must be identical before and after). */
  snapshot: (s: TestServer, customerId: string) => Promise<string>;
  cases: (ctx: IsolationContext) => Promise<IsolationCase[]>;
}

/**
 * The attacker (full administration of the café, nothing of the hotel) and the hotel's own
 * administrator, signed in on `s`.
 */
export async function isolationContext(s: TestServer): Promise<IsolationContext> {
  const id = newObjectId();
  await s.db
    .insert(users)
    .values({ id, email: 'attacker@stadtcafe.test', passwordHash: await hashPassword('Attack#2026x') });
  await s.db.insert(userGrants).values({ userId: id, customerKey: CAFE, roles: ['super-admin'] });
  return {
    s,
    attacker: (await s.login('attacker@stadtcafe.test', 'Attack#2026x')).accessToken,
    owner: (await s.login(USERS.hotel)).accessToken,
  };
}

/**
 * The updatedAt an attempted update names (every update must name one, else it is refused before
 * anything is looked up): an attacker does not know the victim's, and a foreign object answers
 * NOT_FOUND before any version is compared.
 */
export const SOME_VERSION = '2026-01-01T00:00:00.000Z';

/** null when the answer is the error promised (code, and field when given); else what it was instead. */
export function refusedWith(r: GqlResult, code: string, field?: string): string | null {
  const ext = r.errors?.[0]?.extensions;
  if (ext?.code === code && (field === undefined || ext.field === field)) return null;
  return `expected ${code}${field ? ` on ${field}` : ''}, got ${JSON.stringify(r.errors ?? r.data).slice(0, 300)}`;
}

const isModuleCases = (v: unknown): v is ModuleCases =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ModuleCases).module === 'string' &&
  typeof (v as ModuleCases).snapshot === 'function' &&
  typeof (v as ModuleCases).cases === 'function';

/** Every `./<area>.cases.ts` (by convention; the files in name order) and the ModuleCases each exports. */
const CASE_FILES = import.meta.glob<Record<string, unknown>>('./*.cases.ts', { eager: true });

export const MODULE_CASES: readonly ModuleCases[] = Object.keys(CASE_FILES)
  .sort()
  .flatMap((file) => {
    const found = Object.values(CASE_FILES[file]).filter(isModuleCases);
    if (!found.length) throw new Error(`${file} exports no ModuleCases`);
    return found;
  });
