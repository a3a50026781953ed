import type { RaRecord } from 'react-admin';
import { ACCOUNT_PROFILE_LIMIT_FIELDS, type AccountProfileLimit } from '../../domain/accountTemplate';
import { isEmpty, normalizeDynamicExpires } from '../../domain';

export type AccountProfileValues = Partial<Record<AccountProfileLimit, number | null>> & { expires?: string | null };

/** An account template as the portal reads it. */
export interface AccountTemplateRecord extends RaRecord {
  _id: string;
  customerId: string;
  name: string;
  description?: string | null;
  active: boolean;
  accountConfiguration?: { dynamicExpires?: string | null } | null;
  accountProfile?: AccountProfileValues | null;
  createdAt: string;
  updatedAt: string;
}

const toNumber = (value: unknown): number | null => {
  if (isEmpty(value)) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * Form values → the data to send: profile limits as numbers (empty: null, no limit), the expiry as
 * given, the formula in its canonical form (empty: null). Key order is fixed, so unchanged nested
 * values compare equal and are left out of an update.
 */
export function toTemplateData(values: Record<string, unknown>): Record<string, unknown> {
  const profile = (values.accountProfile ?? {}) as Record<string, unknown>;
  const accountProfile: Record<string, unknown> = { expires: isEmpty(profile.expires) ? null : profile.expires };
  for (const field of ACCOUNT_PROFILE_LIMIT_FIELDS) accountProfile[field] = toNumber(profile[field]);
  const formula = (values.accountConfiguration as { dynamicExpires?: unknown } | null | undefined)?.dynamicExpires;
  const dynamicExpires =
    typeof formula === 'string' && formula.trim() !== '' ? (normalizeDynamicExpires(formula) ?? formula.trim()) : null;
  const description = typeof values.description === 'string' ? values.description.trim() || null : null;
  return {
    ...values,
    name: typeof values.name === 'string' ? values.name.trim() : values.name,
    description,
    accountProfile,
    accountConfiguration: { dynamicExpires },
  };
}

/** The record as the edit form starts with it (same shape as the data sent, without __typename). */
export function toEditValues(record: AccountTemplateRecord): AccountTemplateRecord {
  const profile = record.accountProfile ?? {};
  const accountProfile: AccountProfileValues = { expires: profile.expires ?? null };
  for (const field of ACCOUNT_PROFILE_LIMIT_FIELDS) accountProfile[field] = profile[field] ?? null;
  return {
    ...record,
    accountProfile,
    accountConfiguration: { dynamicExpires: record.accountConfiguration?.dynamicExpires ?? null },
  };
}
