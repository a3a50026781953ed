import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import CopyButton from '../../components/CopyButton';

export interface BatchResult {
  amount: number;
  codes: string[];
  license?: { allowed: number; left: number } | null;
}

/** The codes a batch created, copyable, with the way on to the list. */
export default function BatchResultDialog({ result, onClose }: { result: BatchResult | null; onClose: () => void }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const text = result?.codes.join('\n') ?? '';
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
        <Button variant="contained" onClick={onClose}>
          {translate(`resources.${resource}.actions.toList`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
