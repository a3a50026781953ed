import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import OutboxIcon from '@mui/icons-material/Outbox';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import CopyButton from '../../../components/CopyButton';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/constants';
import { isOperator } from '../../../domain/profile';
import { formatDateTime } from '../../../i18n/formats';
import { usePermissionsAcl } from '../../guards';
import { profileApi } from './profileApi';

const O = 'portal.profile.outbox';
/** Messages listed (the endpoint answers up to 100). */
const SHOWN = 20;

function useDateFormat() {
  const [locale] = useLocaleState();
  return (iso: string) => formatDateTime(iso, locale);
}

function MessageDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const translate = useTranslate();
  const format = useDateFormat();
  const query = useQuery({
    queryKey: ['portal', 'outbox', 'message', id],
    queryFn: () => profileApi().outboxMessage(id),
    retry: false,
  });
  const m = query.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="outbox-message-title">
      <DialogTitle id="outbox-message-title">{m ? m.subject || translate(`${O}.noSubject`) : ' '}</DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <LinearProgress aria-label={translate(`${O}.title`)} />
        ) : query.isError || !m ? (
          <Alert severity="error">{translate(`${O}.loadError`)}</Alert>
        ) : (
          <>
            <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`${O}.from`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {m.from}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`${O}.recipients`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {m.to.join(', ')}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`${O}.received`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {format(m.receivedAt)}
              </Typography>
            </Box>
            {/* the plain text only: the HTML part is not rendered here (no mail markup in the portal) */}
            <Box
              component="pre"
              sx={{
                m: 0,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontFamily: 'inherit',
                typography: 'body2',
              }}
            >
              {m.text}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {m?.text && <CopyButton text={m.text} label={`${O}.copyText`} />}
        <Button onClick={onClose} autoFocus>
          {translate(`${O}.close`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The local outbox (docs/mail.md) for operators: the newest messages, filtered by recipient, each
 * readable as plain text. The server answers only operators; nobody else sees the card.
 */
export default function OutboxCard() {
  const translate = useTranslate();
  const format = useDateFormat();
  const { acl, loaded } = usePermissionsAcl();
  const allowed = loaded && isOperator(acl);
  const [input, setInput] = useState('');
  const [to, setTo] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTo(input.trim().toLowerCase()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const query = useQuery({
    queryKey: ['portal', 'outbox', to],
    queryFn: () => profileApi().outbox(to, SHOWN),
    enabled: allowed,
    retry: false,
  });
  if (!allowed) return null;
  return (
    <Card component="section" aria-labelledby="outbox-title">
      <CardHeader
        avatar={<OutboxIcon color="primary" aria-hidden />}
        title={translate(`${O}.title`)}
        subheader={translate(`${O}.intro`)}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'outbox-title' } }}
      />
      <Divider />
      <CardContent>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={translate(`${O}.to`)}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 320 } }}
        />
        {query.isPending ? (
          <LinearProgress sx={{ mt: 2 }} aria-label={translate(`${O}.title`)} />
        ) : query.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(`${O}.loadError`)}
          </Alert>
        ) : query.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate(`${O}.empty`)}
          </Typography>
        ) : (
          <List dense aria-label={translate(`${O}.title`)}>
            {query.data.map((m) => (
              <ListItemButton key={m.id} onClick={() => setOpen(m.id)}>
                <ListItemText
                  primary={m.subject || translate(`${O}.noSubject`)}
                  secondary={translate(`${O}.toLine`, { to: m.to.join(', '), date: format(m.receivedAt) })}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
      {open && <MessageDialog id={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
