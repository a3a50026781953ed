// The outbox module's face: the local mail outbox, readable by operators (docs/mail.md).
import type { RestRule } from '../../platform/authorization';

export { mailRoutes as routes } from './routes';

// Operators only (./routes.ts isOperator): the outbox holds reset and invite links.
export const restRoutes: readonly RestRule[] = [
  { route: 'GET /mail/outbox', access: 'viewer', scope: 'none', ids: [] },
  { route: 'GET /mail/outbox/abc', access: 'viewer', scope: 'none', ids: ['id'] },
];
