// REST of the device side of enrollment: POST /enrollment/enroll (docs/enrollment.md). No login: the
// key is the authority. Unknown, deleted and expired keys get one and the same refusal; attempts are
// rate limited per client IP, counted in the database (shared by every instance).
import type { Route } from '../../platform/http';
import type { Services } from '../../platform/context';
import { Limit } from '../../platform/throttle';
import { HttpError, clientIp, readBody, sendJson } from '../../platform/http';
import { attemptEnrollment, type EnrollRequest, type ShapeProblem } from './service';
import { log, requestIdOf } from '../../platform/log';

/** Attempts per client IP and window (successful ones count too). */
export const ENROLL_ATTEMPTS_PER_WINDOW = 20;
export const ENROLL_WINDOW_MS = 60 * 1000;
/** Largest request body (a device sends a key, a few MACs, a type and a name). */
const MAX_ENROLL_BODY = 16 * 1024;
const MAX_KEY = 100;
const MAX_MACS = 20;
const MAX_NAME = 100;

const refused = () => new HttpError(403, 'ENROLLMENT_REFUSED', 'Enrollment refused');
const bad = (field: string, i18n: string, message: string) =>
  new HttpError(400, 'BAD_USER_INPUT', message, { field, i18n });

async function readEnrollBody(req: Parameters<Route['handler']>[0]): Promise<Record<string, unknown>> {
  const body = await readBody(req, MAX_ENROLL_BODY);
  try {
    const value: unknown = JSON.parse(body.toString('utf8') || 'null');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* answered below */
  }
  throw bad('body', 'forms.validationMessages.required', 'Request body must be a JSON object');
}

/** The first problem of the fields besides the key (reported after the key is known, and logged). */
function shapeProblemOf(body: Record<string, unknown>): ShapeProblem {
  const { mac, deviceType, lanMac, name } = body;
  if (!Array.isArray(mac) || mac.length === 0) {
    return { field: 'mac', i18n: 'forms.validationMessages.required', message: 'mac must be a non-empty list' };
  }
  if (mac.length > MAX_MACS) {
    return { field: 'mac', i18n: 'forms.validationMessages.arrayMaxSize', message: `at most ${MAX_MACS} MACs` };
  }
  if (mac.some((m) => typeof m !== 'string' || m.length > 40)) {
    return { field: 'mac', i18n: 'forms.validationMessages.mac', message: 'every MAC must be a text' };
  }
  if (typeof deviceType !== 'string' || !deviceType.trim()) {
    return { field: 'deviceType', i18n: 'forms.validationMessages.required', message: 'deviceType is required' };
  }
  if (lanMac != null && (typeof lanMac !== 'string' || lanMac.length > 40)) {
    return { field: 'lanMac', i18n: 'forms.validationMessages.mac', message: 'lanMac must be a text' };
  }
  if (name != null && (typeof name !== 'string' || name.length > MAX_NAME)) {
    return { field: 'name', i18n: 'forms.validationMessages.max', message: `name: a text of at most ${MAX_NAME}` };
  }
  return null;
}

export function enrollmentRoutes(services: Services): Route[] {
  const perIp = new Limit(services.db, 'enroll:ip', ENROLL_ATTEMPTS_PER_WINDOW, ENROLL_WINDOW_MS);
  return [
    {
      method: 'POST',
      pattern: /^\/enrollment\/enroll$/,
      handler: async (req, res) => {
        const ip = clientIp(req);
        const wait = await perIp.attempt(ip);
        if (wait) {
          req.resume();
          throw new HttpError(429, 'RATE_LIMITED', 'Too many enrollment attempts, try again later', {
            retryAfter: wait,
          });
        }
        const body = await readEnrollBody(req);
        const key = body.key;
        if (typeof key !== 'string' || !key.trim()) {
          throw bad('key', 'forms.validationMessages.required', 'key is required');
        }
        if (key.length > MAX_KEY) throw refused();
        const request: EnrollRequest = {
          key: key.trim().toUpperCase(),
          macs: Array.isArray(body.mac) ? (body.mac as string[]) : [],
          deviceType: typeof body.deviceType === 'string' ? body.deviceType.trim() : '',
          lanMac: typeof body.lanMac === 'string' ? body.lanMac : null,
          name: typeof body.name === 'string' ? body.name : null,
        };
        const outcome = await attemptEnrollment(services.db, request, shapeProblemOf(body));
        if (outcome.kind === 'refused') {
          // Unknown keys have no customer to log for: the server log only (not the address: personal data).
          log.warn({ requestId: requestIdOf(req) }, 'enrollment refused: unknown or spent key');
          throw refused();
        }
        if (outcome.kind === 'invalid') {
          const status = outcome.code === 'CONFLICT' ? 409 : 400;
          throw new HttpError(status, outcome.code, outcome.message, {
            field: outcome.field,
            ...(outcome.i18n ? { i18n: outcome.i18n } : {}),
            ...(outcome.args ? { args: outcome.args } : {}),
          });
        }
        sendJson(res, 201, {
          data: {
            _id: outcome.id,
            customerId: outcome.customerId,
            hotspotDeviceConfig: outcome.configId,
            created: outcome.created,
          },
        });
      },
    },
  ];
}
