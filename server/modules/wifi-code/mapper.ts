// A stored WiFi code → the GraphQL Voucher.
import type { VoucherRow } from './table';

export const toVoucher = (v: VoucherRow) => ({
  _id: v.id,
  active: v.active,
  code: v.code,
  voucherCode: v.voucherCode,
  connectedDevices: v.connectedDevices,
  customerId: v.customerId,
  description: v.description,
  deviceVoucher: v.deviceVoucher,
  expires: v.expires,
  loginTemplateId: v.loginTemplateId,
  simultaneousUse: v.simultaneousUse,
  used: v.used,
  // Valid means usable now: an expired code is not valid, whatever its flag says.
  valid: v.valid && !(v.expires && v.expires.getTime() < Date.now()),
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
});
