import { Box, Button, Stack, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { PARTNER_LINKS, type PartnerLink } from '../../domain/constants';
import { useAppConfig } from '../../shell/layout/useAppConfig';
import { R } from './leadParts';

const ICONS: Record<PartnerLink, ReactElement> = {
  priceList: <RequestQuoteIcon />,
  faq: <HelpOutlineIcon />,
  sheet: <DescriptionIcon />,
};

/**
 * The partner links of the partner page (seed 000 §9 "Partner links list: price list, FAQ, sheet";
 * decision D254): each link whose address the installation configures (PARTNER_PRICE_LIST_URL,
 * PARTNER_FAQ_URL, PARTNER_SHEET_URL, served in /app-config), in that order, opening in a new tab.
 * Nothing when none is configured.
 */
export default function PartnerLinks() {
  const translate = useTranslate();
  const { partnerLinks } = useAppConfig();
  const links = PARTNER_LINKS.flatMap((link) => {
    const url = partnerLinks?.[link];
    return url ? [{ link, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <Box component="nav" aria-labelledby="partner-links-title" sx={{ mt: 1, mb: 1 }}>
      <Typography id="partner-links-title" variant="subtitle2" component="h2" color="text.secondary">
        {translate(`${R}.links.title`)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
        {links.map(({ link, url }) => {
          const name = translate(`${R}.links.${link}`);
          return (
            <Button
              key={link}
              size="small"
              variant="outlined"
              startIcon={ICONS[link]}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={translate(`${R}.links.newTab`, { name })}
            >
              {name}
            </Button>
          );
        })}
      </Stack>
    </Box>
  );
}
