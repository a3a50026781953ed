// REST routes of seed 000 §7: authorize, token refresh, ACL map, content; my-profile, passwords (./profile.ts);
// the health checks of a load balancer.
import { requireRestViewer } from './restViewer';
import type { IncomingMessage } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { contentFiles, users } from './table';
import { DUMMY_HASH, verifyPassword } from '../../platform/passwords';
import { SignInThrottle } from './throttle';
import { type Services, type Viewer } from '../../platform/context';
import { loadViewer, tokensOf } from './viewer';
import { email as emailRule, required, validate } from '../../../src/domain/validation';
import { HttpError, clientIp, readJson, sendJson, type Route } from '../../platform/http';
import { profileRoutes } from './profile';
import { secondFactorRoutes } from './secondFactorRoutes';
import { auditRest } from '../audit/rest';

function str(body: Record<string, unknown>, key: string): string {
  const v = body[key];
  return typeof v === 'string' ? v : '';
}

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, 'BAD_USER_INPUT', 'Invalid input', { field, i18n: message });
}

export function createRoutes(services: Services): Route[] {
  const { db } = services;
  const tokens = tokensOf(services);
  const signIn = new SignInThrottle(db);
  const secondFactor = secondFactorRoutes(services, signIn);

  const requireViewer = (req: IncomingMessage): Promise<Viewer> => requireRestViewer(services, req);

  return [
    {
      method: 'POST',
      pattern: /^\/auth\/authorize$/,
      handler: async (req, res) => {
        const body = await readJson(req);
        const email = str(body, 'email').trim().toLowerCase() || str(body, 'username').trim().toLowerCase();
        const password = str(body, 'password');
        const bad = validate(email, [required, emailRule]);
        if (bad) throw invalid('email', bad.message);
        if (!password) throw invalid('password', 'forms.validationMessages.required');
        const ip = clientIp(req);
        // Counted before the (slow) password check (server/tenancy/identity/throttle.ts); a right password
        // takes it back.
        const retryAfter = await signIn.attempt(ip, email);
        if (retryAfter) {
          await auditRest(db, req, { email, operation: 'signInFailed', outcome: 'RATE_LIMITED' });
          throw new HttpError(429, 'RATE_LIMITED', 'Too many failed logins, try again later', { retryAfter });
        }
        const [user] = await db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = ${email}`);
        const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
        if (!user || !ok) {
          // Audit log (issue 12): the address given, and the account when it exists (operators only read it).
          await auditRest(db, req, { userId: user?.id, email, operation: 'signInFailed', outcome: 'UNAUTHENTICATED' });
          throw new HttpError(401, 'UNAUTHENTICATED', 'Access denied');
        }
        // A second factor (issue 38, ./secondFactorRoutes.ts): a challenge instead of tokens; the code
        // (or the enrolment the policy asks for) completes the sign-in.
        const step = await secondFactor.nextStep(user);
        if (step) {
          await signIn.passed(ip, email);
          sendJson(res, 200, { data: step });
          return;
        }
        await signIn.succeeded(ip, email);
        sendJson(res, 200, { data: await secondFactor.finish(req, user) });
      },
    },
    {
      method: 'POST',
      pattern: /^\/auth\/refresh$/,
      handler: async (req, res) => {
        const body = await readJson(req);
        const token = str(body, 'refreshToken');
        if (!token) throw invalid('refreshToken', 'forms.validationMessages.required');
        const spent = await tokens.spend(db, token);
        if (!spent) throw new HttpError(401, 'UNAUTHENTICATED', 'Refresh token invalid or expired');
        const [user] = await db.select().from(users).where(eq(users.id, spent.userId));
        if (!user) throw new HttpError(401, 'UNAUTHENTICATED', 'Unknown user');
        sendJson(res, 200, { data: await tokens.issue(db, user, spent.familyId, req.headers['user-agent']) });
      },
    },
    // The own profile, password change, forgot and reset password (./profile.ts).
    ...profileRoutes(services, signIn),
    // The second step of a sign-in, the enrolment and the profile's second factor (./secondFactorRoutes.ts).
    ...secondFactor.routes,
    {
      method: 'GET',
      pattern: /^\/acl\/permissions$/,
      handler: async (req, res) => {
        const viewer = await requireViewer(req);
        // An API key's grants are its role on its customer (tenancy/api-key), read with the key just now.
        const fresh = viewer.apiKey ? viewer : await loadViewer(db, services.config, viewer.id);
        // Beside the map (seed 000 §7: keyed by customer id or '*'): the customers left out of it only
        // because they require a second factor the user has not set up (D294, D317), so that the portal
        // names them and leads to the enrolment before any of their data is asked for.
        const withheld = fresh?.secondFactorWithheld ?? [];
        sendJson(res, 200, {
          data: fresh?.acl ?? {},
          ...(withheld.length
            ? { secondFactorWithheld: withheld.map((c) => ({ customerId: c.customerId, customerName: c.company })) }
            : {}),
        });
      },
    },
    {
      method: 'GET',
      pattern: /^\/content\/(?<customerId>K\d{6})-logo\.png$/,
      handler: async (_req, res, params) => {
        const [file] = await db
          .select()
          .from(contentFiles)
          .where(and(eq(contentFiles.customerId, params.customerId), eq(contentFiles.name, 'logo.png')));
        if (!file) throw new HttpError(404, 'NOT_FOUND', 'No logo');
        res.writeHead(200, {
          'content-type': file.mime,
          'content-length': file.data.length,
          'cache-control': 'public, max-age=300',
        });
        res.end(Buffer.from(file.data));
      },
    },
    {
      method: 'GET',
      pattern: /^\/app-config$/,
      handler: async (_req, res) => {
        const c = services.config;
        sendJson(res, 200, {
          data: {
            contentUrl: c.contentUrl,
            supportUrl: c.supportUrl ?? null,
            imprintUrl: c.imprintUrl ?? null,
            supportMailDomains: c.supportMailDomains,
            supportEmail: c.supportEmail ?? null,
            cmsUrl: c.cmsUrl ?? null,
            partnerLinks: c.partnerLinks,
            licencePricePerUser: c.licencePricePerUser ?? null,
            wip: c.wipBanner,
          },
        });
      },
    },
    // For a load balancer: /healthz answers while the process serves HTTP (no database work, so a
    // slow database does not take every instance out at once); /readyz once the database answers.
    {
      method: 'GET',
      pattern: /^\/healthz$/,
      handler: async (_req, res) => sendJson(res, 200, { status: 'ok' }),
    },
    {
      method: 'GET',
      pattern: /^\/readyz$/,
      handler: async (_req, res) => {
        try {
          await db.execute(sql`select 1`);
        } catch {
          throw new HttpError(503, 'UNAVAILABLE', 'The database does not answer');
        }
        sendJson(res, 200, { status: 'ok' });
      },
    },
  ];
}
