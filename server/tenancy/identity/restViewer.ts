// The caller of a REST route, from its bearer token: the same viewer (and the same 401 answers)
// as GraphQL gives its resolvers.
import type { IncomingMessage } from 'node:http';
import { type Services, type Viewer } from '../../platform/context';
import { bearerRateWait, viewerFromRequest } from './viewer';
import { HttpError } from '../../platform/http';

export async function requireRestViewer(services: Services, req: IncomingMessage): Promise<Viewer> {
  // An API key over its requests per minute (tenancy/api-key): 429 before anything is read.
  const wait = await bearerRateWait(services, req.headers.authorization);
  if (wait > 0) throw new HttpError(429, 'RATE_LIMITED', 'Too many requests', { retryAfter: wait });
  const { viewer, authError } = await viewerFromRequest(services, req.headers.authorization);
  if (!viewer) {
    throw new HttpError(
      401,
      'UNAUTHENTICATED',
      authError === 'expired' ? 'Access token expired' : 'Authentication required',
    );
  }
  return viewer;
}
