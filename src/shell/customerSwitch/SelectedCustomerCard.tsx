import type { ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { useLocale, useTranslate } from 'react-admin';
import type { CustomerDetails, CustomerSummary } from '../../providers/activeCustomer';
import {
  PLUGIN_KEYS,
  addressLine,
  concurrentUserLimit,
  mailtoHref,
  mapsSearchUrl,
  pluginActive,
  telHref,
} from './customerFormat';
import { useWhitelabelPartner } from './useWhitelabelPartner';

const DASH = '–';

/** A label/value line of the card's blocks. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '7.5rem 1fr', sm: '11rem 1fr' }, columnGap: 1, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {label}
      </Typography>
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** SLA block: level, support by partner or default support, partner, options, hotline, e-mail, portal. */
/** A phone or mail link of the card, with its icon and an accessible name saying what it is. */
function ContactLink({ icon, href, label, text }: { icon: ReactNode; href: string; label: string; text: string }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {icon}
      <Link href={href} variant="body2" aria-label={`${label}: ${text}`}>
        {text}
      </Link>
    </Stack>
  );
}

function SlaBlock({ customer }: { customer: CustomerDetails }) {
  const translate = useTranslate();
  const whitelabel = useWhitelabelPartner();
  const sla = customer.plugins?.slaStatus;
  const slaActive = !!sla?.active;
  const partner = (slaActive && sla?.partner) || whitelabel?.company || null;
  const options = slaActive ? (sla?.slaOptions ?? []) : [];
  return (
    <Accordion disableGutters elevation={0} variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2">{translate('shell.customerSwitch.sla')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {!slaActive && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('shell.customerSwitch.noSla')}
          </Typography>
        )}
        <Line label={translate('shell.customerSwitch.slaLevel')}>
          {slaActive && sla?.level ? translate(`enums.slaLevel.${sla.level}`, { _: sla.level }) : DASH}
        </Line>
        <Line label={translate('shell.customerSwitch.support')}>
          {translate(partner ? 'shell.customerSwitch.supportByPartner' : 'shell.customerSwitch.defaultSupport')}
        </Line>
        <Line
          label={translate(
            slaActive && sla?.partner ? 'shell.customerSwitch.partner' : 'shell.customerSwitch.whitelabelPartner',
          )}
        >
          {partner ?? DASH}
        </Line>
        <Line label={translate('shell.customerSwitch.slaOptions')}>
          {options.length ? options.map((o) => translate(`enums.slaOption.${o}`, { _: o })).join(', ') : DASH}
        </Line>
        <Line label={translate('shell.customerSwitch.hotline')}>
          {slaActive && sla?.hotline ? <Link href={telHref(sla.hotline)}>{sla.hotline}</Link> : DASH}
        </Line>
        <Line label={translate('shell.customerSwitch.email')}>
          {slaActive && sla?.email ? <Link href={mailtoHref(sla.email)}>{sla.email}</Link> : DASH}
        </Line>
        <Line label={translate('shell.customerSwitch.supportPortal')}>
          {slaActive && sla?.supportPortal ? (
            <Link href={sla.supportPortal} target="_blank" rel="noopener noreferrer">
              {translate('shell.customerSwitch.openSupportPortal')}
            </Link>
          ) : (
            DASH
          )}
        </Line>
      </AccordionDetails>
    </Accordion>
  );
}

/** Details block: description, concurrent-user limit (or unlimited), every plugin active or inactive. */
function DetailsBlock({ customer }: { customer: CustomerDetails }) {
  const translate = useTranslate();
  const locale = useLocale();
  const limit = concurrentUserLimit(customer.plugins);
  return (
    <Accordion disableGutters elevation={0} variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2">{translate('shell.customerSwitch.details')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Line label={translate('shell.customerSwitch.description')}>{customer.description || DASH}</Line>
        <Line label={translate('shell.customerSwitch.concurrentUsers')}>
          {limit === null ? translate('shell.customerSwitch.unlimited') : limit.toLocaleString(locale)}
        </Line>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} id="customer-plugins-title">
          {translate('shell.customerSwitch.plugins')}
        </Typography>
        <List dense disablePadding aria-labelledby="customer-plugins-title">
          {PLUGIN_KEYS.map((key) => {
            const active = pluginActive(customer.plugins, key);
            const state = translate(
              active ? 'shell.customerSwitch.pluginActive' : 'shell.customerSwitch.pluginInactive',
            );
            return (
              <ListItem
                key={key}
                disableGutters
                secondaryAction={
                  <Chip
                    size="small"
                    label={state}
                    color={active ? 'success' : 'default'}
                    variant={active ? 'filled' : 'outlined'}
                  />
                }
              >
                <ListItemText primary={translate(`plugins.${key}`)} />
              </ListItem>
            );
          })}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}

export interface SelectedCustomerCardProps {
  customerId: string;
  /** The loaded details (null while loading). */
  customer: CustomerDetails | null;
  /** The list row the customer was picked from, shown while the details load. */
  summary: CustomerSummary | null;
  /** Single-customer mode: no reset. */
  single: boolean;
  onReset: () => void;
}

/**
 * The selected customer on top of the switch (seed 000 §2): company, customerId, inactive chip,
 * address (maps search), phone, e-mail, an SLA block and a details block, and the reset button.
 */
export default function SelectedCustomerCard({
  customerId,
  customer,
  summary,
  single,
  onReset,
}: SelectedCustomerCardProps) {
  const translate = useTranslate();
  const shown = customer ?? summary;
  const address = shown?.address;
  const line = addressLine(address);
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: 'primary.main', mb: 2 }}
      component="section"
      aria-labelledby="selected-customer-title"
    >
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="overline" color="text.secondary">
          {translate('shell.customerSwitch.selected')}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography variant="h6" component="h3" id="selected-customer-title">
            {shown?.company ?? customerId}
          </Typography>
          {shown && !shown.active && <Chip size="small" label={translate('shell.customerSwitch.inactive')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('shell.customerSwitch.customerId')}: {customerId}
        </Typography>
        {address && line && (
          <Stack direction="row" spacing={1} alignItems="flex-start">
            <PlaceIcon fontSize="small" color="action" aria-hidden />
            <Link
              href={mapsSearchUrl(address)}
              target="_blank"
              rel="noopener noreferrer"
              title={translate('shell.customerSwitch.openMap')}
              variant="body2"
            >
              {[line, address.country].filter(Boolean).join(', ')}
            </Link>
          </Stack>
        )}
        {customer?.phone && (
          <ContactLink
            icon={<PhoneIcon fontSize="small" color="action" aria-hidden />}
            href={telHref(customer.phone)}
            label={translate('shell.customerSwitch.phone')}
            text={customer.phone}
          />
        )}
        {customer?.email && (
          <ContactLink
            icon={<EmailIcon fontSize="small" color="action" aria-hidden />}
            href={mailtoHref(customer.email)}
            label={translate('shell.customerSwitch.email')}
            text={customer.email}
          />
        )}
        {!customer && (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
            {translate('shell.customerSwitch.loadingDetails')}
          </Typography>
        )}
      </CardContent>
      {customer && (
        <Box sx={{ px: 2 }}>
          <SlaBlock customer={customer} />
          <DetailsBlock customer={customer} />
        </Box>
      )}
      {!single && (
        <CardActions>
          <Button size="small" onClick={onReset}>
            {translate('shell.customerSwitch.reset')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
