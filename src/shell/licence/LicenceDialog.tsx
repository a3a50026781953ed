import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../i18n/formats';
import { LICENCE_DIALOG_WIDTH } from '../../domain';
import { useActiveCustomer } from '../../providers/activeCustomer';
import { useActivePlugins, useAppConfig } from '../layout/useShell';
import LicenceCard from './LicenceCard';
import { licenceMailto } from './licenceMail';
import type { LicenceState } from './useLicence';

/**
 * The licence info dialog (seed 000 §2, §9): width 500, scrollable, title, close button, the
 * utilisation card, a contact button opening a mail draft with a subject, and the extra hint when
 * the utilisation is above 80 %. The draft goes to the customer's SLA e-mail (active slaStatus
 * plugin), else to the configured support address, else it leaves the recipient open. With a
 * configured price per concurrent user (LICENCE_PRICE_PER_USER) the dialog and the draft state it in
 * EUR, written as the chosen language writes money (decision D254).
 */
export default function LicenceDialog({
  open,
  onClose,
  state,
}: {
  open: boolean;
  onClose: () => void;
  state: LicenceState;
}) {
  const translate = useTranslate();
  const { customer, customerId } = useActiveCustomer();
  const plugins = useActivePlugins();
  const { supportEmail, licencePricePerUser } = useAppConfig();
  const [locale] = useLocaleState();
  // the price of one more concurrent user, in EUR in the language's format (seed 000 §9), when configured
  const price = licencePricePerUser != null ? formatMoney(licencePricePerUser, locale) : null;
  const sla = plugins?.slaStatus;
  const slaEmail = sla?.active === true && typeof sla.email === 'string' ? sla.email : null;
  const href = licenceMailto({
    to: slaEmail ?? supportEmail ?? null,
    subject: translate('licence.mailSubject'),
    body: [
      translate('licence.mailBody', {
        company: customer?.company ?? customerId ?? '',
        customerId: customerId ?? '',
        usage: state.licence?.usage ?? '',
        license: state.licence?.license ?? '',
      }),
      price ? translate('licence.mailPrice', { price }) : null,
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
  const titleId = 'licence-dialog-title';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      scroll="paper"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: LICENCE_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {translate('licence.title')}
        <IconButton
          onClick={onClose}
          aria-label={translate('licence.close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('licence.infoText')}
        </Typography>
        <LicenceCard
          title={translate('licence.current')}
          licence={state.licence}
          summary={state.summary}
          loading={state.loading}
          onRefresh={state.refresh}
        />
        {price && (
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="licence-price">
            {translate('licence.price', { price })}
          </Typography>
        )}
        {state.summary?.showHint && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="licence-hint">
            {translate('licence.hint')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('licence.close')}</Button>
        <Button variant="contained" component="a" href={href} startIcon={<MailOutlineIcon />}>
          {translate('licence.contact')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
