import { Box, Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import WifiIcon from '@mui/icons-material/Wifi';
import { Link, Title, useGetIdentity, useTranslate } from 'react-admin';
import { ORGANIZATION_QUERY_PARAM } from '../domain';
import { openCustomerChooser, useActiveCustomer } from '../providers/activeCustomer';
import { useSubjectAccess } from './useSubjectAccess';

/** Home (simple for now): greeting, the active customer and the way to the WiFi codes. */
export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { customerId, customer } = useActiveCustomer();
  const wifiCodes = useSubjectAccess('Voucher');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('home.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('home.welcome')}
        {identity?.fullName ? `, ${identity.fullName}` : ''}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="overline">{translate('shell.customerSwitch.selected')}</Typography>
              <Typography variant="h6">{customer?.company ?? customerId ?? translate('shell.noCustomer')}</Typography>
              {customer && <Typography color="text.secondary">{customer.customerId}</Typography>}
            </CardContent>
            <CardActions>
              <Button startIcon={<BusinessIcon />} onClick={openCustomerChooser}>
                {translate(customerId ? 'shell.customerSwitch.open' : 'requirements.selectCustomer')}
              </Button>
            </CardActions>
          </Card>
        </Grid>
        {wifiCodes && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="overline">{translate('shell.menu.wifiCodes')}</Typography>
                <Typography color="text.secondary">{translate('resources.wifi-code.empty.text')}</Typography>
              </CardContent>
              <CardActions>
                <Button
                  component={Link}
                  to={`/wifi-code${customerId ? `?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(customerId)}` : ''}`}
                  startIcon={<WifiIcon />}
                >
                  {translate('shell.menu.wifiCodes')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        )}
      </Grid>
    </Box>
  );
}
