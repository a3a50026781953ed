// The session module's face: guest sessions from RADIUS accounting, who is online, the
// concurrent-user licence, the last login.
import type { SeedStep } from '../../platform/module';
import { HOTEL_ID } from '../../platform/seed/ids';
import { seedSessions } from './seed';
import { ANALYTICS, write, type OperationRule } from '../../platform/authorization';
import type { ExportSource } from '../../platform/export/route';
import { sessionExport } from './export';

export { sessionResolvers as resolvers } from './resolvers';
export { SEAT_RESERVATION_S, codeHolders, onlineClients, onlineCount, onlineSince, seatsInUse } from './store';

export const seed: readonly SeedStep[] = [{ order: 80, run: (s) => seedSessions(s.db, HOTEL_ID, s.rng) }];

// Licences (seed 000 §5): the concurrent-user licence, who is online, the last login.
export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.licenseUtilization': write('OnlineUsers:read', ['customerId']),
  'Query.lastLogin': { access: ['OnlineUsers:read', ...ANALYTICS], scope: 'tenant', ids: ['customerId'] },
  'Query.getOnlineCountForCustomerId': write('OnlineUsers:read', ['customerId']),
  'Query.getOnlineCountForHotspotDeviceId': write('OnlineUsers:read', ['_id']),
};

/** The session list's export (docs/exports.md). */
export const exportSources: readonly ExportSource<never>[] = [sessionExport];
