import { Create, ListButton, SimpleForm, TopToolbar, useNotify, useRedirect, useResourceContext } from 'react-admin';
import { resourcePath } from '../../components/resourcePath';
import RequireCustomer from '../../shell/RequireCustomer';
import { useNotifyError } from '../../shell/useNotifyError';
import { DeviceAccountInputs } from './DeviceAccountInputs';
import { toCreateData, type DeviceAccountRecord } from './deviceAccountRecord';

const DEFAULTS = { active: true, showTermsOfUse: false, keywords: [], criteria: { accountType: 'MAC' } };

/** Create a device account: the criteria inputs follow the chosen account type. */
export default function DeviceAccountCreate() {
  const resource = useResourceContext() ?? 'device-account';
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  return (
    <RequireCustomer>
      <Create
        resource={resource}
        title={`resources.${resource}.page.create`}
        redirect={false}
        transform={toCreateData}
        actions={
          <TopToolbar>
            <ListButton to={resourcePath(resource)} />
          </TopToolbar>
        }
        mutationOptions={{
          onSuccess: (data: DeviceAccountRecord) => {
            notify(`resources.${resource}.notifications.created`, {
              type: 'success',
              messageArgs: { name: data.name },
            });
            redirect(() => resourcePath(resource, data.id));
          },
          onError: notifyError,
        }}
      >
        <SimpleForm defaultValues={DEFAULTS} noValidate sx={{ maxWidth: 640 }}>
          <DeviceAccountInputs />
        </SimpleForm>
      </Create>
    </RequireCustomer>
  );
}
