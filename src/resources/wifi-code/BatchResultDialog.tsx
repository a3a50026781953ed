import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import CopyButton from '../../components/CopyButton';

export interface BatchResult {
  amount: number;
  codes: string[];
  license?: { allowed: number; left: number } | null;
}

/** The codes a batch created, copyable, with the way on to the list. */
export default function BatchResultDialog({ result, onClose }: { result: BatchResult | null; onClose: () => void }) {
  const translate = useTranslate();
  const text = result?.codes.join('\n') ?? '';
  return (
    <Dialog open={!!result} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="batch-result-title">
      <DialogTitle id="batch-result-title">{translate('resources.wifi-code.batch.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {translate('resources.wifi-code.batch.text', { smart_count: result?.amount ?? 0 })}
          {result?.license && result.license.left >= 0
            ? ` ${translate('resources.wifi-code.batch.licenceLeft', { left: result.license.left })}`
            : ''}
        </DialogContentText>
        <TextField
          value={text}
          multiline
          minRows={4}
          maxRows={14}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'aria-label': translate('resources.wifi-code.batch.title') } }}
          sx={{ '& textarea': { fontFamily: 'monospace', letterSpacing: 1 } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <CopyButton text={text} label="resources.wifi-code.actions.copyAll" />
        <Button variant="contained" onClick={onClose}>
          {translate('resources.wifi-code.actions.toList')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
