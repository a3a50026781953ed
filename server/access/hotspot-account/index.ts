// The hotspot-account module's face.
import type { SeedStep } from '../../platform/module';
import { HOTEL_ID } from '../../platform/seed/ids';
import { seedHotspotAccounts } from './seed';
import { list, write, type OperationRule } from '../../platform/authorization';
import type { ExportSource } from '../../platform/export/route';
import { hotspotAccountExport } from './export';
import { loginTemplateAccountTemplateChanged } from '../../templates/login-template';
import { moveToAccountTemplate } from './store';

export { hotspotAccountResolvers as resolvers } from './resolvers';
export { searchTextOf } from './store';

/** The list's export (docs/exports.md). */
export const exportSources: readonly ExportSource<never>[] = [hotspotAccountExport];

export const seed: readonly SeedStep[] = [{ order: 70, run: (s) => seedHotspotAccounts(s.db, HOTEL_ID, s.rng) }];

// Hotspot accounts are the guests' logins of codes and device accounts: the Voucher subject.
export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.hotspotAccounts': list('Voucher:read', ['voucherIds', 'deviceAccountIds', 'hotspotDeviceIds']),
  'Mutation.updateHotspotAccount': write('Voucher:update', ['data._id']),
  'Mutation.deleteHotspotAccount': write('Voucher:delete', ['_id']),
  'Mutation.invalidateHotspotAccountsByMultiAccountId': write('Voucher:update', ['multiAccountId']),
};

// A login template names another account template: its accounts move to it, in the updating
// transaction (the guests online through it get its limits by CoA: the disconnect module; D235).
loginTemplateAccountTemplateChanged.register(async (db, customerId, loginTemplateId, accountTemplateId) => {
  await moveToAccountTemplate(db, customerId, loginTemplateId, accountTemplateId);
});
