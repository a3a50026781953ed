import { Chip, Tooltip, IconButton } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DateField, FunctionField, useLocaleState, useNotify, useTranslate, type DateFieldProps } from 'react-admin';
import { localeTag } from '../../providers/i18nProvider';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date and time in the format of the chosen language (date formatting follows the language switch). */
export function LocaleDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField showTime locales={localeTag(locale)} options={DATE_TIME} {...props} />;
}

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

/** Copies text to the clipboard and says so. */
export function CopyButton({ text, label = 'resources.wifi-code.actions.copy' }: { text: string; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async (event: React.MouseEvent) => {
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(text);
      notify('resources.wifi-code.notifications.copied', { type: 'info' });
    } catch {
      notify('resources.wifi-code.notifications.copyFailed', { type: 'warning' });
    }
  };
  return (
    <Tooltip title={translate(label)}>
      <IconButton size="small" onClick={copy} aria-label={translate(label)}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
