import PrintIcon from '@mui/icons-material/Print';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import CopyButton from '../../components/CopyButton';
import PrintDialog from './print/PrintDialog';
import type { PrintItem } from './print/PrintSheets';

export interface BatchResult {
  amount: number;
  codes: string[];
  license?: { allowed: number; left: number } | null;
  /** The expiry the batch was created with (for the printed cards). */
  expires?: string | null;
  dynamicExpires?: string | null;
}

/** The codes a batch created, copyable and printable, with the way on to the list. */
export default function BatchResultDialog({ result, onClose }: { result: BatchResult | null; onClose: () => void }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const text = result?.codes.join('\n') ?? '';
  const [printing, setPrinting] = useState(false);
  const items = useMemo<PrintItem[]>(
    () =>
      (result?.codes ?? []).map((code) => ({
        code,
        expires: result?.expires ?? null,
        dynamicExpires: result?.dynamicExpires ?? null,
      })),
    [result],
  );
  return (
    <Dialog open={!!result} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="batch-result-title">
      <DialogTitle id="batch-result-title">{translate(`resources.${resource}.batch.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {translate(`resources.${resource}.batch.text`, { smart_count: result?.amount ?? 0 })}
          {result?.license && result.license.left >= 0
            ? ` ${translate(`resources.${resource}.batch.licenceLeft`, { left: result.license.left })}`
            : ''}
        </DialogContentText>
        <TextField
          value={text}
          multiline
          minRows={4}
          maxRows={14}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'aria-label': translate(`resources.${resource}.batch.title`) } }}
          sx={{ '& textarea': { fontFamily: 'monospace', letterSpacing: 1 } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <CopyButton text={text} label={`resources.${resource}.actions.copyAll`} />
        <Button startIcon={<PrintIcon />} onClick={() => setPrinting(true)} disabled={!items.length}>
          {translate(`resources.${resource}.actions.print`)}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(`resources.${resource}.actions.toList`)}
        </Button>
      </DialogActions>
      {printing && <PrintDialog open items={items} onClose={() => setPrinting(false)} />}
    </Dialog>
  );
}
