import { Create, ListButton, SimpleForm, TopToolbar, useNotify, useRedirect, useResourceContext } from 'react-admin';
import { resourcePath } from '../../components/resourcePath';
import RequireCustomer from '../../shell/RequireCustomer';
import { useNotifyError } from '../../shell/useNotifyError';
import { AccountTemplateInputs } from './AccountTemplateInputs';
import { toTemplateData, type AccountTemplateRecord } from './accountTemplateRecord';

const DEFAULTS = { active: true, accountConfiguration: { dynamicExpires: 'eod' }, accountProfile: {} };

/** Create an account template. */
export default function AccountTemplateCreate() {
  const resource = useResourceContext() ?? 'hotspot-account-template';
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  return (
    <RequireCustomer>
      <Create
        resource={resource}
        title={`resources.${resource}.page.create`}
        redirect={false}
        transform={toTemplateData}
        actions={
          <TopToolbar>
            <ListButton to={resourcePath(resource)} />
          </TopToolbar>
        }
        mutationOptions={{
          onSuccess: (data: AccountTemplateRecord) => {
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
          <AccountTemplateInputs />
        </SimpleForm>
      </Create>
    </RequireCustomer>
  );
}
