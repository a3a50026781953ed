import { Button, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import { useLocation, useTranslate } from 'react-admin';
import { PATH_QUERY_PARAM } from '../../../domain';
import { openCustomerChooser } from '../../../providers/activeCustomer';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { safeReturnPath } from '../../guards/rules';
import HomeButton from './HomeButton';
import RequirementPage, { AttemptedPath } from './RequirementPage';

/**
 * /requirements/no-access (seed 000 §2): the permission for the attempted page (query parameter
 * `path`) is missing. Permissions are per customer, so another customer may help.
 */
export default function NoAccessPage({ route }: PageProps) {
  const translate = useTranslate();
  const location = useLocation();
  const attempted = safeReturnPath(new URLSearchParams(location.search).get(PATH_QUERY_PARAM));
  return (
    <RequirementPage
      title={routeTitle(route)}
      actions={
        <>
          <HomeButton />
          <Button startIcon={<BusinessIcon />} onClick={openCustomerChooser}>
            {translate('pages.requirements.otherCustomer')}
          </Button>
        </>
      }
    >
      <Typography>{translate('requirements.noAccess.text')}</Typography>
      <AttemptedPath path={attempted} />
    </RequirementPage>
  );
}
