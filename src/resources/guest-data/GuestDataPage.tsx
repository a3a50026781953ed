// /guest-data (issue 38, GDPR Art. 15 and 17; docs/privacy.md): one guest of the active customer,
// searched by client MAC, code, device account, phone number or e-mail. Shows what is held (counts
// only), offers the export as JSON or CSV, and erases after a confirmation that names what goes and
// needs the identifier or the word typed. The server checks the same rules (src/domain/guestData.ts).
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List as MuiList,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useMessagePrefix } from '../../components/listParts';
import {
  checkGuestIdentifier,
  erasureConfirmed,
  GUEST_ERASE_WORD,
  GUEST_IDENTIFIER_KINDS,
  GUEST_IDENTIFIER_MAX,
  type GuestIdentifierKind,
} from '../../domain/guestData';
import { useActiveCustomer } from '../../providers/activeCustomer';
import RequireCustomer from '../../shell/RequireCustomer';
import { guestDataApi, type GuestLookup, type GuestSummary } from './guestDataApi';

const COUNTS = ['hotspotAccounts', 'sessions', 'acceptedTerms', 'smsSent', 'deviceAccounts', 'otherRecords'] as const;

/** The message key and arguments of a failed call (HttpError of createGraphqlCall), else the page's own. */
function errorText(translate: ReturnType<typeof useTranslate>, error: unknown, fallback: string): string {
  const e = error as { message?: unknown; body?: { args?: Record<string, unknown> } } | null;
  const key = typeof e?.message === 'string' && e.message.includes('.') ? e.message : fallback;
  return translate(key, { _: translate(fallback), ...(e?.body?.args ?? {}) });
}

