import { useRef, useState } from 'react';
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { ExportFormat } from '../providers/exportList';

/** Bytes as a person reads them while a download runs (1.2 MB). */
function size(bytes: number, locale: string): string {
  const mb = bytes / 1_000_000;
  return mb < 1
    ? `${Math.max(1, Math.round(bytes / 1000)).toLocaleString(locale)} kB`
    : `${mb.toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}

/** Hands a file to the browser's downloads. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Starts a download in `format`, reporting the bytes received; the file when it is complete. */
export type StartExport = (
  format: ExportFormat,
  onProgress: (bytes: number) => void,
) => Promise<{ data: { blob: Blob; fileName: string } }>;

/**
 * The Export button and its CSV / XLSX menu for any list (docs/exports.md): disabled, with the bytes
 * received, while the file downloads; the file saved, or a failure notified.
 */
export function ExportMenuButton({
  start,
  disabled = false,
  name,
}: {
  start: StartExport;
  disabled?: boolean;
  /** The button's accessible name where a page has more than one export ("Mitglieder exportieren"). */
  name?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [received, setReceived] = useState<number | null>(null);
  const running = received !== null;

  async function run(format: ExportFormat) {
    setOpen(false);
    setReceived(0);
    try {
      const { data } = await start(format, setReceived);
      save(data.blob, data.fileName);
      notify('portal.exports.done', { type: 'success', messageArgs: { name: data.fileName } });
    } catch {
      notify('portal.exports.failed', { type: 'error' });
    } finally {
      setReceived(null);
    }
  }

  return (
    <>
      <Button
        ref={anchor}
        size="small"
        startIcon={running ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
        disabled={running || disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-busy={running}
        aria-label={name && !running ? name : undefined}
        onClick={() => setOpen(true)}
      >
        {running
          ? translate('portal.exports.running', { size: size(received, locale) })
          : translate('portal.exports.action')}
      </Button>
      <Menu
        anchorEl={anchor.current}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ list: { 'aria-label': translate('portal.exports.menu') } }}
      >
        <MenuItem onClick={() => void run('csv')}>{translate('portal.exports.csv')}</MenuItem>
        <MenuItem onClick={() => void run('xlsx')}>{translate('portal.exports.xlsx')}</MenuItem>
      </Menu>
    </>
  );
}

/**
 * A column of a list's export: its key, or its key with the values it holds and each value's
 * translation key (an enum: the file says "WLAN-Code-Login", not VOUCHER_LOGIN).
 */
export type ExportColumnChoice = string | { key: string; values: readonly string[]; label: (value: string) => string };

/** A column of enum values, each written as the list shows it. */
export const enumColumn = (
  key: string,
  values: readonly string[],
  label: (value: string) => string,
): ExportColumnChoice => ({
  key,
  values,
  label,
});

/**
 * The list's export (docs/exports.md): CSV or XLSX of the whole list as it is filtered and sorted
 * now, made and streamed by the server in the UI language; the headers are the list's column labels
 * (`resources.<name>.fields.<key>`).
 */
export default function ExportButton({
  columns,
  filter,
}: {
  columns: readonly ExportColumnChoice[];
  /** The list's permanent filter (a panel's: the accounts of one code), which filterValues leave out. */
  filter?: Record<string, unknown>;
}) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [locale] = useLocaleState();
  const start: StartExport = (format, onProgress) =>
    dataProvider.exportList!(resource, {
      filter: { ...(filterValues as Record<string, unknown>), ...filter },
      sort,
      format,
      locale,
      columns: columns.map((column) => {
        const key = typeof column === 'string' ? column : column.key;
        const label = translate(`resources.${resource}.fields.${key}`);
        if (typeof column === 'string') return { key, label };
        const values = Object.fromEntries(column.values.map((v) => [v, translate(column.label(v), { _: v })]));
        return { key, label, values };
      }),
      onProgress,
    });
  return <ExportMenuButton start={start} disabled={total === 0} />;
}
