import { Chip } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';

/** simultaneousUse: 0 or unset means no device limit (seed 001 §3). */
export function SimultaneousUseField({ label }: { label?: string }) {
  const translate = useTranslate();
  return (
    <FunctionField
      source="simultaneousUse"
      label={label}
      sortBy="simultaneousUse"
      render={(record: { simultaneousUse?: number | null }) =>
        record.simultaneousUse ? record.simultaneousUse : translate('resources.wifi-code.values.unlimited')
      }
    />
  );
}

/** The active flag: deactivation is permanent, so a deactivated code shows a chip. */
export function ActiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return active ? (
    <Chip size="small" color="success" variant="outlined" label={translate('resources.wifi-code.fields.active')} />
  ) : (
    <Chip size="small" label={translate('resources.wifi-code.values.deactivated')} />
  );
}
