// A stored hotspot account → the GraphQL HotspotAccount: the client MAC only as its hash, never a password.
import type { HotspotAccount } from '../../graphql/generated/resolvers';
import type { HotspotAccountRow } from './table';

/** A HotspotAccount without its online count, which resolves on the type (codegen mapper, codegen.ts). */
export type HotspotAccountModel = Omit<HotspotAccount, 'online'>;

export const toHotspotAccount = (a: HotspotAccountRow): HotspotAccountModel => ({
  _id: a.id,
  customerId: a.customerId,
  accountTemplate: a.accountTemplateId,
  additionalInfo: a.additionalInfo ?? null,
  clientDeviceMac: a.clientMacHash || null,
  description: a.description,
  hotspotDeviceId: a.hotspotDeviceId,
  hotspotDeviceMac: a.hotspotDeviceMac,
  loginTemplate: a.loginTemplateId,
  multiAccountId: a.multiAccountId,
  username: a.username,
  // Write-only (stored as a scrypt hash).
  password: null,
  termsOfUse: a.termsOfUseId ? { _id: a.termsOfUseId, accepted: a.termsAccepted } : null,
  valid: a.valid,
  voucherId: a.voucherId,
  deviceAccountId: a.deviceAccountId,
  logins: a.logins,
  firstLoginAt: a.firstLoginAt?.toISOString() ?? null,
  lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});
