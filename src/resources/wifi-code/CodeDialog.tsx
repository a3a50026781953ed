/**
 * The code dialog (seed 001 §2): one WiFi code large with its QR code (the guest page with the code
 * filled in), for showing a guest at the desk. `CodeDialogButton` is the button of a list row and of
 * the show page: `<CodeDialogButton code={record.code} />`.
 */
import QrCodeIcon from '@mui/icons-material/QrCode2';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import CopyButton from '../../components/CopyButton';
import { codeUrl, qrDataUrl } from './print/qr';

const R = 'resources.wifi-code.codeDialog';

export interface CodeDialogProps {
  code: string;
  open: boolean;
  onClose: () => void;
}

export default function CodeDialog({ code, open, onClose }: CodeDialogProps) {
  const translate = useTranslate();
  const [qr, setQr] = useState<{ code: string; url: string } | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    qrDataUrl(code, { width: 320 }).then((url) => live && setQr({ code, url }));
    return () => {
      live = false;
    };
  }, [open, code]);
  const url = qr?.code === code ? qr.url : null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="code-dialog-title"
      maxWidth="xs"
      fullWidth
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id="code-dialog-title">{translate(`${R}.title`)}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Typography
          data-testid="code-dialog-code"
          sx={{
            fontFamily: 'monospace',
            fontWeight: 700,
            fontSize: { xs: '2rem', sm: '2.6rem' },
            letterSpacing: '0.12em',
            textAlign: 'center',
            wordBreak: 'break-all',
          }}
        >
          {code}
        </Typography>
        <Box
          sx={{
            width: 260,
            height: 260,
            maxWidth: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: '#fff',
            borderRadius: 1,
            p: 1,
          }}
        >
          {url ? (
            <img src={url} alt={translate(`${R}.qrAlt`, { code })} style={{ width: '100%', height: '100%' }} />
          ) : (
            <CircularProgress aria-label={translate(`${R}.loading`)} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" align="center">
          {translate(`${R}.hint`)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }} align="center">
          {codeUrl(code)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <CopyButton text={code} label="resources.wifi-code.actions.copy" />
        <Button variant="contained" onClick={onClose}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A button that opens the code dialog (a list row's click does not follow it). */
export function CodeDialogButton({ code, variant = 'icon' }: { code: string; variant?: 'icon' | 'button' }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const show = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  const label = translate(`${R}.open`);
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <IconButton size="small" onClick={show} aria-label={`${label}: ${code}`}>
            <QrCodeIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={<QrCodeIcon />} onClick={show}>
          {label}
        </Button>
      )}
      {open && <CodeDialog code={code} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
