import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { ALL_CUSTOMERS, canSeeVendorMenu, partnerLogoFile, whitelabelFontSize } from '../../domain';
import { useAcl, useAppConfig, useWhitelabelPartner } from './useShell';

/** The customer key that makes the user a vendor (its company is the vendor name), if any. */
function useVendorCustomerId(): string | null {
  const { acl } = useAcl();
  if (!acl) return null;
  return Object.keys(acl).find((key) => key !== ALL_CUSTOMERS && canSeeVendorMenu(acl, key)) ?? null;
}

/** The white-label name: partner name, else the vendor's company, else the app name. */
function WhitelabelName({ partnerName }: { partnerName: string | null }) {
  const translate = useTranslate();
  const vendorId = useVendorCustomerId();
  const vendor = useGetList<{ id: string; company: string }>(
    'customer',
    {
      filter: { customerIds: [vendorId] },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'company', order: 'ASC' },
    },
    { enabled: !partnerName && !!vendorId, meta: { silent: true } },
  );
  if (!partnerName && vendorId && vendor.isPending) return null; // no flash of the app name
  const name = partnerName || vendor.data?.[0]?.company || translate('shell.appName');
  return (
    <Typography
      component="div"
      data-testid="whitelabel-name"
      sx={{ fontSize: whitelabelFontSize(name), fontWeight: 700, lineHeight: 1.2, wordBreak: 'break-word' }}
    >
      {name}
    </Typography>
  );
}

/**
 * White-label branding at the top of the drawer (seed 000 §2): the partner's logo from the content
 * service ({contentUrl}/{partnerId}-logo.png); when there is no partner or the logo fails to load,
 * the partner's name, then the vendor's name, then the app name, sized by the white-label formula.
 */
export default function PartnerLogo() {
  const translate = useTranslate();
  const { contentUrl } = useAppConfig();
  const { data: partner, isPending } = useWhitelabelPartner();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = partner?.customerId ? `${contentUrl}/${partnerLogoFile(partner.customerId)}` : null;
  const showLogo = !!src && failedSrc !== src;
  return (
    <Box sx={{ px: 2, pt: 2, pb: 1, minHeight: 56, display: 'flex', alignItems: 'center' }} data-testid="partner-brand">
      {isPending ? null : showLogo ? (
        <Box
          component="img"
          src={src}
          alt={translate('shell.partnerLogo', { partner: partner?.company ?? '' })}
          onError={() => setFailedSrc(src)}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 64, objectFit: 'contain' }}
        />
      ) : (
        <WhitelabelName partnerName={partner?.company ?? null} />
      )}
    </Box>
  );
}
