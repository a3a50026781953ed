// The caller of a REST route, from its bearer token: the same viewer (and the same 401 answers)
// as GraphQL gives its resolvers.
import type { IncomingMessage } from 'node:http';
import { type Services, type Viewer } from '../../platform/context';
import { viewerFromRequest } from './viewer';
import { HttpError } from '../../platform/http';

export async function requireRestViewer(services: Services, req: IncomingMessage): Promise<Viewer> {
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
