import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  Divider,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import SmsIcon from '@mui/icons-material/Sms';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/constants';
import { isOperator } from '../../../domain/profile';
import { formatDateTime } from '../../../i18n/formats';
import { usePermissionsAcl } from '../../guards';
import { createRestClient, type RestClient } from '../../../providers/restClient';
import { tokenStore } from '../../../providers/tokenStore';

const S = 'portal.profile.smsOutbox';
/** Messages listed (the endpoint answers up to 100). */
const SHOWN = 20;

/** A message of the local SMS outbox (GET /sms/outbox, operators only; docs/sms.md). */
export interface SmsOutboxMessage {
  id: string;
  from: string;
  /** Masked by the server: "+49 … 23". */
  to: string;
  text: string;
  receivedAt: string;
}

export type SmsOutboxApi = (to: string, limit: number) => Promise<SmsOutboxMessage[]>;

let api: SmsOutboxApi | null = null;
const defaultApi =
  (rest: RestClient = createRestClient(tokenStore)): SmsOutboxApi =>
  (to, limit) =>
    rest<SmsOutboxMessage[]>(`/sms/outbox?limit=${limit}${to ? `&to=${encodeURIComponent(to)}` : ''}`);

/** Replace the call (tests); `null` restores the real one. */
export function setSmsOutboxApi(next: SmsOutboxApi | null): void {
  api = next;
}

/**
 * The local SMS outbox (docs/sms.md) for operators: the newest text messages the in-process SMSC
 * stand-in received, filtered by recipient number. The server answers only operators; nobody else
 * sees the card.
 */
export default function SmsOutboxCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { acl, loaded } = usePermissionsAcl();
  const allowed = loaded && isOperator(acl);
  const [input, setInput] = useState('');
  const [to, setTo] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTo(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const query = useQuery({
    queryKey: ['portal', 'sms-outbox', to],
    queryFn: () => (api ??= defaultApi())(to, SHOWN),
    enabled: allowed,
    retry: false,
  });
  if (!allowed) return null;
  return (
    <Card component="section" aria-labelledby="sms-outbox-title">
      <CardHeader
        avatar={<SmsIcon color="primary" aria-hidden />}
        title={translate(`${S}.title`)}
        subheader={translate(`${S}.intro`)}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'sms-outbox-title' } }}
      />
      <Divider />
      <CardContent>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={translate(`${S}.to`)}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 32, inputMode: 'tel' } }}
        />
        {query.isPending ? (
          <LinearProgress sx={{ mt: 2 }} aria-label={translate(`${S}.title`)} />
        ) : query.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(`${S}.loadError`)}
          </Alert>
        ) : query.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate(`${S}.empty`)}
          </Typography>
        ) : (
          <List dense aria-label={translate(`${S}.title`)}>
            {query.data.map((m) => (
              <ListItem key={m.id} disableGutters divider>
                <ListItemText
                  primary={
                    <Box
                      component="span"
                      sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
                    >
                      {m.text}
                    </Box>
                  }
                  secondary={translate(`${S}.fromLine`, {
                    from: m.from,
                    to: m.to,
                    date: formatDateTime(m.receivedAt, locale),
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
