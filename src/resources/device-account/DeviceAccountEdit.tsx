import type { ReactNode } from 'react';
import {
  Edit,
  ListButton,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
} from 'react-admin';
import RecordNotFound from '../../components/RecordNotFound';
import { resourcePath } from '../../components/resourcePath';
import RequireCustomer from '../../shell/RequireCustomer';
import { useNotifyError } from '../../shell/useNotifyError';
import { DeviceAccountDeleteButton } from './DeviceAccountShow';
import { DeviceAccountInputs } from './DeviceAccountInputs';
import { toEditValues, toUpdateData, type DeviceAccountRecord } from './deviceAccountRecord';

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeviceAccountDeleteButton />
    </Toolbar>
  );
}

/** The form starts from the record without the MAC hash and without any password. */
function EditForm({ children }: { children: ReactNode }) {
  const record = useRecordContext<DeviceAccountRecord>();
  if (!record) return null;
  return (
    <SimpleForm record={toEditValues(record)} toolbar={<EditToolbar />} noValidate sx={{ maxWidth: 640 }}>
      {children}
    </SimpleForm>
  );
}

function StoredTypeInputs() {
  const record = useRecordContext<DeviceAccountRecord>();
  return <DeviceAccountInputs storedType={record?.criteria?.accountType} />;
}

/**
 * Edit a device account. The MAC (stored as a hash) and the password are write-only: they are never
 * prefilled and only sent when a new value is typed (or the type changes).
 */
export default function DeviceAccountEdit() {
  const resource = useResourceContext() ?? 'device-account';
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  return (
    <RequireCustomer>
      <Edit<DeviceAccountRecord>
        resource={resource}
        mutationMode="pessimistic"
        transform={(data, options) => toUpdateData(data, options?.previousData as DeviceAccountRecord | undefined)}
        actions={
          <TopToolbar>
            <ListButton to={resourcePath(resource)} />
          </TopToolbar>
        }
        mutationOptions={{
          onSuccess: (data: DeviceAccountRecord) => {
            notify(`resources.${resource}.notifications.updated`, {
              type: 'success',
              messageArgs: { name: data.name },
            });
            redirect(() => resourcePath(resource, data.id));
          },
          onError: notifyError,
        }}
        error={<RecordNotFound />}
        redirectOnError={false}
      >
        <EditForm>
          <StoredTypeInputs />
        </EditForm>
      </Edit>
    </RequireCustomer>
  );
}
