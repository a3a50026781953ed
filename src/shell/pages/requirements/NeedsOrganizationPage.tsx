import { Button, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BusinessIcon from '@mui/icons-material/Business';
import { Link, useLocation, useTranslate } from 'react-admin';
import { ROUTE_QUERY_PARAM } from '../../../domain';
import { openCustomerChooser, useActiveCustomer } from '../../../providers/activeCustomer';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { safeReturnPath } from '../../guards/rules';
import HomeButton from './HomeButton';
import RequirementPage, { AttemptedPath } from './RequirementPage';

/**
 * /requirements/needs-organization (seed 000 §2): the attempted page needs an organisation. The
 * button opens the customer switch; the guard returns to the `route` parameter once one is chosen
 * (the parameter stays untouched here). Should the user still be here with a customer active, a
 * link leads on to the attempted page.
 */
export default function NeedsOrganizationPage({ route }: PageProps) {
  const translate = useTranslate();
  const location = useLocation();
  const { customerId } = useActiveCustomer();
  const attempted = safeReturnPath(new URLSearchParams(location.search).get(ROUTE_QUERY_PARAM));
  return (
    <RequirementPage
      title={routeTitle(route)}
      icon={BusinessIcon}
      actions={
        <>
          <Button variant="contained" startIcon={<BusinessIcon />} onClick={openCustomerChooser}>
            {translate('requirements.selectCustomer')}
          </Button>
          {customerId && attempted && (
            <Button component={Link} to={attempted} startIcon={<ArrowForwardIcon />}>
              {translate('pages.requirements.continue')}
            </Button>
          )}
          <HomeButton />
        </>
      }
    >
      <Typography>{translate('requirements.needsOrganization.text')}</Typography>
      <AttemptedPath path={attempted} />
    </RequirementPage>
  );
}
