import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppConfig } from './useAppConfig';

/** Footer (seed 000 §1): copyright line and, when configured, the imprint link (new tab). */
export default function Footer() {
  const translate = useTranslate();
  const { imprintUrl } = useAppConfig();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        py: 2,
        px: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'center',
        color: 'text.secondary',
      }}
    >
      <Typography variant="caption" component="span">
        {translate('shell.footer.copyright', { year: String(new Date().getFullYear()) })}
      </Typography>
      {imprintUrl && (
        <Link variant="caption" href={imprintUrl} target="_blank" rel="noopener noreferrer" color="inherit">
          {translate('shell.footer.imprint')}
        </Link>
      )}
    </Box>
  );
}
