/**
 * The actions of one batch of codes (issue 39): reprint (the print dialog of the code list with the
 * batch's active codes), export (the code list's export with the batch as its filter), deactivate and
 * delete (the whole batch, on the server, as the bulk actions of the code list do it). Each asks first,
 * naming how many codes it concerns ("1.000 Codes deaktivieren?"), and shows its progress.
 */
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  LinearProgress,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import { useRef, useState } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { PortalDataProvider } from '../../../providers/dataProvider';
import type { ExportFormat } from '../../../providers/exportList';
import { activeCustomer } from '../../../providers/activeCustomer';
import PrintDialog from '../print/PrintDialog';
import type { PrintItem } from '../print/PrintSheets';
import { batchWrites } from './batchWrites';
import { useBatchName, type BatchRecord } from './batchRecord';

const R = 'resources.wifi-code/batches';
const CODES = 'wifi-code';
/** Codes read per request for a reprint (the list's largest page). */
const PAGE = 1000;
/** The columns of a batch's export: the code list's (VoucherList), headed by its labels. */
const EXPORT_COLUMNS = [
  'code',
  'description',
  'active',
  'valid',
  'used',
  'simultaneousUse',
  'deviceVoucher',
  'expires',
  'createdAt',
];

type Action = 'reprint' | 'export' | 'deactivate' | 'delete';

/** The batch's active codes, page by page, in the order they were made; `onProgress` after each page. */
async function activeCodes(
  dataProvider: PortalDataProvider,
  batch: BatchRecord,
  onProgress: (done: number) => void,
): Promise<PrintItem[]> {
  const items: PrintItem[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList<{
      id: Identifier;
      code: string;
      expires?: string | null;
      dynamicExpires?: string | null;
    }>(CODES, {
      filter: { batchId: batch.id, active: true },
      pagination: { page, perPage: PAGE },
      sort: { field: 'createdAt', order: 'ASC' },
    });
    items.push(
      ...data.map((v) => ({ code: v.code, expires: v.expires ?? null, dynamicExpires: v.dynamicExpires ?? null })),
    );
    onProgress(items.length);
    if (data.length < PAGE || items.length >= (total ?? 0)) return items;
  }
}

