import type { RaRecord } from 'react-admin';
import {
  CRITERIA_FIELDS,
  DEVICE_ACCOUNT_TYPES,
  isEmpty,
  type CriteriaValues,
  type DeviceAccountType,
} from '../../domain';

/** A device account as the portal reads it (never a password; the MAC only as its hash). */
export interface DeviceAccountRecord extends RaRecord {
  _id: string;
  customerId: string;
  name: string;
  description?: string | null;
  keywords?: string[] | null;
  expires?: string | null;
  active: boolean;
  showTermsOfUse: boolean;
  loginTemplate?: string | null;
  criteria: CriteriaValues;
  createdAt: string;
  updatedAt: string;
}

/** Write-only criteria: stored as hashes, kept by an edit unless a new value is typed. */
export const WRITE_ONLY_CRITERIA = ['clientDeviceMac', 'password'] as const;

export const ACCOUNT_TYPE_CHOICES = DEVICE_ACCOUNT_TYPES.map((type) => ({
  id: type,
  name: `resources.device-account.types.${type}`,
}));

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/**
 * The criteria to send: the account type and only the non-empty fields that type needs (an empty
 * MAC or password is left out, so a stored one stays). Key order is fixed, so equal criteria
 * serialise equally.
 */
export function criteriaForType(criteria: CriteriaValues | null | undefined): CriteriaValues | undefined {
  const accountType = criteria?.accountType as DeviceAccountType | undefined;
  if (!accountType) return undefined;
  const out: CriteriaValues = { accountType };
  for (const field of CRITERIA_FIELDS[accountType] ?? []) {
    const value = trimmed(criteria?.[field]);
    // A password is sent as typed (spaces may belong to it); the others trimmed.
    const send = field === 'password' ? criteria?.[field] : value;
    if (!isEmpty(value)) out[field] = send as string;
  }
  return out;
}

/** The record as the edit form starts with it: no MAC hash, no password in any input. */
export function toEditValues(record: DeviceAccountRecord): DeviceAccountRecord {
  return {
    ...record,
    criteria: {
      accountType: record.criteria?.accountType,
      username: record.criteria?.username ?? null,
      clientDeviceMac: '',
      password: '',
    },
  };
}

/** Values of the create form → the create data (criteria only for the chosen type). */
export function toCreateData(values: Record<string, unknown>): Record<string, unknown> {
  return { ...values, criteria: criteriaForType(values.criteria as CriteriaValues) };
}

/**
 * Values of the edit form → the update data. Criteria go only when they change: a new type, a new
 * username, or a newly typed MAC or password. Otherwise they are left out and the stored (hashed)
 * values stay.
 */
export function toUpdateData(
  values: Record<string, unknown>,
  previous: DeviceAccountRecord | undefined,
): Record<string, unknown> {
  const { criteria, ...rest } = values;
  const next = criteriaForType(criteria as CriteriaValues);
  const before = previous?.criteria;
  const changed =
    !!next &&
    (next.accountType !== before?.accountType ||
      (next.username ?? null) !== (before?.username ?? null) ||
      WRITE_ONLY_CRITERIA.some((field) => !isEmpty(next[field])));
  return changed ? { ...rest, criteria: next } : rest;
}
