import { Alert, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  ListButton,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import RecordNotFound from '../../components/RecordNotFound';
import RequireCustomer from '../../shell/RequireCustomer';
import { useNotifyError } from '../../shell/useNotifyError';
import { VoucherDeleteButton } from './VoucherShow';
import { ActiveChip } from './voucherFields';
import { descriptionRules, VoucherLimitInputs } from './voucherInputs';
import { resourcePath } from '../../components/resourcePath';
import type { VoucherRecord } from './voucherRecord';

/** Deactivation is permanent: an active code may be switched off once; a deactivated one is read-only. */
function ActiveInput() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext<VoucherRecord>();
  if (record && !record.active) {
    return (
      <Alert severity="info" icon={false} sx={{ my: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
          <ActiveChip active={false} />
        </Stack>
        {translate(`resources.${resource}.helper.deactivated`)}
      </Alert>
    );
  }
  return <BooleanInput source="active" helperText={translate('messages.wifiCode.deactivateWarning')} />;
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <VoucherDeleteButton />
    </Toolbar>
  );
}

function CodeHeading() {
  const record = useRecordContext<VoucherRecord>();
  return record ? (
    <Typography variant="h6" component="h1" sx={{ fontFamily: 'monospace', letterSpacing: 2 }}>
      {record.code}
    </Typography>
  ) : null;
}

/** Edit one WiFi code: description, active (switch off only), valid, device-bound, expiry, devices. */
export default function VoucherEdit() {
  const resource = useResourceContext() ?? '';
  const notifyError = useNotifyError();
  return (
    <RequireCustomer>
      <Edit
        error={<RecordNotFound />}
        redirectOnError={false}
        mutationMode="pessimistic"
        redirect={(_resource, id) => resourcePath(resource, id)}
        actions={
          <TopToolbar>
            <ListButton to={resourcePath(resource)} />
          </TopToolbar>
        }
        mutationOptions={{
          onError: notifyError,
        }}
      >
        <SimpleForm noValidate toolbar={<EditToolbar />} sx={{ maxWidth: 640 }}>
          <CodeHeading />
          <TextInput source="description" multiline minRows={2} validate={descriptionRules} />
          <ActiveInput />
          <BooleanInput source="valid" helperText={`resources.${resource}.helper.valid`} />
          <VoucherLimitInputs />
        </SimpleForm>
      </Edit>
    </RequireCustomer>
  );
}
