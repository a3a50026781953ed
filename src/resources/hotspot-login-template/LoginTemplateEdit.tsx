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
import { ConfirmDeleteButton } from '../hotspot-account-template/ConfirmDeleteButton';
import { LoginTemplateInputs } from './LoginTemplateInputs';
import { toEditValues, toLoginTemplateData, type LoginTemplateRecord } from './loginTemplateRecord';
import { usePluginsRow, type PluginsRow } from './usePluginsRow';

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <ConfirmDeleteButton />
    </Toolbar>
  );
}

function EditForm({ children }: { children: ReactNode }) {
  const record = useRecordContext<LoginTemplateRecord>();
  if (!record) return null;
  return (
    <SimpleForm record={toEditValues(record)} toolbar={<EditToolbar />} noValidate sx={{ maxWidth: 640 }}>
      {children}
    </SimpleForm>
  );
}

function Form({ row }: { row: PluginsRow | null }) {
  return (
    <EditForm>
      <LoginTemplateInputs row={row} />
    </EditForm>
  );
}

/** Edit a login template (only changed fields are sent; a stale record answers CONFLICT). */
export default function LoginTemplateEdit() {
  const resource = useResourceContext() ?? 'hotspot-login-template';
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const { row, isPending } = usePluginsRow();
  const cooldownActive = !!row?.active('cooldown');
  return (
    <RequireCustomer>
      <Edit<LoginTemplateRecord>
        resource={resource}
        mutationMode="pessimistic"
        transform={(data) => toLoginTemplateData(data, cooldownActive) as LoginTemplateRecord}
        actions={
          <TopToolbar>
            <ListButton to={resourcePath(resource)} />
          </TopToolbar>
        }
        mutationOptions={{
          onSuccess: (data: LoginTemplateRecord) => {
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
        <>{!isPending && <Form row={row} />}</>
      </Edit>
    </RequireCustomer>
  );
}
