import type { ReactNode } from 'react';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import { Title, useTranslate } from 'react-admin';
import { openCustomerChooser, useActiveCustomer } from '../providers/activeCustomer';

/** The "choose a customer" state of a page that shows customer data (seed 000 §2, requirements). */
export function NeedsCustomer() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Title title={translate('requirements.needsOrganization.title')} />
      <Card sx={{ maxWidth: 520 }} role="region" aria-labelledby="needs-customer-title">
        <CardContent>
          <Typography variant="h6" id="needs-customer-title" gutterBottom>
            {translate('requirements.needsOrganization.title')}
          </Typography>
          <Typography color="text.secondary">{translate('requirements.needsOrganization.text')}</Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained" startIcon={<BusinessIcon />} onClick={openCustomerChooser}>
            {translate('requirements.selectCustomer')}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}

/**
 * Renders its children only while a customer is active; otherwise asks for one. Children are not
 * mounted without a customer, so no data call of theirs can run for "no customer". (The route
 * guard normally sends such visits to /requirements/needs-organization first; this is the last
 * line for pages rendered before it decided.)
 */
export default function RequireCustomer({ children }: { children: ReactNode }) {
  const { customerId } = useActiveCustomer();
  return customerId ? <>{children}</> : <NeedsCustomer />;
}