function download(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function EraseDialog({
  lookup,
  summary,
  onClose,
  onErased,
}: {
  lookup: GuestLookup;
  summary: GuestSummary;
  onClose: () => void;
  onErased: () => void;
}) {
  const R = useMessagePrefix();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const word = locale.startsWith('de') ? GUEST_ERASE_WORD.de : GUEST_ERASE_WORD.en;
  const erase = async () => {
    setBusy(true);
    setError(null);
    try {
      const done = await guestDataApi().erase(lookup);
      notify(`${R}.erase.done`, {
        type: 'success',
        messageArgs: { sessions: done.sessions, accounts: done.hotspotAccounts },
      });
      onErased();
    } catch (e) {
      // CONFLICT: the guest is online; the server queued the Disconnect, the erasure waits for the end.
      const online = (e as { body?: { code?: unknown } } | null)?.body?.code === 'CONFLICT';
      setError(online ? translate(`${R}.errors.online`) : errorText(translate, e, `${R}.errors.erase`));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="guest-erase-title" maxWidth="sm" fullWidth>
      <DialogTitle id="guest-erase-title">{translate(`${R}.erase.title`)}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{translate(`${R}.erase.intro`, { value: lookup.value })}</Typography>
        <MuiList dense>
          <ListItem>
            <ListItemText primary={translate(`${R}.erase.accounts`, { n: summary.hotspotAccounts })} />
          </ListItem>
          <ListItem>
            <ListItemText primary={translate(`${R}.erase.sessions`, { n: summary.sessions })} />
          </ListItem>
          <ListItem>
            <ListItemText primary={translate(`${R}.erase.sms`, { n: summary.smsSent })} />
          </ListItem>
          <ListItem>
            <ListItemText primary={translate(`${R}.erase.deviceAccounts`, { n: summary.deviceAccounts })} />
          </ListItem>
          <ListItem>
            <ListItemText primary={translate(`${R}.erase.other`, { n: summary.otherRecords })} />
          </ListItem>
        </MuiList>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate(`${R}.erase.analytics`)}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          margin="normal"
          label={translate(`${R}.erase.confirmLabel`, { word })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          inputProps={{ maxLength: GUEST_IDENTIFIER_MAX }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy || !erasureConfirmed(typed, lookup.value)}
          onClick={erase}
        >
          {translate(`${R}.erase.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Found({ lookup, summary, onErased }: { lookup: GuestLookup; summary: GuestSummary; onErased: () => void }) {
  const R = useMessagePrefix();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess: mayErase = false } = useCanAccess({ resource: 'guest-data', action: 'delete' });
  const [erasing, setErasing] = useState(false);
  const [busy, setBusy] = useState<'JSON' | 'CSV' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const exportAs = async (format: 'JSON' | 'CSV') => {
    setBusy(format);
    setError(null);
    try {
      const file = await guestDataApi().exportFile(lookup, format, locale);
      download(file.fileName, file.content, file.contentType);
    } catch (e) {
      setError(errorText(translate, e, `${R}.errors.export`));
    } finally {
      setBusy(null);
    }
  };
  if (!summary.found)
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate(`${R}.empty.notFound`)}
      </Alert>
    );
  return (
    <Card sx={{ mt: 2 }} aria-label={translate(`${R}.held.title`)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${R}.held.title`)}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 3, rowGap: 0.5 }}
        >
          {COUNTS.map((key) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {translate(`${R}.held.${key}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid={`count-${key}`}>
                {summary[key]}
              </Typography>
            </Box>
          ))}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => exportAs('JSON')} disabled={busy !== null}>
            {translate(`${R}.actions.exportJson`)}
          </Button>
          <Button variant="outlined" onClick={() => exportAs('CSV')} disabled={busy !== null}>
            {translate(`${R}.actions.exportCsv`)}
          </Button>
          {mayErase && (
            <Button color="error" variant="contained" onClick={() => setErasing(true)}>
              {translate(`${R}.actions.erase`)}
            </Button>
          )}
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </CardContent>
      {erasing && (
        <EraseDialog
          lookup={lookup}
          summary={summary}
          onClose={() => setErasing(false)}
          onErased={() => {
            setErasing(false);
            onErased();
          }}
        />
      )}
    </Card>
  );
}

export default function GuestDataPage() {
  const R = useMessagePrefix();
  const translate = useTranslate();
  const { customerId } = useActiveCustomer();
  const [kind, setKind] = useState<GuestIdentifierKind>('CLIENT_MAC');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'loading' }
    | { kind: 'error'; message: string }
    | { kind: 'found'; lookup: GuestLookup; summary: GuestSummary }
    | { kind: 'erased' }
  >({ kind: 'idle' });

  const search = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!customerId) return;
    const failed = checkGuestIdentifier(kind, value);
    if (failed) {
      setInvalid(translate(failed.message, failed.args));
      return;
    }
    setInvalid(null);
    setState({ kind: 'loading' });
    const lookup = { customerId, kind, value: value.trim() };
    try {
      setState({ kind: 'found', lookup, summary: await guestDataApi().find(lookup) });
    } catch (err) {
      setState({ kind: 'error', message: errorText(translate, err, `${R}.errors.search`) });
    }
  };

  return (
    <RequireCustomer>
      <Title title={`${R}.page.list`} />
      <Box sx={{ maxWidth: 720, p: { xs: 1, sm: 2 } }}>
        <Typography color="text.secondary" gutterBottom>
          {translate(`${R}.page.intro`)}
        </Typography>
        <Box component="form" onSubmit={search} noValidate sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <TextField
            select
            label={translate(`${R}.fields.kind`)}
            value={kind}
            onChange={(e) => setKind(e.target.value as GuestIdentifierKind)}
            sx={{ minWidth: 200 }}
          >
            {GUEST_IDENTIFIER_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {translate(`${R}.kinds.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate(`${R}.fields.value`)}
            placeholder={translate(`${R}.placeholders.${kind}`)}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={!!invalid}
            helperText={invalid ?? ' '}
            inputProps={{ maxLength: GUEST_IDENTIFIER_MAX }}
            sx={{ flex: 1, minWidth: 240 }}
          />
          <Box>
            <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={state.kind === 'loading'}>
              {translate(`${R}.actions.search`)}
            </Button>
          </Box>
        </Box>
        {state.kind === 'idle' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate(`${R}.empty.idle`)}
          </Typography>
        )}
        {state.kind === 'loading' && (
          <Box sx={{ mt: 2 }} role="status" aria-label={translate(`${R}.values.loading`)}>
            <CircularProgress size={24} />
          </Box>
        )}
        {state.kind === 'error' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {state.message}
          </Alert>
        )}
        {state.kind === 'erased' && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate(`${R}.erase.erased`)}
          </Alert>
        )}
        {state.kind === 'found' && (
          <Found lookup={state.lookup} summary={state.summary} onErased={() => setState({ kind: 'erased' })} />
        )}
      </Box>
    </RequireCustomer>
  );
}
