// Stored enrollment keys and logs → the GraphQL EnrollmentKey and EnrollmentKeyLog.
import type { EnrollmentKey, EnrollmentKeyLog, EnrollmentLogStatus } from '../../graphql/generated/resolvers';
import type { EnrollmentKeyLogRow, EnrollmentKeyRow } from './table';

/** An EnrollmentKey without boundHotspotDeviceConfig, which resolves on the type. */
export type EnrollmentKeyModel = Omit<EnrollmentKey, 'boundHotspotDeviceConfig'>;
export type EnrollmentKeyLogModel = EnrollmentKeyLog;

export function toEnrollmentKey(row: EnrollmentKeyRow): EnrollmentKeyModel {
  return {
    id: row.id,
    customerId: row.customerId,
    name: row.name,
    key: row.key,
    hotspotDeviceConfig: row.configId,
    description: row.description,
    used: row.used,
    success: row.success,
    error: row.error,
    lastUsed: row.lastUsed ? row.lastUsed.toISOString() : null,
    expires: row.expires ? row.expires.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toEnrollmentKeyLog(row: EnrollmentKeyLogRow): EnrollmentKeyLogModel {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status as EnrollmentLogStatus,
    keyId: row.keyId,
    keyName: row.keyName,
    createdAt: row.createdAt.toISOString(),
    log: row.log,
    hotspotDeviceId: row.hotspotDeviceId,
  };
}