export default function BatchActions({ record }: { record: BatchRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { canAccess: canUpdate = false } = useCanAccess({ resource: CODES, action: 'edit' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: CODES, action: 'delete' });
  const name = useBatchName(record);
  const anchor = useRef<HTMLButtonElement>(null);
  const [menu, setMenu] = useState(false);
  const [asked, setAsked] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [printing, setPrinting] = useState<PrintItem[] | null>(null);

  const countOf = (action: Action) => (action === 'reprint' || action === 'deactivate' ? record.active : record.live);
  const count = asked ? countOf(asked) : 0;
  const args = { smart_count: count, count: count.toLocaleString(locale), name };
  const close = () => {
    if (!busy) setAsked(null);
  };
  const fail = () => notify(`${R}.notifications.failed`, { type: 'error' });

  const open = (action: Action) => {
    setMenu(false);
    setAsked(action);
  };

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch {
      fail();
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const reprint = () =>
    run(async () => {
      const total = record.active;
      const fmt = (n: number) => n.toLocaleString(locale);
      setProgress(translate(`${R}.progress.loading`, { done: fmt(0), total: fmt(total) }));
      const items = await activeCodes(dataProvider, record, (done) =>
        setProgress(translate(`${R}.progress.loading`, { done: fmt(done), total: fmt(total) })),
      );
      setAsked(null);
      setPrinting(items);
    });

  const exportAs = (format: ExportFormat) =>
    run(async () => {
      setProgress(translate(`${R}.progress.working`));
      const { data } = await dataProvider.exportList!(CODES, {
        filter: { batchId: record.id },
        sort: { field: 'createdAt', order: 'ASC' },
        format,
        locale,
        columns: EXPORT_COLUMNS.map((key) => ({ key, label: translate(`resources.${CODES}.fields.${key}`) })),
        onProgress: () => undefined,
      });
      const url = URL.createObjectURL(data.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = data.fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      notify('portal.exports.done', { type: 'success', messageArgs: { name: data.fileName } });
      setAsked(null);
    });

  const write = (action: 'deactivate' | 'delete') =>
    run(async () => {
      const customerId = activeCustomer.getId() ?? record.customerId;
      const writes = batchWrites();
      const n =
        action === 'deactivate'
          ? await writes.deactivate(customerId, String(record.id))
          : await writes.remove(customerId, String(record.id));
      const message = action === 'deactivate' ? `${R}.notifications.deactivated` : `${R}.notifications.deleted`;
      notify(message, { type: 'success', messageArgs: { smart_count: n, count: n.toLocaleString(locale), name } });
      setAsked(null);
      refresh();
    });

  const items: { action: Action; icon: React.ReactNode; allowed: boolean; disabled: boolean }[] = [
    { action: 'reprint', icon: <PrintIcon fontSize="small" />, allowed: true, disabled: record.active === 0 },
    { action: 'export', icon: <DownloadIcon fontSize="small" />, allowed: true, disabled: record.live === 0 },
    {
      action: 'deactivate',
      icon: <BlockIcon fontSize="small" />,
      allowed: canUpdate,
      disabled: record.active === 0,
    },
    { action: 'delete', icon: <DeleteIcon fontSize="small" />, allowed: canDelete, disabled: false },
  ];

  const titleKey = asked ? `${R}.confirm.${asked}Title` : '';
  const content =
    asked === 'deactivate' || asked === 'delete'
      ? translate(`${R}.confirm.${asked}Content`, args)
      : asked === 'export'
        ? translate(`${R}.confirm.exportContent`, args)
        : null;

  return (
    // The dialogs are portals, but their clicks bubble through the React tree: not to the row (which
    // would open the batch's codes).
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate(`${R}.actions.menu`, { name })}>
        <IconButton
          ref={anchor}
          size="small"
          aria-label={translate(`${R}.actions.menu`, { name })}
          aria-haspopup="menu"
          aria-expanded={menu}
          onClick={(event) => {
            event.stopPropagation();
            setMenu(true);
          }}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor.current}
        open={menu}
        onClose={() => setMenu(false)}
        onClick={(event) => event.stopPropagation()}
        slotProps={{ list: { 'aria-label': translate(`${R}.actions.menu`, { name }) } }}
      >
        {items
          .filter((item) => item.allowed)
          .map((item) => (
            <MenuItem key={item.action} disabled={item.disabled} onClick={() => open(item.action)}>
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText>{translate(`${R}.actions.${item.action}`)}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
      <Dialog
        open={asked !== null}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby="batch-confirm-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="batch-confirm-title">{asked ? translate(titleKey, args) : ''}</DialogTitle>
        <DialogContent>
          {content && <DialogContentText>{content}</DialogContentText>}
          {busy && (
            <Box sx={{ mt: 2 }} role="status" aria-live="polite">
              <LinearProgress />
              {progress && <DialogContentText sx={{ mt: 1 }}>{progress}</DialogContentText>}
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={busy}>
            {translate(`${R}.actions.cancel`)}
          </Button>
          {asked === 'export' ? (
            <>
              <Button onClick={() => void exportAs('xlsx')} disabled={busy} startIcon={<DownloadIcon />}>
                {translate(`${R}.actions.exportXlsx`)}
              </Button>
              <Button
                variant="contained"
                onClick={() => void exportAs('csv')}
                disabled={busy}
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
              >
                {translate(`${R}.actions.exportCsv`)}
              </Button>
            </>
          ) : (
            <Button
              variant="contained"
              color={asked === 'delete' || asked === 'deactivate' ? 'error' : 'primary'}
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={() => void (asked === 'reprint' ? reprint() : write(asked as 'deactivate' | 'delete'))}
            >
              {asked ? translate(`${R}.actions.${asked}`) : ''}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      {printing && <PrintDialog open items={printing} onClose={() => setPrinting(null)} />}
    </Box>
  );
}
