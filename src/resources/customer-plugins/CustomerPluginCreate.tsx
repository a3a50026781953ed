import {
  Box,
  Button as MuiButton,
  Card,
  CardActionArea,
  CardContent,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ResourceContextProvider, Title, useTranslate } from 'react-admin';
import type { PluginKey } from '../../domain/enums';
import { PLUGIN_BLOCKS, isPluginKey } from '../../domain/plugins';
import RequireCustomer from '../../shell/RequireCustomer';
import { PluginForm, PluginMessage, PluginsLoading, pluginPath, usePluginsRecord } from './pluginParts';
import { RESOURCE, type PluginsRecord } from './pluginRecord';

const R = 'resources.customer-plugins';

/** Step 1: the plugins the customer does not have yet, each a card that opens its form. */
function ChoosePlugin({ record }: { record: PluginsRecord | null }) {
  const translate = useTranslate();
  const open = PLUGIN_BLOCKS.filter((key) => !record?.[key]);
  if (open.length === 0) return <PluginMessage>{translate(`${R}.empty.noMoreTypes`)}</PluginMessage>;
  return (
    <Box
      component="ul"
      aria-label={translate(`${R}.steps.choose`)}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {open.map((key) => (
        <li key={key}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={pluginPath(key, 'create')} sx={{ height: '100%' }} data-plugin={key}>
              <CardContent>
                <Typography variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: 500 }}>
                  {translate(`plugins.${key}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {translate(`${R}.descriptions.${key}`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}

function CreateSteps({ step }: { step: 0 | 1 }) {
  const translate = useTranslate();
  return (
    <Stepper activeStep={step} sx={{ my: 2, maxWidth: 480 }}>
      <Step completed={step > 0}>
        <StepLabel>{translate(`${R}.steps.choose`)}</StepLabel>
      </Step>
      <Step>
        <StepLabel>{translate(`${R}.steps.details`)}</StepLabel>
      </Step>
    </Stepper>
  );
}

function CreatePlugin() {
  const translate = useTranslate();
  const { id } = useParams();
  const { record, isPending, error, refetch } = usePluginsRecord();
  const key: PluginKey | null = isPluginKey(id) ? id : null;
  // Whether the plugin was set up when the screen opened: the record refetched after this screen's
  // own save has the new block, and must not turn the way back to the list into its edit form.
  const atOpen = useRef<{ key: PluginKey | null; setUp: boolean } | null>(null);
  if (atOpen.current?.key !== key) atOpen.current = null;
  if (atOpen.current === null && !isPending && !error) atOpen.current = { key, setUp: Boolean(key && record?.[key]) };
  const title = (
    <Title
      title={key ? translate(`${R}.page.createOf`, { plugin: translate(`plugins.${key}`) }) : `${R}.page.create`}
    />
  );
  if (id && !key)
    return (
      <>
        <Title title={`${R}.page.list`} />
        <PluginMessage severity="warning">{translate(`${R}.states.unknownPlugin`, { plugin: id })}</PluginMessage>
      </>
    );
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
  // Set up already: its edit form.
  if (key && atOpen.current?.setUp) return <Navigate to={pluginPath(key, 'edit')} replace />;
  return (
    <>
      {title}
      <CreateSteps step={key ? 1 : 0} />
      {key ? (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(`plugins.${key}`)}
          </Typography>
          <Card sx={{ maxWidth: 680 }}>
            <PluginForm pluginKey={key} record={record} />
          </Card>
          <Box sx={{ mt: 1 }}>
            <Typography component={Link} to={pluginPath(null, 'create')} variant="body2" color="primary">
              {translate(`${R}.actions.back`)}
            </Typography>
          </Box>
        </>
      ) : (
        <ChoosePlugin record={record} />
      )}
    </>
  );
}

/** /customer-plugins/create (step 1: choose the plugin) and /customer-plugins/{plugin}/create (step 2: its form). */
export default function CustomerPluginCreate() {
  return (
    <RequireCustomer>
      <ResourceContextProvider value={RESOURCE}>
        <CreatePlugin />
      </ResourceContextProvider>
    </RequireCustomer>
  );
}
