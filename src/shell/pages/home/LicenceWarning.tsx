import { Alert, AlertTitle, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { PERCENT_DECIMALS, licenceSummary } from '../../../domain';
import { useActiveCustomer } from '../../../providers/activeCustomer';
import { localeTag } from '../../../providers/i18nProvider';

interface Utilisation {
  license?: number | null;
  usage?: number | null;
}

/**
 * When the warning shows: a limited licence above the hint threshold (80 %), or with at most one
 * login left (a small licence can be nearly full below 80 %).
 */
export function licenceWarningOf(utilisation: Utilisation | null | undefined) {
  if (!utilisation) return null;
  const summary = licenceSummary(utilisation.usage, utilisation.license);
  if (summary.unlimited || !(summary.showHint || summary.available <= 1)) return null;
  const messageKey =
    summary.available <= 0 ? 'licence.atLimit' : summary.available === 1 ? 'licence.oneLeft' : 'licence.warningNear';
  return { summary, messageKey };
}

/**
 * The concurrent-user licence warning of the home page (seed 001 §2, §8, §9): from the active
 * customer's licenseUtilization, with the utilisation in percent with 2 decimals. Nothing for an
 * unlimited licence, while the details load, or when the caller may not read the utilisation.
 */
export default function LicenceWarning() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { customerId, customer } = useActiveCustomer();
  const utilisation =
    customer && customer.customerId === customerId ? (customer.licenseUtilization as Utilisation | null) : null;
  const warning = licenceWarningOf(utilisation);
  if (!warning) return null;
  const percent = new Intl.NumberFormat(localeTag(locale), {
    minimumFractionDigits: PERCENT_DECIMALS,
    maximumFractionDigits: PERCENT_DECIMALS,
  }).format(warning.summary.percent);
  return (
    <Alert severity={warning.summary.available <= 0 ? 'error' : 'warning'} sx={{ mb: 2 }} role="alert">
      <AlertTitle>{translate('home.licenceWarningTitle')}</AlertTitle>
      <Typography variant="body2">{translate('home.licenceWarning', { percent })}</Typography>
      <Typography variant="body2">{translate(warning.messageKey)}</Typography>
    </Alert>
  );
}
