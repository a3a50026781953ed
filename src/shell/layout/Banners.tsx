import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Stack } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslate } from 'react-admin';
import { isSupportUser } from '../../domain';
import { useActivePlugins, useAppConfig, usePortalIdentity } from './useShell';

/** navigator.onLine, following the online/offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/** Online check (seed 000 §2, §8): a banner while the browser has no connection. */
export function OfflineBanner() {
  const translate = useTranslate();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="error" icon={<CloudOffIcon />} role="alert" data-testid="offline-banner">
      {translate('error.offline')}
    </Alert>
  );
}

/**
 * Work-in-progress banner (seed 000 §1): shown when the app configuration says `wip: true` or the
 * portal was built with VITE_WIP=true (decision: a deployment switch, not a user setting).
 */
export function WipBanner() {
  const translate = useTranslate();
  const { wip } = useAppConfig();
  if (!wip) return null;
  return (
    <Alert severity="info" data-testid="wip-banner">
      <AlertTitle>{translate('shell.banners.wipTitle')}</AlertTitle>
      {translate('shell.wip')}
    </Alert>
  );
}

/**
 * Partner support banner (seed 000 §2): for support users (mail domain in the configured list) when
 * the active customer's slaStatus plugin is active and names a partner.
 */
export function PartnerSupportBanner() {
  const translate = useTranslate();
  const identity = usePortalIdentity();
  const { supportMailDomains } = useAppConfig();
  const plugins = useActivePlugins();
  const sla = plugins?.slaStatus;
  const partner = sla?.active === true && typeof sla.partner === 'string' ? sla.partner.trim() : '';
  if (!partner || !identity?.email || !isSupportUser(identity.email, supportMailDomains)) return null;
  return (
    <Alert severity="warning" data-testid="partner-support-banner">
      <AlertTitle>{translate('shell.banners.partnerSupportTitle')}</AlertTitle>
      {translate('shell.partnerSupport', { partner })}
    </Alert>
  );
}

/** The banners above the page, in order of urgency. */
export default function Banners() {
  return (
    <Stack spacing={1} sx={{ '&:empty': { display: 'none' }, mt: 1 }}>
      <OfflineBanner />
      <PartnerSupportBanner />
      <WipBanner />
    </Stack>
  );
}
