/**
 * Enrollment keys and their logs on the data interface (schema/enrollment.graphql, seed 001 §3).
 * Both carry `id` (not `_id`). The react-admin resources: 'enrollments' (keys) and
 * 'enrollments/logs' (read only). Keys are created (the stepper) and deleted, never edited.
 */
import type { CreateEnrollmentKeyInput } from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

const search = { arg: 'search', type: 'String' };
const ids = { arg: 'ids', type: '[ID!]' };

const keyFields = `id customerId name key hotspotDeviceConfig boundHotspotDeviceConfig { _id name } used success
  error lastUsed expires description createdAt updatedAt`;

const keys = defineResource<CreateEnrollmentKeyInput, Record<string, never>>({
  type: 'EnrollmentKey',
  list: 'enrollmentKeys',
  create: 'createEnrollmentKey',
  delete: 'deleteEnrollmentKey',
  deleteArg: 'id',
  idField: 'id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields: keyFields,
  detailFields: keyFields,
  sortable: ['name', 'createdAt', 'lastUsed', 'expires', 'used'],
  defaultSort: { key: 'createdAt', order: 'DESC' },
  filters: { q: search, ids },
  creatable: ['name', 'hotspotDeviceConfig', 'description', 'expires'],
  updatable: [],
});

const logFields = `id customerId status keyId keyName createdAt log hotspotDeviceId`;

const logs = defineResource<Record<string, never>, Record<string, never>>({
  type: 'EnrollmentKeyLog',
  list: 'enrollmentKeyLogs',
  exportName: 'enrollmentKeyLogs',
  idField: 'id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields: logFields,
  detailFields: logFields,
  sortable: ['createdAt'],
  defaultSort: { key: 'createdAt', order: 'DESC' },
  // `key`: one key id (a list of one for the server; ?key= from the keys list).
  filters: {
    q: search,
    ids,
    key: { arg: 'keyIds', type: '[ID!]' },
    status: { arg: 'status', type: 'EnrollmentLogStatus' },
  },
  creatable: [],
  updatable: [],
});

export default {
  enrollments: keys,
  'enrollments/logs': logs,
};
