// A stored device account → the GraphQL DeviceAccount: the MAC only as its hash, never a password.
import type { DeviceAccount, DeviceAccountType } from '../../graphql/generated/resolvers';
import type { DeviceAccountRow } from './table';

/** A DeviceAccount without its login template and accounts, which resolve on the type (codegen mapper, codegen.ts). */
export type DeviceAccountModel = Omit<DeviceAccount, 'hotspotLoginTemplate' | 'hotspotAccounts'>;

export function toDeviceAccount(row: DeviceAccountRow): DeviceAccountModel {
  return {
    _id: row.id,
    customerId: row.customerId,
    name: row.name,
    description: row.description,
    mac: row.macHash,
    keywords: row.keywords,
    expires: row.expires?.toISOString() ?? null,
    active: row.active,
    criteria: {
      accountType: row.accountType as DeviceAccountType,
      clientDeviceMac: row.macHash,
      username: row.username,
      password: null,
    },
    loginTemplate: row.loginTemplateId,
    showTermsOfUse: row.showTermsOfUse,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
