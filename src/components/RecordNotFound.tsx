import { useContext } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { EditContext, Link, ShowContext, useResourceContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { describeError } from '../providers/errors';
import { resourcePath } from './resourcePath';

/**
 * Whether the failed read of a details or edit page means "there is no such record" (NOT_FOUND, as
 * the server answers a missing or foreign object; a malformed id), rather than a read that failed.
 */
export function isMissingRecord(error: unknown): boolean {
  if (error == null) return true;
  const { code, detail } = describeError(error);
  if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') return true;
  // a plain "not found" of a data provider that gives no code
  return code === 'INTERNAL' && /not[ _-]?found/i.test(detail ?? '');
}

/**
 * A details or edit page whose record does not exist (or belongs to another customer, which the
 * server answers alike): say so, naming the id from the address, with a way back to the list —
 * instead of react-admin's default of silently showing the list. Messages:
 * `resources.<name>.notFound.{title,text,back}` (text with %{id}).
 *
 * A read that failed for another reason (the network, the server, a missing right) is no missing
 * record: then the catalogue's "the item cannot be shown" (seed 001 §8, D257) with the reason.
 */
export default function RecordNotFound() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const { id = '' } = useParams();
  const show = useContext(ShowContext);
  const edit = useContext(EditContext);
  const error: unknown = show?.error ?? edit?.error;
  const missing = isMissingRecord(error);
  const reason = missing ? null : describeError(error);
  return (
    <Box sx={{ maxWidth: 720, mt: 2 }}>
      {missing ? (
        <Alert severity="warning" role="alert">
          <AlertTitle>{translate(`resources.${resource}.notFound.title`)}</AlertTitle>
          {translate(`resources.${resource}.notFound.text`, { id })}
        </Alert>
      ) : (
        <Alert severity="error" role="alert">
          <AlertTitle>{translate('messages.cannotShow')}</AlertTitle>
          {translate(reason!.messageKey, reason!.args)}
        </Alert>
      )}
      <Button component={Link} to={resourcePath(resource)} startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
        {translate(`resources.${resource}.notFound.back`)}
      </Button>
    </Box>
  );
}
