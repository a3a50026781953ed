/**
 * THE one mapping table: react-admin resource (the spec's route segment) → GraphQL type, list query,
 * mutations, id field, selections, sortable keys and filters. Nothing else in the portal knows how
 * a resource is spelt on the data interface.
 */

/** A filter of a list query: react-admin filter key → GraphQL argument and its type. */
export interface FilterSpec {
  arg: string;
  type: string;
}

export interface ResourceSpec {
  /** GraphQL type name, also the permission subject when `subject` is not given. */
  type: string;
  /** Permission subject of the ACL (seed 000 §3); undefined: no client-side check. */
  subject?: string;
  /** List query name. */
  list: string;
  create?: string;
  /** Create mutation for many at once (used when data.amount > 1). */
  createBatch?: string;
  update?: string;
  delete?: string;
  /** Bulk mutations taking (customerId, <idField>s): one request, one transaction. */
  deleteMany?: string;
  deactivateMany?: string;
  /** Field that becomes react-admin's `id` (the route segment /<resource>/{id}). */
  idField: string;
  /** List argument that selects records by their id field (getOne / getMany). */
  idsArg: string;
  /** GraphQL type of one element of the idsArg list. */
  idsArgType: string;
  /** true: every call is scoped to the active customer (customerIds / customerId). */
  scoped: boolean;
  /** Selection of list rows. */
  fields: string;
  /** Selection of one record (getOne, or getList with meta.detail). */
  detailFields: string;
  /** Sortable keys (react-admin sort field → server sort key). */
  sortable: readonly string[];
  defaultSort: { key: string; order: 'ASC' | 'DESC' };
  /** react-admin filter keys → GraphQL list arguments. `q` is the search box. */
  filters: Readonly<Record<string, FilterSpec>>;
  /** Fields an update may send (only the changed ones are sent). */
  updatable: readonly string[];
  /** Fields a create may send. */
  creatable: readonly string[];
  /** Fields a batch create may send. */
  batchCreatable?: readonly string[];
  /** Selection of the batch result. */
  batchFields?: string;
}

const voucherFields = `_id code voucherCode customerId description active valid used
  simultaneousUse deviceVoucher expires loginTemplateId createdAt updatedAt`;

const customerFields = `_id customerId company active address { street zip city country }`;

/**
 * Plugins of the customer details (switch card, plugin guard): every block's active flag and the
 * fields the shell shows (concurrent-user limit, SLA, analytics tier). Credentials are never read.
 */
const customerPluginFields = `analytics { active productTier } appLogin { active } boostcom { active }
  cidaas { active } cms { active } concurrentUser { active value } cooldown { active }
  deviceAccount { active } dnsAnalytics { active } dnsFilter { active } externalLogin { active }
  matomo { active } monitoring { active } reos { active }
  slaStatus { active level partner slaOptions hotline email supportPortal }
  voucher { active } voucherRedirect { active } voucherSms { active } webhook { active } wifi4eu { active }`;

export const RESOURCES = {
  'wifi-code': {
    type: 'Voucher',
    subject: 'Voucher',
    list: 'vouchers',
    create: 'createVoucher',
    createBatch: 'createVoucherBatch',
    update: 'updateVoucher',
    delete: 'deleteVoucher',
    deleteMany: 'deleteManyVouchers',
    deactivateMany: 'deactivateManyVouchers',
    idField: 'code',
    idsArg: 'codes',
    idsArgType: 'String',
    scoped: true,
    fields: voucherFields,
    detailFields: `${voucherFields} connectedDevices`,
    sortable: [
      'code',
      'description',
      'active',
      'valid',
      'used',
      'simultaneousUse',
      'expires',
      'createdAt',
      'updatedAt',
    ],
    defaultSort: { key: 'createdAt', order: 'DESC' },
    filters: {
      q: { arg: 'search', type: 'String' },
      active: { arg: 'active', type: 'Boolean' },
      valid: { arg: 'valid', type: 'Boolean' },
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
    creatable: ['code', 'active', 'description', 'deviceVoucher', 'expires', 'loginTemplateId', 'simultaneousUse'],
    batchCreatable: [
      'amount',
      'active',
      'description',
      'deviceVoucher',
      'expires',
      'loginTemplateId',
      'simultaneousUse',
    ],
    batchFields: 'amount codes license { allowed left customerId }',
  },
  customer: {
    type: 'Customer',
    list: 'customers',
    idField: '_id',
    idsArg: 'ids',
    idsArgType: 'ID',
    scoped: false,
    fields: customerFields,
    detailFields: `${customerFields} email phone description website createdAt updatedAt
      voucherLicense { allowed left customerId }
      licenseUtilization { customerId isValid license usage }
      plugins { ${customerPluginFields} }`,
    sortable: ['company', 'customerId', 'createdAt'],
    defaultSort: { key: 'company', order: 'ASC' },
    filters: {
      q: { arg: 'search', type: 'String' },
      active: { arg: 'active', type: 'Boolean' },
      customerIds: { arg: 'customerIds', type: '[String!]' },
    },
    updatable: [],
    creatable: [],
  },
} as const satisfies Record<string, ResourceSpec>;

export type ResourceName = keyof typeof RESOURCES;

export function resourceSpec(resource: string): ResourceSpec {
  const spec = (RESOURCES as Record<string, ResourceSpec>)[resource];
  if (!spec) throw new Error(`Unknown resource: ${resource}`);
  return spec;
}

/** Permission subject of a resource (undefined when the resource has none). */
export function subjectOf(resource: string): string | undefined {
  return (RESOURCES as Record<string, ResourceSpec>)[resource]?.subject;
}

/** Resources whose data belongs to the active customer. */
export const SCOPED_RESOURCES: readonly string[] = Object.entries(RESOURCES as Record<string, ResourceSpec>)
  .filter(([, spec]) => spec.scoped)
  .map(([name]) => name);

/** true when a path shows data of the active customer (it then carries ?organization=…). */
export function pathNeedsCustomer(pathname: string): boolean {
  const first = pathname.split('/').filter(Boolean)[0];
  return first !== undefined && SCOPED_RESOURCES.includes(first);
}

/** The one place where a record of the data interface gets react-admin's `id`. */
export function toRecord<T extends Record<string, unknown>>(resource: string, raw: T): T & { id: string } {
  const { idField } = resourceSpec(resource);
  return { ...raw, id: String(raw[idField]) };
}
