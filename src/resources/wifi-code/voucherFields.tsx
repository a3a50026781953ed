import { Chip } from '@mui/material';
import { BooleanField, FunctionField, useResourceContext, useTranslate } from 'react-admin';
import { isVoucherExpired, isVoucherValidNow } from '../../domain';
import type { VoucherRecord } from './voucherRecord';

/** simultaneousUse: 0 or unset means no device limit (seed 001 §3). */
export function SimultaneousUseField({ label }: { label?: string }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  return (
    <FunctionField
      source="simultaneousUse"
      label={label}
      sortBy="simultaneousUse"
      render={(record: { simultaneousUse?: number | null }) =>
        record.simultaneousUse ? record.simultaneousUse : translate(`resources.${resource}.values.unlimited`)
      }
    />
  );
}

/** The active flag: deactivation is permanent, so a deactivated code shows a chip. */
export function ActiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  return active ? (
    <Chip size="small" color="success" variant="outlined" label={translate(`resources.${resource}.fields.active`)} />
  ) : (
    <Chip size="small" label={translate(`resources.${resource}.values.deactivated`)} />
  );
}

/** Valid now: the flag and the expiry (an expired code shows "expired", never "valid"). */
export function ValidNow({ record }: { record: VoucherRecord }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  if (isVoucherExpired(record)) {
    return (
      <Chip size="small" color="warning" variant="outlined" label={translate(`resources.${resource}.values.expired`)} />
    );
  }
  return <BooleanField source="valid" record={{ ...record, valid: isVoucherValidNow(record) }} />;
}
