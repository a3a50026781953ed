import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { FEEDBACK_KINDS, FEEDBACK_MESSAGE_MAX, FEEDBACK_RULES, type FeedbackKind } from '../../../domain/portalTools';
import { validate, type Invalid } from '../../../domain/validation';
import { useActiveCustomer } from '../../../providers/activeCustomer';
import { describeError } from '../../../providers/errors';
import { usePortalIdentity } from '../../layout/useShell';
import { toolsApi } from '../tools/toolsApi';

/**
 * The feedback form: kind and message, checked with the rules POST /feedback checks, sent as a mail
 * to the support address. A refusal stays in the dialog (field errors on the field, the hourly limit
 * as a message) so nothing typed is lost.
 */
export default function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const identity = usePortalIdentity();
  const { customerId } = useActiveCustomer();
  const { pathname } = useLocation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [kind, setKind] = useState<FeedbackKind>('idea');
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<Invalid | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const length = Array.from(message).length;
  const errorText = fieldError
    ? `${translate('portal.tools.feedback.message')}: ${translate(fieldError.message, fieldError.args)}`
    : null;

  const close = () => {
    if (sending) return;
    setFieldError(null);
    setFailure(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const bad = validate(message.trim(), FEEDBACK_RULES.message);
    setFieldError(bad ?? null);
    setFailure(null);
    if (bad) return;
    setSending(true);
    try {
      await toolsApi().sendFeedback({ kind, message: message.trim(), page: pathname, customerId: customerId ?? null });
      setMessage('');
      setSending(false);
      onClose();
      notify('portal.tools.feedback.sent', { type: 'success' });
    } catch (error) {
      setSending(false);
      const d = describeError(error);
      if (d.code === 'RATE_LIMITED') setFailure('portal.tools.feedback.throttled');
      else if (d.code === 'BAD_USER_INPUT' && d.field === 'message')
        setFieldError({ message: d.messageKey, args: d.args ?? {} });
      else setFailure('portal.tools.feedback.failed');
    }
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{translate('portal.tools.feedback.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('portal.tools.feedback.intro', { email: identity?.email ?? '' })}
          </DialogContentText>
          <FormControl component="fieldset" sx={{ mb: 2 }}>
            <FormLabel component="legend">{translate('portal.tools.feedback.kind')}</FormLabel>
            <RadioGroup row value={kind} onChange={(e) => setKind(e.target.value as FeedbackKind)}>
              {FEEDBACK_KINDS.map((k) => (
                <FormControlLabel
                  key={k}
                  value={k}
                  control={<Radio />}
                  label={translate(`portal.tools.feedback.kinds.${k}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label={translate('portal.tools.feedback.message')}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              if (fieldError) setFieldError(null);
            }}
            multiline
            minRows={5}
            maxRows={14}
            fullWidth
            required
            autoFocus
            error={!!errorText}
            helperText={
              errorText ??
              `${translate('portal.tools.feedback.messageHelp', { max: FEEDBACK_MESSAGE_MAX })} ${translate(
                'portal.tools.feedback.counter',
                { count: length, max: FEEDBACK_MESSAGE_MAX },
              )}`
            }
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {translate(failure)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={sending}>
            {translate('portal.tools.feedback.cancel')}
          </Button>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={sending}>
            {translate(sending ? 'portal.tools.feedback.sending' : 'portal.tools.feedback.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
