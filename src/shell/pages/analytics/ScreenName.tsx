import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Which analytics screen this is, under the area's title (the route table titles the area). */
export default function ScreenName({ name }: { name: 'basic' | 'hotspots' | 'locations' }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 1 }}>
      {translate(`portal.analytics.start.${name}`)}
    </Typography>
  );
}
