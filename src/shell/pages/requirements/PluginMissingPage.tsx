import { Button, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import ExtensionIcon from '@mui/icons-material/Extension';
import { useLocation, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ROUTE_QUERY_PARAM } from '../../../domain';
import { openCustomerChooser } from '../../../providers/activeCustomer';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { safeReturnPath } from '../../guards/rules';
import HomeButton from './HomeButton';
import RequirementPage, { AttemptedPath } from './RequirementPage';

/**
 * /requirements/needs-plugin/{plugin} (the customer lacks this plugin) and
 * /requirements/no-plugins/{plugin} (the customer has no plugin data at all), seed 000 §2. The
 * plugin's translated name (plugins.<key>); the `route` parameter stays in the address so that the
 * guard can return there when the plugin becomes available (e.g. after a customer switch).
 */
export default function PluginMissingPage({ route }: PageProps) {
  const translate = useTranslate();
  const location = useLocation();
  const { plugin = '' } = useParams();
  const attempted = safeReturnPath(new URLSearchParams(location.search).get(ROUTE_QUERY_PARAM));
  const name = translate(`plugins.${plugin}`, { _: plugin });
  const noPlugins = route.path.startsWith('/requirements/no-plugins');
  return (
    <RequirementPage
      title={routeTitle(route)}
      icon={ExtensionIcon}
      actions={
        <>
          <HomeButton />
          <Button startIcon={<BusinessIcon />} onClick={openCustomerChooser}>
            {translate('pages.requirements.otherCustomer')}
          </Button>
        </>
      }
    >
      {noPlugins ? (
        <>
          <Typography>{translate('requirements.noPlugins.text')}</Typography>
          <Typography sx={{ mt: 1 }}>{translate('pages.requirements.requiredPlugin', { plugin: name })}</Typography>
        </>
      ) : (
        <Typography>{translate('requirements.needsPlugin.text', { plugin: name })}</Typography>
      )}
      <AttemptedPath path={attempted} />
    </RequirementPage>
  );
}
