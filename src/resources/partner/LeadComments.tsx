import { useState, type FormEvent } from 'react';
import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { LEAD_COMMENT_RULES, LEAD_MESSAGE_MAX } from '../../domain/partnerLead';
import { validate } from '../../domain/validation';
import { namedInvalid } from '../../providers/fieldLabel';
import { localeTag } from '../../providers/i18nProvider';
import { useNotifyError } from '../../shell/useNotifyError';
import { leadApi } from './leadApi';
import { R, type LeadRecord } from './leadParts';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date and time in the user's language ('' when missing). */
export function useFormatDate() {
  const [locale] = useLocaleState();
  return (iso: string | null | undefined) =>
    iso ? new Intl.DateTimeFormat(localeTag(locale), DATE_TIME).format(new Date(iso)) : '';
}

/**
 * The lead's comments, oldest first, each with its author and time, and — for users who may change
 * the lead — a form that appends one (the server dates and signs it; stored comments never change).
 */
export default function LeadComments({
  record,
  asVendor,
  canWrite,
}: {
  record: LeadRecord;
  asVendor: boolean;
  canWrite: boolean;
}) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const messages = record.messages ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = namedInvalid('comment', validate(text, LEAD_COMMENT_RULES));
    if (invalid) {
      setError(translate(invalid.message, invalid.args));
      return;
    }
    setSending(true);
    try {
      await leadApi().addComment(asVendor, record, text.trim());
      setText('');
      setError(null);
      notify(`${R}.comments.added`, { type: 'success' });
    } catch (e) {
      notifyError(e);
    } finally {
      setSending(false);
      refresh();
    }
  };

  return (
    <Box component="section" aria-labelledby="lead-comments-title" sx={{ width: '100%' }}>
      <Typography id="lead-comments-title" variant="h6" component="h2" gutterBottom>
        {translate(`${R}.sections.comments`)}
      </Typography>
      {messages.length === 0 ? (
        <Typography color="text.secondary">{translate(`${R}.comments.none`)}</Typography>
      ) : (
        <List dense disablePadding data-testid="lead-comments">
          {messages.map((m, i) => (
            <ListItem key={i} divider disableGutters alignItems="flex-start">
              <ListItemText
                primary={m.text}
                secondary={translate(`${R}.comments.by`, {
                  from: m.from || translate(`${R}.comments.unknownAuthor`),
                  date: formatDate(m.createdAt),
                })}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canWrite && (
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <TextField
            label={translate(`${R}.comments.add`)}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
            }}
            multiline
            minRows={2}
            required
            error={!!error}
            helperText={error ?? `${text.length} / ${LEAD_MESSAGE_MAX}`}
            fullWidth
          />
          <Box>
            <Button type="submit" variant="outlined" startIcon={<SendIcon />} disabled={sending}>
              {translate(`${R}.comments.submit`)}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
