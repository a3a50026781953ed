/** WiFi codes on the data interface (seed 001 §3 "WiFi code", §7): the mapping of `wifi-code`. */
import type { CreateVoucherBatchInput, CreateVoucherInput, UpdateVoucherInput } from '../../generated/graphql';
import { defineResource } from '../../providers/resources';
import { BATCHES, voucherBatches } from './batches/api';

const voucherFields = `_id code voucherCode customerId description active valid used
  simultaneousUse deviceVoucher expires dynamicExpires firstLoginAt loginTemplateId createdAt updatedAt`;

const wifiCode = defineResource<CreateVoucherInput, UpdateVoucherInput, CreateVoucherBatchInput>({
  type: 'Voucher',
  list: 'vouchers',
  create: 'createVoucher',
  createBatch: 'createVoucherBatch',
  update: 'updateVoucher',
  delete: 'deleteVoucher',
  deleteMany: 'deleteManyVouchers',
  // Deactivation is permanent (seed 001 §4), so it is the only bulk update.
  updateMany: [{ data: { active: false }, mutation: 'deactivateManyVouchers' }],
  // The route id is the code (/wifi-code/{code}).
  idField: 'code',
  idsArg: 'codes',
  idsArgType: 'String',
  scoped: true,
  fields: voucherFields,
  totalCountExact: true,
  exportName: 'vouchers',
  detailFields: `${voucherFields} connectedDevices onlineAccounts batchId`,
  sortable: ['code', 'description', 'active', 'valid', 'used', 'simultaneousUse', 'expires', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'createdAt', order: 'DESC' },
  filters: {
    q: { arg: 'search', type: 'String' },
    active: { arg: 'active', type: 'Boolean' },
    valid: { arg: 'valid', type: 'Boolean' },
    // Issue 39: the codes of one batch (the batches view's rows, reprint and export).
    batchId: { arg: 'batchId', type: 'ID' },
  },
  updatable: [
    'active',
    'description',
    'deviceVoucher',
    'expires',
    'loginTemplateId',
    'simultaneousUse',
    'used',
    'valid',
  ],
  creatable: [
    'code',
    'active',
    'description',
    'deviceVoucher',
    'expires',
    'loginTemplateId',
    'simultaneousUse',
    'idempotencyKey',
  ],
  batchCreatable: [
    'amount',
    'active',
    'description',
    'deviceVoucher',
    'expires',
    'dynamicExpires',
    'loginTemplateId',
    'simultaneousUse',
    'idempotencyKey',
  ],
  batchFields: 'amount codes license { allowed left customerId }',
});

export default { 'wifi-code': wifiCode, [BATCHES]: voucherBatches };
