import { Box, Button, Tooltip } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { useTranslate } from 'react-admin';
import { useAppConfig } from './useShell';

/** Support link of the top bar: only when a support URL is configured; opens in a new tab. */
export default function SupportLink() {
  const translate = useTranslate();
  const { supportUrl } = useAppConfig();
  if (!supportUrl) return null;
  return (
    <Tooltip title={translate('shell.supportNewTab')}>
      <Button
        color="inherit"
        href={supportUrl}
        target="_blank"
        rel="noopener noreferrer"
        startIcon={<HelpOutlineIcon />}
        aria-label={translate('shell.supportNewTab')}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {translate('shell.support')}
        </Box>
      </Button>
    </Tooltip>
  );
}
