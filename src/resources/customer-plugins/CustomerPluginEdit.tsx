import { Button as MuiButton, Card, Typography } from '@mui/material';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ResourceContextProvider, Title, useTranslate } from 'react-admin';
import { isPluginKey } from '../../domain/plugins';
import RequireCustomer from '../../shell/RequireCustomer';
import {
  PluginForm,
  PluginMessage,
  PluginsLoading,
  pluginPath,
  usePluginPermissions,
  usePluginsRecord,
} from './pluginParts';
import { RESOURCE } from './pluginRecord';

const R = 'resources.customer-plugins';

function EditPlugin() {
  const translate = useTranslate();
  const { id } = useParams();
  const { record, isPending, error, refetch } = usePluginsRecord();
  const { canCreate } = usePluginPermissions();
  // /customer-plugins/edit without a plugin: the list, where each plugin has its edit button.
  if (!id) return <Navigate to={pluginPath(null, 'list')} replace />;
  if (!isPluginKey(id))
    return (
      <>
        <Title title={`${R}.page.list`} />
        <PluginMessage severity="warning">{translate(`${R}.states.unknownPlugin`, { plugin: id })}</PluginMessage>
      </>
    );
  const name = translate(`plugins.${id}`);
  const title = <Title title={translate(`${R}.page.edit`, { plugin: name })} />;
  if (isPending)
    return (
      <>
        {title}
        <PluginsLoading />
      </>
    );
  if (error)
    return (
      <>
        {title}
        <PluginMessage
          severity="error"
          action={<MuiButton onClick={() => void refetch()}>{translate(`${R}.actions.retry`)}</MuiButton>}
        >
          {translate(`${R}.states.loadError`)}
        </PluginMessage>
      </>
    );
  if (!record?.[id])
    return (
      <>
        {title}
        <PluginMessage
          action={
            canCreate ? (
              <MuiButton variant="contained" component={Link} to={pluginPath(id, 'create')}>
                {translate(`${R}.actions.create`)}
              </MuiButton>
            ) : undefined
          }
        >
          {translate(`${R}.states.notConfigured`, { plugin: name })}
        </PluginMessage>
      </>
    );
  return (
    <>
      {title}
      <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
        {name}
      </Typography>
      <Card sx={{ maxWidth: 680 }}>
        <PluginForm key={`${record.id}:${record.updatedAt}`} pluginKey={id} record={record} />
      </Card>
    </>
  );
}

/** /customer-plugins/{plugin}/edit: the settings of one plugin block. */
export default function CustomerPluginEdit() {
  return (
    <RequireCustomer>
      <ResourceContextProvider value={RESOURCE}>
        <EditPlugin />
      </ResourceContextProvider>
    </RequireCustomer>
  );
}
