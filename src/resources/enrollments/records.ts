import type { RaRecord } from 'react-admin';

/** An enrollment key as the list answers it (api.ts selection). */
export interface EnrollmentKeyRecord extends RaRecord {
  id: string;
  customerId: string;
  name: string;
  key: string;
  hotspotDeviceConfig: string;
  boundHotspotDeviceConfig: { _id: string; name: string } | null;
  used: number;
  success: number;
  error: number;
  lastUsed: string | null;
  expires: string | null;
  description: string | null;
  createdAt: string;
}

/** One enrollment attempt. */
export interface EnrollmentLogRecord extends RaRecord {
  id: string;
  status: 'SUCCESS' | 'ERROR';
  keyId: string;
  keyName: string;
  createdAt: string;
  log: string;
  hotspotDeviceId: string | null;
}
