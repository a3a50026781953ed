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
import { AccountTemplateDeleteButton } from './AccountTemplateDeleteButton';
import { AccountTemplateInputs } from './AccountTemplateInputs';
import { toEditValues, toTemplateData, type AccountTemplateRecord } from './accountTemplateRecord';

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <AccountTemplateDeleteButton />
    </Toolbar>
  );
}

function EditForm({ children }: { children: ReactNode }) {
  const record = useRecordContext<AccountTemplateRecord>();
  if (!record) return null;
  return (
    <SimpleForm record={toEditValues(record)} toolbar={<EditToolbar />} noValidate sx={{ maxWidth: 640 }}>
      {children}
    </SimpleForm>
  );
}

/** Edit an account template (only changed fields are sent; a stale record answers CONFLICT). */
export default function AccountTemplateEdit() {
  const resource = useResourceContext() ?? 'hotspot-account-template';
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  return (
    <RequireCustomer>
      <Edit<AccountTemplateRecord>
        resource={resource}
        mutationMode="pessimistic"
        transform={toTemplateData}
        actions={
          <TopToolbar>
            <ListButton to={resourcePath(resource)} />
          </TopToolbar>
        }
        mutationOptions={{
          onSuccess: (data: AccountTemplateRecord) => {
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
          <AccountTemplateInputs />
        </EditForm>
      </Edit>
    </RequireCustomer>
  );
}
