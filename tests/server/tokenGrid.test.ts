// The function-level token grid (issue 12): every operation of the authorisation matrix that needs a
// sign-in refuses, with UNAUTHENTICATED and no data, a request without a token, with an expired one,
// a malformed one, an unsigned one (alg none), one signed with another key, a refresh token in place
// of an access token, and an access token of a revoked generation (after a password change). The
// documents are generated from the schema with type-correct variables, so the refusal is the
// authentication's, not the validation's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TokenService } from '../../server/tenancy/identity/tokens';
import { users } from '../../server/tenancy/identity/table';
import { operationsOf } from '../../server/graphql/authorization';
import { MODULES } from '../../server/composition';
import { startTestServer, type TestServer } from './harness';
import { USERS, jwtPayload } from './helpers';
import { operationDocument, requiredSamples, rootFields } from './schemaSamples';

/** The authorisation matrix of the composition's modules. */
const OPERATIONS = operationsOf(MODULES);

const guarded = (['Query', 'Mutation'] as const).flatMap((root) =>
  rootFields(root)
    .filter((f) => OPERATIONS[`${root}.${f.name}`]?.access !== 'public')
    .map((f) => ({
      key: `${root}.${f.name}`,
      inviteToken: OPERATIONS[`${root}.${f.name}`]?.access === 'invite-token',
      ...operationDocument(root, f, requiredSamples(f)),
    })),
);

let s: TestServer;
const tokens: Record<string, string | null> = {};

// The grid and the corpus check what the server does before and around the database, the same
// code on both databases: they run on the embedded one only (the suite's time budget); the crash,
// isolation and module tests cover PostgreSQL itself.
const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  if (onPostgres) return;
  s = await startTestServer();
  const secret = s.services.config.tokenSecret!;
  const session = await s.login(USERS.cafe);
  const userId = (jwtPayload(session.accessToken).sub as string).split('|')[1];
  const [h, p] = session.accessToken.split('.');
  tokens['no token'] = null;
  tokens.expired = await new TokenService(secret, () => Date.now() - 601_000).signAccess(userId, USERS.cafe);
  tokens.malformed = `${h}.${p}.not-a-signature`;
  tokens['alg none'] = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
  tokens['wrong key'] = await new TokenService('another-secret-of-32-characters!!').signAccess(userId, USERS.cafe);
  tokens['refresh token'] = session.refreshToken;
  // A token of a generation that was revoked (what a password change does).
  const revoked = await s.login(USERS.partner);
  const partnerId = (jwtPayload(revoked.accessToken).sub as string).split('|')[1];
  await s.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, partnerId));
  tokens.revoked = revoked.accessToken;
});
afterAll(() => s?.close());

describe.skipIf(onPostgres)('function-level token grid', () => {
  it('covers every operation that needs a sign-in', () => {
    expect(guarded.length).toBeGreaterThan(90);
  });

  it('refuses every bad token on every operation with UNAUTHENTICATED and no data', { timeout: 90_000 }, async () => {
    const wrong: string[] = [];
    // An operation's seven requests at once, and a longer limit: 700 one after another met the server
    // project's 30 s on a loaded CI machine.
    for (const op of guarded)
      await Promise.all(
        Object.entries(tokens).map(async ([label, token]) => {
          const r = await s.gql(token, op.query, op.variables);
          const code = r.errors?.[0]?.extensions?.code;
          const data = r.data ? Object.values(r.data).filter((v) => v !== null) : [];
          // The invitation link's operations read the link's token, not a sign-in: any token that is
          // not a live link sees nothing (an empty page or an error), whatever it is.
          const refused = op.inviteToken
            ? code !== undefined || data.every((v) => (v as { totalCount?: number }).totalCount === 0)
            : code === 'UNAUTHENTICATED' && data.length === 0;
          if (!refused) wrong.push(`${op.key} with ${label}: ${JSON.stringify(r).slice(0, 200)}`);
        }),
      );
    expect(wrong.sort()).toEqual([]);
  });
});
