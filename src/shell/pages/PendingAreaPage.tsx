import { Alert, AlertTitle, Box, Button } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import HomeIcon from '@mui/icons-material/Home';
import { Link, useTranslate } from 'react-admin';
import { routeTitle } from '../areas';
import { areaIcon } from '../areaIcons';
import { routeArea, type PageProps } from '../routes';
import { PageHeader } from './PageHeader';

/**
 * A screen of the route table whose content belongs to a later issue: the titled page of its area
 * saying honestly that the area is not available in this version yet — no list, no sample data,
 * no form that pretends to work.
 */
export default function PendingAreaPage({ route }: PageProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 720, mt: 1 }}>
      <PageHeader title={routeTitle(route)} icon={areaIcon(routeArea(route))} />
      <Alert severity="info" icon={<ConstructionIcon />} role="status">
        <AlertTitle>{translate('pages.pending.title')}</AlertTitle>
        {translate('pages.pending.text')}
      </Alert>
      <Button component={Link} to="/" startIcon={<HomeIcon />} sx={{ mt: 2 }}>
        {translate('error.backHome')}
      </Button>
    </Box>
  );
}
