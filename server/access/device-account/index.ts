// The device-account module's face.
import type { SeedStep } from '../../platform/module';
import { HOTEL_ID } from '../../platform/seed/ids';
import { seedDeviceAccounts } from './seed';
import { crud, list, type OperationRule } from '../../platform/authorization';
import type { ExportSource } from '../../platform/export/route';
import { deviceAccountExport } from './export';

export { deviceAccountResolvers as resolvers } from './resolvers';
export { hashClientMac } from './service';

export const seed: readonly SeedStep[] = [
  { order: 50, run: (s) => seedDeviceAccounts(s.db, HOTEL_ID, () => s.rng.objectId()) },
];

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.deviceAccounts': list('DeviceAccount:read'),
  ...crud('DeviceAccount', 'DeviceAccount'),
};

/** The device-account list's export (docs/exports.md). */
export const exportSources: readonly ExportSource<never>[] = [deviceAccountExport];
