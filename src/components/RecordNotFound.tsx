import { Alert, AlertTitle, Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useResourceContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { resourcePath } from './resourcePath';

/**
 * A details or edit page whose record does not exist (or belongs to another customer, which the
 * server answers alike): say so, naming the id from the address, with a way back to the list —
 * instead of react-admin's default of silently showing the list. Messages:
 * `resources.<name>.notFound.{title,text,back}` (text with %{id}).
 */
export default function RecordNotFound() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const { id = '' } = useParams();
  return (
    <Box sx={{ maxWidth: 720, mt: 2 }}>
      <Alert severity="warning" role="alert">
        <AlertTitle>{translate(`resources.${resource}.notFound.title`)}</AlertTitle>
        {translate(`resources.${resource}.notFound.text`, { id })}
      </Alert>
      <Button component={Link} to={resourcePath(resource)} startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
        {translate(`resources.${resource}.notFound.back`)}
      </Button>
    </Box>
  );
}
