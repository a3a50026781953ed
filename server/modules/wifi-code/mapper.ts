// A stored WiFi code → the GraphQL Voucher.
import type { Voucher } from '../../graphql/generated/resolvers';
import type { VoucherRow } from './table';

/** A Voucher without the fields its own resolvers answer (codegen mapper, codegen.ts). */
export type VoucherModel = Omit<Voucher, 'hotspotAccounts' | 'license' | 'onlineAccounts'>;

export const toVoucher = (v: VoucherRow): VoucherModel => ({
  _id: v.id,
  active: v.active,
  code: v.code,
  voucherCode: v.voucherCode,
  connectedDevices: v.connectedDevices,
  customerId: v.customerId,
  description: v.description,
  deviceVoucher: v.deviceVoucher,
  expires: v.expires?.toISOString() ?? null,
  loginTemplateId: v.loginTemplateId,
  simultaneousUse: v.simultaneousUse,
  used: v.used,
  dynamicExpires: v.dynamicExpires,
  firstLoginAt: v.firstLoginAt?.toISOString() ?? null,
  // Valid means usable now: an expired code is not valid, whatever its flag says.
  valid: v.valid && !(v.expires && v.expires.getTime() < Date.now()),
  createdAt: v.createdAt.toISOString(),
  updatedAt: v.updatedAt.toISOString(),
});
