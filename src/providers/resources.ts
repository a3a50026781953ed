/**
 * How a react-admin resource is spelt on the data interface: GraphQL type, list query, mutations,
 * id field, selections, sortable keys and filters. Each resource module declares its own mapping in
 * its `api.ts` (loaded with the data provider); the shell's own data resource (customers, for the
 * customer switch) is declared here.
 */

/** A filter of a list query: react-admin filter key → GraphQL argument and its type. */
export interface FilterSpec {
  arg: string;
  type: string;
}

export interface ResourceSpec {
  /** GraphQL type name (Create<type>Input, Update<type>Input). */
  type: string;
  /** List query name. */
  list: string;
  create?: string;
  /**
   * The create mutation answers the new record's id only (`createX(data): ID!`, seed 001 §7); the
   * data provider then reads the record back. Otherwise it answers the record.
   */
  createReturnsId?: boolean;
  /**
   * The create mutation answers a wrapper: the record under `record` (selected with detailFields)
   * beside other fields `extra` selects, kept on the returned record (an API key's one-time secret).
   */
  createWraps?: { record: string; extra: string };
  /** Create mutation for many at once (used when data.amount > 1). */
  createBatch?: string;
  update?: string;
  delete?: string;
  /** Argument of the delete mutation, taken from the record's field of that name (default `_id`). */
  deleteArg?: string;
  /** Bulk mutations taking (customerId, <idField>s): one request, one transaction. */
  deleteMany?: string;
  /**
   * react-admin's updateMany with exactly this data → the bulk mutation (customerId, <idField>s),
   * e.g. `{ data: { active: false }, mutation: 'deactivateManyVouchers' }`.
   */
  updateMany?: readonly { data: Readonly<Record<string, unknown>>; mutation: string }[];
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
  /**
   * The list answers totalCountExact (issue 13: a broad search's total is a lower bound); the data
   * provider passes `meta: { totalExact: false }` on to the list then.
   */
  totalCountExact?: boolean;
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
  /**
   * The list's export on the server (POST /api/export/<exportName>, docs/exports.md); without it the
   * list offers no export.
   */
  exportName?: string;
}

/**
 * A mapping whose field lists are checked against the generated input types: a create field that
 * the Create<Type>Input does not have (or an update field missing from Update<Type>Input) fails the
 * type check.
 */
export function defineResource<Create, Update, Batch = never>(
  spec: Omit<ResourceSpec, 'creatable' | 'updatable' | 'batchCreatable'> & {
    creatable: readonly (keyof Create & string)[];
    updatable: readonly (keyof Update & string)[];
    batchCreatable?: readonly (keyof Batch & string)[];
  },
): ResourceSpec {
  return spec;
}

const customerFields = `_id customerId company active address { street zip city country }`;

/**
 * Plugins of the customer details (switch card, plugin guard): every block's active flag and the
 * fields the shell shows (concurrent-user limit, SLA, analytics tier). Credentials are never read.
 */
const customerPluginFields = `_id analytics { active productTier } appLogin { active } boostcom { active }
  cidaas { active } cms { active } concurrentUser { active value } cooldown { active }
  deviceAccount { active } dnsAnalytics { active } dnsFilter { active } externalLogin { active }
  matomo { active } monitoring { active } reos { active }
  slaStatus { active level partner slaOptions hotline email supportPortal }
  voucher { active } voucherRedirect { active } voucherSms { active } webhook { active } wifi4eu { active }`;

/** The shell's data resources: customers, for the customer switch and the licence card. */
export const SHELL_RESOURCES: Readonly<Record<string, ResourceSpec>> = {
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
};

/** The one place where a record of the data interface gets react-admin's `id`. */
export function toRecord<T extends Record<string, unknown>>(spec: ResourceSpec, raw: T): T & { id: string } {
  return { ...raw, id: String(raw[spec.idField]) };
}
